## 振り返りの絵：誰が何を選んだか、各段の名前、輪の意味、勝負したときの点

teach-review-you-chose = あなたは{$played}を選択。{$better}の方が良い手でした
teach-review-they-chose = {$name}さんは{$played}を選択。{$better}の方が良い手でした
teach-review-lost = -{$lost}点
teach-row-opponent = {$name}：手札と取り札
teach-row-field = 場札
teach-row-your-hand = あなたの手札
teach-row-your-pile = あなたの取り札
teach-row-hand = {$name}：手札
teach-row-pile = {$name}：取り札
teach-legend-you-played = あなたが選んだ手
teach-legend-they-played = {$name}が選んだ手
teach-legend-better = より良い手
teach-legend-threat = {$name}が{$yaku}に必要な札
teach-legend-pending = 取り待ちの札
teach-review-stake = 勝負すれば{$total}点：{$yaku}
teach-review-stake-multiplied = 勝負すれば{$total}点：{$yaku}、×{$multiplier}
teach-costly-line-shared = 第{$round}回戦：{$name}さんは「{$played}」を選びました。「{$better}」のほうが良い手でした（約{$lost}点）。

## 役一覧：何を集めるか、どう増えるか

teach-guide-title = 役一覧・{$rules}ルール
teach-guide-grows = 必要な枚数を超えると、1枚ごとに1点追加
teach-guide-bonus = ほかの役と一緒のときだけ得点になる
teach-separator = {"、"}
teach-list = {"・"}
teach-counts-any-bright = 光札から{$need}枚
teach-counts-all-bright = 光札{$need}枚すべて
teach-counts-any-animal = タネ札から{$need}枚
teach-counts-all-animal = タネ札{$need}枚すべて
teach-counts-any-ribbon = 短冊から{$need}枚
teach-counts-all-ribbon = 短冊{$need}枚すべて
teach-counts-any-chaff = カス札から{$need}枚
teach-counts-all-chaff = カス札{$need}枚すべて
teach-counts-these = この{$need}枚をそろえる
teach-counts-but = {$counts}（{$cards}を除く）
teach-counts-too = {$counts}（{$cards}も数える）
teach-counts-with = {$counts}（{$cards}を含む）
teach-counts-month = その回戦の月の札{$need}枚すべて
teach-counts-teshi = 配られた手札に同じ月の札が{$need}枚
teach-counts-kuttsuki = 配られた手札が同じ月の2枚ずつ4組（{$need}枚）
teach-grows = 1枚増えるごとに+{$points}点
teach-replaces = {$yaku}より優先

## 「記号」の答え：絵に描かれるすべての記号の説明

teach-legend-title = **絵の見かた**
teach-symbol-kinds = ★ 金の星：光札 · ◆ 緑のひし形：タネ札 · ピンクの札：短冊 · ● 灰色の点：カス（札の右上の印）。
teach-symbol-month = 札の左上の色付きの丸は月を表します。月ごとに色が違います。場の横の丸いメダルはその月の草花です。
teach-symbol-letters = A〜H：手札。ボタンと同じ文字です。場の札には、それを取れる手札の文字が付きます。
teach-symbol-capture = チェック付きの緑のタブ・緑の文字・ボタンの ✦：その札で場の札が取れます。
teach-symbol-frame = 黄色の枠：直前の手番で動いた札、取る札の候補2枚、または選んだ札（持ち上がり、取れる場札に印）。
teach-symbol-turn = 名前の横の ▶ 黄色の三角：その人の手番。
teach-symbol-seat = 名前の横の色付きの点：その人の色。月の下の点：各回戦（今の回戦は大きな黄色の点）。
teach-symbol-winner = 名前の横の金の王冠：勝者（「CPU ★★」の星はコンピューターの強さ）。
teach-symbol-dealer = 親：この回戦で札を配り、先に打つ人。
teach-symbol-calls = Koi-Koi ×2：この回戦でのこいこいの回数 · 月の横の ×2：勝負したときの倍率 · 6 × 2 = 12：点数・倍率・合計。
teach-symbol-watch = 名前の横の黄色い「青短 2/3」と小さな札：あと1〜2枚でできる役と、まだ取れる札。
teach-symbol-called = 結果のオレンジの点：こいこいの宣言（対局の表では、宣言した回戦）。
teach-symbol-grows = 役一覧の 5+：必要な枚数を超えると、1枚ごとに1点追加。
teach-symbol-bonus = ⚭ つながった輪：ほかの役と一緒のときだけ得点になる役。
teach-symbol-review = 振り返りの絵：赤い輪＝選んだ手 · 金の輪＝より良い手 · 紫の輪＝相手に必要な札 · 白い輪＝取り待ちの札。
teach-symbol-unknown = •：絵では描けない名前の文字。

## 共有した振り返りの理由は「あなた」ではなく名前で呼ぶ

teach-why-closer-shared = {$better}なら{$name}さんは{$yaku}まであと一枚でした。
teach-why-secures-shared = {$better}なら{$card}を確実に{$name}さんの札にできました。
teach-why-stopped-early-shared = {$points}点で上がったのは早すぎました：{$name}さんの手札にはまだ得点の見込みがありました。
