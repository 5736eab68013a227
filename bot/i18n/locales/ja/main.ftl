## 場のメッセージ

table-title = こいこい · {$name0} 対 {$name1}
table-round = 回戦
table-round-value = {$number} / {$rounds} · {$month}
table-round-open-value = 第{$number}回戦 · {$month} · {$target}点先取
table-score = 得点
table-target = {$target}点先取
table-dealer = 親
table-turn = 手番
table-turn-play = {$name}が札を出す番
table-turn-take = {$name}が取る札を選んでいます
table-turn-koikoi = {$name}：勝負か、こいこいか？
table-match-over = 対局終了
table-koikoi = こいこい回数
table-koikoi-value = {$name0} {$calls0} · {$name1} {$calls1} · ×{$multiplier}
table-koikoi-value-each = {$name0} {$calls0} (×{$times0}) · {$name1} {$calls1} (×{$times1})
table-koikoi-value-plain = {$name0} {$calls0} · {$name1} {$calls1}
table-draw-pile = 山札
table-draw-pile-value = 残り{$count}枚
table-footer = ルール：{$rules} · 対局 #{$match}

## 手札

hand-your-turn = あなたの番です。手札から1枚出してください。✦の付いた札は場の札を取れます。
hand-waiting = {$name}の番です。あなたの番になると札を選べるようになります。
hand-choose-take = {$card}は場の2枚と合います。どちらを取りますか？
hand-koikoi = {$yaku}ができました：{$total} × {$multiplier} = **{$score}**点。勝負して得点しますか？ それとも、こいこいで続けてさらに狙いますか？
hand-confirm = {$card}を出しますか？ 確定するか、別の札を選んでください。
hand-match-over = この対局は終了しました。

## ボタン

button-my-hand = 手札を見る
button-refresh = 更新
button-take = {$card}を取る
button-stop = 勝負 (STOP)
button-koikoi = こいこい
button-confirm = {$card}を出す
button-accept = 受ける
button-decline = 断る
button-forfeit = はい、投了します

## 直前の手の実況

narrate-played-to-field = {$name}が{$card}を出した：合う札がなく、場に置かれた。
narrate-drew-to-field = {$name}が{$card}をめくった：合う札がなく、場に置かれた。
narrate-played-and-took = {$name}が{$card}を出し、{$taken}を取った。
narrate-drew-and-took = {$name}が{$card}をめくり、{$taken}を取った。
narrate-choosing-hand = {$name}が{$card}を出し、取る札を選んでいる。
narrate-choosing-draw = {$name}が{$card}をめくり、取る札を選んでいる。
narrate-yaku = {$name}が{$yaku}を作った（合計{$total}点）。
narrate-koikoi = {$name}：こいこい！
narrate-stop = {$name}：勝負！
narrate-stop-automatic = {$name}は手札がなくなり、そのまま得点。
narrate-round-won = {$name}がこの回戦に勝利：{$points}点。
narrate-round-drawn = この回戦は流れ（引き分け）。
narrate-round-started = 第{$number}回戦（{$month}）：親は{$dealer}。
narrate-redeal-field-four-of-a-month = 場に同じ月の札が4枚：配り直し。
narrate-redeal-field-four-pairs = 場に同じ月の札が4組：配り直し。
narrate-redeal-both-hands-bonus = 両者の手札に手役：配り直し。
narrate-first-dealer = めくった札は{$card}：{$name}が最初の親。
narrate-forfeit = {$name}が投了した。
narrate-match-won = {$name}が{$winner_score}対{$loser_score}で対局に勝利。
narrate-match-drawn = 対局は{$score0}対{$score1}で引き分け。

## 結果

result-round-won = 第{$number}回戦：{$name}が{$points}点
result-round-drawn = 第{$number}回戦：引き分け
result-oya-ken = 誰も役を作らないまま札が尽きたので、親の{$name}が{$points}点を得ます（親権）。
result-yaku-line = **{$yaku}**（{$gloss}）：{$points}点
result-multiplier = {$base} × {$multiplier}（こいこい）= **{$total}**
result-match-won = {$name}が{$winner_score}対{$loser_score}で対局に勝利！
result-match-drawn = 対局は{$score0}対{$score1}で引き分け。
result-forfeit = {$name}が投了しました。
result-ranking-points = {$name}はランキングポイントを{$points}獲得。

## 挑戦

challenge-posted = {$challenged}さん、{$challenger}さんからこいこいの挑戦です（{$rules}ルール）！ この挑戦は{$minutes}分で無効になります。
challenge-lapsed = {$challenged}さんへの挑戦は期限切れになりました。
challenge-declined = {$challenged}さんが{$challenger}さんの挑戦を断りました。

