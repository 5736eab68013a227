## Tournaments: the sign-up message, its buttons, each round, the pictures and their alt text.

tournament-format-round-robin = Round robin
tournament-format-swiss = Swiss
tournament-format-elimination = Single elimination
tournament-signup = 🏆 **Koi-Koi tournament** · {$format} · {$rules} rules · {$minutes ->
        [one] {$minutes} minute
       *[other] {$minutes} minutes
    } a turn
    Opened by {$manager}. Join with the button below until it starts.
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
tournament-elimination-rule = A drawn match: more Koi-Koi points, then who joined first
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
