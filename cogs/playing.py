"""Playing: ``/koikoi start``, ``hand`` and ``forfeit``, and the buttons of a match."""

from __future__ import annotations

import re
from typing import TYPE_CHECKING, Any

import discord
from discord import app_commands
from discord.ext import commands

from bot.app.controls import Control, MatchButton
from bot.app.custom_ids import (
    CHALLENGE_TEMPLATE,
    FORFEIT_TEMPLATE,
    HAND_TEMPLATE,
    MOVE_TEMPLATE,
    forfeit_id,
)
from bot.app.messages import button, stopped_view
from bot.app.tables import Refusal
from bot.app.variants import VariantChoice, Variants
from bot.engine import KOIKOI, STOP, Action, Level, Player, PresetName, preset
from bot.engine.actions import PLAYS, TAKES
from bot.engine.levels import DEFAULT_LEVEL
from bot.i18n import t
from cogs import GROUP, GROUP_DESCRIPTION

if TYPE_CHECKING:
    from bot.app.client import KoiKoiBot


class Playing(commands.GroupCog, group_name=GROUP, group_description=GROUP_DESCRIPTION):
    """Starting, following and giving up a match."""

    def __init__(self, bot: KoiKoiBot) -> None:
        self.bot = bot
        super().__init__()

    @app_commands.command(
        name="start", description="Start a match against the computer or a member"
    )
    @app_commands.describe(
        level="How strong the computer plays (default: normal)",
        opponent="Challenge a member instead of the computer",
        rules="Rule preset (default: this server's)",
        variants="Traditional variants",
    )
    @app_commands.guild_only()
    async def start(
        self,
        interaction: discord.Interaction,
        level: Level | None = None,
        opponent: discord.Member | None = None,
        rules: PresetName | None = None,
        variants: VariantChoice | None = None,
    ) -> None:
        """Open a match in this channel, or challenge a member to one."""
        assert interaction.guild_id is not None
        user = interaction.user
        assert isinstance(user, discord.Member)
        settings = await self.bot.preferences.guild(interaction.guild_id)
        rules_name = rules or settings.default_preset
        if variants is None:
            chosen = Variants.from_json(settings.default_variants)
            if not chosen.applies_to(preset(rules_name)):
                chosen = Variants()  # the server's default variants go with the traditional rules
        else:
            chosen = Variants.chosen(variants)
        if not chosen.applies_to(preset(rules_name)):
            await self.bot.refuse(interaction, Refusal("error-variants-traditional-only"))
            return
        self.bot.matches.presenter.remember_name(interaction.guild_id, user)
        if opponent is not None:
            await self.bot.challenges.post(interaction, user, opponent, rules_name, chosen)
            return
        seats = (Player.member(user.id), Player.computer(level or DEFAULT_LEVEL))
        await self.bot.matches.start(interaction, seats, chosen.apply(preset(rules_name)))

    @app_commands.command(name="hand", description="Show your hand in the current match")
    @app_commands.guild_only()
    async def hand(self, interaction: discord.Interaction) -> None:
        """Re-open my hand."""
        await self.bot.matches.hand_of(interaction)

    @app_commands.command(name="forfeit", description="Give up your current match")
    @app_commands.guild_only()
    async def forfeit(self, interaction: discord.Interaction) -> None:
        """Ask to confirm giving up."""
        assert interaction.guild_id is not None
        table = self.bot.matches.tables.playing(interaction.guild_id, interaction.user.id)
        if table is None:
            await self.bot.refuse(interaction, Refusal("error-no-match"))
            return
        locale = await self.bot.user_locale(interaction)
        view = stopped_view(
            button(
                forfeit_id(table.match_id), t(locale, "button-forfeit"), discord.ButtonStyle.danger
            ),
        )
        await interaction.response.send_message(
            t(locale, "forfeit-confirm"), view=view, ephemeral=True
        )


class MoveButton(Control, template=MOVE_TEMPLATE):
    """A card to play or pick, a field card to take, STOP or KOI-KOI."""

    def __init__(self, item: discord.ui.Item[Any], match_id: int, verb: str, card: int, seq: int):
        super().__init__(item)
        self.match_id, self.verb, self.card, self.seq = match_id, verb, card, seq

    @classmethod
    async def from_custom_id(
        cls, interaction: discord.Interaction, item: discord.ui.Item[Any], match: re.Match[str], /
    ) -> MoveButton:
        return cls(item, int(match["match"]), match["verb"], int(match["card"]), int(match["seq"]))

    async def pressed(self, interaction: discord.Interaction[KoiKoiBot]) -> None:
        matches = interaction.client.matches
        if self.verb == "pick":
            await matches.pick(interaction, self.match_id, self.card, self.seq)
            return
        await matches.move(interaction, self.match_id, _action(self.verb, self.card), self.seq)


class HandButton(MatchButton, template=HAND_TEMPLATE):
    """The "My hand" button on the table, or refresh on a hand message."""

    async def pressed(self, interaction: discord.Interaction[KoiKoiBot]) -> None:
        await interaction.client.matches.open_hand(interaction, self.match_id)


class ForfeitButton(MatchButton, template=FORFEIT_TEMPLATE):
    """The confirmation of ``/koikoi forfeit``."""

    def belongs_on(self, interaction: discord.Interaction[KoiKoiBot]) -> bool:
        # The confirmation is a private message; a public one is a table.
        return interaction.message is not None and interaction.message.flags.ephemeral

    async def pressed(self, interaction: discord.Interaction[KoiKoiBot]) -> None:
        await interaction.client.matches.forfeit(interaction, self.match_id)


class ChallengeAnswer(Control, template=CHALLENGE_TEMPLATE):
    """Accept or Decline, for the challenged member."""

    def __init__(self, item: discord.ui.Item[Any], challenge_id: int, accept: bool) -> None:
        super().__init__(item)
        self.challenge_id, self.accept = challenge_id, accept

    @classmethod
    async def from_custom_id(
        cls, interaction: discord.Interaction, item: discord.ui.Item[Any], match: re.Match[str], /
    ) -> ChallengeAnswer:
        return cls(item, int(match["challenge"]), match["answer"] == "yes")

    def belongs_on(self, interaction: discord.Interaction[KoiKoiBot]) -> bool:
        # Only on the message of this very challenge (answering edits it).
        message = interaction.message
        posted = interaction.client.challenges.message_of(self.challenge_id)
        return message is not None and (posted is None or posted == message.id)

    async def pressed(self, interaction: discord.Interaction[KoiKoiBot]) -> None:
        await interaction.client.challenges.answer(interaction, self.challenge_id, self.accept)


def _action(verb: str, card: int) -> Action:
    """The engine's action for a move button."""
    if verb == "play":
        return PLAYS[card]
    if verb == "take":
        return TAKES[card]
    return KOIKOI if verb == "koikoi" else STOP


async def setup(bot: KoiKoiBot) -> None:
    """discord.py extension entry point."""
    await bot.add_cog(Playing(bot))
    bot.add_dynamic_items(MoveButton, HandButton, ForfeitButton, ChallengeAnswer)
