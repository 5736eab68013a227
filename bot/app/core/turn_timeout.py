"""What a turn's clock does when it rings: remind the idle player, then forfeit for them; and
the time the bot took to show the player their hand, given back to them (``give_back``)."""

from __future__ import annotations

import asyncio
import logging
from dataclasses import dataclass
from datetime import UTC, datetime, timedelta
from typing import Protocol

from bot.app.core.late_saves import PASSING_FAULTS, RETRY_DELAYS
from bot.app.core.table import Outcome, Table, TableListener
from bot.app.core.turn_clock import TurnClock
from bot.store import Store, StoreError

log = logging.getLogger(__name__)

_later: set[asyncio.Task[None]] = set()  # deadlines being stored again, kept from collection
# The bot may take this long to show a hand (a click's answer) before the time is given back.
GIVE_BACK_AFTER = 1.0


class Forfeits(Protocol):
    """Who forfeits a seat when its time runs out (the tables)."""

    async def forfeit(self, match_id: int, seat: int, *, timed_out: bool = False) -> Outcome | None:
        """Forfeit ``seat`` (``timed_out``: its clock ran out); None when the match is over."""


@dataclass(slots=True, eq=False)
class TurnTimeOut:
    """Remind the idle player at half time, then forfeit for them (a record rather than
    closures: every open match holds one)."""

    tables: Forfeits
    table: Table
    seat: int
    seq: int  # the turn it times; a later move makes it moot
    listener: TableListener
    started: float = 0.0  # when (loop time) the clock started
    deadline: datetime | None = None  # when it runs out, as stored
    covered: float = 0.0  # the bot's time up to here (loop time) was given back already
    given: float = 0.0  # seconds given back in all this turn

    async def start(
        self, clock: TurnClock, store: Store, timeout: float, resume_at: datetime | None
    ) -> None:
        """Start the turn's clock: ``timeout`` seconds, or until ``resume_at`` (a stored
        deadline, when restoring)."""
        now = datetime.now(UTC)
        deadline = resume_at or now + timedelta(seconds=timeout)
        self.deadline = deadline
        self.started = self.covered = asyncio.get_running_loop().time()
        try:  # stored, so that a restarted or other process keeps the time that is left
            await store.set_turn_deadline(self.table.match_id, deadline)
        except StoreError as error:
            log.warning("match %s: turn deadline not stored: %s", self.table.match_id, error)
            if isinstance(error, PASSING_FAULTS):  # a database restarting: store it later
                _later.add(asyncio.ensure_future(self._store_later(store, deadline)))
                for task in [t for t in _later if t.done()]:
                    _later.discard(task)
        seconds = max(0.0, (deadline - now).total_seconds())
        clock.start(
            self.table.match_id,
            seconds,
            self.half_time,
            self.expiry,
            half_after=seconds - timeout / 2,
        )

    async def give_back(self, clock: TurnClock, store: Store, since: float, shown: float) -> float:
        """The player's hand was shown at ``shown`` (loop time), asked for at ``since``: the
        time the bot took past ``GIVE_BACK_AFTER`` (and not given back already) is added to
        the turn's clock and to its stored deadline, and recorded with the match (by turn and
        seat). Returns the seconds given back."""
        since = max(since, self.started, self.covered)
        seconds = shown - since
        if seconds <= GIVE_BACK_AFTER or self.table.seq != self.seq or self.table.match.over:
            return 0.0
        if not clock.delay(self.table.match_id, seconds):
            return 0.0
        self.covered = shown
        self.given += seconds
        log.info(
            "match %s: %.1f s given back to seat %d on turn %d (%.1f s this turn): the bot "
            "took that long to show the hand",
            self.table.match_id,
            seconds,
            self.seat,
            self.seq,
            self.given,
        )
        if self.deadline is not None:
            self.deadline += timedelta(seconds=seconds)
            try:  # kept with the match, and by a restarted process with the deadline
                await store.give_back_time(
                    self.table.match_id, self.seq, self.seat, seconds, self.deadline
                )
            except StoreError as error:
                log.warning("match %s: time given back not stored: %s", self.table.match_id, error)
        return seconds

    async def _store_later(self, store: Store, deadline: datetime) -> None:
        """Try again to store the deadline while the turn lasts, after growing delays."""
        for delay in RETRY_DELAYS:
            await asyncio.sleep(delay)
            if self.table.seq != self.seq or self.table.match.over:
                return  # a later move stores its own
            try:
                await store.set_turn_deadline(self.table.match_id, deadline)
            except PASSING_FAULTS:
                continue
            except StoreError:
                return
            log.info("match %s: turn deadline stored late", self.table.match_id)
            return

    async def half_time(self) -> None:
        """Remind the player, if the turn is still theirs."""
        if self.table.seq == self.seq and not self.table.match.over:
            await self.listener.turn_timed_out(self.table, self.seat, None)

    async def expiry(self) -> None:
        """Forfeit the match for the idle player, if the turn is still theirs."""
        if self.table.seq != self.seq:
            return
        outcome = await self.tables.forfeit(self.table.match_id, self.seat, timed_out=True)
        if outcome is not None:
            await self.listener.turn_timed_out(self.table, self.seat, outcome)
