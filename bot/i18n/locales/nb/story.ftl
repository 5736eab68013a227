# Hva KOI-KOI setter på spill, historien i et resultat, bildet av topplisten og ordene som
# beskriver hvert bilde for en skjermleser.

## STOP / KOI-KOI-panelet
story-stake-doubles = Hver STOPP herfra teller ×{ $after }, også motstanderens
story-stake-flat = Ingen multiplikator her: KOI-KOI kan ikke øke poengene dine
story-stake-wipe = Stopper { $name } først, får du ingenting
story-stake-exhausted = Går hendene tomme, får du likevel poengene
story-threats = { $name } kan lage
story-no-threat = { $name } er ikke nær noen yaku

## Resultater
story-called = { $name } ropte KOI-KOI { $count ->
    [one] én gang
   *[other] { $count } ganger
}
story-sum-plain = { $base ->
    [one] 1 poeng
   *[other] { $base } poeng
}: { $total }
story-sum-doubled = { $base ->
    [one] 1 poeng
   *[other] { $base } poeng
}, doblet fordi { $name } ropte KOI-KOI: { $total }
story-sum-multiplied = { $base ->
    [one] 1 poeng
   *[other] { $base } poeng
} × { $multiplier } for { $calls } KOI-KOI-rop: { $total }
story-sum-seven-plain = { $yaku ->
     [one] 1 poeng
    *[other] { $yaku } poeng
}, doblet ved 7 eller mer til { $base }: { $total }
story-sum-seven-doubled = { $yaku ->
     [one] 1 poeng
    *[other] { $yaku } poeng
}, doblet ved 7 eller mer til { $base }, doblet igjen fordi { $name } ropte KOI-KOI: { $total }
story-sum-seven-multiplied = { $yaku ->
     [one] 1 poeng
    *[other] { $yaku } poeng
}, doblet ved 7 eller mer til { $base }, × { $multiplier } for { $calls } KOI-KOI-rop: { $total }
story-wiped = { $name } ropte KOI-KOI og får ingenting

## Bildet av topplisten
story-board-points = { $points ->
    [one] 1 poeng
   *[other] { $points } poeng
}
story-board-record = { $won ->
    [one] 1 seier
   *[other] { $won } seire
} av { $played }

## Bildebeskrivelser (lest opp av skjermlesere)
story-alt-round = Runde { $number }, { $month }.
story-alt-field = Bordet: { $cards }.
story-alt-field-empty = Bordet er tomt.
story-alt-pile = { $name } har tatt { $count ->
    [one] 1 kort
   *[other] { $count } kort
}
story-alt-pile-kinds = { $pile }: { $kinds }.
story-alt-pile-none = { $name } har ikke tatt noe ennå.
story-alt-brights = { $count ->
    [one] 1 lyskort
   *[other] { $count } lyskort
}
story-alt-animals = { $count ->
    [one] 1 dyr
   *[other] { $count } dyr
}
story-alt-ribbons = { $count ->
    [one] 1 bånd
   *[other] { $count } bånd
}
story-alt-chaff = { $count ->
    [one] 1 vanlig kort
   *[other] { $count } vanlige kort
}
story-alt-yaku = { $name } har { $yaku }.
story-alt-draw-pile = { $count ->
    [one] 1 kort
   *[other] { $count } kort
} igjen i trekkbunken.
story-alt-turn = { $name } sin tur.
story-alt-your-turn = Din tur.
story-alt-hand = Hånden din: { $cards }.
story-alt-stop = STOPP gir { $points } poeng nå.
story-alt-threat = { $name } mangler { $missing ->
    [one] 1 kort
   *[other] { $missing } kort
} på { $yaku } ({ $points } poeng).
story-alt-round-won = Runde { $number }: { $name } får { $points } poeng med { $yaku }.
story-alt-round-drawn = Runde { $number }: ingen får poeng.
story-alt-scores = Stillingen: { $name0 } { $score0 }, { $name1 } { $score1 }.
story-alt-match-won = { $name } vinner kampen { $winner_score } mot { $loser_score } etter { $rounds ->
    [one] 1 runde
   *[other] { $rounds } runder
}.
story-alt-match-drawn = Kampen ender uavgjort { $score0 } mot { $score1 } etter { $rounds ->
    [one] 1 runde
   *[other] { $rounds } runder
}.
story-alt-board = Topplisten, side { $page } av { $pages }: { $lines }.
story-alt-board-empty = Topplisten er tom: ingen har fullført en kamp her ennå.
story-alt-board-line = { $rank }. { $name }, { $points ->
    [one] 1 poeng
   *[other] { $points } poeng
}
story-alt-oya-ken = giverens poeng (oya-ken)
story-alt-guide = Alle yaku i { $rules }-reglene, hver med kortene og poengene sine.
story-alt-review = En stilling fra kampen: { $line }

# A member's place on the leaderboard, shared with those of equal points
story-rank-place = { $tied ->
    [yes] nr. { $rank } (delt)
   *[no] nr. { $rank }
}
