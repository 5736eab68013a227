"""Playing: ``/koikoi start``, ``hand`` and ``forfeit``, and the buttons of a match."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, cast

import discord
from discord import app_commands
from discord.ext import commands

from bot.app.core.house_rules import Choices
from bot.app.core.refusal import Refusal
from bot.app.core.rules_in_play import MatchChoices, Settled, rules_in_play, settled
from bot.app.core.variants import VariantChoice, Variants
from bot.app.kernel import deferral
from bot.app.kernel.channel_access import check_table_possible
from bot.app.kernel.controls import Control
from bot.app.kernel.custom_ids import (
    CallId,
    ForfeitId,
    HandId,
    HouseStartId,
    MoveId,
    move_action,
)
from bot.app.kernel.house_menu import HouseMenu, house_menu
from bot.app.kernel.members import member_of
from bot.app.kernel.messages import button, stopped_view
from bot.app.kernel.tree import ABOUT_A_MATCH
from bot.engine import Level, Player, PresetName
from bot.engine.levels import DEFAULT_LEVEL
from bot.i18n import t
from cogs import GROUP, GROUP_DESCRIPTION

if TYPE_CHECKING:
    from bot.app.run.client import KoiKoiBot


def _choice_of(variants: Variants) -> VariantChoice:
    """The slash command choice of ``variants``."""
    if variants.loser_pays and variants.twelve_months:
        return "both"
    if variants.any:
        return "loser-pays" if variants.loser_pays else "twelve-months"
    return "none"


async def begin(
    bot: KoiKoiBot,
    interaction: discord.Interaction,
    against: tuple[Level | None, discord.Member | None],
    chosen: MatchChoices | Settled,
) -> None:
    """Open a match against the computer at a level, or challenge a member, on the rules
    ``chosen`` (the server's where they choose nothing)."""
    assert interaction.guild_id is not None
    user = interaction.user
    assert isinstance(user, discord.Member)
    level, opponent = against
    check_table_possible(interaction)  # also after the house rules' menu
    played = settled(chosen, await bot.preferences.guild(interaction.guild_id))
    bot.matches.remember_name(interaction.guild_id, user)
    if opponent is not None:
        # Everything settled now: the challenged member accepts the rules they were offered.
        await bot.challenges.post(interaction, user, opponent, played)
        return
    seats = (Player.member(user.id), Player.computer(level or DEFAULT_LEVEL))
    await bot.matches.start(interaction, seats, rules_in_play(played))


def _check_can_open(
    bot: KoiKoiBot,
    interaction: discord.Interaction,
    level: Level | None,
    opponent: discord.Member | None,
) -> None:
    """Refuse at once, privately, a start that what is in memory already rules out."""
    assert interaction.guild_id is not None and interaction.channel_id is not None
    if opponent is not None:
        bot.challenges.check(interaction, interaction.user, opponent)
        return
    seats = (Player.member(interaction.user.id), Player.computer(level or DEFAULT_LEVEL))
    bot.matches.check_can_open(interaction.guild_id, interaction.channel_id, seats)


class HouseStartMenu(HouseMenu, control=HouseStartId):
    """The house rules of one match, chosen after ``/koikoi start house_rules: True``."""

    again = "/koikoi start"

    async def chose(self, interaction: discord.Interaction[Any], choices: Choices) -> None:
        """Start what was asked for, with these house rules."""
        asked = self.control
        assert isinstance(asked, HouseStartId)
        bot: KoiKoiBot = interaction.client
        check_table_possible(interaction)
        await deferral.defer(interaction, private=False)  # before Discord is asked for a member
        opponent = None
        if asked.opponent:
            opponent = await member_of(interaction, asked.opponent)
            if opponent is None:
                raise Refusal("error-member-gone")
        level = cast(Level, asked.level)
        variants = Variants.chosen(cast(VariantChoice, asked.variants))
        chosen = MatchChoices(asked.rules, variants, choices)
        await begin(bot, interaction, (level, opponent), chosen)


class Playing(commands.GroupCog, group_name=GROUP, group_description=GROUP_DESCRIPTION):
    """Starting, following and giving up a match."""

    def __init__(self, bot: KoiKoiBot) -> None:
        self.bot = bot
        super().__init__()

    @app_commands.command(
        name="start",
        description="Start a match against the computer or a member",
        extras=ABOUT_A_MATCH,
    )
    @app_commands.describe(
        level="How strong the computer plays (default: normal)",
        opponent="Challenge a member instead of the computer",
        rules="Rule preset (default: this server's)",
        variants="Traditional variants",
        house_rules="Choose this match's house rules from a menu first",
    )
    @app_commands.guild_only()
    async def start(
        self,
        interaction: discord.Interaction,
        level: Level | None = None,
        opponent: discord.Member | None = None,
        rules: PresetName | None = None,
        variants: VariantChoice | None = None,
        house_rules: bool | None = None,
    ) -> None:
        """Open a match in this channel, or challenge a member to one."""
        assert interaction.guild_id is not None
        check_table_possible(interaction)  # before anything: nothing would be seen
        _check_can_open(self.bot, interaction, level, opponent)  # in memory: answered at once
        asked = MatchChoices(rules, Variants.chosen(variants) if variants else None)
        if rules is not None and variants is not None:
            settled(asked)  # variants the preset does not offer are refused at once
        # acknowledged before the settings are read: the table or challenge fills this in
        await deferral.defer(interaction, private=bool(house_rules))
        chosen = settled(asked, await self.bot.preferences.guild(interaction.guild_id))
        if house_rules:
            control = HouseStartId(
                level or DEFAULT_LEVEL, chosen.preset, variants or _choice_of(chosen.variants),
                opponent.id if opponent is not None else 0,
            )  # fmt: skip
            locale = await self.bot.user_locale(interaction)
            menu = house_menu(locale, chosen.house, control.custom_id)
            text = t(locale, "house-rules-pick-match")
            await deferral.send(interaction, private=True, content=text, view=menu)
            return
        await begin(self.bot, interaction, (level, opponent), chosen)

    @app_commands.command(
        name="hand", description="Show your hand in the current match", extras=ABOUT_A_MATCH
    )
    @app_commands.guild_only()
    async def hand(self, interaction: discord.Interaction) -> None:
        """Re-open my hand."""
        await self.bot.matches.private_hands.of_member(interaction)

    @app_commands.command(
        name="forfeit", description="Give up your current match", extras=ABOUT_A_MATCH
    )
    @app_commands.guild_only()
    async def forfeit(self, interaction: discord.Interaction) -> None:
        """Ask to confirm giving up."""
        assert interaction.guild_id is not None
        table = self.bot.matches.playing(interaction.guild_id, interaction.user.id)
        if table is None:
            raise Refusal("error-no-match")
        locale = await self.bot.user_locale(interaction)
        view = stopped_view(
            button(
                ForfeitId(table.match_id).custom_id,
                t(locale, "button-forfeit"),
                discord.ButtonStyle.danger,
            ),
        )
        await interaction.response.send_message(
            t(locale, "forfeit-confirm"), view=view, ephemeral=True
        )


class MoveButton(Control, control=MoveId):
    """A card to play or pick, a field card to take, STOP or KOI-KOI."""

    control: MoveId

    async def pressed(self, interaction: discord.Interaction[KoiKoiBot]) -> None:
        matches = interaction.client.matches
        move = self.control
        if move.verb == "pick":
            await matches.private_hands.pick(interaction, move.match, move.card, move.seq)
            return
        await matches.moves.move(
            interaction, move.match, move_action(move.verb, move.card), move.seq
        )


class HandButton(Control, control=HandId):
    """The "My hand" button on the table, or refresh on a hand message."""

    control: HandId

    async def pressed(self, interaction: discord.Interaction[KoiKoiBot]) -> None:
        await interaction.client.matches.private_hands.open(interaction, self.control.match)


class ForfeitButton(Control, control=ForfeitId):
    """The confirmation of ``/koikoi forfeit``."""

    control: ForfeitId

    async def pressed(self, interaction: discord.Interaction[KoiKoiBot]) -> None:
        await interaction.client.matches.moves.forfeit(interaction, self.control.match)


class CallButton(Control, control=CallId):
    """A spectator's guess: they'll stop, or they'll call KOI-KOI."""

    control: CallId

    async def pressed(self, interaction: discord.Interaction[KoiKoiBot]) -> None:
        bot, call = interaction.client, self.control
        table = bot.matches.table(call.match)
        if table is None:
            raise Refusal("call-closed")
        # Acknowledged before the guess is stored: an answer refused as late stores nothing.
        await deferral.defer(interaction, private=True)
        await bot.calls.vote(table, interaction.user.id, call.seq, call.guess)
        await bot.answers.privately(interaction, "call-voted")
        if table.message_id is not None:
            locale = await bot.languages.of_server(table.guild_id)
            await bot.matches.redraw(table, locale)


async def setup(bot: KoiKoiBot) -> None:
    """discord.py extension entry point."""
    await bot.add_cog(Playing(bot))
    bot.add_dynamic_items(MoveButton, HandButton, ForfeitButton, CallButton)
    bot.add_dynamic_items(HouseStartMenu)
