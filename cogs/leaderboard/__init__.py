"""``/leaderboard``: a server's ranking points, skill ratings and past seasons."""

from __future__ import annotations

from typing import TYPE_CHECKING

from cogs.leaderboard import cog

if TYPE_CHECKING:
    from bot.app.run.client import KoiKoiBot


async def setup(bot: KoiKoiBot) -> None:
    """Register the commands and controls."""
    await cog.setup(bot)
