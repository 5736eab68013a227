## The table message

table-title = Koi-Koi · {$name0} vs {$name1}
table-round = Round
table-round-value = {$number} of {$rounds} · {$month}
table-round-open-value = {$number} · {$month} · first to {$target}
table-score = Score
table-target = First to {$target}
table-dealer = Dealer
table-turn = Turn
table-turn-play = {$name} plays a card
table-turn-take = {$name} chooses a capture
table-turn-koikoi = {$name}: STOP or KOI-KOI?
table-match-over = The match is over
table-koikoi = Koi-Koi calls
table-koikoi-value = {$name0} {$calls0} · {$name1} {$calls1} · ×{$multiplier}
table-koikoi-value-each = {$name0} {$calls0} (×{$times0}) · {$name1} {$calls1} (×{$times1})
table-koikoi-value-plain = {$name0} {$calls0} · {$name1} {$calls1}
table-draw-pile = Draw pile
table-draw-pile-value = { $count ->
    [one] {$count} card
   *[other] {$count} cards
}
table-footer = Rules: {$rules} · match #{$match}

## A player's hand

hand-your-turn = Your turn: play a card. Cards marked ✦ capture something.
hand-waiting = {$name} is playing. Your cards wake up when it is your turn.
hand-choose-take = Your {$card} matches two cards on the field: which one do you take?
hand-koikoi = You formed {$yaku}: {$total} × {$multiplier} = **{$score}** { $score ->
    [one] point
   *[other] points
}. STOP and score { $score ->
    [one] it
   *[other] them
}, or KOI-KOI and play on for more?
hand-confirm = Play {$card}? Confirm, or pick another card.
hand-match-over = This match is over.

## Buttons

button-my-hand = My hand
button-refresh = Refresh
button-take = Take {$card}
button-stop = STOP
button-koikoi = KOI-KOI
button-confirm = Play {$card}
button-accept = Accept
button-decline = Decline
button-forfeit = Yes, forfeit

## Narration of the last moves

narrate-played-to-field = {$name} played {$card}: no match, it joins the field.
narrate-drew-to-field = {$name} drew {$card}: no match, it joins the field.
narrate-played-and-took = {$name} played {$card} and took {$taken}.
narrate-drew-and-took = {$name} drew {$card} and took {$taken}.
narrate-choosing-hand = {$name} played {$card} and chooses which card to take.
narrate-choosing-draw = {$name} drew {$card} and chooses which card to take.
narrate-yaku = {$name} formed {$yaku} (total {$total}).
narrate-koikoi = {$name} calls KOI-KOI!
narrate-stop = {$name} stops.
narrate-stop-automatic = {$name} has no card left and scores.
narrate-round-won = {$name} wins the round: {$points} { $points ->
    [one] point
   *[other] points
}.
narrate-round-drawn = The round is a draw.
narrate-round-started = Round {$number} ({$month}): {$dealer} deals.
narrate-redeal-field-four-of-a-month = Four cards of one month on the field: new deal.
narrate-redeal-field-four-pairs = Four pairs on the field: new deal.
narrate-redeal-both-hands-bonus = Both hands hold a bonus: new deal.
narrate-first-dealer = The revealed card was {$card}: {$name} deals first.
narrate-forfeit = {$name} forfeits.
narrate-match-won = {$name} wins the match, {$winner_score} to {$loser_score}.
narrate-match-drawn = The match is drawn, {$score0} to {$score1}.

## Results

result-round-won = Round {$number}: {$name} scores {$points}
result-round-drawn = Round {$number}: a draw
result-oya-ken = Nobody made a yaku before the cards ran out, so the dealer, {$name}, takes {$points} { $points ->
    [one] point
   *[other] points
} (oya-ken).
result-yaku-line = **{$yaku}** ({$gloss}): {$points}
result-multiplier = {$base} × {$multiplier} (koi-koi) = **{$total}**
result-match-won = {$name} wins the match, {$winner_score} to {$loser_score}!
result-match-drawn = The match is drawn, {$score0} to {$score1}.
result-forfeit = {$name} forfeited.
result-ranking-points = {$name} earns {$points} ranking { $points ->
    [one] point
   *[other] points
}.

## Challenges

