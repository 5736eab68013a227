from __future__ import annotations

import asyncio
import logging
import os
import signal
import time
from collections.abc import Iterator, Sequence
from concurrent.futures.process import BrokenProcessPool

import pytest

from bot.pace import Pace
from bot.workers import (
    JOIN_SECONDS,
    KILL_SECONDS,
    LOST,
    PROBE,
    ROUTE_PATIENCE,
    Unanswered,
    Workers,
    pong,
    retried,
)

chores_done = 0


def echo(request: bytes) -> bytes:
    return request + b"!"


def process_id(_request: bytes) -> bytes:
    return str(os.getpid()).encode()


def chores_counted(_request: bytes) -> bytes:
    return str(chores_done).encode()


def refuse(_request: bytes) -> bytes:
    raise ValueError("no such picture")


def sleep_then_echo(request: bytes) -> bytes:
    import time

    time.sleep(float(request))
    return request


def sleep_or_pong(request: bytes) -> bytes:
    return pong() if request == PROBE else sleep_then_echo(request)


def slow_start() -> None:
    time.sleep(1.5)


def gone(pid: int) -> bool:
    """Whether process ``pid`` has exited and been collected, within a few seconds."""
    for _ in range(100):
        try:
            os.kill(pid, 0)
        except ProcessLookupError:
            return True
        time.sleep(0.05)
    return False


def three_chores() -> Iterator[None]:
    global chores_done
    for _ in range(3):
        chores_done += 1
        yield


def test_many_requests_at_once_are_each_answered_with_their_own_answer() -> None:
    async def scenario() -> list[bytes]:
        workers = Workers(2, echo)
        try:
            return list(await asyncio.gather(*(workers.run(b"%d" % i) for i in range(40))))
        finally:
            workers.close()

    assert asyncio.run(scenario()) == [b"%d!" % i for i in range(40)]


def test_the_work_runs_in_other_processes() -> None:
    async def scenario() -> set[bytes]:
        workers = Workers(2, process_id)
        try:
            return set(await asyncio.gather(*(workers.run(b"") for _ in range(8))))
        finally:
            workers.close()

    pids = {int(pid) for pid in asyncio.run(scenario())}
    assert pids and os.getpid() not in pids


def test_an_error_in_the_work_reaches_the_caller_and_the_worker_goes_on() -> None:
    async def scenario() -> list[int]:
        workers = Workers(1, refuse)
        try:
            workers.start()
            with pytest.raises(ValueError, match="no such picture"):
                await workers.run(b"x")
            with pytest.raises(ValueError, match="no such picture"):
                await workers.run(b"y")
            return workers.pids()
        finally:
            workers.close()

    assert len(asyncio.run(scenario())) == 1


def test_a_worker_that_dies_fails_what_it_owed_and_another_takes_its_place() -> None:
    async def scenario() -> tuple[int, int, bool]:
        workers = Workers(1, sleep_then_echo)
        try:
            workers.start()
            first = workers.pids()[0]
            owed = asyncio.ensure_future(workers.run(b"5"))
            await asyncio.sleep(0.3)
            os.kill(first, signal.SIGKILL)
            with pytest.raises(BrokenProcessPool):
                await asyncio.wait_for(owed, 10)
            answer = await asyncio.wait_for(workers.run(b"0"), 10)
            return first, workers.pids()[0], answer == b"0"
        finally:
            workers.close()

    first, second, answered = asyncio.run(scenario())
    assert second != first and answered


def test_a_worker_takes_its_idle_steps_while_no_request_waits() -> None:
    async def scenario() -> bytes:
        workers = Workers(1, chores_counted, idle=three_chores)
        try:
            workers.start()
            for _ in range(300):  # the worker is idle between these requests
                answer = await workers.run(b"")
                if answer == b"3":
                    break
                await asyncio.sleep(0.1)
            return answer
        finally:
            workers.close()

    assert asyncio.run(scenario()) == b"3"


