"""A channel the bot lost its permissions in, mid-match: the players are told on their hands.

Without View Channel the table can no longer be edited; without Send Messages the results and
turn calls cannot be posted. A private hand is edited through its interaction's token, which
needs no channel permission, so the match goes on there: each hand says what the channel lost,
the result is recorded (ranking points as usual), and the last hand gives the final score.
https://discord.com/developers/docs/topics/permissions
"""

from __future__ import annotations

from bot.app.core.table import Table
from bot.app.kernel.messages import Rendered
from bot.i18n import t

MISSING_ACCESS = 50001  # Discord's code when the bot may not see the channel
MISSING_PERMISSIONS = 50013  # … when it may see it, but not do this (post)
REFUSED = {MISSING_ACCESS: "discord-lost-view", MISSING_PERMISSIONS: "discord-lost-send"}


class ChannelNotices:
    """The matches whose channel refused the bot, and what it refused."""

    def __init__(self) -> None:
        self._keys: dict[int, str] = {}

    def note(self, match_id: int, code: int) -> bool:
        """Remember that Discord refused ``code`` in a match's channel; True when it is news
        (the players have not been told that yet)."""
        key = REFUSED.get(code)
        if key is None or self._keys.get(match_id) == key:
            return False
        self._keys[match_id] = key
        return True

    def drop(self, match_id: int) -> None:
        """The match ended and its hands were told: nothing more to say."""
        self._keys.pop(match_id, None)

    def add_to(self, rendered: Rendered, table: Table, seat: int, locale: str) -> None:
        """Put the notice on a hand message of ``seat`` (with the final score once it is over)."""
        key = self._keys.get(table.match_id)
        if key is None:
            return
        told = [t(locale, key)]
        if table.match.over:
            mine, theirs = table.match.scores[seat], table.match.scores[1 - seat]
            told.append(t(locale, "discord-lost-final", mine=mine, theirs=theirs))
        text = "\n".join(filter(None, [rendered.content, *told]))
        rendered.content = text[:2000]
