# STOPP / KOI-KOI-panelet: hva KOI-KOI kan vinne og hva det setter på spill med disse reglene.
panel-gain = Spill videre; hver ny yaku øker poengene dine
panel-gain-doubles = Hver ny yaku øker poengene dine, og hvert STOPP herfra teller ×{ $after }, også for { $name }
panel-risk = Stopper { $name } først, får du ingenting
panel-exhausted-pays = Går kortene tomme, får den som sist sa KOI-KOI poengene for sine yaku
panel-exhausted-nothing = Går kortene tomme, får ingen poeng
panel-deciding = { $name } bestemmer seg: STOPP eller KOI-KOI?
panel-watch-any = { $count } av:
# The spectators' guess buttons: a guess, unlike the player's own buttons.
panel-guess-mark = Tips
panel-guess-stop = Tips: STOPP
panel-guess-koikoi = Tips: KOI-KOI
