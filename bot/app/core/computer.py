"""The computer's decisions, made off the event loop in worker processes."""

from __future__ import annotations

import asyncio
import logging
import time
from collections.abc import Callable
from concurrent.futures.process import BrokenProcessPool
from typing import TYPE_CHECKING, TypeVar

from bot.engine import Action, PlayerView
from bot.engine.players import Level
from bot.workers import Workers, call, run_call

if TYPE_CHECKING:
    from bot.review.hint import Hint

log = logging.getLogger(__name__)

T = TypeVar("T")

# How often one decision is tried on a fresh pool after its worker died, before giving up.
DECISION_ATTEMPTS = 3


def advise(view: PlayerView, seed: int) -> Hint:
    """The expert's hint for a member's view (runs in a worker; plain data in and out)."""
    from bot.review.hint import hint

    return hint(view, seed)


def decide(level: Level, view: PlayerView, seed: int, time_budget: float) -> str:
    """One decision, as action text (runs in a worker; plain data in and out)."""
    from bot.ai import choose_action

    return str(choose_action(level, view, seed=seed, time_budget=time_budget))


class ComputerPlayers:
    """Runs computer decisions in worker processes (or a thread, where processes are not
    wanted).

    A worker that dies (killed, out of memory) is replaced and the decision tried again, so no
    match waits for a restart.
    """

    def __init__(self, processes: int = 1, time_budget: float = 0.5) -> None:
        self.time_budget = time_budget
        self.processes = processes
        self.decision_seconds: Callable[[float], None] | None = None  # a metrics hook
        self._closed = False
        self._workers = Workers(processes, call)
        self.in_flight = 0  # decisions being made: long work (reviews) waits for none
        self._idle = asyncio.Event()
        self._idle.set()

    def worker_pids(self) -> list[int]:
        """The process ids of the live workers (none for threads)."""
        return self._workers.pids()

    async def decide(self, level: Level, view: PlayerView, seed: int) -> Action:
        """The computer's action for ``view``; trivial decisions skip the pool."""
        if len(view.legal) == 1:
            return view.legal[0]
        started = time.perf_counter()
        self._begin()
        try:
            text = await self._run(decide, level, view, seed, self.time_budget)
        finally:
            self._end()
        if self.decision_seconds is not None:
            self.decision_seconds(time.perf_counter() - started)
        return Action.parse(text)

    async def hint(self, view: PlayerView, seed: int) -> Hint:
        """What the expert would do in a member's ``view``, and why."""
        self._begin()
        try:
            advice: Hint = await self._run(advise, view, seed)
        finally:
            self._end()
        return advice

    async def wait_idle(self) -> None:
        """Return once no decision is being made."""
        await self._idle.wait()

    def _begin(self) -> None:
        self.in_flight += 1
        self._idle.clear()

    def _end(self) -> None:
        self.in_flight -= 1
        if self.in_flight == 0:
            self._idle.set()

    async def _run(self, function: Callable[..., T], *args: object) -> T:
        """``function(*args)`` in a worker; again in its replacement if the worker died."""
        for attempt in range(1, DECISION_ATTEMPTS + 1):
            try:
                return await run_call(self._workers, function, *args)
            except BrokenProcessPool:
                if self._closed or attempt == DECISION_ATTEMPTS:
                    raise
                log.warning("a computer worker died; trying again (attempt %d)", attempt)
        raise AssertionError("unreachable")  # the last attempt returns or raises

    def close(self, *, wait: bool = False) -> None:
        """Stop the workers (``wait``: until they have exited)."""
        self._closed = True
        self._workers.close(wait=wait)
