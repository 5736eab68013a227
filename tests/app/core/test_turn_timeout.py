"""A turn's clock stored while the database restarts: stored later, not lost."""

from __future__ import annotations

import asyncio
from datetime import datetime
from types import SimpleNamespace

from bot.app.core.turn_clock import TurnClock
from bot.app.core.turn_timeout import TurnTimeOut
from bot.store import StoreError, StoreUnavailableError


class RestartingStore:
    """Refuses the first ``refusals`` writes as a restarting server does, then takes them."""

    def __init__(self, refusals: int, error: StoreError) -> None:
        self.refusals = refusals
        self.error = error
        self.stored: dict[int, datetime] = {}
        self.tries = 0

    async def set_turn_deadline(self, match_id: int, deadline: datetime) -> None:
        self.tries += 1
        if self.tries <= self.refusals:
            raise self.error
        self.stored[match_id] = deadline


def _turn(seq: int = 4) -> TurnTimeOut:
    table = SimpleNamespace(match_id=9, seq=seq, match=SimpleNamespace(over=False))
    return TurnTimeOut(None, table, 0, seq, None)  # type: ignore[arg-type]


async def _wait_until(condition: object, seconds: float = 30) -> None:
    async with asyncio.timeout(seconds):
        while not condition():  # type: ignore[operator]
            await asyncio.sleep(0.05)


async def test_a_deadline_the_restarting_database_refused_is_stored_once_it_is_back() -> None:
    store, clock = RestartingStore(2, StoreUnavailableError("restarting")), TurnClock()
    try:
        await _turn().start(clock, store, 600, None)  # type: ignore[arg-type]
        await _wait_until(lambda: 9 in store.stored)
    finally:
        clock.cancel_all()
    assert store.tries == 3


async def test_a_deadline_is_not_stored_late_once_the_turn_moved_on() -> None:
    store, clock = RestartingStore(1, StoreUnavailableError("restarting")), TurnClock()
    turn = _turn()
    try:
        await turn.start(clock, store, 600, None)  # type: ignore[arg-type]
        turn.table.seq += 1  # a move: the next turn stores its own deadline
        await asyncio.sleep(1.0)  # past the first retry's delay
    finally:
        clock.cancel_all()
    assert store.stored == {} and store.tries == 1


async def test_a_deadline_refused_for_good_is_not_tried_again() -> None:
    store, clock = RestartingStore(1, StoreError("match over")), TurnClock()
    try:
        await _turn().start(clock, store, 600, None)  # type: ignore[arg-type]
        await asyncio.sleep(1.0)
    finally:
        clock.cancel_all()
    assert store.stored == {} and store.tries == 1
