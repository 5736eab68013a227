"""The public table's edits, one at a time per table, skipping to the newest state.

Discord allows about 5 sends or edits a channel in 5 seconds. Clicks that come faster than
that would queue an edit each, and the table would replay every state behind the game; here a
click waiting behind a running edit leaves one edit for all who wait, drawn when it starts, so
it shows the newest state and no update is lost.
"""

from __future__ import annotations

import asyncio
from collections.abc import Awaitable, Callable

Edit = Callable[[], Awaitable[None]]


class CoalescedEdits:
    """Runs the edits of each key one at a time; those that wait are merged into one."""

    def __init__(self) -> None:
        self._locks: dict[int, asyncio.Lock] = {}
        self._callers: dict[int, int] = {}
        self._wanted: dict[int, Edit] = {}
        self.skipped = 0  # edits merged into a later one, for the figures

    async def run(self, key: int, edit: Edit) -> None:
        """Return once an edit that started after this call has finished (``edit`` itself or
        a later caller's, which draws the same or a newer state)."""
        if key in self._wanted:
            self.skipped += 1
        self._wanted[key] = edit
        lock = self._locks.setdefault(key, asyncio.Lock())
        self._callers[key] = self._callers.get(key, 0) + 1
        try:
            async with lock:
                newest = self._wanted.pop(key, None)
                if newest is not None:
                    await newest()
        finally:
            self._callers[key] -= 1
            if not self._callers[key]:
                del self._callers[key], self._locks[key]
