## Replays: a finished match, or a round of it, as an animated picture

replay-hand = { $name }の手札
replay-alt-intro = 対局のリプレイ（一手ずつ）。
replay-alt-yaku = 役：{ $yaku }。
