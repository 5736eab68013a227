## The review's picture: who chose what, its rows, its rings and what stopping scores

teach-review-you-chose = You chose {$played}; {$better} was better
teach-review-they-chose = {$name} chose {$played}; {$better} was better
teach-review-lost = -{$lost} points
teach-row-opponent = {$name}: hand and capture pile
teach-row-field = Field
teach-row-your-hand = Your hand
teach-row-your-pile = Your capture pile
teach-row-hand = {$name}: hand
teach-row-pile = {$name}: capture pile
teach-legend-you-played = what you played
teach-legend-they-played = what {$name} played
teach-legend-better = what was better
teach-legend-threat = what {$name} needs for {$yaku}
teach-legend-pending = awaits its capture
teach-review-stake = Stopping scores {$total} { $total ->
    [one] point
   *[other] points
}: {$yaku}
teach-review-stake-multiplied = Stopping scores {$total}: {$yaku}, ×{$multiplier}
teach-costly-line-shared = Round {$round}: {$name} chose {$played}; better was {$better} (about {$lost} points).

## The yaku guide: what counts toward each yaku and how it grows

teach-guide-title = The yaku · {$rules} rules
teach-guide-grows = one point more for each card beyond what the yaku needs
teach-guide-bonus = scores only together with another yaku
teach-separator = {"; "}
teach-list = {", "}
teach-counts-any-bright = any {$need} brights
teach-counts-all-bright = all {$need} brights
teach-counts-any-animal = any {$need} animals
teach-counts-all-animal = all {$need} animals
teach-counts-any-ribbon = any {$need} ribbons
teach-counts-all-ribbon = all {$need} ribbons
teach-counts-any-chaff = any {$need} chaff
teach-counts-all-chaff = all {$need} chaff
teach-counts-these = { $need ->
    [one] this card
   *[other] these {$need} cards
} together
teach-counts-but = {$counts}, not {$cards}
teach-counts-too = {$counts} ({$cards} counts too)
teach-counts-with = {$counts}, {$cards} among them
teach-counts-month = all {$need} { $need ->
    [one] card
   *[other] cards
} of the round's month
teach-counts-teshi = {$need} { $need ->
    [one] card
   *[other] cards
} of one month in the hand you are dealt
teach-counts-kuttsuki = four pairs of months in the hand you are dealt ({$need} { $need ->
    [one] card
   *[other] cards
})
teach-grows = +{$points} for each card more
teach-replaces = replaces {$yaku}

## The Symbols answer: a line for every symbol the pictures draw

teach-legend-title = **What the pictures show**
teach-symbol-kinds = ★ gold star: a bright · ◆ green diamond: an animal · pink tag: a ribbon · ● grey dot: chaff (the badge at a card's top right).
teach-symbol-month = The coloured disc at a card's top left is its month; each month has its own colour. The round medallion beside the field shows the month's plant.
teach-symbol-letters = A–H: your hand cards, lettered like their buttons; a field card carries the letters of the hand cards that would capture it.
teach-symbol-capture = A green tab with a tick, a green letter and ✦ on a button: that card captures something.
teach-symbol-frame = Yellow frame: the cards moved in the last turn, the two cards you may take, or the card you picked (raised, its targets ringed).
teach-symbol-turn = ▶ yellow triangle beside a name: that player's turn.
teach-symbol-seat = Coloured dot beside a name: that player's colour. The dots under the month: the rounds, the current one large and yellow.
teach-symbol-winner = A gold crown beside a name: the winner (the stars of "CPU ★★" are the computer's level).
teach-symbol-dealer = Dealer: who dealt this round and plays first.
teach-symbol-calls = Koi-Koi ×2: that player's calls this round · ×2 beside the month: what koi-koi multiplies a STOP by · 6 × 2 = 12: points, multiplier and total.
teach-symbol-watch = Yellow “Aotan 2/3” and small cards beside a name: a yaku that player is one or two cards from, and the cards they can still get for it.
teach-symbol-called = Orange dot in a result: a KOI-KOI call (in the match grid, the round it was called in).
teach-symbol-grows = 5+ on the yaku guide: one point more for each card beyond what the yaku needs.
teach-symbol-bonus = ⚭ linked rings: that yaku scores only together with another one.
teach-symbol-review = In a review: red ring: what was played · gold ring: what was better · violet ring: the cards the opponent needs · white ring: the card awaiting its capture.
teach-symbol-unknown = •: a character of a name that the pictures cannot draw.

## A shared review's reasons name the player where the private ones say "you"

teach-why-closer-shared = {$better} would have left {$name} one card from {$yaku}.
teach-why-secures-shared = {$better} would have brought {$card} safely into the capture pile of {$name}.
teach-why-stopped-early-shared = Stopping at {$points} { $points ->
    [one] point
   *[other] points
} gave up more than it kept: the hand of {$name} could still score.
