"""The computer's decisions, made off the event loop in worker processes."""

from __future__ import annotations

import asyncio
import logging
import multiprocessing
import time
from collections.abc import Callable
from concurrent.futures import Executor, ProcessPoolExecutor, ThreadPoolExecutor
from concurrent.futures.process import BrokenProcessPool

from bot.engine import Action, PlayerView
from bot.engine.players import Level

log = logging.getLogger(__name__)

# How often one decision is tried on a fresh pool after its worker died, before giving up.
DECISION_ATTEMPTS = 3


def decide(level: Level, view: PlayerView, seed: int, time_budget: float) -> str:
    """One decision, as action text (runs in a worker; plain data in and out)."""
    from bot.ai import choose_action

    return str(choose_action(level, view, seed=seed, time_budget=time_budget))


class ComputerPlayers:
    """Runs computer decisions in a process pool (or threads, where processes are not wanted).

    A worker that dies (killed, out of memory) breaks its pool: the pool is made anew and the
    decision tried again, so no match waits for a restart.
    """

    def __init__(self, processes: int = 1, time_budget: float = 0.5) -> None:
        self.time_budget = time_budget
        self.processes = processes
        self.decision_seconds: Callable[[float], None] | None = None  # a metrics hook
        self._closed = False
        self._executor = self._new_executor()

    def _new_executor(self) -> Executor:
        if self.processes > 0:
            # spawn: a forked child of a process with threads (aiosqlite, discord) can deadlock.
            context = multiprocessing.get_context("spawn")
            return ProcessPoolExecutor(self.processes, mp_context=context)
        return ThreadPoolExecutor(1, thread_name_prefix="computer")

    def worker_pids(self) -> list[int]:
        """The process ids of the live workers (none for threads)."""
        processes = getattr(self._executor, "_processes", None) or {}
        return [p.pid for p in processes.values() if p.pid is not None]

    async def decide(self, level: Level, view: PlayerView, seed: int) -> Action:
        """The computer's action for ``view``; trivial decisions skip the pool."""
        if len(view.legal) == 1:
            return view.legal[0]
        loop = asyncio.get_running_loop()
        started = time.perf_counter()
        for attempt in range(1, DECISION_ATTEMPTS + 1):
            executor = self._executor
            try:
                text = await loop.run_in_executor(
                    executor, decide, level, view, seed, self.time_budget
                )
                break
            except BrokenProcessPool:
                if self._closed or attempt == DECISION_ATTEMPTS:
                    raise
                log.warning("a computer worker died; starting a new pool (attempt %d)", attempt)
                self._replace(executor)
        if self.decision_seconds is not None:
            self.decision_seconds(time.perf_counter() - started)
        return Action.parse(text)

    def _replace(self, broken: Executor) -> None:
        """Swap in a fresh pool, once for every decision that saw ``broken`` fail."""
        if self._executor is broken:
            broken.shutdown(wait=False, cancel_futures=True)
            self._executor = self._new_executor()

    def close(self, *, wait: bool = False) -> None:
        """Stop the workers (``wait``: until they have exited)."""
        self._closed = True
        self._executor.shutdown(wait=wait, cancel_futures=True)
