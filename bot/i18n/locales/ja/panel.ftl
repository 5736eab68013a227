# STOP / こいこいの判断欄：こいこいで得られるものと失うもの（このルールで）。
panel-gain = 役を増やせば、その分だけ点が増えます
panel-gain-doubles = 役を増やせば点が増え、ここからの上がりは{ $name }さんも含めて×{ $after }
panel-gain-own = 役を増やせば点が増え、あなたの次の上がりは×{ $after }（{ $name }さんは×{ $rival }のまま）
panel-gain-rival = 役を増やせば点が増えますが、あなたの上がりは×{ $own }のまま、{ $name }さんの上がりはここから×{ $after }
panel-gain-each = 役を増やせば点が増え、あなたの次の上がりは×{ $own }、{ $name }さんは×{ $after }
panel-next = もう一役で勝負すれば{ $points }点以上
panel-seven = { $total }点、7点以上で倍：{ $base }
panel-risk = { $name }さんが先に上がると、あなたは0点
panel-exhausted-pays = 札が尽きたら、最後にこいこいした人が役の点を得ます
panel-exhausted-nothing = 札が尽きたら、どちらも0点
panel-deciding = { $name }さんが思案中：勝負か、こいこいか？
panel-watch-any = どれか{ $count }枚：
# The spectators' guess buttons: a guess, unlike the player's own buttons.
panel-guess-mark = 予想
panel-guess-stop = 予想：勝負
panel-guess-koikoi = 予想：こいこい
panel-threat-along = { $yaku }と{ $along }
