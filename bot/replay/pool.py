"""Replays are drawn in a worker of their own, below the bot's priority: a whole match takes
seconds of CPU, and the drawing processes must keep answering the live tables at once."""

from __future__ import annotations

import contextlib
import os

from bot.replay.reel import Reel, ReplayOrder, reel_of
from bot.workers import Workers, call, run_call

NICENESS = 10  # as the reviews' worker: the live matches' processes come first
# Seconds a replay may take once its worker starts on it: a whole match takes 3-5 s of one idle
# core; a machine many times busier is still not a stuck worker.
REPLAY_DEADLINE = 120.0


def _lower_priority() -> None:
    """Worker start-up: run below the bot, its drawing processes and its computer players."""
    with contextlib.suppress(OSError):  # where it is not allowed, the worker is still apart
        os.nice(NICENESS)
    from bot.render.png import shared_palette

    shared_palette()


def replay_workers(processes: bool = True, *, startup: float | None = None) -> Workers:
    """One low-priority process for replays (a thread where processes are off), started when
    the first replay is asked for."""
    return Workers(1 if processes else 0, call, _lower_priority, startup=startup)


async def draw(workers: Workers, order: ReplayOrder) -> Reel:
    """The replay ``order`` asks for, drawn in ``workers``; tried once more on a fresh worker
    when the first was lost."""
    made: Reel = await run_call(workers, reel_of, order, deadline=REPLAY_DEADLINE, attempts=2)
    return made
