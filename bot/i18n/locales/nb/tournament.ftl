## Turneringer: påmeldingsmeldingen, knappene, hver runde, bildene og alternativ tekst.

tournament-format-round-robin = Alle mot alle
tournament-format-swiss = Sveitsisk
tournament-format-elimination = Utslagsturnering
tournament-signup = 🏆 **Koi-Koi-turnering** · {$format} · regler: {$rules} · {$minutes ->
        [one] {$minutes} minutt
       *[other] {$minutes} minutter
    } per tur
    Åpnet av {$manager}.
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

## What happened: how each game was decided, the clock of a round, the end
tournament-join-below = Meld deg på med knappen under før den starter.
tournament-finished = 🏆 Turneringen er over: {$player} er vinneren.
tournament-round-clock = Vær klar til å spille innen {$deadline} ({$until}): den som da fortsatt er i en annen kamp, taper partiet. Tidsfrist per tur: {$minutes ->
        [one] {$minutes} minutt
       *[other] {$minutes} minutter
    }; den som lar en tur gå ut på tid, gir opp.
tournament-walkover = {$winner} vinner på walkover: {$player} har trukket seg
tournament-subtitle-after = {$format} · etter runde {$round} av {$rounds}
tournament-subtitle-before = {$format} · ingenting spilt ennå · {$rounds ->
        [one] {$rounds} runde
       *[other] {$rounds} runder
    }
tournament-ending-forfeit = ga opp
tournament-ending-time-out = tiden ute
tournament-ending-no-show = møtte ikke
tournament-ending-walkover = uten kamp
tournament-ending-withdrawn = trukket
tournament-ending-unfinished = uten resultat
tournament-legend-forfeit = ga opp: taperen ga opp kampen
tournament-legend-time-out = tiden ute: taperen lot en tur gå ut på tid
tournament-legend-no-show = møtte ikke: taperen var i en annen kamp ved fristen
tournament-legend-walkover = uten kamp: taperen hadde trukket seg før runden
tournament-legend-withdrawn = trukket: taperen ble tatt ut av turneringen
tournament-legend-unfinished = uten resultat: kampen sluttet tidlig og teller som uavgjort
tournament-note-forfeit = Runde {$round}: {$loser} ga opp, {$winner} vinner
tournament-note-time-out = Runde {$round}: {$loser} gikk ut på tid, {$winner} vinner
tournament-note-no-show = Runde {$round}: {$loser} var opptatt ved fristen, {$winner} vinner
tournament-note-walkover = Runde {$round}: {$loser} hadde trukket seg, {$winner} vinner
tournament-note-withdrawn = Runde {$round}: {$loser} ble tatt ut, {$winner} vinner
tournament-note-bye = Runde {$round}: {$player} sto over (en gratis seier)
tournament-note-unfinished = Runde {$round}: {$first} mot {$second} endte uten resultat (uavgjort)
tournament-note-nobody = Runde {$round}: verken {$first} eller {$second} spilte (ingen vinner)
tournament-alt-ending = {$first} mot {$second}, {$how}, vunnet av {$winner}

## Et utslagsparti uten vinner: hvem som går videre, og hvorfor; varsel om partiet som direktemelding
tournament-drawn = uavgjort {$score}
tournament-tie-break-points = flest Koi-Koi-poeng
tournament-tie-break-seed = høyest seedet (meldte seg på først)
tournament-note-goes-on = Runde {$round}: {$first} mot {$second}, {$result}; {$player} går videre: {$reason}
tournament-alt-goes-on = {$first} mot {$second}, {$result}, {$player} går videre: {$reason}
tournament-game-direct = 🏆 Partiet ditt i runde {$round} av Koi-Koi-turneringen i {$channel} på {$server}: du spiller mot {$opponent}.
    Vær klar til å spille innen {$deadline} ({$until}). Tidsfrist per tur: {$minutes ->
        [one] {$minutes} minutt
       *[other] {$minutes} minutter
    }; den som lar en tur gå ut på tid, gir opp.
    Partiet ditt: {$link}
