"""One dynamic item routes every button of ours, so buttons keep working after a restart."""

from __future__ import annotations

import logging
import re
from typing import TYPE_CHECKING, Any

import discord

from bot.controls import TEMPLATE, ChallengeControl, LeaderboardControl, MatchControl, parse_control
from bot.i18n import t

if TYPE_CHECKING:
    from bot.client import KoiKoiBot

log = logging.getLogger(__name__)


class KoiKoiControl(discord.ui.DynamicItem[discord.ui.Button[Any]], template=TEMPLATE):
    """Any ``kk1:`` button; the custom_id says what it acts on."""

    def __init__(self, item: discord.ui.Button[Any]) -> None:
        super().__init__(item)

    @classmethod
    async def from_custom_id(
        cls, interaction: discord.Interaction, item: discord.ui.Item[Any], match: re.Match[str], /
    ) -> KoiKoiControl:
        assert isinstance(item, discord.ui.Button)
        return cls(item)

    async def callback(self, interaction: discord.Interaction) -> None:
        bot: KoiKoiBot = interaction.client  # type: ignore[assignment]
        custom_id = self.item.custom_id or ""
        control = parse_control(custom_id)
        async with bot.working():
            await _route(bot, interaction, control, custom_id)


async def _route(
    bot: KoiKoiBot, interaction: discord.Interaction, control: object, custom_id: str
) -> None:
    """Hand the click to the cog that owns it."""
    try:
        if isinstance(control, MatchControl):
            await bot.koikoi_cog.on_match_control(interaction, control)
        elif isinstance(control, ChallengeControl):
            await bot.koikoi_cog.answer_challenge(interaction, control)
        elif isinstance(control, LeaderboardControl):
            await bot.leaderboard_cog.show_page(interaction, control.page)
        else:
            log.info("unknown button %r from user %s", custom_id, interaction.user.id)
            await _explain(interaction, "error-unknown-button")
    except Exception:
        log.exception("button %r failed", custom_id)
        await _explain(interaction, "error-internal")


async def _explain(interaction: discord.Interaction, key: str) -> None:
    bot: KoiKoiBot = interaction.client  # type: ignore[assignment]
    text = t(await bot.user_locale(interaction), key)
    try:
        if interaction.response.is_done():
            await interaction.followup.send(text, ephemeral=True)
        else:
            await interaction.response.send_message(text, ephemeral=True)
    except discord.HTTPException:
        pass
