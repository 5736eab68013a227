"""After a restart: this process's unfinished matches shown again as they stand."""

from __future__ import annotations

import logging
from collections.abc import Callable

import discord

from bot.app.core.table import Table
from bot.app.core.tables import Tables
from bot.app.kernel import logs
from bot.app.kernel.languages import Languages
from cogs.match.presenter import Presenter
from cogs.match.publishing import Publisher

log = logging.getLogger(__name__)


class Restoring:
    """Brings the tables back and posts or redraws their messages."""

    def __init__(
        self,
        client: discord.Client,
        tables: Tables,
        languages: Languages,
        presenter: Presenter,
        publisher: Publisher,
    ) -> None:
        self.client = client
        self.tables = tables
        self.languages = languages
        self.presenter = presenter
        self.publisher = publisher

    async def restore(self, owns: Callable[[int], bool]) -> None:
        """Bring back the unfinished matches of the servers this process ``owns`` and show each
        as it stands: a table whose message was never posted is posted now; the others are
        redrawn, since the bot may have stopped between logging a move and showing it."""
        for outcome in await self.tables.restore_all(owns):
            table = outcome.table
            with logs.where(guild=table.guild_id, channel=table.channel_id, match=table.match_id):
                if table.message_id is None and not table.match.over:
                    await self.repost(table)
                if outcome.events:  # the computer moved, or the match ended, while we were away
                    await self.publisher.publish(outcome)
                elif table.message_id is not None:
                    locale = await self.languages.of_server(table.guild_id)
                    await self.presenter.update_table(table, locale)
        log.info("restored %d unfinished matches", len(self.tables))

    async def repost(self, table: Table) -> None:
        """Post the table of a match whose message is missing; call the match off if the
        channel will not take it."""
        locale = await self.languages.of_server(table.guild_id)
        channel = self.client.get_partial_messageable(table.channel_id, guild_id=table.guild_id)
        try:
            rendered = await self.presenter.table_message(table, locale)
            message = await channel.send(**rendered.as_kwargs())
        except discord.HTTPException as error:
            log.warning(
                "match %s called off: its table could not be posted (%s)", table.match_id, error
            )
            await self.tables.abandon(table)
            return
        await self.tables.set_message(table, message.id)
