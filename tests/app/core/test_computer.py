import os
import signal

from bot.app.core.computer import ComputerPlayers
from bot.engine import Match, preset


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
