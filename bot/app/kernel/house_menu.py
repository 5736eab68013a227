"""The select menu of the house rules (docs/rules.md section 10): every choice of every rule,
for a server's default (``/koikoi settings``) or one match (``/koikoi start``)."""

from __future__ import annotations

import logging
import re
from typing import Any, ClassVar, Self

import discord

from bot.app.core.house_rules import Choices, choices_of, select_options
from bot.app.core.refusal import Refusal
from bot.app.kernel.custom_ids import ControlId
from bot.app.kernel.tree import STORE_DOWN
from bot.engine.rules import HouseRule
from bot.i18n import t

log = logging.getLogger(__name__)
NEVER = r"(?!x)x"  # the template of the base class: matches nothing


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


class HouseMenu(discord.ui.DynamicItem[discord.ui.Select[Any]], template=NEVER):
    """A kind of house rules menu: its choice is checked, then handed to ``chose``."""

    kind: ClassVar[type[ControlId]]
    control: ControlId

    def __init_subclass__(cls, *, control: type[ControlId] | None = None, **kwargs: Any) -> None:
        super().__init_subclass__(template=control.TEMPLATE if control else NEVER, **kwargs)
        if control is not None:
            cls.kind = control

    def __init__(self, item: discord.ui.Item[Any], control: ControlId) -> None:
        if not isinstance(item, discord.ui.Select):
            # A forged button carrying one of our ids: the client's on_interaction answers it.
            item = discord.ui.Select(custom_id=str(getattr(item, "custom_id", "")))
        super().__init__(item)
        self.control = control

    @classmethod
    async def from_custom_id(
        cls, interaction: discord.Interaction, item: discord.ui.Item[Any], match: re.Match[str], /
    ) -> Self:
        """The menu of a choice, with the id record its custom_id names."""
        return cls(item, cls.kind.from_match(match))

    async def callback(self, interaction: discord.Interaction[Any]) -> None:
        """Hand the choices to ``chose``; a refusal or an unavailable store is answered."""
        data: dict[str, Any] = dict(interaction.data or {})
        if data.get("component_type") != discord.ComponentType.string_select.value:
            return
        if self.view is not None:
            self.view.clear_items()  # the view discord.py built for this choice: nothing uses it
        bot = interaction.client
        if await bot.turned_away(interaction):
            return
        async with bot.working():
            try:
                choices = choices_of(str(value) for value in data.get("values", []))
                await self.chose(interaction, choices)
            except Refusal as refusal:
                await bot.answers.refuse(interaction, refusal)
            except STORE_DOWN as error:
                log.warning("the database is unavailable: %s", error)
                await bot.answers.privately(interaction, "error-store-down")
            except Exception:
                log.exception("menu %r failed", self.item.custom_id)
                await bot.answers.privately(interaction, "error-internal")

    async def chose(self, interaction: discord.Interaction[Any], choices: Choices) -> None:
        """What the menu does with the house rules chosen (raising ``Refusal`` to say no)."""
        raise NotImplementedError
