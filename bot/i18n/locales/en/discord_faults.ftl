# When Discord stops the bot from updating a message or a channel mid-match, told to the members.
hand-no-longer-updated = This hand is no longer updated: Discord lets me update it for 15 minutes only. Press **Refresh** to see the match as it is now.
match-channel-deleted = The channel of this match was deleted, so the match is called off: nobody wins or loses, and you are free to start another.
