## The game's terms printed in the pictures.

picture-dealer = Dealer
picture-dealer-point = Dealer's point
picture-koikoi-chip = Koi-Koi

## A hint is given before the move: it says what a choice does, not what it would have done.

hint-why-best = There is nothing else to choose.
hint-why-made = {$better} makes {$yaku}.
hint-why-offered = The other choice would put {$card} on the field and offer {$opponent} {$yaku}.
hint-why-left = The other choice would leave {$card} on the field for {$opponent} to reach for {$yaku}.
hint-why-closer = {$better} leaves you one card from {$yaku}.
hint-why-takes = {$better} captures {$card}.
hint-why-secures = {$better} brings {$card} safely into your pile.
hint-why-value = {$better} keeps more chances for the rest of the round.
hint-why-stopped-behind = Stopping at {$points} { $points ->
    [one] point
   *[other] points
} cannot win the match: only playing on can.
hint-why-stopped-near = Stopping at {$points} { $points ->
    [one] point
   *[other] points
} would give up {$yaku}: {$card} is within reach.
hint-why-stopped-early = Stopping at {$points} { $points ->
    [one] point
   *[other] points
} would give up more than it keeps: your hand can still score.
hint-why-koikoi-threat = Calling KOI-KOI would put {$points} { $points ->
    [one] point
   *[other] points
} at risk while {$opponent} is one card from {$yaku}.
hint-why-koikoi-risk = Calling KOI-KOI would put {$points} { $points ->
    [one] point
   *[other] points
} at risk for too little.
