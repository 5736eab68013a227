"""Showing what a request did in the channel: the table, the results, whose turn it is."""

from __future__ import annotations

import logging

import discord

from bot.app.core.events import Events, MatchEnded
from bot.app.core.hands import HandMessages
from bot.app.core.table import Outcome, Table
from bot.app.core.tutorial import Tutorial
from bot.app.kernel.languages import Languages
from cogs.match.pings import TurnPings
from cogs.match.presenter import Presenter
from cogs.match.quiet_channels import QuietChannels
from cogs.match.rounds_in_channel import TableInSight
from cogs.match.threads import MatchThreads
from cogs.match.unseen_channel import ChannelNotices

log = logging.getLogger(__name__)


class Publisher:
    """Publishes outcomes in the channel (or the match's thread, and its parent at the end)."""

    def __init__(
        self,
        client: discord.Client,
        languages: Languages,
        presenter: Presenter,
        in_sight: TableInSight,
        pings: TurnPings,
        threads: MatchThreads,
        tutorial: Tutorial,
        hands: HandMessages,
        notices: ChannelNotices | None = None,
        events: Events | None = None,
    ) -> None:
        self.client = client
        self.languages = languages
        self.presenter = presenter
        self.in_sight = in_sight
        self.pings = pings
        self.threads = threads
        self.tutorial = tutorial
        self.hands = hands
        self.notices = notices or ChannelNotices()
        # Told of every match that ends here (a tournament records its game's result).
        self.events = events or Events()
        # Channels that refused the bot: nothing is sent there while they are left alone.
        self.quiet = QuietChannels()

    async def publish(self, outcome: Outcome, mover: int | None = None) -> None:
        """Update the table message, post any results and call the member to move next.

        ``mover``: the member whose move this was (None: a time-out, the computer).
        """
        table = outcome.table
        locale = await self.languages.of_server(table.guild_id)

        def heard(edit: bool = False) -> bool:  # else the hands say what the channel refused
            return not self.quiet.quiet(table.channel_id, edit=edit)

        moves_down = self.in_sight.moves_down(outcome)  # posted again below the results

        def in_place() -> bool:  # edited where it is, unless posted below results that can be
            return heard(edit=True) and not (moves_down and heard())

        if in_place():
            await self.presenter.update_table(table, locale)
        if heard():
            await self.announce(outcome, locale)
            if moves_down and in_place():  # the results were refused: no table below them
                await self.presenter.update_table(table, locale)
        if heard():
            await self.pings.after_turn(table, locale, mover)
        if table.match.over:
            if heard():
                await self._final_in_channel(outcome, locale)
            self.tutorial.end(table.match_id)
            await self._close_hands(table)
            for user_id in table.members():
                self.hands.forget(table.match_id, user_id)
            await self.events.publish(MatchEnded(table))
            self.notices.drop(table.match_id)

    async def _close_hands(self, table: Table) -> None:
        """Tell every hand message of the match's members, older ones too, that it is over: none
        may still call its member to play."""
        for user_id, hand in list(self.hands.every(table.match_id, table.members())):
            seat = table.seat_of(user_id)
            assert seat is not None
            rendered = await self.presenter.hand_message(table, seat, hand.locale, two_step=False)
            self.notices.add_to(rendered, table, seat, hand.locale)
            try:
                await hand.edit(**rendered.as_kwargs(edit=True))
            except discord.HTTPException as error:
                log.info("could not close a hand in match %s: %s", table.match_id, error)

    async def announce(self, outcome: Outcome, locale: str) -> None:
        """Post the results; after a round that the match goes on from, the table below them."""
        await self.presenter.announce_results(outcome, locale)
        # A channel that refused a result is left alone: no table posted below it either.
        if self.in_sight.moves_down(outcome) and not self.quiet.quiet(outcome.table.channel_id):
            await self.in_sight.post_below(outcome.table, locale)

    async def _final_in_channel(self, outcome: Outcome, locale: str) -> None:
        """A match played in a thread: its final result goes to the channel too."""
        if await self.threads.parent_of(outcome.table.channel_id) is None:
            return
        results = await self.presenter.result_messages(outcome, locale)
        if results:
            await self.threads.post_final(outcome.table, results[-1], locale)
