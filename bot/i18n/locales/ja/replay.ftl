## Replays: a finished match, or a round of it, as an animated picture

replay-hand = { $name }の手札
replay-alt-intro = 対局のリプレイ（一手ずつ）。
replay-alt-yaku = 役：{ $yaku }。

## On Discord

button-replay = リプレイ
replay-private = 対局 #{ $match } のリプレイ：{ $what }。
replay-round = 第{ $number }回戦
replay-whole-match = 対局全体
replay-button-best = ベストの回
replay-button-match = 対局全体
replay-button-post = チャンネルに投稿
replay-posted = { $name }が対局 #{ $match } のリプレイを共有しました：{ $what }。
replay-post-done = チャンネルに投稿しました。
replay-daily = { $day } のデイリーで最高得点の回（{ $name }）。
replay-none = ここにはリプレイできる終了した対局がありません。
replay-no-such-match = このサーバーにその対局はありません。
replay-not-finished = その対局はまだ終わっていません。リプレイは終了後に見られます。
replay-no-such-round = その対局にその回はありません。
replay-players-only = リプレイをチャンネルに投稿できるのは対局者だけです。
replay-posted-already = このリプレイはもうチャンネルにあります。
replay-too-long = このリプレイは Discord の画像一枚には長すぎます。ベストの回か一回だけを選んでください。
replay-later = 今はリプレイを描けません。少ししてからもう一度お試しください。
replay-daily-not-yet = その日のデイリーはまだ遊べます。最高得点の回はその日が終わってから（UTC）見られます。
replay-daily-bad-day = 日付は YYYY-MM-DD で指定してください（例：2026-12-01）。

## The command

cmd-koikoi-replay-name = リプレイ
cmd-koikoi-replay-desc = 終了した対局を一手ずつ再生します
param-koikoi-replay-match-name = 対局
param-koikoi-replay-match-desc = 対局番号（既定：最後に終了した対局）
param-koikoi-replay-length-name = 長さ
param-koikoi-replay-length-desc = ベストの回（既定）、対局全体、または最後の回
param-koikoi-replay-day-name = 日付
param-koikoi-replay-day-desc = 代わりに過去の日のベストのデイリー（YYYY-MM-DD）
choice-best = ベストの回
choice-match = 対局全体
choice-round = 最後の回
