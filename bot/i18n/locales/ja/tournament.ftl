## 大会：参加受付のメッセージ、ボタン、各回戦、画像とその代替テキスト。

tournament-format-round-robin = 総当たり
tournament-format-swiss = スイス式
tournament-format-elimination = 勝ち抜き戦
tournament-signup = 🏆 **こいこい大会** · {$format} · ルール：{$rules} · 一手{$minutes}分
    {$manager}さんが開きました。
tournament-house-rules = ローカルルール：{$rules}
tournament-players = 参加者（{$count}人）：{$names}
tournament-no-players = まだ誰も参加していません。
tournament-started = 大会が始まりました。参加受付は終了です。
tournament-cancelled = 大会は中止されました。
button-tournament-join = 参加する
button-tournament-leave = やめる
button-tournament-start = 開始
button-tournament-cancel = 大会を中止
tournament-round = **第{$round}回戦（全{$rounds}回戦）**
tournament-pairing = {$first} 対 {$second}
tournament-bye = {$player}さんは不戦勝（対戦なし）です
tournament-game = 🏆 大会 第{$round}回戦：{$first} 対 {$second}。下のスレッドで対局してください。持ち時間を使い切ると投了になります。
tournament-winner = 🏆 {$player}さんが大会で優勝しました！
tournament-no-winner = 大会は優勝者なしで終わりました。
tournament-removed = {$player}さんは大会から外されました。
error-tournament-manager = 大会を開いたメンバーか管理者（サーバー管理権限）だけができます。
error-tournament-channel = 大会はテキストチャンネルで開いてください。対局はスレッドで行われます。
error-tournament-busy = このチャンネルではすでに大会が開かれています。
tournament-signup-again = このチャンネルではすでに大会が開かれています。参加受付をもう一度表示します。
error-tournament-closed = この大会はもう受け付けていません。
error-tournament-not-found = この大会はもう受け付けていません。
error-tournament-full = この大会は定員に達しています。
error-tournament-few = 開始には2人以上の参加者が必要です。
error-tournament-none = このチャンネルに大会はありません。
error-tournament-not-in = {$player}さんはこの大会に参加していません。
error-tournament-joined-already = すでに参加しています。
tournament-standings-title = 大会の順位
tournament-bracket-title = 大会のトーナメント表
tournament-subtitle = {$format} · 第{$round}回戦（全{$rounds}回戦）
tournament-record-heading = 勝–分–負
tournament-points-heading = 勝ち点
tournament-tiebreak = 同点：対戦相手の勝ち点、こいこいの得点、参加順
tournament-round-heading = 第{$round}回戦
tournament-bye-short = 不戦勝
tournament-alt-standings = 大会の順位：{$lines}
tournament-alt-line = {$place}位 {$name}、勝ち点{$points}（{$wins}勝{$draws}分{$losses}敗）
tournament-alt-bracket = 大会のトーナメント表：{$games}
tournament-alt-game = 第{$round}回戦、{$game}
tournament-alt-bye = {$player}さんは不戦勝
tournament-alt-pending = {$first} 対 {$second}、対局中
tournament-alt-played = {$first} 対 {$second}、{$score}、勝者：{$winner}
tournament-alt-nobody = なし

## 長い持ち時間：ダイレクトメッセージでのお知らせ。
turn-reminder-direct = {$server}のこいこいの対局で、あなたの番です：{$link}
    持ち時間の半分が過ぎました。時間切れになると投了になります。

## What happened: how each game was decided, the clock of a round, the end
tournament-join-below = 開始まで下のボタンで参加できます。
tournament-finished = 🏆 大会は終了しました。優勝は{$player}さんです。
tournament-round-clock = {$deadline}（{$until}）までに対局できるようにしてください。その時点で別の対局中の人はこの試合を落とします。持ち時間：一手{$minutes}分。時間切れの人は投了となります。
tournament-walkover = {$winner}さんの不戦勝：{$player}さんは棄権しました
tournament-subtitle-after = {$format} · 第{$round}回戦終了（全{$rounds}回戦）
tournament-subtitle-before = {$format} · まだ対局なし · 全{$rounds}回戦
tournament-ending-forfeit = 投了
tournament-ending-time-out = 時間切れ
tournament-ending-no-show = 不参加
tournament-ending-walkover = 不戦勝
tournament-ending-withdrawn = 棄権
tournament-ending-unfinished = 結果なし
tournament-legend-forfeit = 投了：負けた側が対局を投げました
tournament-legend-time-out = 時間切れ：負けた側が手番の持ち時間を使い切りました
tournament-legend-no-show = 不参加：負けた側は期限の時点で別の対局中でした
tournament-legend-walkover = 不戦勝：負けた側は回戦の前に棄権していました
tournament-legend-withdrawn = 棄権：負けた側は大会から外されました
tournament-legend-unfinished = 結果なし：対局が途中で終わり、引き分けとして数えます
tournament-note-forfeit = 第{$round}回戦：{$loser}さんが投了、{$winner}さんの勝ち
tournament-note-time-out = 第{$round}回戦：{$loser}さんが時間切れ、{$winner}さんの勝ち
tournament-note-no-show = 第{$round}回戦：{$loser}さんは期限に別の対局中、{$winner}さんの勝ち
tournament-note-walkover = 第{$round}回戦：{$loser}さんは棄権済み、{$winner}さんの勝ち
tournament-note-withdrawn = 第{$round}回戦：{$loser}さんが外され、{$winner}さんの勝ち
tournament-note-bye = 第{$round}回戦：{$player}さんは不戦勝（対戦なしの勝ち）
tournament-note-unfinished = 第{$round}回戦：{$first}さん対{$second}さんは結果なし（引き分け）
tournament-note-nobody = 第{$round}回戦：{$first}さんも{$second}さんも対局せず（勝者なし）
tournament-alt-ending = {$first}さん対{$second}さん、{$how}、{$winner}さんの勝ち

## 勝者のいない勝ち抜き戦の試合：勝ち上がる人とその理由。試合のお知らせ（ダイレクトメッセージ）
tournament-drawn = 引き分け {$score}
tournament-tie-break-points = こいこいの得点が多い
tournament-tie-break-seed = シード上位（先に参加）
tournament-note-goes-on = 第{$round}回戦：{$first} 対 {$second}、{$result}。{$player}が勝ち上がり：{$reason}
tournament-alt-goes-on = {$first} 対 {$second}、{$result}、{$player}が勝ち上がり：{$reason}
tournament-game-direct = 🏆 {$server}の{$channel}で行われているこいこい大会、第{$round}回戦のあなたの相手は{$opponent}さんです。
    {$deadline}（{$until}）までに対局できるようにしてください。持ち時間：一手{$minutes}分。時間切れの人は投了となります。
    対局の場所：{$link}
