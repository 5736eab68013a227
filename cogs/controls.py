"""One dynamic item routes every button of ours, so buttons keep working after a restart."""

from __future__ import annotations

import logging
import re
from typing import TYPE_CHECKING, Any

import discord

from bot.controls import TEMPLATE, ChallengeControl, LeaderboardControl, MatchControl, parse_control

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
        if not isinstance(item, discord.ui.Button):
            # A forged select carrying one of our ids; the client's on_interaction answers it.
            return cls(
                discord.ui.Button(custom_id=item.custom_id if hasattr(item, "custom_id") else None)
            )
        return cls(item)

    async def callback(self, interaction: discord.Interaction) -> None:
        bot: KoiKoiBot = interaction.client  # type: ignore[assignment]
        data: dict[str, object] = dict(interaction.data or {})
        if data.get("component_type") != discord.ComponentType.button.value:
            return  # not a button: on_interaction has already answered it
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
    await bot.answer_privately(interaction, key)
