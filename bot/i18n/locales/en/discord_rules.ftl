# What Discord does not let the bot do, told to the members.
discord-cannot-view = I cannot see this channel, so nobody would see the table. Give me the **View Channel** permission here, then start again.
discord-cannot-send = I may not post in this channel, so the results and turn calls would be lost. Give me the **Send Messages** permission here (in a thread: **Send Messages in Threads**), then start again.
discord-cannot-embed = I may not show the table's picture in this channel. Give me the **Embed Links** permission here, then start again.
discord-cannot-attach = I may not attach the table's picture in this channel. Give me the **Attach Files** permission here, then start again.
discord-hand-expired = Discord no longer lets me update the hand you opened more than 15 minutes ago: press **My hand** for a fresh one.
discord-hand-open = Press **My hand** to see your cards.
