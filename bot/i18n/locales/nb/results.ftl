# Ordene i resultatbildene: hvem som vant, med hvor mye, rangeringspoengene, overskriftene.
results-round-winner = { $name } vinner runden
results-round-draw = Uavgjort
results-round-draw-line = Ingen får poeng i denne runden
results-totals = Stillingen i kampen
results-match-won = { $name } vinner kampen
results-match-margin = med { $margin ->
    [one] 1 poeng
   *[other] { $margin } poeng
}, { $winner_score } mot { $loser_score }
results-match-drawn = Kampen endte uavgjort
results-match-drawn-line = { $score0 } mot { $score1 }
results-ranking = +{ $points } rangeringspoeng til { $name }
results-rounds = Poeng per runde

# En setning avsluttet med punktum (bildebeskrivelser)
results-full-stop = { $sentence }.
