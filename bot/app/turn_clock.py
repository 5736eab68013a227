"""Turn time-outs: a reminder at half time, then the idle player forfeits."""

from __future__ import annotations

import asyncio
import logging
from collections.abc import Awaitable, Callable

log = logging.getLogger(__name__)

Alarm = Callable[[], Awaitable[None]]


class TurnClock:
    """One pending time-out per match; setting a new one cancels the old.

    A waiting clock is a timer of the event loop, not a sleeping task: every open match has one,
    and a task with its coroutine is several objects more for each full garbage collection to
    walk (and one more task made and cancelled per move). A task runs only while an alarm rings.
    """

    def __init__(self) -> None:
        self._timers: dict[int, asyncio.TimerHandle] = {}
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
        loop = asyncio.get_running_loop()
        if half >= 0:  # a clock resumed past half time has already reminded
            expiry = (seconds - half, on_expiry)
            timer = loop.call_later(half, self._ring, match_id, on_half, expiry)
        else:
            timer = loop.call_later(seconds, self._ring, match_id, on_expiry, None)
        self._timers[match_id] = timer

    def cancel(self, match_id: int) -> None:
        """Stop the clock of ``match_id``, if one runs (an alarm that cancels its own clock
        still finishes)."""
        timer = self._timers.pop(match_id, None)
        if timer is not None:
            timer.cancel()
        task = self._ringing.pop(match_id, None)
        if task is not None and task is not asyncio.current_task():
            task.cancel()

    def running(self, match_id: int) -> bool:
        """Whether a time-out is pending for ``match_id``."""
        return match_id in self._timers or match_id in self._ringing

    def _ring(self, match_id: int, alarm: Alarm, then: tuple[float, Alarm] | None) -> None:
        self._timers.pop(match_id, None)
        task = asyncio.get_running_loop().create_task(
            self._sound(match_id, alarm, then), name=f"turn-clock-{match_id}"
        )
        self._ringing[match_id] = task

    async def _sound(self, match_id: int, alarm: Alarm, then: tuple[float, Alarm] | None) -> None:
        task = asyncio.current_task()
        if then is None:
            self._ringing.pop(match_id, None)  # the expiry: the clock has run out
        try:
            await alarm()
        except asyncio.CancelledError:
            raise
        except Exception:  # a failing alarm must not kill the loop's other work
            log.exception("turn clock of match %s failed", match_id)
        if then is not None and self._ringing.get(match_id) is task:
            del self._ringing[match_id]
            seconds, on_expiry = then
            self._timers[match_id] = asyncio.get_running_loop().call_later(
                seconds, self._ring, match_id, on_expiry, None
            )

    def cancel_all(self) -> None:
        """Stop every clock (on shutdown)."""
        for match_id in {*self._timers, *self._ringing}:
            self.cancel(match_id)