def test_closing_stops_every_worker_process() -> None:
    async def scenario() -> list[int]:
        workers = Workers(2, echo)
        workers.start()
        await workers.run(b"x")
        pids = workers.pids()
        workers.close(wait=True)
        return pids

    for pid in asyncio.run(scenario()):
        with pytest.raises(ProcessLookupError):
            os.kill(pid, 0)


def test_with_no_processes_the_work_runs_in_this_process() -> None:
    async def scenario() -> list[bytes]:
        workers = Workers(0, process_id, threads=2)
        try:
            return list(await asyncio.gather(*(workers.run(b"") for _ in range(4))))
        finally:
            workers.close()

    assert {int(pid) for pid in asyncio.run(scenario())} == {os.getpid()}


def test_a_stopped_worker_is_killed_at_the_deadline_and_another_answers_after_it(
    caplog: pytest.LogCaptureFixture,
) -> None:
    async def scenario() -> tuple[int, float, list[int], bytes]:
        workers = Workers(1, echo)
        try:
            workers.start()
            await workers.run(b"warm")
            [stopped] = workers.pids()
            os.kill(stopped, signal.SIGSTOP)
            started = time.monotonic()
            with pytest.raises(Unanswered):
                await asyncio.wait_for(workers.run(b"x", deadline=0.5), 10)
            waited = time.monotonic() - started
            replacement = workers.pids()
            answer = await asyncio.wait_for(workers.run(b"y", deadline=10), 20)
            return stopped, waited, replacement, answer
        finally:
            workers.close()

    with caplog.at_level(logging.WARNING, logger="bot.workers"):
        stopped, waited, replacement, answer = asyncio.run(scenario())
    assert 0.5 <= waited < 5
    assert replacement and stopped not in replacement
    assert gone(stopped)
    assert answer == b"y!"
    assert any(str(stopped) in r.getMessage() for r in caplog.records)


def test_what_a_stopped_worker_owed_behind_the_overdue_request_is_answered_by_its_successor() -> (
    None
):
    async def scenario() -> tuple[BaseException | None, bytes]:
        workers = Workers(1, echo)
        try:
            workers.start()
            await workers.run(b"warm")
            os.kill(workers.pids()[0], signal.SIGSTOP)
            first = asyncio.ensure_future(workers.run(b"a", deadline=0.5))
            second = asyncio.ensure_future(workers.run(b"b", deadline=0.5))
            await asyncio.wait({first, second}, timeout=30)
            return first.exception(), second.result()
        finally:
            workers.close()

    first, second = asyncio.run(scenario())
    assert isinstance(first, Unanswered)
    assert second == b"b!"  # never begun by the stopped worker: not lost with it


def test_a_dead_worker_fails_only_the_answer_it_was_working_on() -> None:
    async def scenario() -> tuple[BaseException | None, list[bytes]]:
        workers = Workers(1, sleep_then_echo)
        try:
            workers.start()
            await workers.run(b"0")
            working = asyncio.ensure_future(workers.run(b"5"))
            queued = [asyncio.ensure_future(workers.run(b"0")) for _ in range(3)]
            await asyncio.sleep(0.3)
            os.kill(workers.pids()[0], signal.SIGKILL)
            await asyncio.wait({working, *queued}, timeout=30)
            return working.exception(), [answer.result() for answer in queued]
        finally:
            workers.close()

    working, queued = asyncio.run(scenario())
    assert isinstance(working, BrokenProcessPool)
    assert queued == [b"0"] * 3


@pytest.mark.slow
def test_the_deadline_counts_from_when_the_worker_has_started() -> None:
    async def scenario() -> bytes:
        workers = Workers(1, echo, initializer=slow_start)
        try:
            return await asyncio.wait_for(workers.run(b"x", deadline=1.0), 30)
        finally:
            workers.close()

    assert asyncio.run(scenario()) == b"x!"


