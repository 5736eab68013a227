"""How the seasons feature sets itself up: its desk, what it hears, its commands and controls.

Loaded by name by the composition root (``cogs.seasons.feature``).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from bot.app.core.events import Starting, Stopping
from cogs.seasons import cog
from cogs.seasons.keeper import SeasonKeeper

if TYPE_CHECKING:
    from bot.app.run.client import KoiKoiBot


async def setup(bot: KoiKoiBot) -> None:
    """Build the season keeper; it starts looking once the bot starts."""
    keeper = SeasonKeeper(bot, bot.store, bot.languages, bot.owns_guild)
    bot.desks.provide("seasons", keeper)
    # A season that ended while the bot was down ends now.
    bot.events.subscribe(Starting, lambda _: keeper.start())
    bot.events.subscribe(Stopping, lambda _: keeper.close())
    await cog.setup(bot)
