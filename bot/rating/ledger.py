"""Applying rated matches to members' skills, one after another: the same code updates a
finished match's ratings and recounts every rating from the stored results."""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from dataclasses import dataclass

from bot.engine.levels import Level
from bot.rating.computer import LEVEL_SKILLS
from bot.rating.skill import Outcome, Skill, rate

MemberKey = tuple[int, int]  # (guild_id, user_id)


@dataclass(frozen=True, slots=True)
class Seat:
    """Who sat in a seat: a member, or the computer at a level."""

    user_id: int | None
    level: Level | None


@dataclass(frozen=True, slots=True)
class RatedMatch:
    """A finished match as its ratings need it."""

    match_id: int
    guild_id: int
    seats: tuple[Seat, Seat]
    winner: int | None  # seat; None: drawn (a forfeit's winner is the other seat)
    hinted: bool = False

    @property
    def counts(self) -> bool:
        """Whether it moves a rating: a member played, and no hint was used."""
        return not self.hinted and any(seat.user_id is not None for seat in self.seats)


@dataclass(frozen=True, slots=True)
class Change:
    """One member's rating before and after one match."""

    match_id: int
    guild_id: int
    user_id: int
    before: Skill
    after: Skill


def _outcome(winner: int | None) -> Outcome:
    return "drawn" if winner is None else ("first" if winner == 0 else "second")


def apply(match: RatedMatch, current: Mapping[MemberKey, Skill]) -> tuple[Change, ...]:
    """The members' changes from ``match``, given their skills before it (absent: new)."""
    if not match.counts:
        return ()
    before: list[Skill] = []
    for seat in match.seats:
        if seat.user_id is None:
            assert seat.level is not None
            before.append(LEVEL_SKILLS[seat.level])
        else:
            before.append(current.get((match.guild_id, seat.user_id), Skill()))
    after = rate(before[0], before[1], _outcome(match.winner))
    return tuple(
        Change(match.match_id, match.guild_id, seat.user_id, before[i], after[i])
        for i, seat in enumerate(match.seats)
        if seat.user_id is not None  # a level's skill never moves
    )


def replay(matches: Iterable[RatedMatch]) -> dict[MemberKey, Skill]:
    """Every member's skill after ``matches``, applied in the order given."""
    skills: dict[MemberKey, Skill] = {}
    for match in matches:
        for change in apply(match, skills):
            skills[(change.guild_id, change.user_id)] = change.after
    return skills