def test_a_fresh_workers_first_answer_has_the_start_up_allowance_and_the_next_has_not() -> None:
    # The first answer also loads what the work needs (fonts, sprites, imports).
    async def scenario() -> tuple[bytes, int]:
        workers = Workers(1, sleep_then_echo, startup=30)
        try:
            workers.start()
            first = await asyncio.wait_for(workers.run(b"1.0", deadline=0.5), 60)
            silenced = workers.silenced
            with pytest.raises(Unanswered):
                await asyncio.wait_for(workers.run(b"1.0", deadline=0.5), 60)
            return first, silenced
        finally:
            workers.close()

    assert asyncio.run(scenario()) == (b"1.0", 0)


def test_a_probe_answered_first_leaves_the_first_real_answer_its_allowance() -> None:
    async def scenario() -> tuple[bool, bytes, int]:
        workers = Workers(1, sleep_or_pong, startup=30)
        try:
            workers.start()
            probed = await workers.probe(30)
            first = await asyncio.wait_for(workers.run(b"1.0", deadline=0.5), 60)
            return probed, first, workers.silenced
        finally:
            workers.close()

    assert asyncio.run(scenario()) == (True, b"1.0", 0)


@pytest.mark.slow
def test_closing_with_a_stopped_worker_kills_it_within_the_grace_period() -> None:
    async def scenario() -> tuple[list[int], float]:
        workers = Workers(2, echo)
        workers.start()
        await asyncio.gather(workers.run(b"x"), workers.run(b"y"))
        pids = workers.pids()
        for pid in pids:
            os.kill(pid, signal.SIGSTOP)
        started = time.monotonic()
        workers.close(wait=True)
        return pids, time.monotonic() - started

    pids, took = asyncio.run(scenario())
    assert took < JOIN_SECONDS + KILL_SECONDS + 1.0
    for pid in pids:
        with pytest.raises(ProcessLookupError):
            os.kill(pid, 0)


def never_starts() -> None:
    time.sleep(60)


@pytest.mark.slow
def test_a_worker_that_never_starts_is_killed_after_its_start_up_allowance() -> None:
    async def scenario() -> tuple[float, int, list[int]]:
        workers = Workers(1, echo, initializer=never_starts, startup=1.0)  # WORKER_START_SECONDS
        try:
            workers.start()
            [first] = workers.pids()
            started = time.monotonic()
            with pytest.raises(Unanswered):
                await asyncio.wait_for(workers.run(b"x", deadline=0.5), 20)
            return time.monotonic() - started, first, workers.pids()
        finally:
            workers.close()

    waited, first, now = asyncio.run(scenario())
    assert 1.5 <= waited < 10
    assert now and first not in now


@pytest.mark.slow
def test_a_request_whose_worker_was_stopped_is_answered_by_a_fresh_one() -> None:
    async def scenario() -> tuple[bytes, int, list[int]]:
        workers = Workers(1, echo)
        try:
            workers.start()
            await workers.run(b"warm")
            [stopped] = workers.pids()
            os.kill(stopped, signal.SIGSTOP)
            answer = await asyncio.wait_for(retried(lambda: workers.run(b"x", deadline=0.5)), 30)
            return answer, stopped, workers.pids()
        finally:
            workers.close()

    answer, stopped, now = asyncio.run(scenario())
    assert answer == b"x!"
    assert stopped not in now and gone(stopped)


def test_a_request_lost_on_every_try_fails_after_the_second_with_unanswered() -> None:
    tries = 0

    async def lost() -> bytes:
        nonlocal tries
        tries += 1
        raise Unanswered("no answer in 0.5 s")

    with pytest.raises(Unanswered):
        asyncio.run(retried(lost))
    assert tries == 2


def test_an_error_of_the_work_itself_is_not_tried_again() -> None:
    tries = 0

    async def refused() -> bytes:
        nonlocal tries
        tries += 1
        raise ValueError("no such picture")

    with pytest.raises(ValueError):
        asyncio.run(retried(refused))
    assert tries == 1


