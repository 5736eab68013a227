"""A match whose channel or thread is deleted: it ends at once with no result.

Nobody is to blame, so nobody loses: the match is called off (its moves stay in the log), its
turn clock stops, its players are free to play elsewhere, and each of their hand messages says
why (a private message outlives its channel for as long as its token does).
"""

from __future__ import annotations

import logging

import discord

from bot.app.core.hands import HandMessages
from bot.app.core.table import Table
from bot.app.core.tables import Tables
from bot.app.core.tutorial import Tutorial
from bot.app.kernel.messages import stopped_view
from bot.i18n import t
from cogs.match.pings import TurnPings
from cogs.match.threads import MatchThreads

log = logging.getLogger(__name__)


class LostChannels:
    """Ends the matches of channels and threads that are gone."""

    def __init__(
        self,
        tables: Tables,
        hands: HandMessages,
        pings: TurnPings,
        threads: MatchThreads,
        tutorial: Tutorial,
    ) -> None:
        self.tables = tables
        self.hands = hands
        self.pings = pings
        self.threads = threads
        self.tutorial = tutorial

    async def deleted(self, channel_id: int) -> None:
        """``channel_id`` was deleted: end its match, and those of the threads opened from it."""
        for table in self.tables.all():
            if (
                table.channel_id == channel_id
                or self.threads.known_parent(table.channel_id) == channel_id
            ):
                await self.end(table)

    async def end(self, table: Table) -> None:
        """Call ``table``'s match off, once, and tell its players on their hands."""
        async with table.lock:
            if self.tables.get(table.match_id) is not table:
                return  # ended meanwhile
            await self.tables.abandon(table)
        log.info("match %s called off: channel %s was deleted", table.match_id, table.channel_id)
        self.pings.forget(table.match_id)  # its message went with the channel
        self.tutorial.end(table.match_id)
        members = table.members()
        for _, hand in list(self.hands.every(table.match_id, members)):
            told = t(hand.locale, "match-channel-deleted")
            try:
                await hand.edit(content=told, view=stopped_view())
            except discord.HTTPException as error:
                log.info("could not tell a hand of match %s: %s", table.match_id, error)
        for user_id in members:
            self.hands.forget(table.match_id, user_id)
