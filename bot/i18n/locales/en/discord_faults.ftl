# When Discord stops the bot from updating a message or a channel mid-match, told to the members.
hand-no-longer-updated = This hand is no longer updated: Discord lets me update it for 15 minutes only. Press **Refresh** to see the match as it is now.
match-channel-deleted = The channel of this match was deleted, so the match is called off: nobody wins or loses, and you are free to start another.
discord-lost-view = ⚠️ I can no longer see this match's channel (**View Channel** was taken from me), so its table there is no longer updated. The match goes on here in your hand, and its result is recorded as usual.
discord-lost-send = ⚠️ I may no longer post in this match's channel (**Send Messages** was taken from me), so its results and turn calls are not shown there. The match goes on here in your hand, and its result is recorded as usual.
discord-lost-final = Final score: you { $mine }, your opponent { $theirs }. The result is recorded.
review-sent-directly = Your review took longer than Discord lets me update the private message you asked it from (15 minutes), so here it is.
