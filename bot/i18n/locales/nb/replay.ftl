## Replays: a finished match, or a round of it, as an animated picture

replay-hand = Hånden til { $name }
replay-alt-intro = Reprise av kampen, trekk for trekk.
replay-alt-yaku = Yakuene: { $yaku }.
