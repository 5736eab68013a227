"""The custom_id of every button: short, versioned, and pointing only at stored state.

``kk1:m:<match>:<verb>[:<arg>:<seq>]`` acts on a match (``seq`` is the log length the button
was drawn at, so a click on an old turn is recognised); ``kk1:c:<challenge>:<yes|no>`` answers
a challenge; ``kk1:lb:<page>`` pages the leaderboard.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from typing import Literal

PREFIX = "kk1"
MatchVerb = Literal["play", "pick", "take", "stop", "koikoi", "hand", "forfeit"]
_MATCH_VERBS = ("play", "pick", "take", "stop", "koikoi", "hand", "forfeit")

_MATCH = re.compile(r"kk1:m:(\d{1,19}):([a-z]{1,8})(?::(\d{1,2}):(\d{1,6}))?")
_CHALLENGE = re.compile(r"kk1:c:(\d{1,19}):(yes|no)")
_LEADERBOARD = re.compile(r"kk1:lb:(\d{1,6})")
# Everything of ours starts with the prefix; what then fails to parse was tampered with.
TEMPLATE = r"kk1:.{0,96}"


@dataclass(frozen=True, slots=True)
class MatchControl:
    """A button acting on a match."""

    match_id: int
    verb: MatchVerb
    arg: int | None = None
    seq: int | None = None


@dataclass(frozen=True, slots=True)
class ChallengeControl:
    """Accept or decline a challenge."""

    challenge_id: int
    accept: bool


@dataclass(frozen=True, slots=True)
class LeaderboardControl:
    """Show a leaderboard page."""

    page: int


Control = MatchControl | ChallengeControl | LeaderboardControl


def control_id(
    match_id: int, verb: MatchVerb, arg: int | None = None, seq: int | None = None
) -> str:
    """The custom_id of a match button."""
    if arg is None or seq is None:
        return f"{PREFIX}:m:{match_id}:{verb}"
    return f"{PREFIX}:m:{match_id}:{verb}:{arg}:{seq}"


def challenge_id(challenge: int, accept: bool) -> str:
    """The custom_id of a challenge's Accept or Decline button."""
    return f"{PREFIX}:c:{challenge}:{'yes' if accept else 'no'}"


def leaderboard_id(page: int) -> str:
    """The custom_id of a leaderboard paging button."""
    return f"{PREFIX}:lb:{page}"


def parse_control(custom_id: str) -> Control | None:
    """What a custom_id asks for, or None when it is not one of ours (or was tampered with)."""
    if found := _MATCH.fullmatch(custom_id):
        match_id, verb, arg, seq = found.groups()
        if verb not in _MATCH_VERBS or (arg is None) != (verb in ("hand", "forfeit")):
            return None
        if arg is not None and int(arg) > 47:
            return None
        return MatchControl(
            int(match_id),
            verb,  # type: ignore[arg-type]
            None if arg is None else int(arg),
            None if seq is None else int(seq),
        )
    if found := _CHALLENGE.fullmatch(custom_id):
        return ChallengeControl(int(found.group(1)), found.group(2) == "yes")
    if found := _LEADERBOARD.fullmatch(custom_id):
        return LeaderboardControl(int(found.group(1)))
    return None
