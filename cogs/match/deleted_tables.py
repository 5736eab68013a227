"""A table message deleted mid-match (by a moderator, or a member with Manage Messages): the
table is posted again as it is now, so the channel never plays on without one."""

from __future__ import annotations

import logging

import discord

from bot.app.core.table import Table
from bot.app.core.tables import Tables
from bot.store import StoreError
from cogs.match.presenter import Presenter

log = logging.getLogger(__name__)


async def post_table_again(
    client: discord.Client, presenter: Presenter, tables: Tables, table: Table, locale: str
) -> None:
    """Post ``table`` as a new message of its channel and make it the table's message."""
    channel = client.get_partial_messageable(table.channel_id, guild_id=table.guild_id)
    rendered = await presenter.table_message(table, locale)
    try:
        message = await channel.send(**rendered.as_kwargs())
    except discord.HTTPException as error:
        log.warning("could not post the table of match %s again: %s", table.match_id, error)
        if presenter.channel_trouble is not None and error.status in (403, 404):
            presenter.channel_trouble(table, error.code, False)  # refused, or the channel is gone
        return
    rendered.sent()
    try:
        await tables.set_message(table, message.id)
    except StoreError as error:  # shown all the same; a restart posts it once more
        log.warning("match %s: its new table message was not stored: %s", table.match_id, error)
    log.info("match %s: its table was deleted and is posted again", table.match_id)
