## Replays: a finished match, or a round of it, as an animated picture

replay-hand = Kad di tangan { $name }
replay-alt-intro = Main semula perlawanan, langkah demi langkah.
replay-alt-yaku = Yaku yang dibentuk: { $yaku }.
