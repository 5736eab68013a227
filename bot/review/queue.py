"""Reviews, one at a time per process, each step only while no computer move is waiting.

A review is long work (a minute for a long match); a live match must never wait for it. So the
reviews of a process form one queue, the one at its head runs decision by decision in its own
worker at a lower operating-system priority, and before each decision it waits until no
computer move is in flight. Whoever asked is told their place in the queue and the progress.

The order is fair between members: each member's n-th waiting review comes after every other
member's (n-1)-th, so asking many times never pushes another member's review back.

Verdicts are kept (``Verdicts``): a review judges only the decisions not judged already. While
no review waits, a worker of its own at the lowest priority judges ahead the decisions of matches
being played (``ahead``), one at a time and still behind every computer move, so a review asked
at a match's end mostly finds its work done. A verdict judged ahead is the one a request would
judge (it depends on the reviewer, the view and the choice only).

Each decision has a deadline that follows how long decisions take now (``deadline``: the
reviews asked for and judging ahead each have their ``Pace``): at least ``judge_deadline``, and
up to ``REVIEW_STRETCH`` times that for a review asked, ``AHEAD_PATIENCE`` times judged ahead (at
the lowest priority a busy machine may give a worker almost nothing for minutes). A worker stuck
on a decision is killed and replaced, and one the system stopped (SIGSTOP) is found so within
seconds and replaced without waiting for the deadline (see ``bot.workers``); the decision is
judged again on the fresh one, and when that fails too the review fails with ``Unanswered``
(its member is told to try again in a minute).
"""

from __future__ import annotations

import asyncio
import contextlib
import itertools
import logging
import math
import os
from collections.abc import Awaitable, Callable, Hashable, Sequence
from dataclasses import dataclass, field, replace
from typing import Protocol

from bot.pace import Pace
from bot.review.ahead import AheadLine
from bot.review.decisions import Decision
from bot.review.judge import DecisionReview, Reviewer
from bot.review.summary import MatchReview
from bot.review.verdicts import Verdicts
from bot.workers import Workers, call, run_call

log = logging.getLogger(__name__)

NICENESS = 10  # how much lower than the bot's own processes a review worker runs
# Judging ahead, in a worker of its own: the lowest priority, only what the machine has to spare
# (a CPU-bound process at +19 weighs 15 against a click's 1,024: about 1.5% of a busy core).
AHEAD_NICENESS = 19
# A decision's deadline while decisions are quick: this margin plus a second per this many
# playouts (the default 6,000 take about 1.5 s on one core; 35 s allows for a busier machine).
JUDGE_MARGIN = 5.0
PLAYOUTS_A_SECOND = 200
# While decisions take longer, the deadline follows them up to this many times that (a review
# asked), or this many (judged ahead, at the lowest priority).
REVIEW_STRETCH = 3
AHEAD_PATIENCE = 10
# A decision that typically takes longer keeps a member minutes before a long match's review.
REVIEW_SLOW_AFTER = 10.0

Position = Callable[[int], Awaitable[None]]  # places ahead in the queue (0: running now)
Progress = Callable[[int, int], Awaitable[None]]  # decisions judged, decisions in all


class ComputerGate(Protocol):
    """Something that knows whether a computer move is being decided."""

    async def wait_idle(self) -> None:
        """Return once no computer move is in flight."""
        ...


class _AlwaysIdle:
    async def wait_idle(self) -> None:
        return None


def _lower_priority() -> None:
    """Worker start-up: run below the bot and its computer players."""
    # Where it is not allowed, the queue's waiting still keeps reviews behind moves.
    with contextlib.suppress(OSError):
        os.nice(NICENESS)


def _lowest_priority() -> None:
    """Worker start-up for judging ahead: below the reviews asked for."""
    with contextlib.suppress(OSError):
        os.nice(AHEAD_NICENESS)


def review_workers(
    processes: bool = True, *, ahead: bool = False, startup: float | None = None
) -> Workers:
    """One worker for reviews (``ahead``: for judging ahead, at the lowest priority): a
    low-priority process, or a thread where processes are off."""
    priority = _lowest_priority if ahead else _lower_priority
    return Workers(1 if processes else 0, call, priority, startup=startup)


