error-restarting = ボットを再起動しています。対局は無事です。少し待ってからもう一度お試しください。
error-table-not-posted = Discord が盤面を受け付けなかったため、この対局は結果なしで取り消されました。もう一度始めてください。
error-table-not-made = ボットが盤面を用意できなかったため、この対局は結果なしで取り消されました。もう一度始めてください。
error-cooldown = {$user} さんは少し前に対局を投了したため、あと {$seconds} 秒は新しい対局を始められません。
