"""Matches in their own threads: with the server's ``match_threads`` setting on, a match started
in a text channel is played in a public thread opened from its announcement there, and its
final result is posted back in the channel.

The bot needs Create Public Threads and Send Messages in Threads; without them the match is
played in the channel as usual.
"""

from __future__ import annotations

import logging
from collections.abc import Sequence
from typing import TYPE_CHECKING, Literal

import discord

from bot.app.adapter.messages import Rendered
from bot.app.core.tables import Refusal, Table, Tables
from bot.engine import Player, RuleSet
from bot.i18n import t
from bot.store import StoreError

if TYPE_CHECKING:
    from bot.app.adapter.client import KoiKoiBot
    from bot.app.adapter.service import MatchService

log = logging.getLogger(__name__)

ARCHIVE_MINUTES: Literal[1440] = 1440  # a thread archives itself a day after its last message


class MatchThreads:
    """Opens a thread per match and remembers which channel each thread belongs to."""

    def __init__(self, client: KoiKoiBot) -> None:
        self.client = client
        self._parents: dict[int, int] = {}  # thread id -> the channel it was opened from

    async def wanted(self, interaction: discord.Interaction) -> bool:
        """Whether a match started by this interaction goes to a thread of its own."""
        if interaction.guild_id is None or not isinstance(interaction.channel, discord.TextChannel):
            return False  # already in a thread, or a channel without threads
        try:
            return (await self.client.preferences.guild(interaction.guild_id)).match_threads
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


async def start_in_thread(
    service: MatchService,
    interaction: discord.Interaction,
    anchor: discord.Message | None,
    seats: tuple[Player, Player],
    rules: RuleSet,
) -> None:
    """Announce the match in the channel and play it in a thread opened from there.

    ``anchor``: the channel message to open the thread from (a challenge, already deferred);
    None: a new announcement answers the interaction. Without a thread, ``anchor`` becomes
    the table in the channel.
    """
    assert interaction.guild_id is not None and interaction.channel_id is not None
    guild_id = interaction.guild_id
    try:
        check_members_free(service.tables, guild_id, seats)
    except Refusal as refusal:
        await service.client.refuse(interaction, refusal)
        return
    locale = await service.public_locale(guild_id, interaction.guild_locale)
    names = [await service.presenter.name_of(guild_id, seat) for seat in seats]
    thread_name = t(locale, "thread-name", name0=names[0], name1=names[1])
    opened = {"name0": names[0], "name1": names[1]}
    text = t(locale, "thread-opened", thread=f"**{thread_name}**", **opened)
    if anchor is None:
        await interaction.response.defer(thinking=True)
        anchor = await interaction.followup.send(text, wait=True)
    else:
        anchor = await anchor.edit(content=text, view=None)
    thread_id = await service.threads.open(guild_id, anchor, names, locale)
    if thread_id is None:
        await service.open_on(interaction, anchor, (guild_id, interaction.channel_id), seats, rules)
        return
    try:
        outcome = await service.tables.open(guild_id, thread_id, seats, rules)
    except Refusal as refusal:
        await service.client.refuse(interaction, refusal)
        return
    await anchor.edit(content=t(locale, "thread-opened", thread=f"<#{thread_id}>", **opened))
    table = outcome.table
    await service.tutorial.begin(table)
    rendered = await service.presenter.table_message(table, locale)
    thread = service.client.get_partial_messageable(thread_id, guild_id=guild_id)
    message = await thread.send(**rendered.as_kwargs())
    await service.tables.set_message(table, message.id)
    await service.announce(outcome, locale)
    await service.pings.after_turn(table, locale, mover=interaction.user.id)
    seat = table.seat_of(interaction.user.id)
    if not table.match.over and seat is not None:
        await service.send_hand(interaction, table, seat)


def check_members_free(tables: Tables, guild_id: int, seats: tuple[Player, Player]) -> None:
    """Raise Refusal when a member of ``seats`` is playing already (threads never clash)."""
    for seat in seats:
        if seat.user_id is not None and tables.playing(guild_id, seat.user_id):
            raise Refusal("error-already-playing", user=f"<@{seat.user_id}>")