challenge-posted = {$challenged}, {$challenger} challenges you to Koi-Koi ({$rules} rules)! The challenge lapses in {$minutes} { $minutes ->
    [one] minute
   *[other] minutes
}.
challenge-lapsed = The challenge to {$challenged} has lapsed.
challenge-declined = {$challenged} declined the challenge from {$challenger}.

## Refusals

error-channel-busy = A match is already being played in this channel. Watch it, or start one in another channel.
error-already-playing = {$user} is already playing a match in this server.
error-challenge-self = You cannot challenge yourself. Play the computer instead: leave out the opponent.
error-challenge-bot = Bots do not play Koi-Koi. Challenge a member, or play the computer.
error-challenge-gone = This challenge has lapsed or was already answered.
error-challenge-not-yours = Only the challenged member can answer this challenge.
error-match-over = This match is over.
error-not-a-player = Only the players of this match can do that. Start your own with /koikoi start.
error-not-your-turn = It is not your turn.
error-stale = That button belongs to an earlier turn. Press Refresh or use /koikoi hand.
error-illegal = That move is not allowed now.
error-store = Your move could not be saved, so nothing changed. Please try again in a moment.
error-store-down = The bot's database cannot be reached just now. Nothing changed; please try again in a moment.
error-no-match = You are not playing a match in this server. Start one with /koikoi start.
error-needs-manage-server = Only members with the Manage Server permission can change the settings.
error-unknown-button = This button is not one the bot knows. It may come from an old version; use /koikoi hand.
error-other-server = That button belongs to another server: nothing was done.
error-other-channel = That button belongs to another channel: nothing was done.
error-internal = Something went wrong on our side. Please try again.
error-internal-match = Something went wrong on our side. Your match is safe; please try again.

## Time-outs and forfeits

timeout-reminder = {$user}, it is your turn! Half of the turn time is gone; when it runs out you forfeit.
forfeit-confirm = Really give up this match? It counts as a loss.

## Commands' answers

rules-title = Koi-Koi rules: {$rules}
rules-as-played = The {$rules} rules, with these house rules in place of theirs: {$house}. Everything else is as in the {$rules} rules.
rules-standard = Up to 12 rounds, first to 50 points. Calling koi-koi doubles the round's score for each call by either player, so a risky call can hand your opponent a doubled score. An exhausted round is a draw; the deal alternates.
rules-traditional = Rounds until someone reaches 50; round n is month n, and collecting all four cards of that month (tsuki-fuda) scores 5. No multiplier. The sake cup counts as an animal or a chaff, whichever scores more. Viewing yaku only add to another yaku. An exhausted round gives the last koi-koi caller their points, or the dealer 1. The winner deals next.
rules-single-deal = One round. Redeal on four of a month or four pairs on the field; a hand of four of a month (teshi) or four pairs (kuttsuki) scores 6 at once. The sake cup is both animal and chaff. No viewing yaku, no multiplier; an exhausted round is a draw.
rules-turn-title = A turn
rules-turn = Play a hand card: if a field card has its month you capture both (two matches: you choose; three: you take all four). Then the top card of the draw pile is matched the same way. When your yaku total rises, choose STOP (score now) or KOI-KOI (play on; you can stop only once your total rises again).
rules-tips-title = Tips
rules-tips = • Look at the field before playing: a capture also denies that card to your opponent.
    • Collect toward one yaku: three ribbons of one colour, or boar–deer–butterflies.
    • Call koi-koi when one or two cards from a bigger yaku, with many cards left and a harmless-looking opponent pile. Stop when you lead and few cards remain.
    • Mind the rain man: he spoils Sankō and lowers four brights to Ame-shikō.

stats-title = {$name}'s Koi-Koi
stats-ranking-points = Ranking points
stats-rank = Rank
stats-against-easy = vs computer (easy)
stats-against-normal = vs computer (normal)
stats-against-expert = vs computer (expert)
stats-against-member = vs members
stats-record = {$played} played · {$won} won · {$lost} lost · {$drawn} drawn
stats-best-round = Best round
stats-biggest-yaku = Biggest yaku
stats-koikoi = Koi-koi calls
stats-koikoi-value = {$calls} made · {$won} won

