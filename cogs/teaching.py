"""The expert teaches: ``/koikoi review`` of a finished match, its share button, and hints."""

from __future__ import annotations

import re
from typing import TYPE_CHECKING, Any

import discord
from discord import app_commands
from discord.ext import commands

from bot.app.controls import Control, MatchButton
from bot.app.custom_ids import HINT_TEMPLATE, REVIEW_SHARE_TEMPLATE
from cogs import GROUP, GROUP_DESCRIPTION

if TYPE_CHECKING:
    from bot.app.client import KoiKoiBot


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


class HintButton(Control, template=HINT_TEMPLATE):
    """What the expert would do now, on a hand in a match against the easy or normal computer."""

    def __init__(self, item: discord.ui.Item[Any], match_id: int, seq: int) -> None:
        super().__init__(item)
        self.match_id, self.seq = match_id, seq

    @classmethod
    async def from_custom_id(
        cls, interaction: discord.Interaction, item: discord.ui.Item[Any], match: re.Match[str], /
    ) -> HintButton:
        return cls(item, int(match["match"]), int(match["seq"]))

    async def pressed(self, interaction: discord.Interaction[KoiKoiBot]) -> None:
        await interaction.client.matches.hint(interaction, self.match_id, self.seq)


class ShareButton(MatchButton, template=REVIEW_SHARE_TEMPLATE):
    """Share my review of a match in the channel."""

    async def pressed(self, interaction: discord.Interaction[KoiKoiBot]) -> None:
        await interaction.client.reviews.share(interaction, self.match_id)


async def setup(bot: KoiKoiBot) -> None:
    """discord.py extension entry point."""
    await bot.add_cog(Teaching(bot))
    bot.add_dynamic_items(HintButton, ShareButton)
