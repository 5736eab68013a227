"""Tournaments in a channel: sign-up, rounds and their games, standings, brackets. The pairing,
standing and step rules are in ``bot.tournament``; games are matches opened through the match's
face, and their ends are heard as ``MatchEnded``."""
