## ランキングポイントのシーズン：/koikoi シーズン、シーズンの終わり、/ランキング シーズン:

season-plan-off = シーズンはオフです。ランキングポイントはずっと積み上がります。管理者は /koikoi シーズン でオンにできます。
season-plan-on = シーズン：{$length} · 第{$number}シーズンは{$ends}に終わります · 終わりは{$channel}で告知
season-no-channel = チャンネルなし
season-length-monthly = 毎月
season-length-quarterly = 四半期ごと
season-ended = 第{$number}シーズンが終わりました！第{$next}シーズンが始まります。全員のランキングポイントは0に戻り、通算の成績はそのままです。優勝者：
season-winner-line = **{$place}.** {$user}：{$points}ポイント
season-no-winner = このシーズンに対局を終えた人はいません。
season-board-title = 第{$number}シーズン · {$server}
season-board-none = このサーバーで第{$number}シーズンは終わっていません。
season-board-none-yet = まだ終わったシーズンはありません。
season-board-latest = 最後に終わったのは第{$last}シーズンです。
season-board-empty = このシーズンの終わりまでに対局を終えた人はいませんでした。
season-board-dates = {$start}〜{$end}
season-alt-board = 第{$number}シーズンの最終順位：{$lines}。
