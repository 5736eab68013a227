## Ranking umiejętności członków: /koikoi statystyki i /ranking widok:ranking umiejętności

stats-rating = Ranking umiejętności
stats-rating-value = { $provisional ->
    [yes] {$rating} (wstępny: {$rated} z {$needed} partii)
   *[no] {$rating}
} · zmiana {$trend}
stats-rating-none = Jeszcze brak: liczy się każda partia z członkiem lub komputerem, bez podpowiedzi

rating-board-title = Ranking umiejętności Koi-Koi · {$server}
rating-board-line = **{$rank}.** {$user}: {$rating}{ $provisional ->
    [yes] {" "}(wstępny)
   *[no] {""}
}
rating-board-rating = { $provisional ->
    [yes] {$rating}?
   *[no] {$rating}
}
rating-board-provisional-note = ? tymczasowy: mniej niż {$needed} partii w rankingu
rating-board-rated = { $count ->
    [one] 1 partia w rankingu
    [few] {$count} partie w rankingu
    [many] {$count} partii w rankingu
   *[other] {$count} partii w rankingu
}
rating-board-empty = Nikt tu jeszcze nie ma rankingu umiejętności. Zagraj partię: /koikoi graj
rating-board-note = wstępny do {$needed} partii
rating-board-yours = Ty: {$rating}
rating-alt-board = Ranking umiejętności, strona {$page} z {$pages}: {$lines}.
rating-alt-line = {$rank}. {$name}, {$rating}{ $provisional ->
    [yes] {" "}(wstępny)
   *[no] {""}
}
