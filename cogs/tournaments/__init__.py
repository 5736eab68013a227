"""Tournaments in a channel: sign-up, rounds and their games, standings, brackets."""
