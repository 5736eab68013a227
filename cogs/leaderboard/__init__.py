"""``/leaderboard``: a server's ranking points, skill ratings and past seasons."""
