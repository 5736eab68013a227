"""The computer's decisions, made off the event loop in worker processes."""

from __future__ import annotations

import asyncio
import importlib
import logging
import time
from collections.abc import Callable
from concurrent.futures.process import BrokenProcessPool
from typing import TYPE_CHECKING, Literal, TypeVar

from bot.engine import Action, PlayerView
from bot.engine.players import Level
from bot.pace import Pace
from bot.workers import Unanswered, Workers, call, run_call

if TYPE_CHECKING:
    from bot.review.hint import Hint

log = logging.getLogger(__name__)

T = TypeVar("T")

# How often one decision is tried on a fresh pool after its worker died, before giving up.
DECISION_ATTEMPTS = 3
# A decision not answered within this many times the time budget, plus the margin (seconds), is
# abandoned: its worker is killed and replaced, and the fallback player decides instead.
DEADLINE_BUDGETS = 4
DEADLINE_MARGIN = 1.0
# On a busy machine the deadline follows how long decisions take now (``Pace``), up to this.
DEADLINE_CEILING = 30.0
# A decision that typically takes this much longer than its time budget keeps a member waiting.
SLOW_AFTER_BUDGET = 2.0
# A hint (2,000 playouts, about a second) that takes longer has a stopped or stuck worker.
HINT_DEADLINE = 15.0
# Plays when a worker gives no answer: a few lines over the legal moves, instant and unable to
# hang, so it runs right here; any level's worker may have been stuck on this very view.
FALLBACK: Literal["greedy"] = "greedy"
# The expert's simulated rounds per decision in the daily deal: a count, never a clock, so the
# reply depends on nothing but the day and the moves.
DAILY_PLAYOUTS = 2000
# A daily decision not made in this many seconds has a stuck worker: it is replaced, and the
# ``FALLBACK`` player decides, as in a match (far above the playouts' time, so a busy machine
# still plays the expert and every member meets the same replies).
DAILY_DEADLINE = 30.0


def advise(view: PlayerView, seed: int) -> Hint:
    """The expert's hint for a member's view (runs in a worker; plain data in and out)."""
    from bot.review.hint import hint

    return hint(view, seed)


def decide(level: Level, view: PlayerView, seed: int, time_budget: float) -> str:
    """One decision, as action text (runs in a worker; plain data in and out)."""
    from bot.ai import choose_action

    return str(choose_action(level, view, seed=seed, time_budget=time_budget))


def decide_counted(view: PlayerView, seed: int, playouts: int) -> str:
    """The expert's decision after exactly ``playouts`` simulated rounds, whatever the clock:
    the same view and seed give the same action on any machine (runs in a worker)."""
    from bot.ai import choose_action

    return str(choose_action("expert", view, seed=seed, time_budget=1e9, playouts=playouts))


def warm_up() -> None:
    """A worker's start: the computer players' code imported before the worker says it is
    ready, so that a decision's deadline measures the decision, not the imports (seconds on a
    busy machine, which would fail the first decision of every fresh worker)."""
    importlib.import_module("bot.ai")


def fallback(view: PlayerView, seed: int) -> str:
    """The ``FALLBACK`` player's decision, as action text (in this process)."""
    from bot.ai import make_player

    return str(make_player(FALLBACK, seed).decide(view))