def judge_deadline(reviewer: Reviewer) -> float:
    """Seconds one decision of ``reviewer`` may take, while decisions are quick, before its
    worker counts as stuck."""
    return JUDGE_MARGIN + reviewer.playouts / PLAYOUTS_A_SECOND


def _paced(workers: Workers, name: str, slow_after: float) -> None:
    """Give ``workers`` a pace of their own (they tell it each decision's time)."""
    if workers.pace is None:
        # The floor and ceiling here are unused: each reviewer's come from its playouts.
        workers.pace = Pace(name, JUDGE_MARGIN, JUDGE_MARGIN, slow_after)


def judge(reviewer: Reviewer, decision: Decision) -> DecisionReview:
    """One decision judged (runs in the worker; plain data in and out)."""
    return reviewer.judge(decision)


@dataclass(eq=False)
class _Ticket:
    position: Position | None
    owner: Hashable  # whose review it is: the fair order takes turns between owners
    number: int  # the order asked in
    round: int  # the owner's turn it waits for: an owner's n-th review waits for round n
    turn: asyncio.Event = field(default_factory=asyncio.Event)
    told: int = -1


class ReviewQueue:
    """The process's reviews, in the order asked for."""

    def __init__(
        self,
        workers: Workers,
        gate: ComputerGate | None = None,
        verdicts: Verdicts | None = None,
        ahead_workers: Workers | None = None,
    ) -> None:
        self.workers = workers
        self.ahead_workers = ahead_workers or workers  # who judges ahead
        _paced(self.workers, "reviewed decisions", REVIEW_SLOW_AFTER)
        _paced(self.ahead_workers, "decisions judged ahead", math.inf)  # for whenever it can
        self._gate: ComputerGate = gate or _AlwaysIdle()
        self.verdicts = verdicts or Verdicts()
        self.waiting_ahead = AheadLine()
        self._ahead_wake = asyncio.Event()
        self._ahead_task: asyncio.Task[None] | None = None
        self.judged_ahead = 0  # decisions judged ahead (for tests and figures)
        self._line: list[_Ticket] = []
        self._running: _Ticket | None = None
        self._numbers = itertools.count()
        self._round = 0  # the round of the review running (or last run)
        self._last_round: dict[Hashable, int] = {}  # each owner in line: its last ticket's round

    def __len__(self) -> int:
        """Reviews running or waiting."""
        return len(self._line)

    async def review(
        self,
        decisions: Sequence[Decision],
        seat: int,
        reviewer: Reviewer,
        *,
        position: Position | None = None,
        progress: Progress | None = None,
        owner: Hashable | None = None,
    ) -> MatchReview:
        """Wait for this review's turn, then judge every decision in the worker.

        ``owner``: whose review it is (None: a review of its own), for the fair order."""
        number = next(self._numbers)
        owner = ("ticket", number) if owner is None else owner
        turn = max(self._round, self._last_round.get(owner, -1) + 1)
        self._last_round[owner] = turn
        ticket = _Ticket(position, owner, number, turn)
        self._line.append(ticket)
        self._reorder()
        try:
            await self._tell_positions()
            while self._running is not None or self._line[0] is not ticket:
                await ticket.turn.wait()
                ticket.turn.clear()
            self._running = ticket
            self._round = ticket.round
            judged: list[DecisionReview] = []
            for decision in decisions:
                judged.append(await self._verdict(reviewer, decision))
                if progress is not None:
                    await _quietly(progress(len(judged), len(decisions)))
            return MatchReview(seat, tuple(judged))
        finally:
            if self._running is ticket:
                self._running = None
            self._line.remove(ticket)
            if all(waiting.owner != ticket.owner for waiting in self._line):
                del self._last_round[ticket.owner]
            self._reorder()
            if self._running is None and self._line:
                self._line[0].turn.set()
            if not self._line:
                self._ahead_wake.set()
            await self._tell_positions()

    async def _verdict(
        self, reviewer: Reviewer, decision: Decision, *, ahead: bool = False
    ) -> DecisionReview:
        """The verdict on ``decision``: kept from before, or judged now in the worker of the
        reviews asked for (``ahead``: in the one that judges ahead)."""
        kept = self.verdicts.get(reviewer, decision)
        if kept is not None:
            return kept
        await self._gate.wait_idle()
        judged: DecisionReview = await run_call(
            self.ahead_workers if ahead else self.workers,
            judge,
            reviewer,
            decision,
            deadline=self.deadline(reviewer, ahead=ahead),
            attempts=2,
        )
        # The asker's own decision, whose view shares its match's rules (not the worker's copy).
        judged = replace(judged, decision=decision)
        self.verdicts.put(reviewer, judged)
        return judged

    def deadline(self, reviewer: Reviewer, *, ahead: bool = False) -> float:
        """Seconds a decision of ``reviewer`` may take now (``ahead``: judged ahead): three
        times how long decisions take now, within ``judge_deadline`` and its stretch."""
        floor = judge_deadline(reviewer)
        pace = (self.ahead_workers if ahead else self.workers).pace
        ceiling = floor * (AHEAD_PATIENCE if ahead else REVIEW_STRETCH)
        return floor if pace is None else pace.within(floor, ceiling)

    # -- judging ahead ------------------------------------------------------------------------

    def ahead(self, match: Hashable, reviewer: Reviewer, decision: Decision) -> None:
        """Judge ``decision`` of ``match`` while no review waits (its verdict is then kept)."""
        if (reviewer, decision) in self.verdicts:
            return
        self.waiting_ahead.add(match, reviewer, decision)
        self._ahead_wake.set()
        if self._ahead_task is None:
            self._ahead_task = asyncio.get_running_loop().create_task(self._judge_ahead())

    def finished(self, match: Hashable) -> None:
        """``match`` ended: its decisions are judged ahead before those of matches in play."""
        self.waiting_ahead.finished(match)

    async def _judge_ahead(self) -> None:
        """Judge the waiting decisions one at a time, whenever no review waits or runs."""
        while True:
            await self._ahead_wake.wait()
            self._ahead_wake.clear()
            while not self._line:
                await self._gate.wait_idle()
                if self._line:  # a review was asked meanwhile: it goes first
                    break
                waiting = self.waiting_ahead.next()
                if waiting is None:
                    break
                reviewer, decision = waiting
                if (reviewer, decision) in self.verdicts:
                    continue
                try:
                    await self._verdict(reviewer, decision, ahead=True)
                except Exception as error:  # a review asked later judges it again
                    log.warning("a decision judged ahead gave no verdict: %r", error)
                    continue
                self.judged_ahead += 1

    def _reorder(self) -> None:
        """The running review first, then the waiting ones by round, taking turns."""
        waiting = sorted(
            (ticket for ticket in self._line if ticket is not self._running),
            key=lambda ticket: (ticket.round, ticket.number),
        )
        self._line = ([] if self._running is None else [self._running]) + waiting

    async def _tell_positions(self) -> None:
        """Tell each waiting review its place, when it changed."""
        for place, ticket in enumerate(list(self._line)):
            if ticket.position is not None and ticket.told != place:
                ticket.told = place
                await _quietly(ticket.position(place))

    def close(self, *, wait: bool = False) -> None:
        """Stop judging ahead and the worker (killing it if it does not stop: never waits on a
        stuck one)."""
        task = self._ahead_task
        if task is not None:  # called from any thread, perhaps after the loop closed
            with contextlib.suppress(RuntimeError):
                task.get_loop().call_soon_threadsafe(task.cancel)
        self.workers.close(wait=wait)
        if self.ahead_workers is not self.workers:
            self.ahead_workers.close(wait=wait)


async def _quietly(update: Awaitable[None]) -> None:
    """Run a message update; a failed one must not stop the review."""
    try:
        await update
    except Exception:
        log.exception("a review update failed")


__all__ = [
    "AHEAD_PATIENCE",
    "REVIEW_STRETCH",
    "ComputerGate",
    "ReviewQueue",
    "judge",
    "judge_deadline",
    "review_workers",
]
