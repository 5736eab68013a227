"""Turn time-outs: a reminder at half time, then the idle player forfeits."""

from __future__ import annotations

import asyncio
import heapq
import logging
import math
from collections.abc import Awaitable, Callable
from dataclasses import dataclass

log = logging.getLogger(__name__)

Alarm = Callable[[], Awaitable[None]]

# Alarms due this close to the loop's clock ring now: the loop may wake a timer that early.
SLACK = 0.001


@dataclass(slots=True)
class _Pending:
    """A match's next alarm: when it rings, and what rings after it (the expiry)."""

    when: float
    alarm: Alarm
    expiry_after: float | None = None
    expiry: Alarm | None = None


class TurnClock:
    """One pending time-out per match; setting a new one replaces the old.

    Waiting clocks share one timer of the event loop, set for the earliest alarm, so an open
    match holds only its alarm and its due time. A loop timer per match held a copy of the
    context besides, and every move left the cancelled one in the loop's queue until it came
    due: with the closures around them, about a fifth of what a full garbage collection walked
    for each open match. A task runs only while an alarm rings.
    """

    def __init__(self) -> None:
        self._pending: dict[int, _Pending] = {}
        # (when, match id), earliest first; an entry whose match has moved on is skipped.
        self._due: list[tuple[float, int]] = []
        self._timer: asyncio.TimerHandle | None = None
        self._timer_at = math.inf
        self._ringing: dict[int, asyncio.Task[None]] = {}

    def start(
        self,
        match_id: int,
        seconds: float,
        on_half: Alarm,
        on_expiry: Alarm,
        *,
        half_after: float | None = None,
    ) -> None:
        """Run ``on_half`` after ``half_after`` (default ``seconds / 2``; negative: never) and
        ``on_expiry`` after ``seconds``."""
        self.cancel(match_id)
        half = seconds / 2 if half_after is None else min(half_after, seconds)
        if half >= 0:  # a clock resumed past half time has already reminded
            self._set(match_id, half, on_half, seconds - half, on_expiry)
        else:
            self._set(match_id, seconds, on_expiry)

    def cancel(self, match_id: int) -> None:
        """Stop the clock of ``match_id``, if one runs (an alarm that cancels its own clock
        still finishes)."""
        self._pending.pop(match_id, None)  # its entry in the queue is skipped when due
        task = self._ringing.pop(match_id, None)
        if task is not None and task is not asyncio.current_task():
            task.cancel()

    def delay(self, match_id: int, seconds: float) -> bool:
        """Move the pending alarm of ``match_id`` ``seconds`` later (its expiry follows it):
        time given back to the player. False when no alarm waits (none, or one ringing)."""
        pending = self._pending.get(match_id)
        if pending is None or seconds <= 0:
            return False
        later = _Pending(
            pending.when + seconds, pending.alarm, pending.expiry_after, pending.expiry
        )
        self._pending[match_id] = later
        heapq.heappush(self._due, (later.when, match_id))  # the earlier entry is skipped
        return True

    def remaining(self, match_id: int) -> float | None:
        """Seconds until ``match_id``'s clock runs out (None: no alarm waits)."""
        pending = self._pending.get(match_id)
        if pending is None:
            return None
        left = pending.when - asyncio.get_running_loop().time()
        return left + (pending.expiry_after or 0.0)

    def running(self, match_id: int) -> bool:
        """Whether a time-out is pending for ``match_id``."""
        return match_id in self._pending or match_id in self._ringing

    def cancel_all(self) -> None:
        """Stop every clock (on shutdown)."""
        for match_id in {*self._pending, *self._ringing}:
            self.cancel(match_id)
        self._due.clear()
        if self._timer is not None:
            self._timer.cancel()
            self._timer, self._timer_at = None, math.inf

    def _set(
        self,
        match_id: int,
        delay: float,
        alarm: Alarm,
        expiry_after: float | None = None,
        expiry: Alarm | None = None,
    ) -> None:
        """Ring ``alarm`` after ``delay`` seconds (then ``expiry`` after ``expiry_after``)."""
        loop = asyncio.get_running_loop()
        pending = _Pending(loop.time() + delay, alarm, expiry_after, expiry)
        self._pending[match_id] = pending
        heapq.heappush(self._due, (pending.when, match_id))
        if len(self._due) > 2 * len(self._pending) + 64:  # mostly entries of earlier turns
            self._due = [(p.when, m) for m, p in self._pending.items()]
            heapq.heapify(self._due)
        self._wake_at(loop, pending.when)

    def _wake_at(self, loop: asyncio.AbstractEventLoop, when: float) -> None:
        if self._timer is not None:
            if self._timer_at <= when:
                return
            self._timer.cancel()
        self._timer, self._timer_at = loop.call_at(when, self._tick), when

    def _tick(self) -> None:
        """Ring every alarm that is due, then wait for the next one."""
        self._timer, self._timer_at = None, math.inf
        loop = asyncio.get_running_loop()
        now = loop.time() + SLACK
        due = self._due
        while due and (due[0][0] <= now or not self._current(*due[0])):
            when, match_id = heapq.heappop(due)
            if self._current(when, match_id):
                pending = self._pending.pop(match_id)
                self._ring(match_id, pending)
        if due:
            self._wake_at(loop, due[0][0])

    def _current(self, when: float, match_id: int) -> bool:
        pending = self._pending.get(match_id)
        return pending is not None and pending.when == when

    def _ring(self, match_id: int, pending: _Pending) -> None:
        task = asyncio.get_running_loop().create_task(
            self._sound(match_id, pending), name=f"turn-clock-{match_id}"
        )
        self._ringing[match_id] = task

    async def _sound(self, match_id: int, pending: _Pending) -> None:
        task = asyncio.current_task()
        if pending.expiry is None:
            self._ringing.pop(match_id, None)  # the expiry: the clock has run out
        try:
            await pending.alarm()
        except asyncio.CancelledError:
            raise
        except Exception:  # a failing alarm must not kill the loop's other work
            log.exception("turn clock of match %s failed", match_id)
        if pending.expiry is not None and self._ringing.get(match_id) is task:
            del self._ringing[match_id]
            assert pending.expiry_after is not None
            self._set(match_id, pending.expiry_after, pending.expiry)
