"""A turn's clock stored while the database restarts: stored later, not lost."""

from __future__ import annotations

import asyncio
from datetime import datetime
from types import SimpleNamespace

import pytest

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


class KeptStore:
    def __init__(self) -> None:
        self.stored: dict[int, datetime] = {}
        self.given: list[tuple[int, int, int, float]] = []

    async def set_turn_deadline(self, match_id: int, deadline: datetime) -> None:
        self.stored[match_id] = deadline

    async def give_back_time(
        self, match_id: int, seq: int, seat: int, seconds: float, deadline: datetime
    ) -> None:
        self.given.append((match_id, seq, seat, seconds))
        self.stored[match_id] = deadline


async def test_the_time_the_bot_took_to_show_the_hand_is_given_back_and_stored() -> None:
    store, clock = KeptStore(), TurnClock()
    turn = _turn()
    try:
        await turn.start(clock, store, 600, None)  # type: ignore[arg-type]
        first = store.stored[9]
        left = clock.remaining(9)
        given = await turn.give_back(clock, store, 0.0, turn.started + 8.0)  # type: ignore[arg-type]
        assert given == pytest.approx(8.0)
        assert (store.stored[9] - first).total_seconds() == pytest.approx(8.0, abs=1e-3)
        assert clock.remaining(9) == pytest.approx(left + 8.0, abs=0.5)
    finally:
        clock.cancel_all()


async def test_a_hand_shown_quickly_gives_nothing_back() -> None:
    store, clock = KeptStore(), TurnClock()
    turn = _turn()
    try:
        await turn.start(clock, store, 600, None)  # type: ignore[arg-type]
        given = await turn.give_back(clock, store, 0.0, turn.started + 0.4)  # type: ignore[arg-type]
    finally:
        clock.cancel_all()
    assert given == 0.0


async def test_the_same_slow_time_is_given_back_once_and_the_players_own_time_never() -> None:
    store, clock = KeptStore(), TurnClock()
    turn = _turn()
    try:
        await turn.start(clock, store, 600, None)  # type: ignore[arg-type]
        start = turn.started
        assert await turn.give_back(clock, store, 0.0, start + 5.0) == pytest.approx(5.0)  # type: ignore[arg-type]
        # The same hand shown again a little later: only the time after the first showing.
        assert await turn.give_back(clock, store, 0.0, start + 7.0) == pytest.approx(2.0)  # type: ignore[arg-type]
        # The player thought for 100 s, then asked again: 3 s of drawing are the bot's.
        again = await turn.give_back(clock, store, start + 107.0, start + 110.0)  # type: ignore[arg-type]
        assert again == pytest.approx(3.0)
        assert turn.given == pytest.approx(10.0)
    finally:
        clock.cancel_all()


async def test_no_time_is_given_back_once_the_turn_moved_on() -> None:
    store, clock = KeptStore(), TurnClock()
    turn = _turn(seq=4)
    try:
        await turn.start(clock, store, 600, None)  # type: ignore[arg-type]
        turn.table.seq = 5
        given = await turn.give_back(clock, store, 0.0, turn.started + 9.0)  # type: ignore[arg-type]
    finally:
        clock.cancel_all()
    assert given == 0.0


async def test_the_time_given_back_is_recorded_with_the_match_by_turn_and_seat() -> None:
    store, clock = KeptStore(), TurnClock()
    turn = _turn(seq=6)
    try:
        await turn.start(clock, store, 600, None)  # type: ignore[arg-type]
        start = turn.started
        await turn.give_back(clock, store, 0.0, start + 4.0)  # type: ignore[arg-type]
        await turn.give_back(clock, store, 0.0, start + 0.5)  # type: ignore[arg-type]
    finally:
        clock.cancel_all()
    [(match_id, seq, seat, seconds)] = store.given
    assert (match_id, seq, seat) == (9, 6, 0) and seconds == pytest.approx(4.0)
