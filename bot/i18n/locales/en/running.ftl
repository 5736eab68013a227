error-restarting = The bot is restarting. Your match is safe; try again in a moment.
