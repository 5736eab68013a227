"""Tables shown without their pictures while drawing failed, shown again once it works.

When even a fresh drawing process gives no answer, a table or hand is sent as text, saying the
picture will follow; every few seconds the drawing processes are asked whether they answer
again, and once they do each such table is shown again (its public message and its hands).
"""

from __future__ import annotations

import asyncio
import contextlib
import logging
from collections.abc import Awaitable, Callable

from bot.app.core.table import Table
from bot.workers import Workers

log = logging.getLogger(__name__)

RETRY_SECONDS = 5.0  # how often drawing is tried again while pictures are owed

Show = Callable[[Table], Awaitable[None]]


class LatePictures:
    """The tables owed a picture, and the task that shows them once drawing works."""

    def __init__(self, workers: Workers, every: float = RETRY_SECONDS) -> None:
        self.workers = workers
        self.every = every
        self.show: Show | None = None  # shows a table again (its message and its hands)
        self._owed: dict[int, Table] = {}
        self._task: asyncio.Task[None] | None = None
        # Drawing failed and has not answered since: pictures are not waited for meanwhile.
        self.failing = False

    def owe(self, table: Table | None) -> None:
        """A message went out without its picture (``table``'s: show it again once drawing
        works; None: a message that is not shown again, such as a round's result)."""
        self.failing = True
        if table is not None and not table.match.over:
            self._owed[table.match_id] = table
        if self._task is None or self._task.done():
            self._task = asyncio.get_running_loop().create_task(self._catch_up(), name="late")

    async def _catch_up(self) -> None:
        while self.failing:
            await asyncio.sleep(self.every)
            if not await self.workers.probe(strict=True):
                continue
            self.failing = False
            owed, self._owed = self._owed, {}
            for table in owed.values():
                if table.match.over or self.show is None:
                    continue
                try:
                    await self.show(table)  # owes it again if drawing failed once more
                except Exception:
                    log.exception("could not show the pictures of match %s", table.match_id)

    def close(self) -> None:
        """Stop trying (from any thread: the bot stops its pools in threads)."""
        self._owed.clear()
        self.failing = False
        task = self._task
        if task is not None and not task.done():
            with contextlib.suppress(RuntimeError):  # its loop is closed: nothing runs it
                task.get_loop().call_soon_threadsafe(task.cancel)
