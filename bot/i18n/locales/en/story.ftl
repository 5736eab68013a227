# What KOI-KOI puts at stake, the story of a result, the leaderboard picture and the words
# that describe each picture to a screen reader.

## The STOP / KOI-KOI panel
story-stake-doubles = Every stop from here scores ×{ $after }, theirs too
story-stake-flat = No multiplier here: KOI-KOI cannot raise your points
story-stake-wipe = If { $name } stops first, you score nothing
story-stake-exhausted = If the hands run out, you still score
story-threats = { $name } could make
story-no-threat = { $name } has no yaku in sight

## Results
story-called = { $name } called KOI-KOI { $count ->
    [one] once
   *[other] { $count } times
}
story-sum-plain = { $base ->
    [one] 1 point
   *[other] { $base } points
}: { $total }
story-sum-doubled = { $base ->
    [one] 1 point
   *[other] { $base } points
}, doubled because { $name } called KOI-KOI: { $total }
story-sum-multiplied = { $base ->
    [one] 1 point
   *[other] { $base } points
} × { $multiplier } for { $calls } KOI-KOI calls: { $total }
story-sum-seven-plain = { $yaku ->
     [one] 1 point
    *[other] { $yaku } points
}, doubled at 7 or more to { $base }: { $total }
story-sum-seven-doubled = { $yaku ->
     [one] 1 point
    *[other] { $yaku } points
}, doubled at 7 or more to { $base }, doubled again because { $name } called KOI-KOI: { $total }
story-sum-seven-multiplied = { $yaku ->
     [one] 1 point
    *[other] { $yaku } points
}, doubled at 7 or more to { $base }, × { $multiplier } for { $calls } KOI-KOI calls: { $total }
story-wiped = { $name } called KOI-KOI and scores nothing

## The leaderboard picture
story-board-points = { $points ->
    [one] 1 point
   *[other] { $points } points
}
story-board-record = { $won ->
    [one] 1 win
   *[other] { $won } wins
} of { $played }

## Picture descriptions (read aloud by screen readers)
story-alt-round = Round { $number }, { $month }.
story-alt-field = Field: { $cards }.
story-alt-field-empty = The field is empty.
story-alt-pile = { $name } has { $count ->
    [one] 1 card
   *[other] { $count } cards
} captured
story-alt-pile-kinds = { $pile }: { $kinds }.
story-alt-pile-none = { $name } has captured nothing yet.
story-alt-brights = { $count ->
    [one] 1 bright
   *[other] { $count } brights
}
story-alt-animals = { $count ->
    [one] 1 animal
   *[other] { $count } animals
}
story-alt-ribbons = { $count ->
    [one] 1 ribbon
   *[other] { $count } ribbons
}
story-alt-chaff = { $count ->
    [one] 1 chaff
   *[other] { $count } chaff
}
story-alt-yaku = { $name } holds { $yaku }.
story-alt-draw-pile = { $count ->
    [one] 1 card is
   *[other] { $count } cards are
} left in the draw pile.
story-alt-turn = { $name } to play.
story-alt-your-turn = Your turn.
story-alt-hand = Your hand: { $cards }.
story-alt-stop = STOP scores { $points } now.
story-alt-threat = { $name } is { $missing ->
    [one] 1 card
   *[other] { $missing } cards
} from { $yaku } ({ $points } { $points ->
    [one] point
   *[other] points
}).
story-alt-round-won = Round { $number }: { $name } scores { $points } with { $yaku }.
story-alt-round-drawn = Round { $number }: nobody scores.
story-alt-scores = Match score: { $name0 } { $score0 }, { $name1 } { $score1 }.
story-alt-match-won = { $name } wins the match { $winner_score } to { $loser_score } after { $rounds ->
    [one] 1 round
   *[other] { $rounds } rounds
}.
story-alt-match-drawn = The match is drawn { $score0 } to { $score1 } after { $rounds ->
    [one] 1 round
   *[other] { $rounds } rounds
}.
story-alt-board = The leaderboard, page { $page } of { $pages }: { $lines }.
story-alt-board-empty = The leaderboard is empty: nobody has finished a match here yet.
story-alt-board-line = { $rank }. { $name }, { $points ->
    [one] 1 point
   *[other] { $points } points
}
story-alt-oya-ken = the dealer's point (oya-ken)
story-alt-guide = Every yaku of the { $rules } rules, each with its cards and points.
story-alt-review = A position from the match: { $line }

# A member's place on the leaderboard, shared with those of equal points
story-rank-place = { $tied ->
    [yes] #{ $rank } (tied)
   *[no] #{ $rank }
}
