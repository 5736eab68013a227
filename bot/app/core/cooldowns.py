"""A pause a member must wait after giving up a match before starting another (against spam:
each start and forfeit posts public messages)."""

from __future__ import annotations

import time
from collections.abc import Callable

FORFEIT_COOLDOWN = 60.0  # seconds


class Cooldowns:
    """Until when each member (per server) may not start a match."""

    def __init__(
        self, seconds: float = FORFEIT_COOLDOWN, clock: Callable[[], float] = time.monotonic
    ) -> None:
        self.seconds = seconds
        self.clock = clock
        self._until: dict[tuple[int, int], float] = {}

    def start(self, guild_id: int, user_id: int) -> None:
        """The member just gave up a match."""
        now = self.clock()
        self._until = {key: until for key, until in self._until.items() if until > now}
        self._until[(guild_id, user_id)] = now + self.seconds

    def left(self, guild_id: int, user_id: int) -> float:
        """Seconds the member still has to wait (0 when free)."""
        return max(0.0, self._until.get((guild_id, user_id), 0.0) - self.clock())