## お断り

error-channel-busy = このチャンネルではすでに対局が行われています。観戦するか、別のチャンネルで始めてください。
error-already-playing = {$user}さんはこのサーバーですでに対局中です。
error-challenge-self = 自分自身には挑戦できません。相手を指定せずに、コンピューターと対局しましょう。
error-challenge-bot = ボットはこいこいを遊びません。メンバーに挑戦するか、コンピューターと対局してください。
error-challenge-gone = この挑戦は期限切れか、すでに返答済みです。
error-challenge-not-yours = この挑戦に答えられるのは、挑戦されたメンバーだけです。
error-match-over = この対局は終了しました。
error-not-a-player = それができるのはこの対局のプレイヤーだけです。/koikoi 対局 で自分の対局を始めましょう。
error-not-your-turn = あなたの番ではありません。
error-stale = そのボタンは前の手番のものです。「更新」を押すか、/koikoi 手札 を使ってください。
error-illegal = 今はその手は打てません。
error-store = 手を保存できなかったため、何も変わっていません。少し待ってからもう一度お試しください。
error-store-down = 現在ボットのデータベースに接続できません。何も変わっていません。少し待ってからもう一度お試しください。
error-no-match = このサーバーで対局していません。/koikoi 対局 で始めましょう。
error-needs-manage-server = 設定を変えられるのは「サーバー管理」権限を持つメンバーだけです。
error-unknown-button = ボットの知らないボタンです。古いバージョンのものかもしれません。/koikoi 手札 を使ってください。
error-other-server = このボタンは別のサーバーのものです。何も行われていません。
error-other-channel = このボタンは別のチャンネルのものです。何も行われていません。
error-internal = こちら側で問題が起きました。もう一度お試しください。
error-internal-match = こちら側で問題が起きました。対局は無事です。もう一度お試しください。

## 時間切れと投了

timeout-reminder = {$user}さん、あなたの番です！ 持ち時間の半分が過ぎました。時間切れになると投了になります。
forfeit-confirm = 本当にこの対局を投了しますか？ 負けとして記録されます。

## コマンドの返答

rules-title = こいこいのルール：{$rules}
rules-as-played = {$rules}のルールに、次のローカルルールを加えたもの：{$house}。それ以外は{$rules}のルールのとおりです。
rules-standard = 最大12回戦、50点先取。こいこいを宣言するたびに（どちらの宣言でも）その回戦の得点が2倍になるので、無理なこいこいは相手に倍の得点を与えかねません。札が尽きた回戦は引き分けで、親は交代します。
rules-traditional = 誰かが50点に届くまで回戦を重ねます。第n回戦はn月で、その月の札4枚をすべて集めると（月札）5点。倍付けはありません。菊に盃はタネとカスのうち得点の高いほうに数えます。花見酒・月見酒は他の役があるときだけ加算されます。札が尽きた回戦は、最後にこいこいした人がその時点の点を得て、誰もしていなければ親が1点（親権）。勝った人が次の親です。
rules-single-deal = 1回戦のみ。場に同じ月の札が4枚、または4組あれば配り直し。配られた手札に同じ月の札4枚（手四）か4組（くっつき）があれば、すぐに6点。菊に盃はタネとカスの両方に数えます。花見酒・月見酒と倍付けはなし。札が尽きた回戦は引き分けです。
rules-turn-title = 手番の流れ
rules-turn = 手札から1枚出し、場に同じ月の札があれば両方取ります（2枚合えば1枚を選び、3枚合えば4枚すべて取ります）。続いて山札の一番上をめくり、同じように合わせます。役の合計点が上がったら、勝負（今の点で上がる）か、こいこい（続行。次に合計点が上がるまで勝負できません）を選びます。
rules-tips-title = コツ
rules-tips = • 出す前に場を見ましょう。札を取ると、その札を相手に渡さずに済みます。
    • ひとつの役を目指して集めましょう：同じ色の短冊3枚、あるいは猪鹿蝶。
    • 大きな役まであと1〜2枚、残り札が多く、相手の取り札が怖くないときは、こいこい。リードしていて残り札が少ないなら勝負。
    • 柳に小野道風（雨）に注意：三光をだめにし、四光を雨四光に下げてしまいます。

stats-title = {$name}さんのこいこい成績
stats-ranking-points = ランキングポイント
stats-rank = 順位
stats-against-easy = 対コンピューター（やさしい）
stats-against-normal = 対コンピューター（ふつう）
stats-against-expert = 対コンピューター（つよい）
stats-against-member = 対メンバー
stats-record = {$played}戦 · {$won}勝 · {$lost}敗 · {$drawn}分
stats-best-round = 最高の回戦得点
stats-biggest-yaku = 最大の役
stats-koikoi = こいこい
stats-koikoi-value = {$calls}回宣言 · {$won}回勝利

