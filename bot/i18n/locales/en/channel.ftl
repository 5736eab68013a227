## Life in the channel: the table kept in sight, turn pings

table-moved-below = 🎴 Round {$number} is over · {$name0} {$score0} – {$name1} {$score1} · the table goes on below ⬇
turn-ping = {$user}, your turn in Koi-Koi!

## Server settings: who is called, where matches are played, the traditional variants

settings-channel-life = Turn pings: {$pings} · Matches in threads: {$threads} · Traditional variants: {$variants}
variant-loser-pays = the loser pays
variant-twelve-months = twelve months
variants-none = none

## Slash command options added here

param-koikoi-settings-turn-pings-name = turn_pings
param-koikoi-settings-turn-pings-desc = Mention the member whose turn it is (between members)
param-koikoi-settings-match-threads-name = match_threads
param-koikoi-settings-match-threads-desc = Play each match in its own thread
param-koikoi-settings-loser-pays-name = loser_pays
param-koikoi-settings-loser-pays-desc = Traditional variant: the loser loses what the winner gains
param-koikoi-settings-twelve-months-name = twelve_months
param-koikoi-settings-twelve-months-desc = Traditional variant: exactly twelve months, the higher total wins

## Challenges

error-challenge-pending = One of you already has a challenge waiting for an answer. Answer it, or let it lapse first.
error-variants-traditional-only = The optional variants belong to the traditional rules: choose rules: traditional (or leave them off).

param-koikoi-start-loser-pays-name = loser_pays
param-koikoi-start-loser-pays-desc = Traditional variant: the loser loses what the winner gains
param-koikoi-start-twelve-months-name = twelve_months
param-koikoi-start-twelve-months-desc = Traditional variant: exactly twelve months, the higher total wins

param-leaderboard-public-name = public
param-leaderboard-public-desc = Post it in the channel for everyone to see
