## The daily deal's fairness and how it ends.

daily-played-elsewhere = You have had your try at today's deal in another server: one try a day, wherever you play. A new deal comes at midnight UTC.
daily-intro-fair = One round against the expert, under the { $rules } rules. Everyone gets the same deal and the expert answers the same moves the same way: only your play makes the difference. One try a day, in whichever server you play.
daily-ends-in-hours = Today's deal ends in { $hours ->
    [one] 1 hour
   *[other] { $hours } hours
}.
daily-ends-in-minutes = Today's deal ends in { $minutes ->
    [one] 1 minute
   *[other] { $minutes } minutes
}.
daily-ended-lost = The expert won the round with { $points ->
    [one] 1 point
   *[other] { $points } points
}; you score nothing in today's deal.
daily-ended-drawn = Nobody scored: today's deal ended in a draw.
daily-stale = That button belongs to an earlier move of your deal: play on from its newest message, or run /koikoi daily to see it again.
daily-no-such-day = That button names no day of the deal of the day.
daily-review-title = Review of the deal of { $day }
