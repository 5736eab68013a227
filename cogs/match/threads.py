"""Matches in their own threads: with the server's ``match_threads`` setting on, a match started
in a text channel is played in a public thread opened from its announcement there, and its
final result is posted back in the channel.

The bot needs Create Public Threads and Send Messages in Threads; without them the match is
played in the channel as usual.
"""

from __future__ import annotations

import logging
from collections.abc import Sequence
from typing import Literal

import discord

from bot.app.core.preferences import Preferences
from bot.app.core.refusal import Refusal
from bot.app.core.table import Table
from bot.app.core.tables import Tables
from bot.app.kernel.messages import Rendered
from bot.engine import Player
from bot.i18n import t
from bot.store import StoreError

log = logging.getLogger(__name__)

ARCHIVE_MINUTES: Literal[1440] = 1440  # a thread archives itself a day after its last message


class MatchThreads:
    """Opens a thread per match and remembers which channel each thread belongs to."""

    def __init__(self, client: discord.Client, preferences: Preferences) -> None:
        self.client = client
        self.preferences = preferences
        self._parents: dict[int, int] = {}  # thread id -> the channel it was opened from

    async def wanted(self, interaction: discord.Interaction) -> bool:
        """Whether a match started by this interaction goes to a thread of its own."""
        if interaction.guild_id is None or not isinstance(interaction.channel, discord.TextChannel):
            return False  # already in a thread, or a channel without threads
        try:
            return (await self.preferences.guild(interaction.guild_id)).match_threads
        except StoreError as error:
            log.warning("could not read a server's thread setting: %s", error)
            return False

    async def open(
        self, guild_id: int, anchor: discord.Message, names: Sequence[str], locale: str
    ) -> int | None:
        """Open a public thread from ``anchor`` (a message in the channel); None if refused."""
        name = t(locale, "thread-name", name0=names[0], name1=names[1])[:100]
        channel_id = anchor.channel.id
        # A follow-up message carries no guild: address it through its channel.
        channel = self.client.get_partial_messageable(channel_id, guild_id=guild_id)
        message = channel.get_partial_message(anchor.id)
        try:
            thread = await message.create_thread(name=name, auto_archive_duration=ARCHIVE_MINUTES)
        except discord.HTTPException as error:
            # Most often a missing Create Public Threads permission: play in the channel.
            log.warning("could not open a thread in %s: %s", channel_id, error)
            return None
        self._parents[thread.id] = channel_id
        return thread.id

    def known_parent(self, channel_id: int) -> int | None:
        """The channel a match thread was opened from, if known without asking Discord."""
        if channel_id in self._parents:
            return self._parents[channel_id]
        thread = self.client.get_channel(channel_id)
        return thread.parent_id if isinstance(thread, discord.Thread) else None

    async def parent_of(self, channel_id: int) -> int | None:
        """The channel a match thread was opened from; None when ``channel_id`` is no thread."""
        if channel_id in self._parents:
            return self._parents[channel_id]
        channel = self.client.get_channel(channel_id)
        if channel is None:
            try:
                channel = await self.client.fetch_channel(channel_id)
            except discord.HTTPException as error:
                log.info("could not look up channel %s: %s", channel_id, error)
                return None
        if isinstance(channel, discord.Thread) and channel.parent_id is not None:
            self._parents[channel_id] = channel.parent_id
            return channel.parent_id
        return None

    async def post_final(self, table: Table, final: Rendered, locale: str) -> None:
        """Post the match's final result in the channel its thread was opened from."""
        parent = await self.parent_of(table.channel_id)
        if parent is None:
            return
        channel = self.client.get_partial_messageable(parent, guild_id=table.guild_id)
        final.content = t(locale, "thread-final", thread=f"<#{table.channel_id}>")
        try:
            await channel.send(**final.as_kwargs())
        except discord.HTTPException as error:
            log.warning("could not post a final result in %s: %s", parent, error)


def check_members_free(tables: Tables, guild_id: int, seats: tuple[Player, Player]) -> None:
    """Raise Refusal when a member of ``seats`` is playing already (threads never clash)."""
    for seat in seats:
        if seat.user_id is not None and tables.playing(guild_id, seat.user_id):
            raise Refusal("error-already-playing", user=f"<@{seat.user_id}>")
