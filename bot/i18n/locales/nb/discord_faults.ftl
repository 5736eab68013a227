# Når Discord hindrer boten i å oppdatere en melding eller en kanal midt i et parti, fortalt til medlemmene.
hand-no-longer-updated = Denne hånden oppdateres ikke lenger: Discord lar meg oppdatere den i bare 15 minutter. Trykk **Oppdater** for å se partiet slik det er nå.
match-channel-deleted = Kanalen til dette partiet ble slettet, så partiet er avlyst: ingen vinner eller taper, og du kan starte et nytt.
