"""The buttons under a match result: Rematch, and Play the computer."""

from __future__ import annotations

from typing import TYPE_CHECKING

import discord

from bot.app.adapter.controls import Control
from bot.app.adapter.custom_ids import AfterMatchId
from bot.app.adapter.rematch import rematch, versus_computer

if TYPE_CHECKING:
    from bot.app.adapter.client import KoiKoiBot


class AfterMatchButton(Control, control=AfterMatchId):
    """Rematch (same opponent, level and rules) or a new match against the computer."""

    control: AfterMatchId

    async def pressed(self, interaction: discord.Interaction[KoiKoiBot]) -> None:
        if self.control.what == "again":
            await rematch(interaction.client, interaction, self.control.match)
        else:
            await versus_computer(interaction.client, interaction)


async def setup(bot: KoiKoiBot) -> None:
    """discord.py extension entry point."""
    bot.add_dynamic_items(AfterMatchButton)
