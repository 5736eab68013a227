## Replays: a finished match, or a round of it, as an animated picture

replay-hand = Karty na ręce: { $name }
replay-alt-intro = Powtórka meczu, ruch po ruchu.
replay-alt-yaku = Ułożone yaku: { $yaku }.
