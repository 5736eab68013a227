"""Turn time-outs: a reminder at half time, then the idle player forfeits."""

from __future__ import annotations

import asyncio
import logging
from collections.abc import Awaitable, Callable

log = logging.getLogger(__name__)

Alarm = Callable[[], Awaitable[None]]


class TurnClock:
    """One pending time-out per match; setting a new one cancels the old."""

    def __init__(self) -> None:
        self._tasks: dict[int, asyncio.Task[None]] = {}

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
        task = asyncio.get_running_loop().create_task(
            self._run(match_id, seconds, half, on_half, on_expiry), name=f"turn-clock-{match_id}"
        )
        self._tasks[match_id] = task

    def cancel(self, match_id: int) -> None:
        """Stop the clock of ``match_id``, if one runs."""
        task = self._tasks.pop(match_id, None)
        if task is not None and task is not asyncio.current_task():
            task.cancel()

    def running(self, match_id: int) -> bool:
        """Whether a time-out is pending for ``match_id``."""
        task = self._tasks.get(match_id)
        return task is not None and not task.done()

    async def _run(
        self, match_id: int, seconds: float, half: float, on_half: Alarm, on_expiry: Alarm
    ) -> None:
        try:
            if half >= 0:  # a clock resumed past half time has already reminded
                await asyncio.sleep(half)
                await on_half()
            await asyncio.sleep(seconds - max(half, 0))
            self._tasks.pop(match_id, None)
            await on_expiry()
        except asyncio.CancelledError:
            raise
        except Exception:  # a failing alarm must not kill the loop's other work
            log.exception("turn clock of match %s failed", match_id)

    def cancel_all(self) -> None:
        """Stop every clock (on shutdown)."""
        for match_id in list(self._tasks):
            self.cancel(match_id)
