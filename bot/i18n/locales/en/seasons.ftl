## Seasons of ranking points: /koikoi seasons, their end, /leaderboard season:

season-plan-off = Seasons are off: ranking points add up for good. A manager can turn them on with /koikoi seasons.
season-plan-on = Seasons: {$length} · season {$number} ends {$ends} · its end is announced in {$channel}
season-no-channel = no channel
season-length-monthly = monthly
season-length-quarterly = quarterly
season-ended = Season {$number} is over! Season {$next} starts now: everyone is back at zero ranking points, and all-time statistics stay. The winners:
season-winner-line = **{$place}.** {$user}: {$points} { $points ->
    [one] point
   *[other] points
}
season-no-winner = Nobody finished a match this season.
season-board-title = Season {$number} · {$server}
season-board-none = No season {$number} has ended here.
season-board-none-yet = No season has ended yet.
season-board-latest = The latest ended season is {$last}.
season-board-empty = Nobody had finished a match by the end of this season.
season-board-dates = From {$start} to {$end}
season-alt-board = The final board of season {$number}: {$lines}.
