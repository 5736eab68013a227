"""The expert teaches: ``/koikoi review`` of a finished match, its share button, and hints."""

from __future__ import annotations

from typing import TYPE_CHECKING

import discord
from discord import app_commands
from discord.ext import commands

from bot.app.kernel.controls import Control
from bot.app.kernel.custom_ids import HintId, ReviewShareId
from cogs import GROUP, GROUP_DESCRIPTION

if TYPE_CHECKING:
    from bot.app.run.client import KoiKoiBot


class Teaching(commands.GroupCog, group_name=GROUP, group_description=GROUP_DESCRIPTION):
    """Reviews of finished matches."""

    def __init__(self, bot: KoiKoiBot) -> None:
        self.bot = bot
        super().__init__()

    @app_commands.command(name="review", description="The expert's review of your finished match")
    @app_commands.describe(match="The match number (default: your last finished match)")
    @app_commands.guild_only()
    async def review(
        self,
        interaction: discord.Interaction,
        match: app_commands.Range[int, 1] | None = None,
    ) -> None:
        """Review one of my finished matches, privately."""
        await self.bot.reviews.review(interaction, match)


class HintButton(Control, control=HintId):
    """What the expert would do now, on a hand in a match against the easy or normal computer."""

    control: HintId

    async def pressed(self, interaction: discord.Interaction[KoiKoiBot]) -> None:
        hint = self.control
        await interaction.client.matches.hint(interaction, hint.match, hint.seq)


class ShareButton(Control, control=ReviewShareId):
    """Share my review of a match in the channel."""

    control: ReviewShareId

    async def pressed(self, interaction: discord.Interaction[KoiKoiBot]) -> None:
        await interaction.client.reviews.share(interaction, self.control.match)


async def setup(bot: KoiKoiBot) -> None:
    """discord.py extension entry point."""
    await bot.add_cog(Teaching(bot))
    bot.add_dynamic_items(HintButton, ShareButton)