@pytest.mark.slow
def test_a_probe_finds_a_stopped_idle_worker_replaces_it_and_then_all_answer() -> None:
    async def scenario() -> tuple[bool, bool, bool, int, list[int]]:
        workers = Workers(2, echo)
        try:
            workers.start()
            healthy = await workers.probe(timeout=10)  # both started, and answered
            stopped = workers.pids()[0]
            os.kill(stopped, signal.SIGSTOP)
            found = await workers.probe(timeout=0.5)
            again = await asyncio.wait_for(workers.probe(timeout=10), 30)
            return healthy, found, again, stopped, workers.pids()
        finally:
            workers.close()

    healthy, found, again, stopped, now = asyncio.run(scenario())
    assert healthy and not found and again
    assert stopped not in now and len(now) == 2 and gone(stopped)


def test_a_probe_does_not_start_a_pool_that_has_not_been_used() -> None:
    async def scenario() -> tuple[bool, list[int]]:
        workers = Workers(1, echo)
        try:
            return await workers.probe(), workers.pids()
        finally:
            workers.close()

    assert asyncio.run(scenario()) == (True, [])


def test_a_request_routed_to_a_stopped_worker_goes_to_another_once_that_one_is_stuck() -> None:
    async def scenario() -> tuple[int, bytes, bool, bool]:
        workers = Workers(2, process_id)
        try:
            workers.start()
            await workers.probe(timeout=10)  # both started
            stopped, other = workers.slot_pid(0), workers.slot_pid(1)
            assert stopped is not None and other is not None
            os.kill(stopped, signal.SIGSTOP)
            first = workers.submit(b"a", deadline=60, route=0)  # stuck in the stopped worker
            await asyncio.sleep(ROUTE_PATIENCE + 0.2)
            second = await asyncio.wait_for(workers.submit(b"b", deadline=60, route=0), 20)
            return other, second, first.done(), stopped in workers.pids()
        finally:
            workers.close()

    other, second, first_done, still_there = asyncio.run(scenario())
    assert int(second) == other
    assert not first_done and still_there  # moved on without waiting for the deadline


def test_a_request_routed_to_a_worker_still_starting_is_answered_by_a_started_one() -> None:
    async def scenario() -> tuple[int, bytes]:
        workers = Workers(2, process_id, initializer=slow_start)
        try:
            workers.start()
            await workers.probe(timeout=10)  # both started
            killed, other = workers.slot_pid(0), workers.slot_pid(1)
            assert killed is not None and other is not None
            os.kill(killed, signal.SIGKILL)
            while workers.slot_pid(0) == killed:  # until the pool has put another in its place
                await asyncio.sleep(0.01)
            answer = await asyncio.wait_for(workers.submit(b"a", deadline=60, route=0), 20)
            return other, answer
        finally:
            workers.close()

    other, answer = asyncio.run(scenario())
    assert int(answer) == other


def test_a_worker_stopped_on_a_long_deadline_is_given_up_within_seconds_and_replaced(
    caplog: pytest.LogCaptureFixture,
) -> None:
    """A deadline allows for a slow worker (minutes, judging ahead); a stopped one is not slow."""

    async def scenario() -> tuple[int, float, list[int], bytes]:
        workers = Workers(1, echo)
        try:
            workers.start()
            await workers.run(b"warm")
            [stopped] = workers.pids()
            os.kill(stopped, signal.SIGSTOP)
            started = time.monotonic()
            with pytest.raises(Unanswered):
                await asyncio.wait_for(workers.run(b"x", deadline=350), 30)
            waited = time.monotonic() - started
            answer = await asyncio.wait_for(workers.run(b"y", deadline=350), 30)
            return stopped, waited, workers.pids(), answer
        finally:
            workers.close()

    with caplog.at_level(logging.WARNING, logger="bot.workers"):
        stopped, waited, now, answer = asyncio.run(scenario())
    assert waited < 30
    assert now and stopped not in now and gone(stopped)
    assert answer == b"y!"
    assert any(str(stopped) in r.getMessage() for r in caplog.records)


