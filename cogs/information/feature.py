"""How the information feature sets itself up: its desk, what it hears, its commands and controls.

Loaded by name by the composition root (``cogs.information.feature``).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from cogs.information import cog, help
from cogs.information.desk import InformationDesk

if TYPE_CHECKING:
    from bot.app.run.client import KoiKoiBot


async def setup(bot: KoiKoiBot) -> None:
    """Build the desk behind the commands, then register the commands and controls."""
    desk = InformationDesk(bot.store, bot.preferences, bot.drawing, bot.matches)
    bot.desks.provide("information", desk)
    await cog.setup(bot)
    await help.setup(bot)
