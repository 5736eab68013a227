# The STOP / KOI-KOI panel: what calling KOI-KOI can win and what it risks, under the rules in play.
panel-gain = Play on; each yaku you add raises your points
panel-gain-doubles = Each yaku you add raises your points, and every stop from here scores ×{ $after }, { $name }'s too
panel-gain-own = Each yaku you add raises your points, and your next stop scores ×{ $after }; { $name }'s stays ×{ $rival }
panel-gain-rival = Each yaku you add raises your points, but your own stops stay ×{ $own }, while { $name }'s score ×{ $after } from here
panel-gain-each = Each yaku you add raises your points; your next stop scores ×{ $own }, { $name }'s ×{ $after }
panel-next = One more yaku, then STOP: { $points } or more
panel-seven = { $total ->
     [one] 1 point
    *[other] { $total } points
}, 7 or more doubled: { $base }
panel-risk = If { $name } stops first, you score nothing
panel-exhausted-pays = If the hands run out, whoever called KOI-KOI last scores their yaku
panel-exhausted-nothing = If the hands run out, nobody scores
# The public table while a player holds a yaku and must choose.
panel-deciding = { $name } is deciding: STOP or KOI-KOI?
# Before a watched yaku's cards when any few of them complete it ("Kasu 9/10 any 1: …").
panel-watch-any = any { $count }:
# The spectators' guess buttons: a guess, unlike the player's own buttons.
panel-guess-mark = Guess
panel-guess-stop = Guess: STOP
panel-guess-koikoi = Guess: KOI-KOI
panel-threat-along = { $yaku } and { $along }