def test_a_worker_that_is_only_slow_is_not_taken_for_a_stopped_one() -> None:
    async def scenario() -> tuple[bytes, int]:
        workers = Workers(1, sleep_then_echo)
        try:
            workers.start()
            await workers.run(b"0")
            answer = await asyncio.wait_for(workers.run(b"5", deadline=350), 60)
            return answer, workers.silenced
        finally:
            workers.close()

    assert asyncio.run(scenario()) == (b"5", 0)


def test_each_answer_tells_how_long_its_worker_took_and_a_probe_tells_nothing() -> None:
    async def scenario() -> Sequence[float]:
        workers = Workers(1, sleep_then_echo)
        workers.pace = Pace("work", floor=1.0, ceiling=10.0, slow_after=1.0)
        try:
            await workers.run(b"0.3", deadline=10)
            await workers.probe()
            return workers.pace.recent()
        finally:
            workers.close()

    [took] = asyncio.run(scenario())
    assert 0.25 < took < 5


def test_with_threads_each_answer_tells_how_long_it_took_too() -> None:
    async def scenario() -> Sequence[float]:
        workers = Workers(0, sleep_then_echo)
        workers.pace = Pace("work", floor=1.0, ceiling=10.0, slow_after=1.0)
        try:
            await workers.run(b"0.2")
            return workers.pace.recent()
        finally:
            workers.close()

    [took] = asyncio.run(scenario())
    assert took >= 0.15


def test_work_killed_at_its_deadline_counts_as_that_long_so_a_slow_machine_gets_longer() -> None:
    async def scenario() -> tuple[Sequence[float], bytes]:
        workers = Workers(1, sleep_then_echo)
        workers.pace = Pace("work", floor=0.4, ceiling=10.0, slow_after=1.0)
        try:
            await workers.run(b"0", deadline=10)  # started
            with pytest.raises(Unanswered):
                await workers.run(b"0.8", deadline=workers.pace.deadline())
            killed = workers.pace.recent()
            answer = await workers.run(b"0.8", deadline=workers.pace.deadline())
            return killed, answer
        finally:
            workers.close()

    killed, answer = asyncio.run(scenario())
    assert killed[-1] == 0.4
    assert answer == b"0.8"


def test_a_worker_found_stopped_is_not_slow_and_leaves_the_pace_be() -> None:
    """Counted as taking its whole deadline, one SIGSTOP would stretch every deadline after."""

    async def scenario() -> tuple[BaseException | None, Sequence[float]]:
        workers = Workers(1, sleep_then_echo)
        workers.pace = Pace("work", floor=1.0, ceiling=100.0, slow_after=1.0)
        try:
            await workers.run(b"0", deadline=10)  # started, and measured once
            os.kill(workers.pids()[0], signal.SIGSTOP)
            stopped = asyncio.ensure_future(workers.run(b"0", deadline=60))
            await asyncio.wait({stopped}, timeout=50)  # found stopped within seconds
            return stopped.exception(), workers.pace.recent()
        finally:
            workers.close()

    error, recent = asyncio.run(scenario())
    assert isinstance(error, Unanswered) and "is stopped" in str(error)
    assert len(recent) == 1 and recent[0] < 60


def test_work_asked_of_closed_workers_is_lost_as_from_a_dead_one_and_not_asked_again(
    caplog: pytest.LogCaptureFixture,
) -> None:
    # The bot stopping: a turn clock that fires then still draws its table, and must fall back
    # to words as after a dead worker, not fail with an error of its own.
    async def scenario() -> BaseException | None:
        workers = Workers(1, echo)
        workers.start()
        workers.close()
        try:
            await retried(lambda: workers.run(b"x"))
        except BaseException as error:
            return error
        return None

    with caplog.at_level(logging.WARNING, logger="bot.workers"):
        error = asyncio.run(scenario())
    assert isinstance(error, BrokenProcessPool) and isinstance(error, LOST)
    assert not [r for r in caplog.records if "trying again" in r.getMessage()]
