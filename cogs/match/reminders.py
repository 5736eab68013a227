"""Reminding the player to move at half of a turn's time: in the channel, and with a long turn
clock also by a direct message, where the member's privacy settings let the bot write to them
(Discord refuses with 50007 otherwise, which is answered by saying nothing). A turn is reminded
once: the store lets one caller claim it, so neither a restart nor another process repeats it."""

from __future__ import annotations

import logging

import discord

from bot.app.core.hands import HandMessages
from bot.app.core.table import Table
from bot.app.kernel.languages import Languages
from bot.app.kernel.safe_text import shown_name
from bot.i18n import t
from bot.store import Store, StoreError
from cogs.match.pings import fresh_hand_view

log = logging.getLogger(__name__)

LONG_TURN = 30 * 60  # seconds: a turn clock this long also reminds by direct message
CANNOT_MESSAGE_USER = 50007  # Discord: the member does not accept direct messages from us


class TurnReminders:
    """Sends each turn's one reminder."""

    def __init__(
        self, client: discord.Client, store: Store, languages: Languages, hands: HandMessages
    ) -> None:
        self.client = client
        self.store = store
        self.languages = languages
        self.hands = hands

    async def remind(self, table: Table, seat: int, turn_seconds: float) -> None:
        """Remind the member at ``seat`` that half of the turn's time is gone, with a button for a
        fresh hand (a long turn outlives the hand's 15 minutes: then the reminder says so)."""
        user_id = table.seats[seat].user_id
        assert user_id is not None  # the clock runs for members only
        try:
            if not await self.store.claim_reminder(table.match_id, table.seq):
                return  # reminded already, before a restart or by another process
        except StoreError as error:
            log.warning("match %s: reminder not claimed: %s", table.match_id, error)
            return
        locale = await self.languages.of_server(table.guild_id)
        channel = self.client.get_partial_messageable(table.channel_id, guild_id=table.guild_id)
        text = t(locale, "timeout-reminder", user=f"<@{user_id}>")
        words = self.hands.stale_words(table.match_id, user_id)
        if words is not None:
            text += "\n" + t(locale, words)
        try:
            await channel.send(
                text,
                view=fresh_hand_view(table.match_id, locale),
                allowed_mentions=discord.AllowedMentions(users=[discord.Object(user_id)]),
            )
        except discord.HTTPException as error:
            log.warning("could not remind a player in %s: %s", table.channel_id, error)
        if turn_seconds >= LONG_TURN:
            await self._directly(table, user_id, locale)

    async def _directly(self, table: Table, user_id: int, locale: str) -> None:
        """The reminder by direct message, with a link to the table."""
        guild = self.client.get_guild(table.guild_id)
        message = table.message_id or ""
        link = f"https://discord.com/channels/{table.guild_id}/{table.channel_id}/{message}"
        text = t(
            locale,
            "turn-reminder-direct",
            server=shown_name(guild.name) if guild is not None else "Discord",
            link=link.rstrip("/"),
        )
        try:
            dm = await self.client.create_dm(discord.Object(user_id))
            await dm.send(text)
        except discord.Forbidden as error:
            if error.code != CANNOT_MESSAGE_USER:
                log.info("could not write to member %s: %s", user_id, error)
        except discord.HTTPException as error:
            log.info("could not write to member %s: %s", user_id, error)
