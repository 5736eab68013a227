## Members' skill ratings: /koikoi stats and /leaderboard view:rating

stats-rating = Skill rating
stats-rating-value = { $provisional ->
    [yes] {$rating} (provisional: {$rated} of {$needed} matches)
   *[no] {$rating}
} · trend {$trend}
stats-rating-none = None yet: every match against a member or the computer counts, without hints

rating-board-title = Koi-Koi skill ratings · {$server}
rating-board-line = **{$rank}.** {$user}: {$rating}{ $provisional ->
    [yes] {" "}(provisional)
   *[no] {""}
}
rating-board-rating = { $provisional ->
    [yes] {$rating}?
   *[no] {$rating}
}
rating-board-provisional-note = ? provisional: under {$needed} rated matches
rating-board-rated = { $count ->
    [one] 1 rated match
   *[other] {$count} rated matches
}
rating-board-empty = Nobody has a skill rating here yet. Play a match: /koikoi start
rating-board-note = provisional until {$needed} rated matches
rating-board-yours = You: {$rating}
rating-alt-board = The skill ratings, page {$page} of {$pages}: {$lines}.
rating-alt-line = {$rank}. {$name}, {$rating}{ $provisional ->
    [yes] {" "}(provisional)
   *[no] {""}
}
