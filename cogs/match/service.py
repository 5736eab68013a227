"""The match service: what happens to a table over time, on Discord, and the match's face.

Other features use only its public methods (start a match for a member or for nobody who
clicked, ask who plays where, forfeit a member's match, names); the match's own cog uses its
parts directly: it opens tables (``opening``), takes members' moves (``moves``), sends and
redraws their private hands and hints (``private_hands``), publishes the public table and the
results (``publishing``), reminds and forfeits idle players, shows the computer's late moves,
and restores the matches after a restart (``restoring``). The rules and the write-ahead log are
the match core's (``bot.app.core.tables``); the messages are the presenter's.
"""

from __future__ import annotations

import asyncio
import logging
from collections.abc import Callable, Coroutine
from contextlib import AbstractAsyncContextManager
from typing import Any

import discord

from bot.app.core.computer import ComputerPlayers
from bot.app.core.events import Events
from bot.app.core.hands import HandMessages
from bot.app.core.preferences import Preferences
from bot.app.core.table import Outcome, Table, TableListener
from bot.app.core.tables import Tables
from bot.app.core.tutorial import Tutorial
from bot.app.kernel.languages import Languages
from bot.engine import Player, RuleSet
from bot.store import Store
from cogs.match.deleted_tables import post_table_again
from cogs.match.lost_channels import LostChannels
from cogs.match.moves import Moves
from cogs.match.opening import Opening
from cogs.match.pings import TurnPings
from cogs.match.presenter import Presenter
from cogs.match.private_hands import PrivateHands
from cogs.match.publishing import Publisher
from cogs.match.quiet_channels import QuietChannels
from cogs.match.reminders import TurnReminders
from cogs.match.restoring import Restoring
from cogs.match.rounds_in_channel import TableInSight
from cogs.match.threads import MatchThreads
from cogs.match.unseen_channel import REFUSED, ChannelNotices

log = logging.getLogger(__name__)

UNKNOWN_CHANNEL = 10003  # Discord's error code for a channel or thread that is gone
UNKNOWN_MESSAGE = 10008  # … for a message that is gone (a table deleted by a moderator)


