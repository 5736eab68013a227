"""Calling the member whose turn it is: one short mention, removed when they act.

Only between members (the computer never waits) and only while the server's ``turn_pings``
setting is on. A ping is posted as soon as the turn passes to a member and deleted when that
member acts or the match ends, so the channel never fills with them.
"""

from __future__ import annotations

import logging
from collections.abc import Callable
from dataclasses import dataclass

import discord

from bot.app.core.hands import HandMessages
from bot.app.core.preferences import Preferences
from bot.app.core.table import Table
from bot.app.kernel.custom_ids import HandId
from bot.app.kernel.messages import button, stopped_view
from bot.i18n import t
from bot.store import StoreError

log = logging.getLogger(__name__)


@dataclass(frozen=True, slots=True)
class Ping:
    """A posted mention: where it is and whom it called."""

    channel_id: int
    message_id: int
    user_id: int


class TurnPings:
    """The one live ping of each match between members."""

    def __init__(
        self, client: discord.Client, preferences: Preferences, hands: HandMessages | None = None
    ) -> None:
        self.client = client
        self.preferences = preferences
        self.hands = hands  # whose hand can still be edited: the others are told to open one
        self._live: dict[int, Ping] = {}
        # told of Discord's error code when the channel refuses a ping (no permission, gone)
        self.channel_trouble: Callable[[Table, int, bool], None] | None = None

    def live(self, match_id: int) -> Ping | None:
        """The ping standing in a match, if any."""
        return self._live.get(match_id)

    def forget(self, match_id: int) -> None:
        """Stop keeping a match's ping (its channel is gone, and the ping with it)."""
        self._live.pop(match_id, None)

    async def after_turn(self, table: Table, locale: str, mover: int | None) -> None:
        """Replace the match's ping after a move by ``mover`` (None: nobody, e.g. a time-out)."""
        calling = await self._member_to_call(table)
        last = self._live.get(table.match_id)
        if last is not None and last.user_id == calling and mover != calling:
            return  # still waiting for the member already called
        if last is not None:
            await self._remove(table.match_id, last)
        if calling is None or calling == mover:
            return  # nobody waits, or the member who just acted goes on deciding
        channel = self.client.get_partial_messageable(table.channel_id, guild_id=table.guild_id)
        try:
            message = await channel.send(
                self._text(table, locale, calling),
                view=fresh_hand_view(table.match_id, locale),
                allowed_mentions=discord.AllowedMentions(users=True, everyone=False, roles=False),
            )
        except discord.HTTPException as error:
            log.info("could not call a player in %s: %s", table.channel_id, error)
            if self.channel_trouble is not None and error.status in (403, 404):
                self.channel_trouble(table, error.code, False)
            return
        self._live[table.match_id] = Ping(table.channel_id, message.id, calling)

    def _text(self, table: Table, locale: str, calling: int) -> str:
        """The ping; if the member's hand can no longer be updated (Discord lets a hand be
        edited for 15 minutes), it says so, and if none was opened yet, to open one: the button
        gives a fresh one."""
        text = t(locale, "turn-ping", user=f"<@{calling}>")
        words = None if self.hands is None else self.hands.stale_words(table.match_id, calling)
        if words is not None:
            text += "\n" + t(locale, words)
        return text

    async def _member_to_call(self, table: Table) -> int | None:
        match = table.match
        if match.over or match.to_move is None or table.against_computer:
            return None
        try:
            if not (await self.preferences.guild(table.guild_id)).turn_pings:
                return None
        except StoreError as error:
            log.warning("could not read a server's ping setting: %s", error)
            return None
        return table.seats[match.to_move].user_id

    async def _remove(self, match_id: int, ping: Ping) -> None:
        self._live.pop(match_id, None)
        channel = self.client.get_partial_messageable(ping.channel_id)
        try:
            await channel.get_partial_message(ping.message_id).delete()
        except discord.HTTPException as error:
            log.info("could not remove a turn ping of match %s: %s", match_id, error)


def fresh_hand_view(match_id: int, locale: str) -> discord.ui.View:
    """One button: a fresh private hand for the member called, whatever became of the last."""
    return stopped_view(
        button(
            HandId(match_id, "ping").custom_id,
            t(locale, "button-my-hand"),
            discord.ButtonStyle.primary,
            emoji="🎴",
        )
    )