profile-shown = 誕生月：{$month} · 二段階操作：{$two_step}
profile-on = オン
profile-off = オフ
profile-two-step-default = ルールの既定

settings-shown = 既定のルール：{$rules} · 持ち時間：{$minutes}分

leaderboard-title = こいこいランキング · {$server}
leaderboard-line = **{$rank}.** {$user}：{$points}ポイント · {$wins}勝
leaderboard-empty = このサーバーではまだ誰も対局を終えていません。一番乗りしましょう：/koikoi 対局
leaderboard-page = {$page} / {$pages}ページ
leaderboard-your-rank = あなた：{$place}、{$points}ポイント

## メッセージに出てくる名前

preset-standard = 標準
preset-traditional = 伝統
preset-single-deal = 一回勝負

## 言語の設定（各言語はその言語で表記）

language-en = English
language-ja = 日本語
language-ms = Bahasa Melayu
language-pl = Polski
language-nb = Norsk bokmål
profile-language = 言語：{$language}
profile-language-auto = Discordアプリと同じ
settings-language = 公開メッセージの言語：{$language}
settings-language-auto = サーバーのDiscordの言語

## The post-game review and hints

review-title = 対局 #{$match} の振り返り
review-summary = 振り返った判断：{$reviewed} · 達人と同じ選択：{$share}% · 失った点：{$lost}
review-worst-round = いちばん悪かった回戦：第{$round}回戦（{$lost}点を失いました）
review-no-loss = 損をした判断はありません。お見事！
review-round-line = 第{$round}回戦：{$lost}
review-rounds-title = 回戦ごとの失点
review-costly-title = 最も高くついた判断
review-costly-line = 第{$round}回戦：あなたは「{$played}」を選びました。「{$better}」のほうが良い手でした（約{$lost}点）。
review-action-play = {$card}を出す
review-action-take = {$card}を取る
review-action-stop = 勝負
review-action-koikoi = こいこい
review-why-best = 達人も同じ選択をしたでしょう。
review-why-made = {$better}なら{$yaku}ができていました。
review-why-offered = {$card}を場に出したことで、{$opponent}に{$yaku}の機会を与えました。
review-why-left = {$card}を場に残したことで、{$opponent}が{$yaku}に手を伸ばせました。
review-why-closer = {$better}なら{$yaku}まであと一枚でした。
review-why-takes = {$better}なら{$card}を取れていました。
review-why-secures = {$better}なら{$card}を確実に自分の札にできました。
review-why-stopped-behind = {$points}点で上がっても対局には勝てませんでした：続けるしかありませんでした。
review-why-value = {$better}ほうが、この回戦の残りで多くの可能性を残せました。
review-why-stopped-near = {$points}点で上がったため{$yaku}を逃しました：{$card}に手が届いていました。
review-why-stopped-early = {$points}点で上がったのは早すぎました：手札にはまだ得点の見込みがありました。
review-why-koikoi-threat = こいこいで{$points}点を危険にさらしました。{$opponent}は{$yaku}まであと一枚でした。
review-why-koikoi-risk = こいこいで{$points}点を危険にさらしましたが、得られるものは少なすぎました。
review-queued = 振り返りは順番待ちです：{$position}番目。
review-working = 対局 #{$match} を振り返り中：{$total}件中{$done}件…
review-none = ここで振り返れる終了した対局がありません。
review-not-yours = 振り返れるのは自分の終了した対局だけです。
review-share = チャンネルで共有
review-shared = {$name}さんが対局 #{$match} の振り返りを共有しました。
review-already-shared = この振り返りはすでに共有されています。
review-picture-legend = 赤い枠：実際の選択。金の枠：より良い選択。
hint-button = ヒント
hint-text = 達人のおすすめは「{$better}」です。{$why}
hint-off = このサーバーではヒントは使えません。
hint-level = ヒントは「やさしい」と「ふつう」のコンピューターとの対局でのみ使えます。
table-hinted = ヒントが使われました：この対局ではランキングポイントは得られません。
settings-hints = やさしい・ふつうのコンピューターとの対局でのヒント：{$state}
settings-hints-on = 使用可
settings-hints-off = 使用不可

# Words in the pictures (short: they share a line with a number or a name).
picture-round = 第{$number}回戦
picture-round-of = {$number}／{$rounds}回戦
picture-stop-now = 今勝負すると
picture-nearest-yaku = 相手の近い役
button-legend = 記号の説明

