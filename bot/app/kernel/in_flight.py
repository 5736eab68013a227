"""The requests being handled, so that stopping can let them finish, or cut them short."""

from __future__ import annotations

import asyncio
import contextlib
from collections.abc import AsyncIterator


class InFlight:
    """A count of the requests in flight and their tasks."""

    def __init__(self) -> None:
        self.count = 0
        self._idle = asyncio.Event()
        self._idle.set()
        self._tasks: set[asyncio.Task[object]] = set()

    @contextlib.asynccontextmanager
    async def working(self) -> AsyncIterator[None]:
        """Count a request as in flight while it is handled."""
        self.count += 1
        self._idle.clear()
        task = asyncio.current_task()
        if task is not None:
            self._tasks.add(task)
        try:
            yield
        finally:
            if task is not None:
                self._tasks.discard(task)
            self.count -= 1
            if self.count == 0:
                self._idle.set()

    async def wait_idle(self, timeout: float) -> bool:
        """Wait until no request is being handled; False if that took longer than ``timeout``."""
        try:
            await asyncio.wait_for(self._idle.wait(), timeout)
        except TimeoutError:
            return False
        return True

    def cancel(self) -> None:
        """Cut every request in flight short."""
        for task in list(self._tasks):
            task.cancel()
