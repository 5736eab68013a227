## 今日の対局の公平さと、その終わり方。

daily-played-elsewhere = 今日の対局は別のサーバーで挑戦済みです。挑戦はどのサーバーでも合わせて一日一回です。次の対局は UTC の午前0時に始まります。
daily-intro-fair = { $rules }ルールでエキスパートと一回戦。全員に同じ札が配られ、同じ手には同じ応手が返ってきます。差がつくのは打ち方だけ。挑戦はどのサーバーでも合わせて一日一回です。
daily-ends-in-hours = 今日の対局は残り{ $hours ->
   *[other] { $hours }時間
}です。
daily-ends-in-minutes = 今日の対局は残り{ $minutes ->
   *[other] { $minutes }分
}です。
daily-ended-lost = エキスパートが{ $points ->
   *[other] { $points }点
}で勝ちました。今日の対局のあなたの得点は0点です。
daily-ended-drawn = どちらも得点なし、今日の対局は引き分けです。
daily-stale = そのボタンは前の手のものです。最新のメッセージから続けるか、/koikoi daily でもう一度表示してください。
daily-no-such-day = そのボタンの日付は今日の対局のどの日にも当たりません。
daily-review-title = { $day } の今日の対局の振り返り
