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
replay-time-given-back = { $move } 手目：手札の表示が遅れたため、{ $name }の持ち時間に { $seconds } 秒を戻しました。
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

## A member's history, drawn under /koikoi stats

history-title = { $name }の戦績
history-rating = レーティング（対象の対局ごと）
history-provisional = 暫定
history-no-rating = レーティング対象の対局はまだありません
history-results = 成績
history-won = 勝ち
history-drawn = 引き分け
history-lost = 負け
history-yaku = 最近の{ $matches }対局で作った役
history-no-yaku = まだ役はありません
history-alt = { $name }のレーティングの推移（暫定の部分は薄く表示）、相手別の成績、作った役のグラフ。数値は本文にあります。
