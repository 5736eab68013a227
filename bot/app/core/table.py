"""A match in play at one table, what one request did to it, and who hears of the rest."""

from __future__ import annotations

import asyncio
from collections import deque
from dataclasses import dataclass, field
from typing import Protocol

from bot.engine import Event, Match, Player, PlayerView
from bot.store import FinishOutcome

RECENT_EVENTS = 40  # enough for the table's last few lines of narration


@dataclass(eq=False)
class Table:
    """A match in play in one channel."""

    match_id: int
    guild_id: int
    channel_id: int
    seats: tuple[Player, Player]
    match: Match
    message_id: int | None = None
    hinted: bool = False  # a hint was used: the match earns no ranking points
    turn_seconds: float | None = None  # its own turn clock (a tournament's); None: the server's
    lock: asyncio.Lock = field(default_factory=asyncio.Lock)
    recent_events: deque[Event] = field(default_factory=lambda: deque(maxlen=RECENT_EVENTS))

    @property
    def seq(self) -> int:
        """How many actions the match log holds; buttons carry it to spot stale clicks."""
        return len(self.match.actions)

    def seat_of(self, user_id: int) -> int | None:
        """The seat ``user_id`` plays, or None."""
        for index, seat in enumerate(self.seats):
            if seat.user_id == user_id:
                return index
        return None

    def members(self) -> list[int]:
        """The user ids of the members at the table."""
        return [s.user_id for s in self.seats if s.user_id is not None]

    @property
    def against_computer(self) -> bool:
        """Whether one seat is the computer."""
        return any(s.is_computer for s in self.seats)

    def view(self, seat: int) -> PlayerView:
        """What ``seat`` may see."""
        return self.match.view(seat)

    def public_view(self) -> PlayerView:
        """What everyone in the channel may see."""
        return PlayerView.public(self.match.round, self.match)


@dataclass
class Outcome:
    """What one request did: the events, and the finished match's outcome, if it ended."""

    table: Table
    events: list[Event]
    finished: FinishOutcome | None = None


class TableListener(Protocol):
    """Who is told what happens to a table outside a member's request."""

    async def turn_timed_out(self, table: Table, seat: int, outcome: Outcome | None) -> None:
        """Half the turn time passed (``outcome`` None), or it ran out and ``seat`` forfeited."""

    async def computer_moved(self, outcome: Outcome) -> None:
        """The computer's moves, saved late because the store had refused them at first."""
