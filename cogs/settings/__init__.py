"""``/koikoi profile`` and ``/koikoi settings``: a member's and a server's choices."""

from __future__ import annotations

from typing import TYPE_CHECKING

from cogs.settings import cog

if TYPE_CHECKING:
    from bot.app.run.client import KoiKoiBot


async def setup(bot: KoiKoiBot) -> None:
    """Register the commands and controls."""
    await cog.setup(bot)
