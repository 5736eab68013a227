"""Challenges between members, and what follows a match result (Rematch, Play the computer)."""
