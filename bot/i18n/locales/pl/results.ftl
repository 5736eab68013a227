# Słowa obrazów wyniku: kto wygrywa, jaką przewagą, punkty rankingowe, podpisy.
results-round-winner = Rundę wygrywa { $name }
results-round-draw = Remis
results-round-draw-line = W tej rundzie nikt nie zdobywa punktów
results-totals = Wynik partii
results-match-won = Partię wygrywa { $name }
results-match-margin = o { $margin } { $margin ->
    [one] punkt
    [few] punkty
    [many] punktów
   *[other] punktu
}, { $winner_score } do { $loser_score }
results-match-drawn = Partia kończy się remisem
results-match-drawn-line = { $score0 } do { $score1 }
results-ranking = +{ $points } { $points ->
    [one] punkt rankingowy
    [few] punkty rankingowe
    [many] punktów rankingowych
   *[other] punktu rankingowego
} dla { $name }
results-rounds = Punkty w kolejnych rundach

# Zdanie zakończone kropką (opisy obrazów)
results-full-stop = { $sentence }.
