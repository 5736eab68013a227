"""Channels that refused the bot: no request goes there until it may work again.

Discord bans an address that makes 10,000 refused requests (401, 403, 429) in 10 minutes, so a
channel that answered 50001 (no View Channel) is left alone: no table edit, no result, no turn
call; one that refused a post with 50013 (no Send Messages) gets no post, but its table is still
edited (editing the bot's own message needs no Send Messages), unless an edit was refused too.
That lasts until a permission may have changed (the channel, a role, or the bot's own member
updated) or a back-off has passed, whichever comes first. Then the next move tries once;
refused again, the channel waits longer.
https://discord.com/developers/docs/topics/rate-limits#invalid-request-limit-aka-cloudflare-bans
"""

from __future__ import annotations

import time
from collections.abc import Callable
from dataclasses import dataclass

MISSING_PERMISSIONS = 50013  # may see the channel, not do this: an edit may still be allowed
BACK_OFF = (60.0, 300.0, 900.0)  # seconds before a refused channel is tried again, in turn


@dataclass(slots=True)
class Refused:
    """A channel that refused the bot: where, why, how often, and until when it is left."""

    guild_id: int
    code: int
    times: int
    until: float
    edits: bool  # whether edits of the bot's messages are refused too, not only posts


class QuietChannels:
    """The channels left alone, and when each is tried again."""

    def __init__(self, clock: Callable[[], float] = time.monotonic) -> None:
        self.clock = clock
        self._refused: dict[int, Refused] = {}

    def refused(self, guild_id: int, channel_id: int, code: int, *, edit: bool = False) -> None:
        """Discord refused a request in ``channel_id`` with ``code`` (``edit``: an edit of our
        message, else a post): leave it for a while."""
        last = self._refused.get(channel_id)
        times = 1 if last is None else last.times + 1
        wait = BACK_OFF[min(times, len(BACK_OFF)) - 1]
        edits = code != MISSING_PERMISSIONS or edit or (last is not None and last.edits)
        self._refused[channel_id] = Refused(guild_id, code, times, self.clock() + wait, edits)

    def quiet(self, channel_id: int, *, edit: bool = False) -> bool:
        """Whether nothing should be posted to ``channel_id`` now (``edit``: nor an edit of
        our message made there)."""
        refused = self._refused.get(channel_id)
        if refused is None or self.clock() >= refused.until:
            return False
        return refused.edits or not edit

    def may_have_changed(self, guild_id: int, channel_id: int | None = None) -> None:
        """A permission may have changed (a channel, a role, the bot's member): the channel,
        or every channel of the server, is tried at its next request."""
        for refused_id, refused in self._refused.items():
            if refused.guild_id == guild_id and channel_id in (None, refused_id):
                refused.until = self.clock()

    def forget(self, channel_id: int) -> None:
        """The channel took a request again, or is gone."""
        self._refused.pop(channel_id, None)
