## スラッシュコマンド。/koikoi はゲーム名なのでそのまま。

cmd-koikoi-desc = 花札のこいこいを遊ぶ

cmd-koikoi-start-name = 対局
cmd-koikoi-start-desc = コンピューターかメンバーとの対局を始める
param-koikoi-start-level-name = 強さ
param-koikoi-start-level-desc = コンピューターの強さ（既定：ふつう）
param-koikoi-start-opponent-name = 対戦相手
param-koikoi-start-opponent-desc = コンピューターの代わりにメンバーに挑戦する
param-koikoi-start-rules-name = ルール
param-koikoi-start-rules-desc = ルールのプリセット（既定：このサーバーの設定）

cmd-koikoi-hand-name = 手札
cmd-koikoi-hand-desc = 対局中の自分の手札を表示する

cmd-koikoi-rules-name = ルール
cmd-koikoi-rules-desc = ルール、役、上達のコツ
param-koikoi-rules-preset-name = プリセット
param-koikoi-rules-preset-desc = ルールのプリセット（既定：このサーバーの設定）

cmd-koikoi-forfeit-name = 投了
cmd-koikoi-forfeit-desc = 今の対局を投了する

cmd-koikoi-stats-name = 成績
cmd-koikoi-stats-desc = このサーバーでのメンバーの成績
param-koikoi-stats-member-name = メンバー
param-koikoi-stats-member-desc = 誰の成績か（既定：自分）

cmd-koikoi-profile-name = プロフィール
cmd-koikoi-profile-desc = 自分の設定：誕生月、二段階操作、言語
param-koikoi-profile-birth-month-name = 誕生月
param-koikoi-profile-birth-month-desc = 誕生月（伝統ルールで最初の親を決めるのに使います）
param-koikoi-profile-two-step-name = 二段階操作
param-koikoi-profile-two-step-desc = 札を選んでから確定する
param-koikoi-profile-language-name = 言語
param-koikoi-profile-language-desc = 自分だけに見えるメッセージの言語

cmd-koikoi-settings-name = 設定
cmd-koikoi-settings-desc = サーバーの設定（サーバー管理権限）
param-koikoi-settings-default-rules-name = 既定ルール
param-koikoi-settings-default-rules-desc = 新しい対局のルールのプリセット
param-koikoi-settings-turn-timeout-name = 持ち時間
param-koikoi-settings-turn-timeout-desc = 1手の持ち時間（分）。過ぎると投了になります
param-koikoi-settings-language-name = 言語
param-koikoi-settings-language-desc = このサーバーの公開メッセージの言語
param-koikoi-settings-hints-name = ヒント
param-koikoi-settings-hints-desc = やさしい・ふつうのコンピューターとの対局でヒントボタンを許可する

cmd-koikoi-review-name = 振り返り
cmd-koikoi-review-desc = 終了した対局を達人が振り返ります
param-koikoi-review-match-name = 対局
param-koikoi-review-match-desc = 対局番号（既定：最後に終了した対局）

cmd-leaderboard-name = ランキング
cmd-leaderboard-desc = このサーバーのこいこいランキング
param-leaderboard-page-name = ページ
param-leaderboard-page-desc = ページ番号（既定：1）

## 選択肢（言語名はそれぞれの言語のまま）

choice-easy = やさしい
choice-normal = ふつう
choice-expert = つよい
choice-standard = 標準
choice-traditional = 伝統
choice-single-deal = 一回勝負
choice-auto = Discordと同じ

## チャンネルでの進行のために追加

param-koikoi-settings-turn-pings-name = 呼び出し
param-koikoi-settings-turn-pings-desc = 手番の人を呼ぶ
param-koikoi-settings-threads-name = スレッド
param-koikoi-settings-threads-desc = 対局ごとにスレッド
param-leaderboard-public-name = 公開
param-leaderboard-public-desc = チャンネルに投稿する
param-leaderboard-view-name = 表示
param-leaderboard-view-desc = ランキングポイント（既定）かレーティング
choice-points = ランキングポイント
choice-rating = レーティング
param-leaderboard-season-name = シーズン
param-leaderboard-season-desc = 終わったシーズンの最終順位（番号で指定）
cmd-koikoi-help-name = 遊び方
cmd-koikoi-help-desc = 遊び方
param-koikoi-start-variants-name = 任意ルール
param-koikoi-start-variants-desc = 伝統ルールの任意ルール
param-koikoi-settings-variants-name = 任意ルール
param-koikoi-settings-variants-desc = 伝統ルールの任意ルール
choice-none = なし
choice-loser-pays = 負けた側が支払う
choice-twelve-months = 12か月
choice-both = 両方

cmd-koikoi-daily-name = daily
cmd-koikoi-daily-desc = 今日の対局：エキスパートと一回戦
param-koikoi-daily-show-name = show
param-koikoi-daily-show-desc = 遊ぶ（既定）か、今日の順位表を見る
choice-daily-play = 今日の配札で遊ぶ
choice-daily-board = 今日の順位表
param-koikoi-settings-spectators-call-name = spectators_call
param-koikoi-settings-spectators-call-desc = 観戦者がストップかこいこいかを予想できる
param-koikoi-settings-house-rules-name = ローカルルール
param-koikoi-settings-house-rules-desc = 新しい対局のローカルルールをメニューから選ぶ
param-koikoi-start-house-rules-name = ローカルルール
param-koikoi-start-house-rules-desc = 先にこの対局のローカルルールをメニューから選ぶ

cmd-koikoi-seasons-name = シーズン
cmd-koikoi-seasons-desc = このサーバーのランキングポイントのシーズン
param-koikoi-seasons-length-name = 長さ
param-koikoi-seasons-length-desc = シーズンをオン（毎月・四半期ごと）かオフにする（サーバー管理の権限が必要）
param-koikoi-seasons-channel-name = チャンネル
param-koikoi-seasons-channel-desc = シーズンの終わりを告知する場所（既定：このチャンネル）
choice-off = オフ
choice-monthly = 毎月
choice-quarterly = 四半期ごと
cmd-koikoi-tournament-name = 大会
cmd-koikoi-tournament-desc = このチャンネルで大会を開く（管理者）
param-koikoi-tournament-format-name = 方式
param-koikoi-tournament-format-desc = 総当たり、スイス式（既定）、または勝ち抜き
param-koikoi-tournament-rules-name = ルール
param-koikoi-tournament-rules-desc = ルールのプリセット（既定：このサーバーの設定）
param-koikoi-tournament-turn-clock-name = 持ち時間
param-koikoi-tournament-turn-clock-desc = 一手ごとの持ち時間（分、既定：60）
param-koikoi-tournament-remove-name = 除外
param-koikoi-tournament-remove-desc = 代わりにこのメンバーをこのチャンネルの大会から外す
param-koikoi-tournament-house-rules-name = ローカルルール
param-koikoi-tournament-house-rules-desc = 各対局のローカルルール：このサーバーの設定（既定）またはなし
choice-server = このサーバーの設定
choice-round-robin = 総当たり
choice-swiss = スイス式
choice-elimination = 勝ち抜き
