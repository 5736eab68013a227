# 結果画像の言葉：勝者、点差、ランキングポイント、見出し。
results-round-winner = { $name }さんがこの回戦に勝利
results-round-draw = 引き分け
results-round-draw-line = この回戦は両者とも得点なし
results-totals = 対局の合計点
results-match-won = { $name }さんが対局に勝利
results-match-margin = { $margin }点差（{ $winner_score }対{ $loser_score }）
results-match-drawn = 対局は引き分け
results-match-drawn-line = { $score0 }対{ $score1 }
results-ranking = { $name }さんにランキングポイント+{ $points }
results-rounds = 回戦ごとの得点

# 文の終わりの句点（画像の説明）
results-full-stop = { $sentence }。
