"""Reading the bot's buttons in tests and benchmarks, through the product's own id records."""

from __future__ import annotations

from dataclasses import dataclass

from bot.app.kernel.custom_ids import ChallengeId, ForfeitId, HandId, LeaderboardId, MoveId


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
    if move := MoveId.parse(custom_id):
        return MatchControl(move.match, move.verb, move.card, move.seq)
    if hand := HandId.parse(custom_id):
        return MatchControl(hand.match, "hand")
    if forfeit := ForfeitId.parse(custom_id):
        return MatchControl(forfeit.match, "forfeit")
    if challenge := ChallengeId.parse(custom_id):
        return ChallengeControl(challenge.challenge, challenge.accept)
    if page := LeaderboardId.parse(custom_id):
        return LeaderboardControl(page.page)
    return None
