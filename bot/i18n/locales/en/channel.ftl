## Life in the channel: the table kept in sight, turn pings

table-moved-below = 🎴 Round {$number} is over · {$name0} {$score0} – {$name1} {$score1} · the table goes on below ⬇
turn-ping = {$user}, your turn in Koi-Koi!

## Server settings: who is called, where matches are played, the traditional variants

settings-channel-life = Turn pings: {$pings} · Matches in threads: {$threads} · Traditional variants: {$variants}
variant-loser-pays = the loser pays
variant-twelve-months = twelve months
variants-none = none

## Challenges

error-challenge-pending = One of you already has a challenge waiting for an answer. Answer it, or let it lapse first.
error-challenge-not-posted = The challenge could not be posted, so it was withdrawn. Please challenge again.
error-variants-traditional-only = The optional variants belong to the traditional rules: choose rules: traditional (or leave them off).

## After the match

button-rematch = Rematch
button-play-computer = Play the computer
error-member-gone = Your opponent is no longer in this server.

## Help for newcomers

button-how-to-play = How to play
help-title = How to play Koi-Koi
help-what = Koi-Koi is a two-player game with Hanafuda, the Japanese flower cards: 48 cards, four for each month of the year. You capture cards by matching their month, and collect captures into scoring sets called yaku. The first to form a yaku chooses: stop and score, or call koi-koi and play on for more, at the risk of the opponent scoring first.
help-start-title = Starting
help-start = /koikoi start plays the computer (easy, normal or expert); /koikoi start opponent: challenges a member, who accepts with a button. The table is public; your hand is private to you.
help-buttons-title = The buttons
help-buttons = On the table: 🎴 My hand opens your cards, ❓ How to play shows this guide. On your hand: a button per card (✦ and green: it captures something), Take when two field cards match, STOP or KOI-KOI when you form a yaku, 🔄 Refresh, 💡 Hint (where the server allows it, against the easy and normal computer). After a match: 🔁 Rematch, 🤖 Play the computer; /koikoi review shows the expert's review of it.
help-yaku-title = The yaku
help-yaku = The picture shows every yaku and its points under the {$rules} rules. /koikoi rules tells the rules in full.

## A guided first match

tutorial-capture = 🎓 Your first capture! A card you play (or draw) takes a field card of the same month, and both go to your capture pile. Captures build yaku: look at the field before you play.
tutorial-yaku = 🎓 You formed a yaku: a scoring set. Now choose: STOP scores your points now and ends the round; KOI-KOI plays on to score more, but if your opponent forms a yaku first, they score instead.
tutorial-koikoi = 🎓 You called koi-koi: the round goes on. You can stop again as soon as your yaku total rises.
tutorial-stop = 🎓 You stopped: your yaku are scored and the round ends. The next round starts on the table.

## Matches in their own threads

thread-name = Koi-Koi · {$name0} vs {$name1}
thread-opened = 🎴 {$name0} vs {$name1}: the match is played in {$thread}. Watch it there!
thread-final = 🏁 The match in {$thread} is over:
