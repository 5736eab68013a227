## チャンネルでの進行：盤面を常に最新に、手番の呼び出し

table-moved-below = 🎴 第{$number}回戦 終了 · {$name0} {$score0} – {$name1} {$score1} · 盤面は下に続きます ⬇
turn-ping = {$user} さん、こいこいの手番です！

## サーバー設定：呼び出し、スレッド、伝統ルールの任意ルール

settings-channel-life = 手番の呼び出し：{$pings} · 対局ごとのスレッド：{$threads} · 伝統ルールの任意ルール：{$variants}
variant-loser-pays = 負けた側が支払う
variant-twelve-months = 12か月
variants-none = なし

## 挑戦

error-challenge-pending = どちらかに返事待ちの挑戦がすでにあります。先に返事をするか、期限切れを待ってください。
error-challenge-not-posted = 挑戦を投稿できなかったため、取り下げました。もう一度挑戦してください。
error-variants-traditional-only = 任意ルールは伝統ルール専用です。ルールに traditional を選ぶか、任意ルールを外してください。

## 対局のあと

button-rematch = 再戦
button-play-computer = コンピューターと対局
error-member-gone = 対戦相手はもうこのサーバーにいません。

## 初めての方へ

button-how-to-play = 遊び方
help-title = こいこいの遊び方
help-what = こいこいは花札（12か月それぞれ4枚、計48枚）を使う二人用のゲームです。同じ月の札を合わせて取り、取り札で「役」をそろえます。先に役を作った人は、勝負（ここで得点）するか、「こいこい」でさらに高い得点を狙うかを選びます。ただし相手が先に役を作ると、相手の得点になります。
help-start-title = 始め方
help-start = /koikoi 対局 でコンピューター（やさしい・ふつう・つよい）と対局。/koikoi 対局 の対戦相手を指定するとメンバーに挑戦し、相手がボタンで受けると始まります。盤面は全員に見え、手札はあなただけに見えます。
help-buttons-title = ボタン
help-buttons = 盤面：🎴 手札を見る で自分の札を開き、❓ 遊び方 でこの説明を表示。手札：札ごとのボタン（✦ と緑は取れる札）、場の2枚が合うときは「取る」、役ができたら「勝負」か「こいこい」、🔄 更新、💡 ヒント（サーバーが許可していれば、やさしい・ふつうのコンピューター戦で）。対局のあと：🔁 再戦、🤖 コンピューターと対局。/koikoi 振り返り で達人の振り返りが見られます。
help-yaku-title = 役
help-yaku = 画像は{$rules}ルールの全ての役と点数です。ルールの詳細は /koikoi ルール で見られます。

## はじめての対局のガイド

tutorial-capture = 🎓 初めて札を取りました！出した札（または山札から引いた札）は、場の同じ月の札を取り、両方があなたの取り札になります。取り札で役を作ります。出す前に場をよく見ましょう。
tutorial-yaku = 🎓 役ができました。ここで選びます。「勝負」は今の得点でこの回戦を終え、「こいこい」は続けてさらに得点を狙います。ただし相手が先に役を作ると、相手の得点になります。
tutorial-koikoi = 🎓 こいこい！回戦は続きます。役の合計が上がれば、また止められます。
tutorial-stop = 🎓 勝負しました。役が得点になり、この回戦が終わります。次の回戦は盤面で始まります。

## 対局ごとのスレッド

thread-name = こいこい · {$name0} 対 {$name1}
thread-opened = 🎴 {$name0} 対 {$name1}：対局は {$thread} で行われます。そちらで観戦できます！
thread-final = 🏁 {$thread} の対局が終わりました：
