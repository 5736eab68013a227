## Tournaments: the sign-up message, its buttons, each round, the pictures and their alt text.

tournament-format-round-robin = Round robin
tournament-format-swiss = Swiss
tournament-format-elimination = Single elimination
tournament-signup = 🏆 **Koi-Koi tournament** · {$format} · {$rules} rules · {$minutes ->
        [one] {$minutes} minute
       *[other] {$minutes} minutes
    } a turn
    Opened by {$manager}.
tournament-house-rules = House rules: {$rules}
tournament-players = Players ({$count}): {$names}
tournament-no-players = Nobody has joined yet.
tournament-started = The tournament has started: no more joining.
tournament-cancelled = The tournament was cancelled.
button-tournament-join = Join
button-tournament-leave = Leave
button-tournament-start = Start
button-tournament-cancel = Cancel tournament
tournament-round = **Round {$round} of {$rounds}**
tournament-pairing = {$first} vs {$second}
tournament-bye = {$player} has a bye (a free win)
tournament-game = 🏆 Tournament, round {$round}: {$first} vs {$second}. Play in the thread below; whoever runs out of time on a turn forfeits.
tournament-winner = 🏆 {$player} wins the tournament!
tournament-no-winner = The tournament ended without a winner.
tournament-removed = {$player} was taken out of the tournament.
error-tournament-manager = Only the member who opened the tournament or a manager (Manage Server) can do that.
error-tournament-channel = Open a tournament in a text channel: its games are played in threads.
error-tournament-busy = A tournament is already open in this channel.
tournament-signup-again = A tournament is already open in this channel: here is its sign-up again.
error-tournament-closed = This tournament is not open any more.
error-tournament-not-found = This tournament is not open any more.
error-tournament-full = This tournament is full.
error-tournament-few = At least two players are needed to start.
error-tournament-none = There is no tournament in this channel.
error-tournament-not-in = {$player} is not in this tournament.
error-tournament-joined-already = You have joined already.
tournament-standings-title = Tournament standings
tournament-bracket-title = Tournament bracket
tournament-subtitle = {$format} · round {$round} of {$rounds}
tournament-record-heading = W–D–L
tournament-points-heading = Points
tournament-tiebreak = Ties: opponents' points, Koi-Koi points, who joined first
tournament-round-heading = Round {$round}
tournament-bye-short = bye
tournament-alt-standings = Tournament standings: {$lines}
tournament-alt-line = {$place}. {$name}, {$points ->
        [one] {$points} point
       *[other] {$points} points
    } (won {$wins}, drawn {$draws}, lost {$losses})
tournament-alt-bracket = Tournament bracket: {$games}
tournament-alt-game = round {$round}, {$game}
tournament-alt-bye = {$player} has a bye
tournament-alt-pending = {$first} against {$second}, being played
tournament-alt-played = {$first} against {$second}, {$score}, won by {$winner}
tournament-alt-nobody = nobody

## Long turn clocks: the reminder by direct message.
turn-reminder-direct = It is your turn in your Koi-Koi match on {$server}: {$link}
    Half of the turn time is gone; when it runs out you forfeit.

## What happened: how each game was decided, the clock of a round, the end
tournament-join-below = Join with the button below until it starts.
tournament-finished = 🏆 The tournament is over: {$player} is the champion.
tournament-round-clock = Be free to play by {$deadline} ({$until}): whoever is still in another match then loses the game. Turn clock: {$minutes ->
        [one] {$minutes} minute
       *[other] {$minutes} minutes
    }; whoever lets a turn run out forfeits.
tournament-walkover = {$winner} wins by walkover: {$player} has withdrawn
tournament-subtitle-after = {$format} · after round {$round} of {$rounds}
tournament-subtitle-before = {$format} · nothing played yet · {$rounds ->
        [one] {$rounds} round
       *[other] {$rounds} rounds
    }
tournament-ending-forfeit = forfeit
tournament-ending-time-out = time-out
tournament-ending-no-show = no-show
tournament-ending-walkover = walkover
tournament-ending-withdrawn = withdrawn
tournament-ending-unfinished = no result
tournament-legend-forfeit = forfeit: the loser gave up the match
tournament-legend-time-out = time-out: the loser let a turn run out
tournament-legend-no-show = no-show: the loser was still in another match at the deadline
tournament-legend-walkover = walkover: the loser had withdrawn before the round
tournament-legend-withdrawn = withdrawn: the loser was taken out of the tournament
tournament-legend-unfinished = no result: the match ended early and counts as a draw
tournament-note-forfeit = Round {$round}: {$loser} forfeited, {$winner} wins
tournament-note-time-out = Round {$round}: {$loser} ran out of time, {$winner} wins
tournament-note-no-show = Round {$round}: {$loser} was busy at the deadline, {$winner} wins
tournament-note-walkover = Round {$round}: {$loser} had withdrawn, {$winner} wins
tournament-note-withdrawn = Round {$round}: {$loser} was taken out, {$winner} wins
tournament-note-bye = Round {$round}: {$player} had a bye (a free win)
tournament-note-unfinished = Round {$round}: {$first} against {$second} ended without a result (a draw)
tournament-note-nobody = Round {$round}: neither {$first} nor {$second} played (no winner)
tournament-alt-ending = {$first} against {$second}, {$how}, won by {$winner}

## An elimination game nobody won: who goes on, and why; a game's notice by direct message
tournament-drawn = drawn {$score}
tournament-tie-break-points = more Koi-Koi points
tournament-tie-break-seed = higher seed (joined first)
tournament-note-goes-on = Round {$round}: {$first} against {$second}, {$result}; {$player} goes on: {$reason}
tournament-alt-goes-on = {$first} against {$second}, {$result}, {$player} goes on: {$reason}
tournament-game-direct = 🏆 Your game in round {$round} of the Koi-Koi tournament in {$channel} on {$server}: you play {$opponent}.
    Play it by {$deadline} ({$until}). Turn clock: {$minutes ->
        [one] {$minutes} minute
       *[other] {$minutes} minutes
    }; whoever lets a turn run out forfeits.
    Your game: {$link}
