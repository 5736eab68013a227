"""``/koikoi replay`` and the Replay buttons (under a match result, a review and a replay)."""

from __future__ import annotations

from typing import TYPE_CHECKING, Literal

import discord
from discord import app_commands
from discord.ext import commands

from bot.app.kernel.controls import Control
from bot.app.kernel.custom_ids import ReplayId
from cogs import GROUP, GROUP_DESCRIPTION

if TYPE_CHECKING:
    from bot.app.run.client import KoiKoiBot

Length = Literal["best", "match", "round"]


class Replaying(commands.GroupCog, group_name=GROUP, group_description=GROUP_DESCRIPTION):
    """Finished matches shown again, move by move."""

    def __init__(self, bot: KoiKoiBot) -> None:
        self.bot = bot
        super().__init__()

    @app_commands.command(name="replay", description="A finished match, move by move")
    @app_commands.describe(
        match="The match number (default: your last finished match)",
        length="The best round (default), the whole match, or the last round",
        day="A past day's best daily deal instead (YYYY-MM-DD)",
    )
    @app_commands.guild_only()
    async def replay(
        self,
        interaction: discord.Interaction,
        match: app_commands.Range[int, 1] | None = None,
        length: Length = "best",
        day: app_commands.Range[str, 8, 10] | None = None,
    ) -> None:
        """Show a replay privately: of a match, or of a past day's best daily deal."""
        if day is not None:
            await self.bot.replays.daily(interaction, day)
        else:
            await self.bot.replays.last(interaction, match, length)


class ReplayButton(Control, control=ReplayId):
    """Show a match's replay privately, or post it in the channel (a player)."""

    control: ReplayId

    async def pressed(self, interaction: discord.Interaction[KoiKoiBot]) -> None:
        replays = interaction.client.replays
        if self.control.post:
            await replays.post(interaction, self.control)
        else:
            await replays.show(interaction, self.control)


async def setup(bot: KoiKoiBot) -> None:
    """discord.py extension entry point."""
    await bot.add_cog(Replaying(bot))
    bot.add_dynamic_items(ReplayButton)
