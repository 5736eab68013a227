"""Opening a match: its table posted as the answer, on a challenge's message, or in a thread."""

from __future__ import annotations

import logging
from typing import NoReturn

import discord

from bot.app.core.refusal import Refusal
from bot.app.core.table import Table
from bot.app.core.tables import Tables
from bot.app.core.tutorial import Tutorial
from bot.app.kernel import deferral
from bot.app.kernel.languages import Languages
from bot.app.kernel.safe_text import shown_name
from bot.engine import Player, RuleSet
from bot.i18n import t
from cogs.match.pings import TurnPings
from cogs.match.presenter import Presenter
from cogs.match.private_hands import PrivateHands
from cogs.match.publishing import Publisher
from cogs.match.threads import MatchThreads, check_members_free

log = logging.getLogger(__name__)


class Opening:
    """Opens tables and shows them; the opening member gets their hand."""

    def __init__(
        self,
        client: discord.Client,
        tables: Tables,
        languages: Languages,
        presenter: Presenter,
        hands: PrivateHands,
        publisher: Publisher,
        pings: TurnPings,
        threads: MatchThreads,
        tutorial: Tutorial,
    ) -> None:
        self.client = client
        self.tables = tables
        self.languages = languages
        self.presenter = presenter
        self.hands = hands
        self.publisher = publisher
        self.pings = pings
        self.threads = threads
        self.tutorial = tutorial

    async def start(
        self, interaction: discord.Interaction, seats: tuple[Player, Player], rules: RuleSet
    ) -> None:
        """Open a match in the interaction's channel and post its table as the answer."""
        assert interaction.guild_id is not None and interaction.channel_id is not None
        if await self.threads.wanted(interaction):
            await self._in_thread(interaction, None, seats, rules)
            return
        self.tables.check_can_open(interaction.guild_id, interaction.channel_id, seats)
        await deferral.defer(interaction, private=False)
        outcome = await self.tables.open(interaction.guild_id, interaction.channel_id, seats, rules)
        table = outcome.table
        await self.tutorial.begin(table)
        locale = await self.languages.of_server(table.guild_id, interaction.guild_locale)
        try:
            rendered = await self.presenter.table_message(table, locale)
            message = await deferral.send(interaction, private=False, **rendered.as_kwargs())
        except Exception as error:
            await self._call_off(table, error)
        await self.tables.set_message(table, message.id)
        await self.publisher.announce(outcome, locale)
        seat = table.seat_of(interaction.user.id)
        if not table.match.over and seat is not None:
            await self.hands.send(interaction, table, seat)

    async def start_on(
        self,
        interaction: discord.Interaction,
        message: discord.Message,
        where: tuple[int, int],
        seats: tuple[Player, Player],
        rules: RuleSet,
    ) -> None:
        """Open a match in ``where`` (guild, channel), turning ``message`` into its table.

        The interaction is deferred already; the clicking member gets their hand.
        """
        if await self.threads.wanted(interaction):
            await self._in_thread(interaction, message, seats, rules)
            return
        await self._open_on(interaction, message, where, seats, rules)

    async def _open_on(
        self,
        interaction: discord.Interaction,
        message: discord.Message,
        where: tuple[int, int],
        seats: tuple[Player, Player],
        rules: RuleSet,
    ) -> None:
        """Open a match in ``where`` on ``message``, in the channel itself (no thread)."""
        guild_id, channel_id = where
        outcome = await self.tables.open(guild_id, channel_id, seats, rules)
        table = outcome.table
        await self.tutorial.begin(table)
        locale = await self.languages.of_server(guild_id, interaction.guild_locale)
        try:
            rendered = await self.presenter.table_message(table, locale)
            edited = await message.edit(**rendered.as_kwargs(edit=True))
        except Exception as error:
            await self._call_off(table, error)
        await self.tables.set_message(table, edited.id)
        await self.publisher.announce(outcome, locale)
        await self.pings.after_turn(table, locale, mover=interaction.user.id)
        seat = table.seat_of(interaction.user.id)
        if seat is not None:
            await self.hands.send(interaction, table, seat)

    async def _in_thread(
        self,
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
        check_members_free(self.tables, guild_id, seats)
        locale = await self.languages.of_server(guild_id, interaction.guild_locale)
        names = [await self.presenter.name_of(guild_id, seat) for seat in seats]
        shown = [shown_name(name) for name in names]  # the thread's own name stays plain text
        thread_name = t(locale, "thread-name", name0=shown[0], name1=shown[1])
        opened = {"name0": shown[0], "name1": shown[1]}
        text = t(locale, "thread-opened", thread=f"**{thread_name}**", **opened)
        if anchor is None:
            await deferral.defer(interaction, private=False)
            anchor = await deferral.send(interaction, private=False, content=text)
        else:
            anchor = await anchor.edit(content=text, view=None)
        thread_id = await self.threads.open(guild_id, anchor, names, locale)
        if thread_id is None:
            where = (guild_id, interaction.channel_id)
            await self._open_on(interaction, anchor, where, seats, rules)
            return
        outcome = await self.tables.open(guild_id, thread_id, seats, rules)
        await anchor.edit(content=t(locale, "thread-opened", thread=f"<#{thread_id}>", **opened))
        table = outcome.table
        await self.tutorial.begin(table)
        thread = self.client.get_partial_messageable(thread_id, guild_id=guild_id)
        try:
            rendered = await self.presenter.table_message(table, locale)
            message = await thread.send(**rendered.as_kwargs())
        except Exception as error:
            await self._call_off(table, error)
        await self.tables.set_message(table, message.id)
        await self.publisher.announce(outcome, locale)
        await self.pings.after_turn(table, locale, mover=interaction.user.id)
        seat = table.seat_of(interaction.user.id)
        if not table.match.over and seat is not None:
            await self.hands.send(interaction, table, seat)

    async def in_thread_of(
        self,
        where: tuple[int, int],
        seats: tuple[Player, Player],
        rules: RuleSet,
        turn_seconds: float,
        heading: str,
    ) -> int | None:
        """Open a match nobody clicked for (a tournament's game) in a thread of ``where`` (guild,
        channel), announced there with ``heading``; its match id, or None when no thread could
        be opened. Raises Refusal when a member is playing elsewhere."""
        guild_id, channel_id = where
        check_members_free(self.tables, guild_id, seats)
        for seat in seats:  # checked before anything is posted: the game is tried again later
            if seat.user_id is not None and self.tables.cooldowns.left(guild_id, seat.user_id):
                raise Refusal("error-cooldown", user=f"<@{seat.user_id}>", seconds=1)
        locale = await self.languages.of_server(guild_id)
        names = [await self.presenter.name_of(guild_id, seat) for seat in seats]
        channel = self.client.get_partial_messageable(channel_id, guild_id=guild_id)
        everyone = discord.AllowedMentions(users=True, everyone=False, roles=False)
        anchor = await channel.send(content=heading, allowed_mentions=everyone)
        thread_id = await self.threads.open(guild_id, anchor, names, locale)
        if thread_id is None:
            return None
        outcome = await self.tables.open(
            guild_id, thread_id, seats, rules, turn_seconds=turn_seconds
        )
        table = outcome.table
        thread = self.client.get_partial_messageable(thread_id, guild_id=guild_id)
        try:
            rendered = await self.presenter.table_message(table, locale)
            message = await thread.send(**rendered.as_kwargs())
        except Exception as error:
            await self._call_off(table, error)
        await self.tables.set_message(table, message.id)
        await self.publisher.announce(outcome, locale)
        await self.pings.after_turn(table, locale, mover=None)
        return table.match_id

    async def _call_off(self, table: Table, error: Exception) -> NoReturn:
        """The table could not be shown (Discord refused it, or drawing or posting it failed):
        end the match without a result, so nobody is held by a match nobody can see."""
        refused = isinstance(error, discord.HTTPException)
        if refused:
            log.warning(
                "match %s called off: its table could not be posted (%s)", table.match_id, error
            )
        else:  # a bug: its traceback is wanted
            log.error(
                "match %s called off: its table could not be posted",
                table.match_id,
                exc_info=error,
            )
        await self.tables.abandon(table)
        # Say who failed: Discord refusing the table, or the bot failing to make it.
        raise Refusal("error-table-not-posted" if refused else "error-table-not-made")
