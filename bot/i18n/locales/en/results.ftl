# The words of the result pictures: who won, by how much, the ranking points, the labels.
results-round-winner = { $name } wins the round
results-round-draw = Draw
results-round-draw-line = Nobody scores this round
results-totals = Match totals
results-match-won = { $name } wins the match
results-match-margin = by { $margin ->
    [one] 1 point
   *[other] { $margin } points
}, { $winner_score } to { $loser_score }
results-match-drawn = The match is a draw
results-match-drawn-line = { $score0 } to { $score1 }
results-ranking = +{ $points } ranking { $points ->
    [one] point
   *[other] points
} for { $name }
results-rounds = Points per round

# A sentence ended with the language's full stop (picture descriptions)
results-full-stop = { $sentence }.
