"""The turn clock: a reminder at half time, then the expiry, unless stopped or restarted."""

import asyncio
import gc

import pytest

from bot.app.core.turn_clock import TurnClock


class Alarms:
    """Records which alarms rang, in order."""

    def __init__(self) -> None:
        self.rung: list[str] = []
        self.expired = asyncio.Event()

    async def half(self) -> None:
        self.rung.append("half")

    async def expiry(self) -> None:
        self.rung.append("expiry")
        self.expired.set()


async def test_the_reminder_rings_before_the_expiry():
    clock, alarms = TurnClock(), Alarms()
    clock.start(1, 0.02, alarms.half, alarms.expiry)
    await asyncio.wait_for(alarms.expired.wait(), 10)
    assert alarms.rung == ["half", "expiry"]
    assert not clock.running(1)


async def test_a_clock_resumed_past_half_time_only_expires():
    clock, alarms = TurnClock(), Alarms()
    clock.start(1, 0.02, alarms.half, alarms.expiry, half_after=-1)
    await asyncio.wait_for(alarms.expired.wait(), 10)
    assert alarms.rung == ["expiry"]


async def test_a_stopped_clock_rings_nothing():
    clock, alarms = TurnClock(), Alarms()
    clock.start(1, 0.02, alarms.half, alarms.expiry)
    assert clock.running(1)
    clock.cancel(1)
    assert not clock.running(1)
    await asyncio.sleep(0.1)
    assert alarms.rung == []


async def test_a_restarted_clock_forgets_the_old_time_out():
    clock, old, new = TurnClock(), Alarms(), Alarms()
    clock.start(1, 0.02, old.half, old.expiry)
    clock.start(1, 0.04, new.half, new.expiry)
    await asyncio.wait_for(new.expired.wait(), 10)
    assert old.rung == []
    assert new.rung == ["half", "expiry"]


async def test_a_failing_reminder_still_lets_the_clock_expire(caplog: pytest.LogCaptureFixture):
    clock, alarms = TurnClock(), Alarms()

    async def broken() -> None:
        raise RuntimeError("no channel")

    clock.start(1, 0.02, broken, alarms.expiry)
    await asyncio.wait_for(alarms.expired.wait(), 10)
    assert alarms.rung == ["expiry"]
    assert "turn clock of match 1 failed" in caplog.text


async def test_an_expiry_that_stops_its_own_clock_still_finishes():
    clock, finished = TurnClock(), asyncio.Event()

    async def expiry() -> None:
        clock.cancel(1)  # as a forfeit does when it ends the match
        await asyncio.sleep(0)
        finished.set()

    clock.start(1, 0.02, Alarms().half, expiry)
    await asyncio.wait_for(finished.wait(), 10)


async def test_waiting_clocks_hold_no_tasks():
    clock, alarms = TurnClock(), Alarms()
    before = len(asyncio.all_tasks())
    for match_id in range(100):
        clock.start(match_id, 60, alarms.half, alarms.expiry)
    assert len(asyncio.all_tasks()) == before
    clock.cancel_all()
    assert not any(clock.running(match_id) for match_id in range(100))


def _timers() -> int:
    gc.collect()
    return sum(isinstance(o, asyncio.TimerHandle) for o in gc.get_objects())


async def test_waiting_clocks_share_one_loop_timer_and_moves_leave_none_behind():
    clock, alarms = TurnClock(), Alarms()
    before = _timers()
    for match_id in range(100):
        clock.start(match_id, 60, alarms.half, alarms.expiry)
    for match_id in range(100):  # every match moves on: a new turn, a new time-out
        clock.start(match_id, 60, alarms.half, alarms.expiry)
    assert _timers() - before <= 1
    clock.cancel_all()


async def test_clocks_ring_in_the_order_they_come_due_whatever_order_they_were_set():
    clock, rung, done = TurnClock(), [], asyncio.Event()

    def alarm(name: str):
        async def ring() -> None:
            rung.append(name)
            if len(rung) == 3:
                done.set()

        return ring

    clock.start(1, 0.09, alarm("never"), alarm("third"), half_after=-1)
    clock.start(2, 0.03, alarm("never"), alarm("first"), half_after=-1)
    clock.start(3, 0.06, alarm("never"), alarm("second"), half_after=-1)
    await asyncio.wait_for(done.wait(), 10)
    assert rung == ["first", "second", "third"]


async def test_time_given_back_moves_the_expiry_that_much_later():
    clock, alarms = TurnClock(), Alarms()
    clock.start(1, 600, alarms.half, alarms.expiry)
    before = clock.remaining(1)
    assert before is not None
    assert clock.delay(1, 42.0)
    after = clock.remaining(1)
    assert after is not None and after == pytest.approx(before + 42.0, abs=0.5)
    clock.cancel_all()


async def test_a_clock_given_time_back_does_not_ring_at_its_old_time():
    clock, alarms = TurnClock(), Alarms()
    clock.start(1, 0.1, alarms.half, alarms.expiry, half_after=-1)
    clock.delay(1, 0.4)
    await asyncio.sleep(0.2)
    assert alarms.rung == []
    await asyncio.wait_for(alarms.expired.wait(), 10)
    assert alarms.rung == ["expiry"]


async def test_no_time_is_given_back_to_a_clock_that_is_not_running():
    clock = TurnClock()
    assert not clock.delay(1, 5.0)
    assert clock.remaining(1) is None
