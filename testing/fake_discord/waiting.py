"""Waiting for the fake's state to change (every request and event wakes the waiters)."""

from __future__ import annotations

import asyncio
from collections.abc import Callable
from typing import TypeVar

from testing.pace import allow

T = TypeVar("T")


class Notifier:
    # predicates may also read state outside the fake (the bot's), so re-check on a short tick
    poll_interval = 0.02

    def __init__(self) -> None:
        self._waiters: set[asyncio.Future[None]] = set()

    def notify(self) -> None:
        for waiter in self._waiters:
            if not waiter.done():
                waiter.set_result(None)
        self._waiters.clear()

    async def wait_for(
        self,
        predicate: Callable[[], T | None],
        timeout: float,
        describe: Callable[[], str] | None = None,
    ) -> T:
        """Return the first truthy ``predicate()`` result; TimeoutError after ``timeout`` s on
        an idle core, stretched to the machine's pace (``testing.pace``)."""
        loop = asyncio.get_running_loop()
        timeout = allow(timeout)
        deadline = loop.time() + timeout
        while True:
            result = predicate()
            if result:
                return result
            remaining = deadline - loop.time()
            if remaining <= 0:
                detail = describe() if describe else "condition"
                raise TimeoutError(f"timed out after {timeout:.1f}s waiting for {detail}")
            waiter: asyncio.Future[None] = loop.create_future()
            self._waiters.add(waiter)
            try:
                await asyncio.wait_for(waiter, min(remaining, self.poll_interval))
            except TimeoutError:
                pass
            finally:
                self._waiters.discard(waiter)
