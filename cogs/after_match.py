"""The buttons under a match result: Rematch, and Play the computer."""

from __future__ import annotations

import re
from typing import TYPE_CHECKING, Any

import discord

from bot.app.controls import Control
from bot.app.custom_ids import AFTER_MATCH_TEMPLATE
from bot.app.rematch import rematch, versus_computer

if TYPE_CHECKING:
    from bot.app.client import KoiKoiBot


class AfterMatchButton(Control, template=AFTER_MATCH_TEMPLATE):
    """Rematch (same opponent, level and rules) or a new match against the computer."""

    def __init__(self, item: discord.ui.Item[Any], match_id: int, what: str) -> None:
        super().__init__(item)
        self.match_id, self.what = match_id, what

    @classmethod
    async def from_custom_id(
        cls, interaction: discord.Interaction, item: discord.ui.Item[Any], match: re.Match[str], /
    ) -> AfterMatchButton:
        return cls(item, int(match["match"]), match["what"])

    async def pressed(self, interaction: discord.Interaction[KoiKoiBot]) -> None:
        if self.what == "again":
            await rematch(interaction.client, interaction, self.match_id)
        else:
            await versus_computer(interaction.client, interaction)


async def setup(bot: KoiKoiBot) -> None:
    """discord.py extension entry point."""
    bot.add_dynamic_items(AfterMatchButton)
