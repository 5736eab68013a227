"""A pause a member must wait after giving up a match before starting another (against spam:
each start and forfeit posts public messages). Each wait is stored too, so a restart keeps it."""

from __future__ import annotations

import logging
import time
from collections.abc import Callable
from datetime import datetime, timedelta
from typing import Protocol

from bot.store import StoreError
from bot.store.timestamps import utc_now

log = logging.getLogger(__name__)

FORFEIT_COOLDOWN = 60.0  # seconds


class CooldownStore(Protocol):
    """Where the waits are kept between processes."""

    async def set_cooldown(self, guild_id: int, user_id: int, until: datetime) -> None: ...

    async def cooldowns(self) -> dict[tuple[int, int], datetime]: ...


class Cooldowns:
    """Until when each member (per server) may not start a match."""

    def __init__(
        self,
        seconds: float = FORFEIT_COOLDOWN,
        clock: Callable[[], float] = time.monotonic,
        *,
        store: CooldownStore | None = None,
        wall: Callable[[], datetime] = utc_now,
    ) -> None:
        self.seconds = seconds
        self.clock = clock
        self.store = store
        self.wall = wall  # the stored waits are moments, which a new process's clock can read
        self._until: dict[tuple[int, int], float] = {}

    async def start(self, guild_id: int, user_id: int) -> None:
        """The member just gave up a match."""
        now = self.clock()
        self._until = {key: until for key, until in self._until.items() if until > now}
        self._until[(guild_id, user_id)] = now + self.seconds
        if self.store is None:
            return
        try:
            until = self.wall() + timedelta(seconds=self.seconds)
            await self.store.set_cooldown(guild_id, user_id, until)
        except StoreError as error:  # this process still keeps the wait
            log.warning("could not store the wait of member %s: %s", user_id, error)

    async def restore(self) -> None:
        """Take up the waits stored by an earlier process."""
        if self.store is None:
            return
        now, wall = self.clock(), self.wall()
        for key, until in (await self.store.cooldowns()).items():
            left = (until - wall).total_seconds()
            if left > 0:
                self._until[key] = max(self._until.get(key, 0.0), now + left)

    def left(self, guild_id: int, user_id: int) -> float:
        """Seconds the member still has to wait (0 when free)."""
        return max(0.0, self._until.get((guild_id, user_id), 0.0) - self.clock())
