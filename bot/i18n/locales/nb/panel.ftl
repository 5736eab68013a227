# STOPP / KOI-KOI-panelet: hva KOI-KOI kan vinne og hva det setter på spill med disse reglene.
panel-gain = Spill videre; hver ny yaku øker poengene dine
panel-gain-doubles = Hver ny yaku øker poengene dine, og hvert STOPP herfra teller ×{ $after }, også for { $name }
panel-gain-own = Hver ny yaku øker poengene dine, og ditt neste STOPP teller ×{ $after }; for { $name } blir det ×{ $rival }
panel-gain-rival = Hver ny yaku øker poengene dine, men dine STOPP blir ×{ $own }, mens STOPP for { $name } teller ×{ $after } herfra
panel-gain-each = Hver ny yaku øker poengene dine; ditt neste STOPP teller ×{ $own }, for { $name } ×{ $after }
panel-next = Én yaku til, så STOPP: { $points } poeng eller mer
panel-seven = { $total ->
     [one] 1 poeng
    *[other] { $total } poeng
}, 7 eller mer doblet: { $base }
panel-risk = Stopper { $name } først, får du ingenting
panel-exhausted-pays = Går kortene tomme, får den som sist sa KOI-KOI poengene for sine yaku
panel-exhausted-nothing = Går kortene tomme, får ingen poeng
panel-deciding = { $name } bestemmer seg: STOPP eller KOI-KOI?
panel-watch-any = { $count } av:
# The spectators' guess buttons: a guess, unlike the player's own buttons.
panel-guess-mark = Tips
panel-guess-stop = Tips: STOPP
panel-guess-koikoi = Tips: KOI-KOI
panel-threat-along = { $yaku } og { $along }
