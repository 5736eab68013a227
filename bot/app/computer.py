"""The computer's decisions, made off the event loop in worker processes."""

from __future__ import annotations

import asyncio
import multiprocessing
from concurrent.futures import Executor, ProcessPoolExecutor, ThreadPoolExecutor

from bot.engine import Action, PlayerView
from bot.engine.players import Level


def decide(level: Level, view: PlayerView, seed: int, time_budget: float) -> str:
    """One decision, as action text (runs in a worker; plain data in and out)."""
    from bot.ai import choose_action

    return str(choose_action(level, view, seed=seed, time_budget=time_budget))


class ComputerPlayers:
    """Runs computer decisions in a process pool (or threads, where processes are not wanted)."""

    def __init__(self, processes: int = 1, time_budget: float = 0.5) -> None:
        self.time_budget = time_budget
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
        text = await loop.run_in_executor(
            self._executor, decide, level, view, seed, self.time_budget
        )
        return Action.parse(text)

    def close(self) -> None:
        """Stop the workers."""
        self._executor.shutdown(wait=False, cancel_futures=True)
