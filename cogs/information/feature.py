"""How the information feature sets itself up: its desk, what it hears, its commands and controls.

Loaded by name by the composition root (``cogs.information.feature``).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from cogs.information import cog, help

if TYPE_CHECKING:
    from bot.app.run.client import KoiKoiBot


async def setup(bot: KoiKoiBot) -> None:
    """Register the commands and controls."""
    await cog.setup(bot)
    await help.setup(bot)
