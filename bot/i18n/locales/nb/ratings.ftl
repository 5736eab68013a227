## Medlemmenes ferdighetsrating: /koikoi statistikk og /rangering visning:rating

stats-rating = Ferdighetsrating
stats-rating-value = { $provisional ->
    [yes] {$rating} (foreløpig: {$rated} av {$needed} kamper)
   *[no] {$rating}
} · utvikling {$trend}
stats-rating-none = Ingen ennå: hver kamp mot et medlem eller datamaskinen teller, uten hint

rating-board-title = Koi-Koi-ferdighetsrating · {$server}
rating-board-line = **{$rank}.** {$user}: {$rating}{ $provisional ->
    [yes] {" "}(foreløpig)
   *[no] {""}
}
rating-board-rating = { $provisional ->
    [yes] {$rating}?
   *[no] {$rating}
}
rating-board-provisional-note = ? foreløpig: under {$needed} rangerte kamper
rating-board-rated = { $count ->
    [one] 1 kamp med rating
   *[other] {$count} kamper med rating
}
rating-board-empty = Ingen har ferdighetsrating her ennå. Spill en kamp: /koikoi spill
rating-board-note = foreløpig til {$needed} kamper med rating
rating-board-yours = Du: {$rating}
rating-alt-board = Ferdighetsratingen, side {$page} av {$pages}: {$lines}.
rating-alt-line = {$rank}. {$name}, {$rating}{ $provisional ->
    [yes] {" "}(foreløpig)
   *[no] {""}
}
