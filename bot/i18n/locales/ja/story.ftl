# こいこいで賭けるもの、結果の経緯、ランキング画像、そして各画像を読み上げる説明文。

## 勝負 / こいこい パネル
story-stake-doubles = ここからの上がりは相手も含めて×{ $after }
story-stake-flat = 倍付けなし：こいこいしても点は増えません
story-stake-wipe = { $name }さんが先に上がると、あなたは0点
story-stake-exhausted = 札が尽きても、あなたの点は入ります
story-threats = { $name }さんが狙える役
story-no-threat = { $name }さんに近い役はありません

## 結果
story-called = { $name }さんがこいこい{ $count }回
story-sum-plain = { $base }点：{ $total }
story-sum-doubled = { $base }点、{ $name }さんのこいこいで倍：{ $total }
story-sum-multiplied = { $base }点 × { $multiplier }（こいこい{ $calls }回）：{ $total }
story-sum-seven-plain = { $yaku }点、7点以上で倍の{ $base }点：{ $total }
story-sum-seven-doubled = { $yaku }点、7点以上で倍の{ $base }点、{ $name }さんのこいこいでさらに倍：{ $total }
story-sum-seven-multiplied = { $yaku }点、7点以上で倍の{ $base }点 × { $multiplier }（こいこい{ $calls }回）：{ $total }
story-wiped = { $name }さんはこいこいして0点

## ランキング画像
story-board-points = { $points }点
story-board-record = { $played }戦{ $won }勝

## 画像の説明（スクリーンリーダー用）
story-alt-round = 第{ $number }回戦、{ $month }。
story-alt-field = 場札：{ $cards }。
story-alt-field-empty = 場札はありません。
story-alt-pile = { $name }さんの取り札は{ $count }枚
story-alt-pile-kinds = { $pile }（{ $kinds }）。
story-alt-pile-none = { $name }さんはまだ札を取っていません。
story-alt-brights = 光札{ $count }枚
story-alt-animals = タネ{ $count }枚
story-alt-ribbons = 短冊{ $count }枚
story-alt-chaff = カス{ $count }枚
story-alt-yaku = { $name }さんの役：{ $yaku }。
story-alt-draw-pile = 山札は残り{ $count }枚。
story-alt-turn = { $name }さんの番です。
story-alt-your-turn = あなたの番です。
story-alt-hand = あなたの手札：{ $cards }。
story-alt-stop = 今「勝負」すれば{ $points }点。
story-alt-threat = { $name }さんは{ $yaku }（{ $points }点）まであと{ $missing }枚。
story-alt-round-won = 第{ $number }回戦：{ $name }さんが{ $yaku }で{ $points }点。
story-alt-round-drawn = 第{ $number }回戦：得点なし。
story-alt-scores = 総得点：{ $name0 }さん{ $score0 }点、{ $name1 }さん{ $score1 }点。
story-alt-match-won = { $rounds }回戦を終えて、{ $name }さんが{ $winner_score }対{ $loser_score }で勝ちました。
story-alt-match-drawn = { $rounds }回戦を終えて、{ $score0 }対{ $score1 }の引き分けです。
story-alt-board = ランキング（{ $pages }ページ中{ $page }ページ目）：{ $lines }。
story-alt-board-empty = ランキングは空です。このサーバーで対局を終えた人はまだいません。
story-alt-board-line = { $rank }位 { $name }さん、{ $points }点
story-alt-oya-ken = 親権（親の1点）
story-alt-guide = { $rules }ルールのすべての役と、その札と点数。
story-alt-review = 対局の一場面：{ $line }

# A member's place on the leaderboard, shared with those of equal points
story-rank-place = { $tied ->
    [yes] { $rank }位（同率）
   *[no] { $rank }位
}
