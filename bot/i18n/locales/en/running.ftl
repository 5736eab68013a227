error-restarting = The bot is restarting. Your match is safe; try again in a moment.
error-table-not-posted = Discord would not take the table, so this match was called off without a result. Please start again.
error-table-not-made = The bot could not make the table, so this match was called off without a result. Please start again.
error-cooldown = {$user} gave up a match a moment ago and can start another in {$seconds} s.
