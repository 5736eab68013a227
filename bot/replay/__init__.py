"""Replays: a finished match, or a round of it, told again from its log and drawn as an
animated picture with the live table's own drawing (no Discord here)."""

from bot.replay.pool import draw, replay_workers
from bot.replay.reel import Reel, ReplayOrder, TooLong, draw_replay, reel_of
from bot.replay.scenes import LENGTHS, Length, PlayedMatch, Span, best_round

__all__ = [
    "LENGTHS", "Length", "PlayedMatch", "Reel", "ReplayOrder", "Span", "TooLong", "best_round",
    "draw", "draw_replay", "reel_of", "replay_workers",
]  # fmt: skip
