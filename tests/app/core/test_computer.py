import asyncio
import logging
import os
import pickle
import signal
import time
from concurrent.futures.process import BrokenProcessPool

import pytest

from bot.ai import make_player
from bot.app.core.computer import ComputerPlayers
from bot.engine import Match, preset
from bot.workers import JOIN_SECONDS, KILL_SECONDS
from testing.pace import allow
from testing.worker_questions import loaded


def _workers(computer: ComputerPlayers) -> list[int]:
    return computer.worker_pids()


def _view_with_choices():
    match = Match(preset("standard"), seed=5)
    seat = match.to_move
    view = match.view(seat)
    assert len(view.legal) > 1
    return view


async def test_a_decision_after_the_worker_was_killed_is_made_by_a_new_worker():
    computer = ComputerPlayers(processes=1, time_budget=0.05)
    try:
        view = _view_with_choices()
        first = await computer.decide("normal", view, seed=1)
        [pid] = _workers(computer)
        os.kill(pid, signal.SIGKILL)
        again = await computer.decide("normal", view, seed=1)
        assert again == first
        assert _workers(computer) and _workers(computer) != [pid]
    finally:
        computer.close()


async def test_a_fresh_computer_worker_has_loaded_the_computers_code_before_it_is_ready():
    # Else its first decision's deadline pays for the imports, and a busy machine misses it.
    computer = ComputerPlayers(processes=1, time_budget=0.05, startup=allow(30))
    try:
        computer.start()
        assert await computer.workers.probe(allow(30))  # started, and ready
        asked = pickle.dumps((loaded, ("bot.ai.expert",)))
        assert pickle.loads(await computer.workers.run(asked)) is True
    finally:
        computer.close()


async def _gone(pid: int) -> bool:
    """Whether process ``pid`` has exited and been collected (by the loop), within seconds."""
    for _ in range(100):
        try:
            os.kill(pid, 0)
        except ProcessLookupError:
            return True
        await asyncio.sleep(0.05)
    return False


@pytest.mark.slow
async def test_a_stopped_worker_is_replaced_and_the_greedy_move_is_played_in_time(caplog):
    # The deadline (4 budgets and a second) and a fresh worker's start follow the machine's pace.
    computer = ComputerPlayers(processes=1, time_budget=allow(0.05), startup=allow(30))
    try:
        view = _view_with_choices()
        await computer.decide("normal", view, seed=1)  # the worker is up
        [pid] = _workers(computer)
        os.kill(pid, signal.SIGSTOP)
        deadline = computer.pace.deadline()  # the floor, unless that first decision was slow
        started = time.monotonic()
        with caplog.at_level(logging.WARNING, logger="bot.app.core.computer"):
            decision = await asyncio.wait_for(
                computer.decide("expert", view, seed=987654), allow(30)
            )
        waited = time.monotonic() - started
        assert deadline <= waited < deadline + allow(5)
        assert decision == make_player("greedy", 1).decide(view)
        [warning] = [r for r in caplog.records if r.name == "bot.app.core.computer"]
        assert warning.levelno == logging.WARNING
        assert "expert" in warning.getMessage() and "greedy" in warning.getMessage()
        assert "987654" not in warning.getMessage()  # the seed decides the hidden cards
        assert _workers(computer) and pid not in _workers(computer)
        assert await _gone(pid)
    finally:
        computer.close()


@pytest.mark.slow
async def test_after_a_stopped_worker_the_next_decision_is_the_new_workers():
    # The deadline (4 budgets and a second) and a fresh worker's start follow the machine's pace.
    computer = ComputerPlayers(processes=1, time_budget=allow(0.05), startup=allow(30))
    try:
        view = _view_with_choices()
        await computer.decide("normal", view, seed=1)
        [stopped] = _workers(computer)
        os.kill(stopped, signal.SIGSTOP)
        await asyncio.wait_for(computer.decide("normal", view, seed=2), allow(30))
        [replacement] = _workers(computer)
        later = await asyncio.wait_for(computer.decide("normal", view, seed=3), allow(30))
        assert later == make_player("normal", 3).decide(view)
        assert _workers(computer) == [replacement] and replacement != stopped
    finally:
        computer.close()


@pytest.mark.slow
async def test_closing_with_a_stopped_worker_returns_within_the_grace_period():
    computer = ComputerPlayers(processes=1, time_budget=0.05)
    view = _view_with_choices()
    await computer.decide("normal", view, seed=1)
    [pid] = _workers(computer)
    os.kill(pid, signal.SIGSTOP)
    started = time.monotonic()
    await asyncio.to_thread(computer.close, wait=True)
    assert time.monotonic() - started < JOIN_SECONDS + KILL_SECONDS + 1.0
    with pytest.raises(ProcessLookupError):
        os.kill(pid, 0)


async def test_on_a_busy_machine_a_decision_may_take_as_long_as_decisions_take_now():
    computer = ComputerPlayers(processes=0, time_budget=0.05)
    asked: list[float | None] = []
    run = computer.workers.run

    async def noted(request: bytes, *, deadline: float | None = None, timed: bool = True):
        asked.append(deadline)
        return await run(request, deadline=deadline, timed=timed)

    computer.workers.run = noted  # type: ignore[method-assign]
    try:
        view = _view_with_choices()
        await computer.decide("normal", view, seed=1)
        for _ in range(20):  # decisions have taken 2 s lately
            computer.pace.record(2.0)
        await computer.decide("normal", view, seed=2)
    finally:
        computer.close()
    assert asked == [computer.deadline, 6.0]


async def test_a_match_decision_is_timed_and_a_hint_is_not():
    computer = ComputerPlayers(processes=0, time_budget=0.05)
    try:
        view = _view_with_choices()
        await computer.decide("normal", view, seed=1)
        await computer.hint(view, seed=1)
    finally:
        computer.close()
    assert computer.pace.measured == 1


async def test_a_decision_whose_workers_keep_dying_is_the_greedy_move(
    monkeypatch: pytest.MonkeyPatch, caplog: pytest.LogCaptureFixture
):
    # On a starved machine a worker killed for its deadline breaks the pool for the others:
    # a match must go on with the fallback player, not fail its command.
    async def dying(*args: object, **kwargs: object) -> str:
        raise BrokenProcessPool("a worker process died")

    monkeypatch.setattr("bot.app.core.computer.run_call", dying)
    computer = ComputerPlayers(processes=1, time_budget=0.05)
    try:
        view = _view_with_choices()
        with caplog.at_level(logging.WARNING, logger="bot.app.core.computer"):
            decision = await computer.decide("easy", view, seed=3)
            daily = await computer.decide_daily(view, seed=3)
        greedy = make_player("greedy", 1).decide(view)
        assert decision == greedy and daily == greedy
        assert sum("died" in r.getMessage() for r in caplog.records) == 2
    finally:
        computer.close()
