## 今日の対局と観戦者の予想。

daily-title = 今日の対局 · { $day }
daily-your-move = あなたの番です。
daily-decide = 役ができました。ストップで上がるか、こいこいで続けるか？
daily-take = 場の札が二枚合います。どちらを取りますか？
daily-finished = 今日の対局で{ $points ->
   *[other] { $points }点
}を獲得しました。
daily-already-played = 今日の対局はもう打ちました。次の配札は協定世界時の午前0時です。
daily-lapsed = その対局は昨日のもので、期限が切れました。今日の対局が待っています。
daily-not-started = /koikoi daily で今日の対局を始めましょう。
daily-share-button = 結果を共有
daily-review-button = エキスパートの講評
daily-best-button = 最高得点の打ち筋
daily-shared-already = 今日の結果はもう共有しました。
daily-shared = 結果をチャンネルに投稿しました。
daily-share-post = 🎴 { $member } · 今日の対局 { $day }：{ $points ->
   *[other] { $points }点
}{ $calls ->
    [0] {""}
   *[other] {" "}· こいこい{ $calls }回
}
daily-streak = 🔥 { $days ->
   *[other] { $days }日連続
}
daily-board-title = 今日の順位表 · { $day }
daily-board-empty = このサーバーでは、まだ誰も今日の対局を終えていません。
daily-board-line = { $rank }. { $member }：{ $points ->
   *[other] { $points }点
}{ $calls ->
    [0] {""}
   *[other] {" "}· こいこい×{ $calls }
}
daily-board-footer = { $players ->
   *[other] { $players }人
} · 配札の札は表示しません
daily-best-not-yet = 最高得点の打ち筋は、その日が終わってから公開されます。
daily-best-none = その日の対局を終えた人はこのサーバーにいません。
daily-review-not-yet = 先に対局を終えてください。講評では伏せ札も明かされます。

call-title = チャンネルの予想
call-prompt = { $player }さんがストップかこいこいかの選択中。観戦中の方は、どちらを選ぶか予想しましょう。
call-stop = ストップする
call-koikoi = こいこいする
call-counting = { $votes ->
   *[other] 予想{ $votes }件
}
call-voted = 予想を受け付けました。プレイヤーが決めたら、チャンネルの予想が卓に表示されます。
call-players-cannot-vote = 対局者は予想できません。予想は観戦者のためのものです。
call-already-voted = この選択にはもう予想しています。
call-closed = その選択はもう終わりました。次をお待ちください。
call-off = このサーバーでは観戦者の予想がオフになっています。
call-result = チャンネルの予想：ストップ{ $stop }、こいこい{ $koikoi }。{ $right ->
   *[other] 的中{ $right }人
}。
call-paid-off = こいこいが実りました：{ $player }さんが第{ $round }回戦を制しました。
call-backfired = こいこいは裏目に：{ $player }さんは第{ $round }回戦を取れませんでした。
settings-spectators-call-on = 観戦者の予想：オン
settings-spectators-call-off = 観戦者の予想：オフ
help-daily-title = 今日の対局
help-daily = /koikoi daily：全員に同じ配札、エキスパートと一回戦、挑戦は一日一回。結果を共有したり、/koikoi daily show:board で今日の順位表を見たりできます。対局者がストップかこいこいかを選ぶ間、観戦者はどちらを選ぶか予想できます。
