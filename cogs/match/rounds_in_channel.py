"""The table stays the newest message of its match.

When a round ends and the match goes on, the round's result is posted under the table, then the
table is posted again below it and the old table message shrinks to a one-line summary: players
never scroll up to find the game, and every round's result stays readable in the channel.
"""

from __future__ import annotations

import logging

import discord

from bot.app.core.showing import table_moves_down
from bot.app.core.table import Outcome, Table
from bot.app.core.tables import Tables
from bot.i18n import t
from cogs.match.presenter import Presenter

log = logging.getLogger(__name__)


class TableInSight:
    """Posts the table again below each round's result."""

    def __init__(self, client: discord.Client, presenter: Presenter, tables: Tables) -> None:
        self.client = client
        self.presenter = presenter
        self.tables = tables

    def moves_down(self, outcome: Outcome) -> bool:
        """Whether this outcome ends a round of a match that goes on."""
        return table_moves_down(outcome)

    async def post_below(self, table: Table, locale: str) -> None:
        """Post the live table as a new message and shrink the old one to a summary line."""
        channel = self.client.get_partial_messageable(table.channel_id, guild_id=table.guild_id)
        old = table.message_id
        rendered = await self.presenter.table_message(table, locale)
        try:
            message = await channel.send(**rendered.as_kwargs())
        except discord.HTTPException as error:
            # The old table is still there: keep it up to date instead.
            log.warning("could not post the table of match %s again: %s", table.match_id, error)
            if error.status in (403, 404) and self.presenter.channel_trouble is not None:
                self.presenter.channel_trouble(table, error.code, False)  # refused: left alone
                return
            await self.presenter.update_table(table, locale)
            return
        await self.tables.set_message(table, message.id)
        if old is not None:
            await self._shrink(table, old, locale)

    async def _shrink(self, table: Table, message_id: int, locale: str) -> None:
        names = await self.presenter.shown_names(table)
        finished = len(table.match.results)
        scores = table.match.scores
        summary = t(
            locale,
            "table-moved-below",
            number=finished,
            name0=names[0],
            score0=scores[0],
            name1=names[1],
            score1=scores[1],
        )
        channel = self.client.get_partial_messageable(table.channel_id, guild_id=table.guild_id)
        try:
            await channel.get_partial_message(message_id).edit(
                content=summary, embed=None, attachments=[], view=None
            )
        except discord.HTTPException as error:
            log.info("could not shrink an old table of match %s: %s", table.match_id, error)
