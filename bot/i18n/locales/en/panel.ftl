# The STOP / KOI-KOI panel: what calling KOI-KOI can win and what it risks, under the rules in play.
panel-gain = Play on; each yaku you add raises your points
panel-gain-doubles = Each yaku you add raises your points, and every stop from here scores ×{ $after }, { $name }'s too
panel-risk = If { $name } stops first, you score nothing
panel-exhausted-pays = If the hands run out, whoever called KOI-KOI last scores their yaku
panel-exhausted-nothing = If the hands run out, nobody scores
