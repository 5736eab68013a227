# Når Discord hindrer boten i å oppdatere en melding eller en kanal midt i et parti, fortalt til medlemmene.
hand-no-longer-updated = Denne hånden oppdateres ikke lenger: Discord lar meg oppdatere den i bare 15 minutter. Trykk **Oppdater** for å se partiet slik det er nå.
match-channel-deleted = Kanalen til dette partiet ble slettet, så partiet er avlyst: ingen vinner eller taper, og du kan starte et nytt.
discord-lost-view = ⚠️ Jeg kan ikke lenger se kanalen til dette partiet (tillatelsen **Se kanal** ble tatt fra meg), så bordet der oppdateres ikke lenger. Partiet fortsetter her i hånden din, og resultatet registreres som vanlig.
discord-lost-send = ⚠️ Jeg kan ikke lenger skrive i kanalen til dette partiet (tillatelsen **Send meldinger** ble tatt fra meg), så resultater og turvarsler vises ikke der. Partiet fortsetter her i hånden din, og resultatet registreres som vanlig.
discord-lost-final = Sluttresultat: du { $mine }, motstanderen { $theirs }. Resultatet er registrert.
review-sent-directly = Gjennomgangen din tok lengre tid enn Discord lar meg oppdatere den private meldingen du ba om den i (15 minutter), så her er den.
