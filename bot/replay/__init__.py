"""Replays: a finished match, or a round of it, as an animated picture drawn from its log."""
