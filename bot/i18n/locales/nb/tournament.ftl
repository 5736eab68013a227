## Turneringer: påmeldingsmeldingen, knappene, hver runde, bildene og alternativ tekst.

tournament-format-round-robin = Alle mot alle
tournament-format-swiss = Sveitsisk
tournament-format-elimination = Utslagsturnering
tournament-signup = 🏆 **Koi-Koi-turnering** · {$format} · regler: {$rules} · {$minutes ->
        [one] {$minutes} minutt
       *[other] {$minutes} minutter
    } per tur
    Åpnet av {$manager}. Meld deg på med knappen under før den starter.
tournament-house-rules = Husregler: {$rules}
tournament-players = Spillere ({$count}): {$names}
tournament-no-players = Ingen har meldt seg på ennå.
tournament-started = Turneringen har startet: påmeldingen er stengt.
tournament-cancelled = Turneringen ble avlyst.
button-tournament-join = Meld på
button-tournament-leave = Meld av
button-tournament-start = Sett i gang
button-tournament-cancel = Avlys turneringen
tournament-round = **Runde {$round} av {$rounds}**
tournament-pairing = {$first} mot {$second}
tournament-bye = {$player} står over (en gratis seier)
tournament-game = 🏆 Turnering, runde {$round}: {$first} mot {$second}. Spill i tråden under; den som går tom for tid på en tur, har gitt opp.
tournament-winner = 🏆 {$player} vinner turneringen!
tournament-no-winner = Turneringen endte uten vinner.
tournament-removed = {$player} ble tatt ut av turneringen.
error-tournament-manager = Bare den som åpnet turneringen eller en administrator (Administrer server) kan gjøre det.
error-tournament-channel = Åpne en turnering i en tekstkanal: kampene spilles i tråder.
error-tournament-busy = Det er allerede en åpen turnering i denne kanalen.
tournament-signup-again = Det er allerede en åpen turnering i denne kanalen: her er påmeldingen igjen.
error-tournament-closed = Denne turneringen er ikke åpen lenger.
error-tournament-not-found = Denne turneringen er ikke åpen lenger.
error-tournament-full = Denne turneringen er full.
error-tournament-few = Det trengs minst to spillere for å starte.
error-tournament-none = Det er ingen turnering i denne kanalen.
error-tournament-not-in = {$player} er ikke med i denne turneringen.
error-tournament-joined-already = Du er allerede påmeldt.
tournament-standings-title = Turneringens stilling
tournament-bracket-title = Turneringens oppsett
tournament-subtitle = {$format} · runde {$round} av {$rounds}
tournament-record-heading = S–U–T
tournament-points-heading = Poeng
tournament-tiebreak = Likt: motstandernes poeng, Koi-Koi-poeng, hvem som meldte seg på først
tournament-elimination-rule = Uavgjort kamp: flest Koi-Koi-poeng, så hvem som meldte seg på først
tournament-round-heading = Runde {$round}
tournament-bye-short = står over
tournament-alt-standings = Turneringens stilling: {$lines}
tournament-alt-line = {$place}. {$name}, {$points} poeng (seire: {$wins}, uavgjort: {$draws}, tap: {$losses})
tournament-alt-bracket = Turneringens oppsett: {$games}
tournament-alt-game = runde {$round}, {$game}
tournament-alt-bye = {$player} står over
tournament-alt-pending = {$first} mot {$second}, spilles nå
tournament-alt-played = {$first} mot {$second}, {$score}, vunnet av {$winner}
tournament-alt-nobody = ingen

## Lang tid per tur: påminnelsen som direktemelding.
turn-reminder-direct = Det er din tur i Koi-Koi-kampen din på {$server}: {$link}
    Halve tiden for turen er brukt; når den er ute, har du gitt opp.
