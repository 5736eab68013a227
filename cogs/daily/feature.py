"""How the daily feature sets itself up: its desk, what it hears, its commands and controls.

Loaded by name by the composition root (``cogs.daily.feature``).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from bot.app.core.events import Starting
from bot.daily.deal import Dailies
from cogs.daily import cog
from cogs.daily.desk import DailyDesk, DeskParts

if TYPE_CHECKING:
    from bot.app.run.client import KoiKoiBot


async def setup(bot: KoiKoiBot) -> None:
    """Build the daily desk (its review button uses the reviews' desk)."""
    parts = DeskParts(
        bot.store,
        bot.preferences,
        bot.languages,
        bot.answers,
        bot.names,
        bot.drawing,
        bot.reviews,
    )
    daily = DailyDesk(parts, Dailies(bot.store, bot.computer))
    bot.desks.provide("daily", daily)
    bot.events.subscribe(Starting, lambda _: daily.dailies.lapse_past())
    await cog.setup(bot)
