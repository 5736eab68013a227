"""The select menu of the house rules (docs/rules.md section 10): every choice of every rule,
for a server's default (``/koikoi settings``) or one match (``/koikoi start``)."""

from __future__ import annotations

from typing import Any, ClassVar

import discord

from bot.app.core.house_rules import Choices, choices_of, select_options
from bot.app.core.refusal import Refusal
from bot.app.kernel.controls import Interactive
from bot.engine.rules import HouseRule
from bot.i18n import t


def house_menu(locale: str, chosen: Choices, custom_id: str) -> discord.ui.View:
    """A menu of every choice of every house rule, those in ``chosen`` marked."""
    options = [
        discord.SelectOption(label=label, value=value, default=now)
        for value, label, now in select_options(locale, chosen)
    ]
    view = discord.ui.View(timeout=None)
    view.add_item(
        discord.ui.Select(
            custom_id=custom_id,
            placeholder=t(locale, "house-rules-placeholder"),
            min_values=0,
            max_values=len(HouseRule),
            options=options,
        )
    )
    return view


class HouseMenu(Interactive):
    """A kind of house rules menu: its choice is checked, then handed to ``chose``."""

    component = discord.ComponentType.string_select
    again: ClassVar[str]  # the command that opens this menu again ("/koikoi settings")

    @classmethod
    def stand_in(cls, custom_id: str) -> discord.ui.Item[Any]:
        return discord.ui.Select(custom_id=custom_id)

    async def act(self, interaction: discord.Interaction[Any]) -> None:
        data: dict[str, Any] = dict(interaction.data or {})
        try:
            choices = choices_of(str(value) for value in data.get("values", []))
        except Refusal as refusal:  # a house rule or choice of an older version
            raise Refusal(refusal.key, **refusal.args_, command=self.again) from None
        await self.chose(interaction, choices)

    async def chose(self, interaction: discord.Interaction[Any], choices: Choices) -> None:
        """What the menu does with the house rules chosen (raising ``Refusal`` to say no)."""
        raise NotImplementedError
