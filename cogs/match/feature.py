"""How the match feature sets itself up: its desk, what it hears, its commands and controls.

Loaded by name by the composition root (``cogs.match.feature``).
"""

from __future__ import annotations

import asyncio
from typing import TYPE_CHECKING

from bot.app.core.events import ChannelLost, Starting, Stopped, Stopping
from bot.app.core.spectators_call import SpectatorsCall
from cogs.match import cog
from cogs.match.permission_changes import PermissionChanges
from cogs.match.presenter import Presenter
from cogs.match.service import MatchService

if TYPE_CHECKING:
    from bot.app.run.client import KoiKoiBot


async def setup(bot: KoiKoiBot) -> None:
    """Build the match service, hear the kernel's events, register the commands and controls."""
    presenter = Presenter(bot, bot.drawing, bot.names)
    matches = MatchService(
        bot,
        bot.store,
        bot.preferences,
        bot.computer,
        presenter,
        bot.languages,
        bot.working,
        bot.events,
    )
    presenter.calls = calls = SpectatorsCall(bot.store, bot.preferences)
    matches.tables.commit_seconds = bot.metrics.commit_seconds.observe
    bot.metrics.matches_in_play = lambda: len(matches.tables)
    bot.desks.provide("matches", matches)
    bot.desks.provide("calls", calls)
    bot.events.subscribe(Starting, lambda started: matches.restore(started.owns))
    bot.events.subscribe(ChannelLost, lambda lost: matches.channel_deleted(lost.channel_id))
    bot.events.subscribe(Stopping, lambda _: matches.tables.close())
    bot.events.subscribe(Stopped, lambda _: asyncio.to_thread(matches.close))
    await bot.add_cog(PermissionChanges(bot, matches.quiet))
    await cog.setup(bot)
