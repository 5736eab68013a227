## Slash commands: names, descriptions, options and choices, keyed as bot/translator.py asks.
## cmd-<command>-name|desc, param-<command>-<option>-name|desc, choice-<value>.
## Names: lowercase letters, digits, - and _, at most 32; descriptions at most 100 characters.
## A translation may leave a name out (Discord then shows the English one), never a description.

cmd-koikoi-name = koikoi
cmd-koikoi-desc = Play Hanafuda Koi-Koi

cmd-koikoi-start-name = start
cmd-koikoi-start-desc = Start a match against the computer or a member
param-koikoi-start-level-name = level
param-koikoi-start-level-desc = How strong the computer plays (default: normal)
param-koikoi-start-opponent-name = opponent
param-koikoi-start-opponent-desc = Challenge a member instead of the computer
param-koikoi-start-rules-name = rules
param-koikoi-start-rules-desc = Rule preset (default: this server's)

cmd-koikoi-hand-name = hand
cmd-koikoi-hand-desc = Show your hand in the current match

cmd-koikoi-rules-name = rules
cmd-koikoi-rules-desc = The rules, the yaku and strategy tips
param-koikoi-rules-preset-name = preset
param-koikoi-rules-preset-desc = Rule preset (default: this server's)

cmd-koikoi-forfeit-name = forfeit
cmd-koikoi-forfeit-desc = Give up your current match

cmd-koikoi-stats-name = stats
cmd-koikoi-stats-desc = A member's results in this server
param-koikoi-stats-member-name = member
param-koikoi-stats-member-desc = Whose statistics (default: yours)

cmd-koikoi-profile-name = profile
cmd-koikoi-profile-desc = Your preferences: birth month, two-step play, language
param-koikoi-profile-birth-month-name = birth_month
param-koikoi-profile-birth-month-desc = Your birth month (the traditional rules use it to pick the first dealer)
param-koikoi-profile-two-step-name = two_step
param-koikoi-profile-two-step-desc = Pick a card, then confirm it
param-koikoi-profile-language-name = language
param-koikoi-profile-language-desc = Language of the messages only you see

cmd-koikoi-settings-name = settings
cmd-koikoi-settings-desc = Server settings (Manage Server)
param-koikoi-settings-default-rules-name = default_rules
param-koikoi-settings-default-rules-desc = Rule preset for new matches
param-koikoi-settings-turn-timeout-name = turn_timeout
param-koikoi-settings-turn-timeout-desc = Minutes a player may take for a turn before forfeiting
param-koikoi-settings-language-name = language
param-koikoi-settings-language-desc = Language of the public messages in this server
param-koikoi-settings-hints-name = hints
param-koikoi-settings-hints-desc = Allow a Hint button in matches against the easy and normal computer

cmd-koikoi-review-name = review
cmd-koikoi-review-desc = The expert's review of your finished match
param-koikoi-review-match-name = match
param-koikoi-review-match-desc = The match number (default: your last finished match)

cmd-leaderboard-name = leaderboard
cmd-leaderboard-desc = This server's Koi-Koi ranking
param-leaderboard-page-name = page
param-leaderboard-page-desc = Page number (default: 1)

## Choices

choice-easy = easy
choice-normal = normal
choice-expert = expert
choice-standard = standard
choice-traditional = traditional
choice-single-deal = single-deal
choice-en = English
choice-ja = 日本語
choice-ms = Bahasa Melayu
choice-pl = Polski
choice-nb = Norsk bokmål
choice-auto = Same as Discord

## Added for life in the channel

param-koikoi-settings-turn-pings-name = turn_pings
param-koikoi-settings-turn-pings-desc = Call the player to move
param-koikoi-settings-threads-name = threads
param-koikoi-settings-threads-desc = A thread for each match
param-leaderboard-public-name = public
param-leaderboard-public-desc = Post it in the channel
param-leaderboard-view-name = view
param-leaderboard-view-desc = Ranking points (default) or skill ratings
choice-points = points
choice-rating = rating
param-leaderboard-season-name = season
param-leaderboard-season-desc = An ended season's final board, by its number
cmd-koikoi-help-name = help
cmd-koikoi-help-desc = How to play
param-koikoi-start-variants-name = variants
param-koikoi-start-variants-desc = Traditional variants
param-koikoi-settings-variants-name = variants
param-koikoi-settings-variants-desc = Traditional variants
choice-none = none
choice-loser-pays = loser-pays
choice-twelve-months = twelve-months
choice-both = both

cmd-koikoi-daily-name = daily
cmd-koikoi-daily-desc = Play the deal of the day: one round against the expert
param-koikoi-daily-show-name = show
param-koikoi-daily-show-desc = Play (default), or see the day's board
choice-daily-play = Play today's deal
choice-daily-board = The day's board
param-koikoi-settings-spectators-call-name = spectators_call
param-koikoi-settings-spectators-call-desc = Let onlookers guess STOP or KOI-KOI
param-koikoi-settings-house-rules-name = house_rules
param-koikoi-settings-house-rules-desc = Choose the house rules of new matches from a menu
param-koikoi-start-house-rules-name = house_rules
param-koikoi-start-house-rules-desc = Choose this match's house rules from a menu first

cmd-koikoi-seasons-name = seasons
cmd-koikoi-seasons-desc = This server's seasons of ranking points
param-koikoi-seasons-length-name = length
param-koikoi-seasons-length-desc = Turn seasons on (monthly, quarterly) or off (needs Manage Server)
param-koikoi-seasons-channel-name = channel
param-koikoi-seasons-channel-desc = Where a season's end is announced (default: this channel)
choice-off = off
choice-monthly = monthly
choice-quarterly = quarterly
cmd-koikoi-tournament-name = tournament
cmd-koikoi-tournament-desc = Open a tournament here (managers)
param-koikoi-tournament-format-name = format
param-koikoi-tournament-format-desc = Round robin, Swiss (default) or single elimination
param-koikoi-tournament-rules-name = rules
param-koikoi-tournament-rules-desc = Rule preset (default: this server's)
param-koikoi-tournament-turn-clock-name = turn_clock
param-koikoi-tournament-turn-clock-desc = Minutes a player has for each turn (default: 60)
param-koikoi-tournament-remove-name = remove
param-koikoi-tournament-remove-desc = Take this member out of the channel's tournament instead
param-koikoi-tournament-house-rules-name = house_rules
param-koikoi-tournament-house-rules-desc = House rules of its games: this server's (default) or none
choice-server = this server's
choice-round-robin = round robin
choice-swiss = Swiss
choice-elimination = single elimination
