## ローカルルール

house-rule-viewing = 花見酒・月見酒
house-rule-rain = 雨流れ
house-rule-multiplier = こいこいの倍率
house-rule-seven-doubled = 7点以上
house-rule-length = 対局の長さ
house-rule-sake-cup = 菊に盃
house-rule-hand-bonuses = 手四・くっつき
house-rule-four-pairs = 場札の四組

house-viewing-on = 花見酒・月見酒あり
house-viewing-bonus-only = 花見酒・月見酒は他の役と一緒のときだけ
house-viewing-off = 花見酒・月見酒なし
house-rain-on = 雨流れあり（雨札で花見酒・月見酒が無効）
house-rain-off = 雨流れなし
house-multiplier-doubling = こいこいごとに2倍
house-multiplier-none = こいこいの倍率なし
house-multiplier-own-calls = ソフトこい（自分のこいこいごとに2倍）
house-multiplier-after-rival-call = ハードこい（相手のこいこい後は2倍）
house-seven-doubled-on = 7点以上は2倍
house-seven-doubled-off = 7点以上も倍にしない
house-length-3 = 3回戦
house-length-6 = 6回戦
house-length-12 = 12回戦
house-length-target = 50点まで
house-sake-cup-animal = 盃はタネ
house-sake-cup-both = 盃はタネとカス両方
house-sake-cup-joker = 盃はタネかカス
house-hand-bonuses-on = 手四・くっつきあり
house-hand-bonuses-off = 手四・くっつきなし
house-four-pairs-on = 場札の四組は配り直し
house-four-pairs-off = 場札の四組もそのまま

house-rules-none = なし（各プリセットのまま）
house-rules-placeholder = ローカルルールを選ぶ…
house-rules-pick = このサーバーの新しい対局のローカルルールを選んでください。ルールごとに一つ。選ばないルールはプリセットのままです。
house-rules-title = ローカルルール
settings-house-rules = ローカルルール: {$rules}
error-house-rule-twice = ルールごとに一つだけ選んでください。
error-house-rule-unknown = そのローカルルールはありません。{ $command } でメニューを開き直してください。
house-rules-pick-match = この対局のローカルルールを選んでください（サーバーの設定に印があります）。ルールごとに一つ。選ばないルールはプリセットのままです。選ぶと対局が始まります。
# The house rules in play, on a picture (the table, the guide, a round's result) and in its description.
picture-house-rules = ローカルルール：{ $rules }
