## The daily deal and the spectators' call.


daily-title = Deal of the day · { $day }
daily-your-move = Your move.
daily-decide = You formed a yaku: STOP and score, or KOI-KOI and play on?
daily-take = Two field cards match: which do you take?
daily-finished = You won { $points ->
    [one] 1 point
   *[other] { $points } points
} in today's deal.
daily-already-played = You have had today's deal. A new one comes at midnight UTC.
daily-lapsed = That deal was yesterday's and it has lapsed; today's is waiting for you.
daily-not-started = Start today's deal with /koikoi daily.
daily-share-button = Share my result
daily-review-button = Expert's review
daily-best-button = How the best score was made
daily-shared-already = You have shared today's result already.
daily-shared = Your result is posted in the channel.
daily-share-post = 🎴 { $member } · deal of the day { $day }: { $points ->
    [one] 1 point
   *[other] { $points } points
}{ $calls ->
    [0] {""}
    [one] {" "}· KOI-KOI once
   *[other] {" "}· KOI-KOI { $calls } times
}
daily-streak = 🔥 { $days ->
    [one] 1 day in a row
   *[other] { $days } days in a row
}
daily-board-title = The day's board · { $day }
daily-board-empty = Nobody here has finished today's deal yet.
daily-board-line = { $rank }. { $member }: { $points ->
    [one] 1 point
   *[other] { $points } points
}{ $calls ->
    [0] {""}
    [one] {" "}· KOI-KOI ×{ $calls }
   *[other] {" "}· KOI-KOI ×{ $calls }
}
daily-board-footer = { $players ->
    [one] 1 player
   *[other] { $players } players
} · no card of the deal is shown
daily-best-not-yet = The best score's moves are shown once the day is over.
daily-best-none = Nobody here finished that day's deal.
daily-review-not-yet = Finish the deal first: its review tells you what lay hidden.

call-title = The channel's call
call-prompt = { $player } faces STOP or KOI-KOI. Watching? Guess what they will do.
call-stop = They'll stop
call-koikoi = They'll call KOI-KOI
call-counting = { $votes ->
    [one] 1 guess is in
   *[other] { $votes } guesses are in
}
call-voted = Your guess is in. The table shows how the channel guessed once the player decides.
call-players-cannot-vote = The players cannot guess: the call is for those watching.
call-already-voted = You have already guessed at this decision.
call-closed = That decision has been made; wait for the next one.
call-off = The spectators' call is turned off in this server.
call-result = The channel guessed { $stop } STOP, { $koikoi } KOI-KOI: { $right ->
    [one] 1 guessed right
   *[other] { $right } guessed right
}.
call-paid-off = KOI-KOI paid off: { $player } won round { $round }.
call-backfired = KOI-KOI backfired: { $player } did not win round { $round }.
settings-spectators-call-on = Spectators' call: on
settings-spectators-call-off = Spectators' call: off
help-daily-title = The deal of the day
help-daily = /koikoi daily: the same deal for everyone, one round against the expert, one try a day. Share your result and see the day's board with /koikoi daily show:board. While a player faces STOP or KOI-KOI, everyone watching may guess what they will do.
