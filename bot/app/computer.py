"""The computer's decisions, made off the event loop in worker processes."""

from __future__ import annotations

import asyncio
import multiprocessing
from concurrent.futures import Executor, ProcessPoolExecutor, ThreadPoolExecutor
from typing import TYPE_CHECKING

from bot.engine import Action, PlayerView
from bot.engine.players import Level

if TYPE_CHECKING:
    from bot.review.hint import Hint


def advise(view: PlayerView, seed: int) -> Hint:
    """The expert's hint for a member's view (runs in a worker; plain data in and out)."""
    from bot.review.hint import hint

    return hint(view, seed)


def decide(level: Level, view: PlayerView, seed: int, time_budget: float) -> str:
    """One decision, as action text (runs in a worker; plain data in and out)."""
    from bot.ai import choose_action

    return str(choose_action(level, view, seed=seed, time_budget=time_budget))


class ComputerPlayers:
    """Runs computer decisions in a process pool (or threads, where processes are not wanted)."""

    def __init__(self, processes: int = 1, time_budget: float = 0.5) -> None:
        self.time_budget = time_budget
        self.in_flight = 0  # decisions being made: long work (reviews) waits for none
        self._idle = asyncio.Event()
        self._idle.set()
        self._executor: Executor
        if processes > 0:
            # spawn: a forked child of a process with threads (aiosqlite, discord) can deadlock.
            context = multiprocessing.get_context("spawn")
            self._executor = ProcessPoolExecutor(processes, mp_context=context)
        else:
            self._executor = ThreadPoolExecutor(1, thread_name_prefix="computer")

    async def decide(self, level: Level, view: PlayerView, seed: int) -> Action:
        """The computer's action for ``view``; trivial decisions skip the pool."""
        if len(view.legal) == 1:
            return view.legal[0]
        loop = asyncio.get_running_loop()
        self._begin()
        try:
            text = await loop.run_in_executor(
                self._executor, decide, level, view, seed, self.time_budget
            )
        finally:
            self._end()
        return Action.parse(text)

    async def hint(self, view: PlayerView, seed: int) -> Hint:
        """What the expert would do in a member's ``view``, and why."""
        loop = asyncio.get_running_loop()
        self._begin()
        try:
            return await loop.run_in_executor(self._executor, advise, view, seed)
        finally:
            self._end()

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

    def close(self) -> None:
        """Stop the workers."""
        self._executor.shutdown(wait=False, cancel_futures=True)
