## Replays: a finished match, or a round of it, as an animated picture

replay-hand = Hånden til { $name }
replay-alt-intro = Reprise av kampen, trekk for trekk.
replay-alt-yaku = Yakuene: { $yaku }.

## On Discord

button-replay = Reprise
replay-private = Reprise av kamp #{ $match }: { $what }.
replay-round = runde { $number }
replay-whole-match = hele kampen
replay-button-best = Beste runde
replay-button-match = Hele kampen
replay-button-post = Legg ut i kanalen
replay-posted = { $name } deler en reprise av kamp #{ $match }: { $what }.
replay-time-given-back = Trekk { $move }: { $seconds } s gitt tilbake til turklokken til { $name }, fordi boten var treg med å vise hånden.
replay-post-done = Lagt ut i kanalen.
replay-daily = Dagens beste giv { $day }, spilt av { $name }.
replay-none = Du har ingen ferdig kamp her å vise i reprise.
replay-no-such-match = Det finnes ingen slik kamp på denne serveren.
replay-not-finished = Den kampen er ikke over ennå: reprisen venter til den er ferdig.
replay-no-such-round = Den kampen har ingen slik runde.
replay-players-only = Bare spillerne i en kamp kan legge ut reprisen i kanalen.
replay-posted-already = Denne reprisen er allerede i kanalen.
replay-too-long = Denne reprisen er for lang for ett bilde på Discord: be om den beste runden eller én runde.
replay-later = Reprisen kan ikke tegnes nå: prøv igjen om et minutt.
replay-daily-not-yet = Den dagens giv kan fortsatt spilles: den beste runden vises når dagen er over (UTC).
replay-daily-bad-day = Skriv dagen som ÅÅÅÅ-MM-DD, for eksempel 2026-12-01.

## The command

cmd-koikoi-replay-name = reprise
cmd-koikoi-replay-desc = En ferdig kamp, trekk for trekk
param-koikoi-replay-match-name = kamp
param-koikoi-replay-match-desc = Kampnummeret (standard: din siste ferdige kamp)
param-koikoi-replay-length-name = lengde
param-koikoi-replay-length-desc = Den beste runden (standard), hele kampen eller siste runde
param-koikoi-replay-day-name = dag
param-koikoi-replay-day-desc = Heller en tidligere dags beste giv (ÅÅÅÅ-MM-DD)
choice-best = beste runde
choice-match = hele kampen
choice-round = siste runde

## A member's history, drawn under /koikoi stats

history-title = Historikken til { $name }
history-rating = Rating etter hver rangert kamp
history-provisional = foreløpig
history-no-rating = Ingen rangert kamp ennå
history-results = Resultater
history-won = vunnet
history-drawn = uavgjort
history-lost = tapt
history-yaku = Yaku laget i de siste { $matches } kampene
history-no-yaku = Ingen yaku ennå
history-alt = Et diagram over ratingen til { $name } gjennom de rangerte kampene (den foreløpige delen dempet), resultater mot hver motstander og yaku laget; tallene står i teksten.
