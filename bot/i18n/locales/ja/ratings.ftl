## メンバーのレーティング：/koikoi 成績 と /ランキング 表示:レーティング

stats-rating = レーティング
stats-rating-value = { $provisional ->
    [yes] {$rating}（暫定：{$needed}戦中{$rated}戦）
   *[no] {$rating}
} · 推移 {$trend}
stats-rating-none = まだありません。メンバーやコンピューターとの対局が数えられます（ヒントなし）

rating-board-title = こいこいレーティング · {$server}
rating-board-line = **{$rank}.** {$user}：{$rating}{ $provisional ->
    [yes] （暫定）
   *[no] {""}
}
rating-board-rating = { $provisional ->
    [yes] {$rating}?
   *[no] {$rating}
}
rating-board-provisional-note = ? ＝暫定（対象{$needed}戦未満）
rating-board-rated = 対象{$count}戦
rating-board-empty = このサーバーにはまだレーティングのある人がいません。対局しましょう：/koikoi 対局
rating-board-note = {$needed}戦までは暫定
rating-board-yours = あなた：{$rating}
rating-alt-board = レーティング、{$page} / {$pages}ページ：{$lines}。
rating-alt-line = {$rank}位 {$name}、{$rating}{ $provisional ->
    [yes] （暫定）
   *[no] {""}
}
