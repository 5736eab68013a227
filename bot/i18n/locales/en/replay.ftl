## Replays: a finished match, or a round of it, as an animated picture

replay-hand = { $name }'s hand
replay-alt-intro = Replay of the match, move by move.
replay-alt-yaku = Their yaku: { $yaku }.

## On Discord

button-replay = Replay
replay-private = Replay of match #{ $match }: { $what }.
replay-round = round { $number }
replay-whole-match = the whole match
replay-button-best = Best round
replay-button-match = Whole match
replay-button-post = Post in the channel
replay-posted = { $name } shares a replay of match #{ $match }: { $what }.
replay-time-given-back = Move { $move }: { $seconds } s given back to { $name }'s turn clock, while the bot was slow to show the hand.
replay-post-done = Posted in the channel.
replay-daily = The best daily deal of { $day }, played by { $name }.
replay-none = You have no finished match here to replay.
replay-no-such-match = There is no such match in this server.
replay-not-finished = That match is not over yet: its replay waits for its end.
replay-no-such-round = That match has no such round.
replay-players-only = Only the players of a match can post its replay in the channel.
replay-posted-already = This replay is in the channel already.
replay-too-long = This replay is too long for one picture on Discord: ask for its best round or one round instead.
replay-later = Replays cannot be drawn right now: try again in a minute.
replay-daily-not-yet = That day's deal can still be played: its best round is shown once the day is over (UTC).
replay-daily-bad-day = Give the day as YYYY-MM-DD, for example 2026-12-01.

## The command

cmd-koikoi-replay-name = replay
cmd-koikoi-replay-desc = A finished match, move by move
param-koikoi-replay-match-name = match
param-koikoi-replay-match-desc = The match number (default: your last finished match)
param-koikoi-replay-length-name = length
param-koikoi-replay-length-desc = The best round (default), the whole match, or the last round
param-koikoi-replay-day-name = day
param-koikoi-replay-day-desc = A past day's best daily deal instead (YYYY-MM-DD)
choice-best = best round
choice-match = whole match
choice-round = last round

## A member's history, drawn under /koikoi stats

history-title = { $name }'s history
history-rating = Rating after each rated match
history-provisional = provisional
history-no-rating = No rated match yet
history-results = Results
history-won = won
history-drawn = drawn
history-lost = lost
history-yaku = Yaku made in the last { $matches } matches
history-no-yaku = No yaku yet
history-alt = A chart of { $name }'s rating over their rated matches (the provisional part dimmed), results by opponent and yaku made; the numbers are in the text.