class MatchService(TableListener):
    """Every match of this process, as the members see it on Discord."""

    def __init__(
        self,
        client: discord.Client,
        store: Store,
        preferences: Preferences,
        computer: ComputerPlayers,
        presenter: Presenter,
        languages: Languages,
        working: Callable[[], AbstractAsyncContextManager[None]],
        events: Events | None = None,
    ) -> None:
        self.client = client
        self.preferences = preferences
        self.presenter = presenter
        self.languages = languages
        self.working = working  # counts what is done outside a member's request as in flight
        self.events = events or Events()
        self.tables = Tables(
            store, computer, listener=self, preferences=preferences, events=self.events
        )
        self.hands = HandMessages()
        self.in_sight = TableInSight(client, presenter, self.tables)
        self.pings = TurnPings(client, preferences, self.hands)
        self.notices = ChannelNotices()
        self.quiet = QuietChannels()  # channels that refused the bot, left alone for a while
        self.tutorial = Tutorial(store)
        self.threads = MatchThreads(client, preferences)
        self.publisher = Publisher(
            client,
            languages,
            presenter,
            self.in_sight,
            self.pings,
            self.threads,
            self.tutorial,
            self.hands,
            self.notices,
            self.events,
        )
        self.private_hands = PrivateHands(
            self.tables, preferences, languages, presenter, self.hands, self.notices
        )
        self.opening = Opening(
            client,
            self.tables,
            languages,
            presenter,
            self.private_hands,
            self.publisher,
            self.pings,
            self.threads,
            self.tutorial,
        )
        self.moves = Moves(
            self.tables, languages, presenter, self.private_hands, self.publisher, self.tutorial
        )
        self.lost_channels = LostChannels(
            self.tables, self.hands, self.pings, self.threads, self.tutorial
        )
        self.restoring = Restoring(client, self.tables, languages, presenter, self.publisher)
        self.publisher.quiet = self.quiet
        self.reminders = TurnReminders(client, store, languages, self.hands)
        presenter.late.show = self.show_again
        presenter.channel_trouble = self.pings.channel_trouble = self._channel_trouble
        self._ending: set[asyncio.Task[None]] = set()

    # -- a member's request -----------------------------------------------------------------

    async def start(
        self, interaction: discord.Interaction, seats: tuple[Player, Player], rules: RuleSet
    ) -> None:
        """Open a match in the interaction's channel and post its table as the answer."""
        await self.opening.start(interaction, seats, rules)

    async def start_on(
        self,
        interaction: discord.Interaction,
        message: discord.Message,
        where: tuple[int, int],
        seats: tuple[Player, Player],
        rules: RuleSet,
    ) -> None:
        """Open a match in ``where`` (guild, channel), turning ``message`` into its table."""
        await self.opening.start_on(interaction, message, where, seats, rules)

    async def hint(self, interaction: discord.Interaction, match_id: int, seq: int) -> None:
        """The Hint button: the expert's choice and why, privately."""
        await self.private_hands.hint(interaction, match_id, seq)

    async def open_in_thread(
        self,
        where: tuple[int, int],
        seats: tuple[Player, Player],
        rules: RuleSet,
        turn_seconds: float,
        heading: str,
    ) -> int | None:
        """Open a match nobody clicked for (a tournament's game) in a thread of ``where``; its
        match id, or None when no thread could be opened (``Opening.in_thread_of``)."""
        return await self.opening.in_thread_of(where, seats, rules, turn_seconds, heading)

    async def forfeit_for(self, match_id: int, user_id: int) -> None:
        """The member's match is lost by forfeit (taken out of a tournament), and shown."""
        table = self.tables.get(match_id)
        seat = table.seat_of(user_id) if table is not None else None
        if table is None or seat is None:
            return
        outcome = await self.tables.forfeit(match_id, seat)
        if outcome is not None:
            await self.publisher.publish(outcome)

    def busy(self, guild_id: int, user_id: int) -> bool:
        """Whether a member cannot start a match now: playing one, or waiting out the pause
        after a forfeit."""
        waiting = self.tables.cooldowns.left(guild_id, user_id) > 0
        return waiting or self.playing(guild_id, user_id) is not None

    # -- questions the cogs ask -------------------------------------------------------------

    def playing(self, guild_id: int, user_id: int) -> Table | None:
        """The table where ``user_id`` plays in ``guild_id``, if any."""
        return self.tables.playing(guild_id, user_id)

    def showing(self, message_id: int) -> bool:
        """Whether ``message_id`` is the public message of a table in play."""
        return self.tables.showing(message_id) is not None

    def check_can_open(self, guild_id: int, channel_id: int, seats: tuple[Player, Player]) -> None:
        """Raise Refusal unless a match for ``seats`` may start in ``channel_id``."""
        self.tables.check_can_open(guild_id, channel_id, seats)

    def remember_name(self, guild_id: int, user: discord.abc.User) -> None:
        """Keep a member's display name for table images and embeds."""
        self.presenter.remember_name(guild_id, user)

    def table(self, match_id: int) -> Table | None:
        """The live table of ``match_id``, or None when no such match is being played."""
        return self.tables.get(match_id)

    async def redraw(self, table: Table, locale: str) -> None:
        """Show ``table``'s public message again, not drawn over by a move's newer table."""
        async with table.lock:
            await self.presenter.update_table(table, locale)

    async def show_again(self, table: Table) -> None:
        """Show a table sent without its pictures again: its public message and every hand."""
        if self.tables.get(table.match_id) is not table:
            return  # ended or moved on to another process meanwhile
        async with self.working():
            locale = await self.languages.of_server(table.guild_id)
            async with table.lock:
                await self.presenter.update_table(table, locale)
                await self.private_hands.refresh(table, mover=None)

    async def name_of(self, guild_id: int, player: Player) -> str:
        """The name ``player`` is shown under in ``guild_id`` (the presenter's)."""
        return await self.presenter.name_of(guild_id, player)

    # -- outside a member's request ---------------------------------------------------------

    async def turn_timed_out(self, table: Table, seat: int, outcome: Outcome | None) -> None:
        """Half time: remind the player; expiry: they forfeited."""
        if outcome is not None:
            await self.publisher.publish(outcome)
            return
        seconds = table.turn_seconds
        if seconds is None:
            seconds = (await self.preferences.guild(table.guild_id)).turn_timeout_seconds
        await self.reminders.remind(table, seat, seconds)

    async def computer_moved(self, outcome: Outcome) -> None:
        """Show the computer's moves that the store could only save after the member's request."""
        async with self.working():
            # Every member's hand is redrawn (no member made these moves), so whoever is to
            # play gets live buttons; then the table and any results.
            await self.private_hands.refresh(outcome.table, mover=None)
            await self.publisher.publish(outcome)

    async def channel_deleted(self, channel_id: int) -> None:
        """A channel or thread was deleted: its matches end with no result, players told."""
        async with self.working():
            await self.lost_channels.deleted(channel_id)

    def _channel_trouble(self, table: Table, code: int, edit: bool = False) -> None:
        """Discord refused a request in a table's channel: gone, its match ends; a permission
        lost, the players are told on their hands. Done after the request that heard it (which
        may hold the table)."""
        if code == UNKNOWN_CHANNEL:
            self.quiet.forget(table.channel_id)
            self._later(self.lost_channels.deleted(table.channel_id))
            return
        if code == UNKNOWN_MESSAGE:
            self._later(self._table_again(table, table.message_id))
            return
        if code in REFUSED:
            self.quiet.refused(table.guild_id, table.channel_id, code, edit=edit)
        if self.notices.note(table.match_id, code):
            log.warning("match %s: its channel refused the bot (%s)", table.match_id, code)
            if not table.match.over:  # else the match's end tells the hands
                self._later(self.private_hands.refresh(table, mover=None))

    async def _table_again(self, table: Table, gone: int | None) -> None:
        """The table's message was deleted: post the table again, as it is now."""
        if self.tables.get(table.match_id) is not table:
            return  # ended meanwhile
        locale = await self.languages.of_server(table.guild_id)
        async with table.lock:
            if table.message_id == gone and not table.match.over:
                await post_table_again(self.client, self.presenter, self.tables, table, locale)

    def _later(self, work: Coroutine[Any, Any, None]) -> None:
        task = asyncio.create_task(self._working(work))
        self._ending.add(task)
        task.add_done_callback(self._ending.discard)

    async def _working(self, work: Coroutine[Any, Any, None]) -> None:
        async with self.working():
            await work

    async def restore(self, owns: Callable[[int], bool]) -> None:
        """Bring back the unfinished matches of the servers this process ``owns``."""
        await self.restoring.restore(owns)

    def close(self) -> None:
        """Stop the clocks and retries, and the drawing threads."""
        self.tables.close()
        self.private_hands.aging.close()
        self.presenter.close()
