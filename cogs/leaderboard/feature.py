"""How the leaderboard feature sets itself up: its desk, what it hears, its commands and controls.

Loaded by name by the composition root (``cogs.leaderboard.feature``).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from cogs.leaderboard import cog
from cogs.leaderboard.desk import Leaderboards

if TYPE_CHECKING:
    from bot.app.run.client import KoiKoiBot


async def setup(bot: KoiKoiBot) -> None:
    """Build the boards' desk, register the commands and controls."""
    bot.desks.provide(
        "leaderboards", Leaderboards(bot.store, bot.languages, bot.names, bot.drawing)
    )
    await cog.setup(bot)