profile-shown = Birth month: {$month} · Two-step play: {$two_step}
profile-on = on
profile-off = off
profile-two-step-default = rule default

settings-shown = Default rules: {$rules} · Turn time-out: {$minutes} { $minutes ->
    [one] minute
   *[other] minutes
}

leaderboard-title = Koi-Koi ranking · {$server}
leaderboard-line = **{$rank}.** {$user}: {$points} { $points ->
    [one] point
   *[other] points
} · {$wins} { $wins ->
    [one] win
   *[other] wins
}
leaderboard-empty = Nobody has finished a match here yet. Be the first: /koikoi start
leaderboard-page = Page {$page} of {$pages}
leaderboard-your-rank = You: {$place}, {$points} { $points ->
    [one] point
   *[other] points
}

## Names of things the messages mention

preset-standard = standard
preset-traditional = traditional
preset-single-deal = single-deal

## Language preferences (each language is named in itself)

language-en = English
language-ja = 日本語
language-ms = Bahasa Melayu
language-pl = Polski
language-nb = Norsk bokmål
profile-language = Language: {$language}
profile-language-auto = as in your Discord app
settings-language = Language of public messages: {$language}
settings-language-auto = the server's Discord language

## The post-game review and hints

review-title = Review of match #{$match}
review-summary = Decisions reviewed: {$reviewed} · chosen as the expert would: {$share}% · points given up: {$lost}
review-worst-round = The worst round: round {$round} ({$lost} points given up)
review-no-loss = No decision cost anything. Well played!
review-round-line = round {$round}: {$lost}
review-rounds-title = Points given up by round
review-costly-title = The costliest decisions
review-costly-line = Round {$round}: you chose {$played}; better was {$better} (about {$lost} points).
review-action-play = playing {$card}
review-action-take = taking {$card}
review-action-stop = STOP
review-action-koikoi = KOI-KOI
review-why-best = The expert would have done the same.
review-why-made = {$better} would have made {$yaku}.
review-why-offered = Putting {$card} on the field offered {$opponent} {$yaku}.
review-why-left = Leaving {$card} on the field let {$opponent} reach for {$yaku}.
review-why-closer = {$better} would have left you one card from {$yaku}.
review-why-takes = {$better} would have captured {$card}.
review-why-secures = {$better} would have brought {$card} safely into your pile.
review-why-stopped-behind = Stopping at {$points} { $points ->
    [one] point
   *[other] points
} could not win the match: only playing on could.
review-why-value = {$better} kept more chances for the rest of the round.
review-why-stopped-near = Stopping at {$points} { $points ->
    [one] point
   *[other] points
} gave up {$yaku}: {$card} was within reach.
review-why-stopped-early = Stopping at {$points} { $points ->
    [one] point
   *[other] points
} gave up more than it kept: your hand could still score.
review-why-koikoi-threat = Calling KOI-KOI put {$points} { $points ->
    [one] point
   *[other] points
} at risk while {$opponent} was one card from {$yaku}.
review-why-koikoi-risk = Calling KOI-KOI put {$points} { $points ->
    [one] point
   *[other] points
} at risk for too little to gain.
review-queued = Your review waits its turn: number {$position} in the queue.
review-working = Reviewing match #{$match}: {$done} of {$total} { $total ->
    [one] decision
   *[other] decisions
}…
review-none = You have no finished match here to review.
review-not-yours = You can review only your own finished matches.
review-share = Share in the channel
review-shared = {$name} shares the review of match #{$match}.
review-already-shared = You have shared this review already.
review-picture-legend = Red ring: what was played. Gold ring: what was better.
hint-button = Hint
hint-text = The expert would choose {$better}. {$why}
hint-off = Hints are not allowed on this server.
hint-level = Hints are only for matches against the easy and normal computer.
table-hinted = A hint was used: this match earns no ranking points.
settings-hints = Hints in matches against the easy and normal computer: {$state}
settings-hints-on = allowed
settings-hints-off = not allowed

# Words in the pictures (short: they share a line with a number or a name).
picture-round = Round {$number}
picture-round-of = Round {$number} of {$rounds}
picture-stop-now = Stop now
picture-nearest-yaku = Their nearest yaku
button-legend = Symbols

