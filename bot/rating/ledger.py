"""Applying rated matches to members' skills, one after another: the same code updates a
finished match's ratings and recounts every rating from the stored results.

What counts, so that no way of ending a match does better than playing it out:

- a hint helps only the hinted member, so a hinted match counts only against them: a result
  that lowers their rating counts in full (a loss, however it came: played, forfeited or timed
  out), one that would raise it counts for nothing;
- a forfeit and a time-out are losses for the member who forfeited or ran out of time;
- the results between the same two members count less when they come close together: each
  earlier result of the pair within ``REPEAT_WINDOW`` halves what the next one moves (mean and
  uncertainty), so any number of wins over one member in a day earns less than twice the first.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from dataclasses import dataclass, field
from datetime import datetime, timedelta

from bot.engine.levels import Level
from bot.rating.computer import LEVEL_SKILLS
from bot.rating.skill import Outcome, Skill, rate

MemberKey = tuple[int, int]  # (guild_id, user_id)
PairKey = tuple[int, int, int]  # (guild_id, lower user_id, higher user_id)
REPEAT_WINDOW = timedelta(hours=24)  # results of a pair closer than this count less
REPEAT_FACTOR = 0.5  # what each earlier result of the pair within the window leaves


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
    finished_at: datetime | None = None  # None: at the same instant as the pair's others

    @property
    def counts(self) -> bool:
        """Whether it may move a rating: a member played (a hinted one only downwards)."""
        return any(seat.user_id is not None for seat in self.seats)

    @property
    def pair(self) -> PairKey | None:
        """The two members who met (None against the computer)."""
        first, second = (seat.user_id for seat in self.seats)
        if first is None or second is None:
            return None
        return (self.guild_id, min(first, second), max(first, second))


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


def _weighed(before: Skill, after: Skill, weight: float) -> Skill:
    """``after`` moved only ``weight`` of the way from ``before``."""
    if weight == 1.0:
        return after
    return Skill(
        before.mu + weight * (after.mu - before.mu),
        before.sigma + weight * (after.sigma - before.sigma),
        after.matches,
    )


def apply(
    match: RatedMatch, current: Mapping[MemberKey, Skill], repeats: int = 0
) -> tuple[Change, ...]:
    """The members' changes from ``match``, given their skills before it (absent: new) and how
    many results the same two members had within ``REPEAT_WINDOW`` before it."""
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
    weight = REPEAT_FACTOR**repeats if match.pair is not None else 1.0
    return tuple(
        Change(match.match_id, match.guild_id, seat.user_id, before[i], moved)
        for i, seat in enumerate(match.seats)
        if seat.user_id is not None  # a level's skill never moves
        and (moved := _weighed(before[i], after[i], weight))
        and not (match.hinted and moved.mu >= before[i].mu)  # a hint never raises a rating
    )


def recent(earlier: Iterable[datetime | None], finished_at: datetime | None) -> int:
    """How many of a pair's earlier results (their finishing times) fall within
    ``REPEAT_WINDOW`` before a result finished at ``finished_at``."""
    if finished_at is None:
        return sum(1 for _ in earlier)
    return sum(1 for at in earlier if at is None or finished_at - at < REPEAT_WINDOW)


@dataclass(slots=True)
class Book:
    """Members' skills and the pairs' recent results, as matches are applied in order."""

    skills: dict[MemberKey, Skill] = field(default_factory=dict)
    pairs: dict[PairKey, list[datetime | None]] = field(default_factory=dict)

    def add(self, match: RatedMatch) -> tuple[Change, ...]:
        """Apply ``match`` after every match added before; returns its changes."""
        pair = match.pair
        earlier = self.pairs.setdefault(pair, []) if pair is not None else []
        changes = apply(match, self.skills, recent(earlier, match.finished_at))
        for change in changes:
            self.skills[(change.guild_id, change.user_id)] = change.after
        if pair is not None and changes:
            earlier.append(match.finished_at)
        return changes


def replay(matches: Iterable[RatedMatch]) -> dict[MemberKey, Skill]:
    """Every member's skill after ``matches``, applied in the order given."""
    book = Book()
    for match in matches:
        book.add(match)
    return book.skills
