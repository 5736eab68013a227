## Sesonger for rangeringspoeng: /koikoi sesonger, slutten på en sesong, /rangering sesong:

season-plan-off = Sesonger er av: rangeringspoengene legges sammen for godt. En administrator kan slå dem på med /koikoi sesonger.
season-plan-on = Sesonger: {$length} · sesong {$number} slutter {$ends} · slutten kunngjøres i {$channel}
season-no-channel = ingen kanal
season-length-monthly = månedlig
season-length-quarterly = kvartalsvis
season-ended = Sesong {$number} er over! Sesong {$next} starter nå: alle er tilbake på null rangeringspoeng, og statistikken for all tid blir stående. Vinnerne:
season-winner-line = **{$place}.** {$user}: {$points} poeng
season-no-winner = Ingen fullførte en kamp denne sesongen.
season-board-title = Sesong {$number} · {$server}
season-board-none = Ingen sesong {$number} er avsluttet her.
season-board-none-yet = Ingen sesong er avsluttet ennå.
season-board-latest = Den siste avsluttede sesongen er {$last}.
season-board-empty = Ingen hadde fullført en kamp ved slutten av denne sesongen.
season-board-dates = Fra {$start} til {$end}
season-alt-board = Sluttabellen for sesong {$number}: {$lines}.
