"""``/koikoi daily``: the deal of the day, played privately, and the day's board; the buttons of
a member's daily deal."""

from __future__ import annotations

from typing import TYPE_CHECKING

import discord
from discord import app_commands
from discord.ext import commands

from bot.app.kernel.controls import Control
from bot.app.kernel.custom_ids import DailyAfterId, DailyMoveId
from cogs import GROUP, GROUP_DESCRIPTION

if TYPE_CHECKING:
    from bot.app.run.client import KoiKoiBot

DAILY_CHOICES = [
    app_commands.Choice(name="Play today's deal", value="daily-play"),
    app_commands.Choice(name="The day's board", value="daily-board"),
]


class Daily(commands.GroupCog, group_name=GROUP, group_description=GROUP_DESCRIPTION):
    """The deal of the day."""

    def __init__(self, bot: KoiKoiBot) -> None:
        self.bot = bot
        super().__init__()

    @app_commands.command(
        name="daily", description="Play the deal of the day: one round against the expert"
    )
    @app_commands.describe(show="Play (default), or see the day's board")
    @app_commands.choices(show=DAILY_CHOICES)
    @app_commands.guild_only()
    async def daily(
        self, interaction: discord.Interaction, show: app_commands.Choice[str] | None = None
    ) -> None:
        """Play today's deal privately, or see the server's board of the day."""
        if show is not None and show.value == "daily-board":
            await self.bot.daily.board(interaction)
        else:
            await self.bot.daily.open(interaction)


class DailyMoveButton(Control, control=DailyMoveId):
    """A move in the clicking member's private daily deal."""

    control: DailyMoveId

    async def pressed(self, interaction: discord.Interaction[KoiKoiBot]) -> None:
        await interaction.client.daily.move(interaction, self.control)


class DailyAfterButton(Control, control=DailyAfterId):
    """Share, review or the best score, under a finished daily deal."""

    control: DailyAfterId

    async def pressed(self, interaction: discord.Interaction[KoiKoiBot]) -> None:
        await interaction.client.daily.after(interaction, self.control)


async def setup(bot: KoiKoiBot) -> None:
    """Register the command and the buttons."""
    await bot.add_cog(Daily(bot))
    bot.add_dynamic_items(DailyMoveButton, DailyAfterButton)
