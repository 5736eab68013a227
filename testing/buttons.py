"""Reading the bot's buttons in tests and benchmarks, with the product's own templates."""

from __future__ import annotations

import re
from dataclasses import dataclass

from bot.app.custom_ids import (
    CHALLENGE_TEMPLATE,
    FORFEIT_TEMPLATE,
    HAND_TEMPLATE,
    LEADERBOARD_TEMPLATE,
    MOVE_TEMPLATE,
)


@dataclass(frozen=True, slots=True)
class MatchControl:
    """A button acting on a match: a move (with card and seq), "hand" or "forfeit"."""

    match_id: int
    verb: str
    arg: int | None = None
    seq: int | None = None


@dataclass(frozen=True, slots=True)
class ChallengeControl:
    """Accept or decline a challenge."""

    challenge_id: int
    accept: bool


@dataclass(frozen=True, slots=True)
class LeaderboardControl:
    """A leaderboard page."""

    page: int


def parse_control(
    custom_id: str,
) -> MatchControl | ChallengeControl | LeaderboardControl | None:
    """What a button of ours points at, or None for anything else."""
    if found := re.fullmatch(MOVE_TEMPLATE, custom_id):
        return MatchControl(
            int(found["match"]), found["verb"], int(found["card"]), int(found["seq"])
        )
    if found := re.fullmatch(HAND_TEMPLATE, custom_id):
        return MatchControl(int(found["match"]), "hand")
    if found := re.fullmatch(FORFEIT_TEMPLATE, custom_id):
        return MatchControl(int(found["match"]), "forfeit")
    if found := re.fullmatch(CHALLENGE_TEMPLATE, custom_id):
        return ChallengeControl(int(found["challenge"]), found["answer"] == "yes")
    if found := re.fullmatch(LEADERBOARD_TEMPLATE, custom_id):
        return LeaderboardControl(int(found["page"]))
    return None
