picture-late-in-words = The picture is slow to draw just now, so here it is in words.
hand-may-not-follow = It is your move, and this hand still plays: its buttons work. Discord lets me update it for 15 minutes only, so it may no longer follow your opponent. Press **Refresh** to see the match as it is now.
