picture-late-in-words = Bildet tar tid å tegne akkurat nå, så her er det i ord.
hand-may-not-follow = Det er ditt trekk, og denne hånden kan fortsatt spilles: knappene virker. Discord lar meg oppdatere den i bare 15 minutter, så den følger kanskje ikke lenger motstanderen din. Trykk **Oppdater** for å se partiet slik det er nå.