class ComputerPlayers:
    """Runs computer decisions in worker processes (or a thread, where processes are not
    wanted).

    A worker that dies (killed, out of memory) is replaced and the decision tried again, so no
    match waits for a restart. A worker that does not answer within the deadline (stopped,
    stuck) is killed and replaced, and the ``FALLBACK`` player makes that decision.
    """

    def __init__(
        self, processes: int = 1, time_budget: float = 0.5, *, startup: float | None = None
    ) -> None:
        self.time_budget = time_budget
        self.deadline = DEADLINE_BUDGETS * time_budget + DEADLINE_MARGIN  # seconds a decision
        self.processes = processes
        self.decision_seconds: Callable[[float], None] | None = None  # a metrics hook
        self._closed = False
        self._workers = Workers(processes, call, warm_up, startup=startup)
        self.pace = Pace(
            "computer moves",
            self.deadline,
            max(self.deadline, DEADLINE_CEILING),
            time_budget + SLOW_AFTER_BUDGET,
        )
        self._workers.pace = self.pace
        self.in_flight = 0  # decisions being made: long work (reviews) waits for none
        self._idle = asyncio.Event()
        self._idle.set()

    def start(self) -> None:
        """Start the worker processes now, with the bot: the first match against the computer
        then does not wait for a process to start (seconds, on a busy machine)."""
        if self.processes > 0:
            self._workers.start()

    @property
    def workers(self) -> Workers:
        """The computer's worker processes (for the health check)."""
        return self._workers

    def worker_pids(self) -> list[int]:
        """The process ids of the live workers (none for threads)."""
        return self._workers.pids()

    async def decide(self, level: Level, view: PlayerView, seed: int) -> Action:
        """The computer's action for ``view``; trivial decisions skip the pool. When the worker
        gives no answer within the deadline (``deadline`` seconds, or longer while decisions
        take longer: ``pace``), the ``FALLBACK`` player's action."""
        if len(view.legal) == 1:
            return view.legal[0]
        started = time.perf_counter()
        deadline = self.pace.deadline()
        self._begin()
        try:
            text = await self._run(decide, level, view, seed, self.time_budget, deadline=deadline)
        except (Unanswered, BrokenProcessPool) as failure:
            # A match never fails for its computer: a worker slow or dying over and over (a
            # starved machine) gives way to the fallback player.
            text = fallback(view, seed)
            log.warning(
                "the %s computer could not decide (seat %d, round %d): %s; the %s player's "
                "move %s is played",
                level,
                view.seat,
                view.round_number,
                _failure(failure, deadline),
                FALLBACK,
                text,
            )
        finally:
            self._end()
        if self.decision_seconds is not None:
            self.decision_seconds(time.perf_counter() - started)
        return Action.parse(text)

    async def decide_daily(self, view: PlayerView, seed: int) -> Action:
        """The expert's decision in the daily deal: a fixed count of playouts, no clock. When
        the worker gives no answer within ``DAILY_DEADLINE`` seconds, the ``FALLBACK``
        player's action."""
        if len(view.legal) == 1:
            return view.legal[0]
        self._begin()
        try:
            text = await self._run(
                decide_counted, view, seed, DAILY_PLAYOUTS, deadline=DAILY_DEADLINE
            )
        except (Unanswered, BrokenProcessPool) as failure:
            text = fallback(view, seed)
            log.warning(
                "the daily deal's expert could not decide: %s; the %s player's move is played",
                _failure(failure, DAILY_DEADLINE),
                FALLBACK,
            )
        finally:
            self._end()
        return Action.parse(text)

    async def hint(self, view: PlayerView, seed: int) -> Hint:
        """What the expert would do in a member's ``view``, and why."""
        self._begin()
        try:
            advice: Hint = await self._run(advise, view, seed, deadline=HINT_DEADLINE)
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

    async def _run(
        self, function: Callable[..., T], *args: object, deadline: float | None = None
    ) -> T:
        """``function(*args)`` in a worker; again in its replacement if the worker died;
        ``Unanswered`` if the worker gave no answer within ``deadline`` seconds (not tried again:
        the fallback player answers at once instead)."""
        attempts = 1 if self._closed else DECISION_ATTEMPTS
        return await run_call(
            self._workers,
            function,
            *args,
            deadline=deadline,
            attempts=attempts,
            lost=(BrokenProcessPool,),
            timed=function is decide,  # the pace is a match's moves' (not hints, nor the daily's)
        )

    def close(self, *, wait: bool = False) -> None:
        """Stop the workers (``wait``: until they have exited)."""
        self._closed = True
        self._workers.close(wait=wait)


def _failure(failure: BaseException, deadline: float) -> str:
    """How the worker failed, for the log."""
    if isinstance(failure, BrokenProcessPool):
        return f"its worker died, and its replacements too ({failure})"
    return f"no answer in {deadline:.1f} s, its worker replaced"
