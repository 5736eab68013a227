## Replays: a finished match, or a round of it, as an animated picture

replay-hand = { $name }'s hand
replay-alt-intro = Replay of the match, move by move.
replay-alt-yaku = Their yaku: { $yaku }.
