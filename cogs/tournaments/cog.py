"""``/koikoi tournament``: a manager opens a tournament in the channel, or removes a player;
the buttons of its sign-up message (join, leave, start, cancel)."""

from __future__ import annotations

from typing import TYPE_CHECKING

import discord
from discord import app_commands
from discord.ext import commands

from bot.app.core.rules_in_play import MatchChoices, settled
from bot.app.kernel.controls import Control
from bot.app.kernel.custom_ids import TournamentId
from bot.engine import PresetName
from bot.tournament.games import Format
from cogs import GROUP, GROUP_DESCRIPTION

if TYPE_CHECKING:
    from bot.app.run.client import KoiKoiBot

FORMAT_CHOICES = [
    app_commands.Choice(name="round robin", value=Format.ROUND_ROBIN.value),
    app_commands.Choice(name="Swiss", value=Format.SWISS.value),
    app_commands.Choice(name="single elimination", value=Format.ELIMINATION.value),
]
HOUSE_RULES_CHOICES = [
    app_commands.Choice(name="this server's", value="server"),
    app_commands.Choice(name="none", value="none"),
]
DEFAULT_MINUTES = 60


class Tournaments(commands.GroupCog, group_name=GROUP, group_description=GROUP_DESCRIPTION):
    """Opening tournaments and taking players out of them."""

    def __init__(self, bot: KoiKoiBot) -> None:
        self.bot = bot
        super().__init__()

    @app_commands.command(name="tournament", description="Open a tournament here (managers)")
    @app_commands.describe(
        format="Round robin, Swiss (default) or single elimination",
        rules="Rule preset (default: this server's)",
        turn_clock="Minutes a player has for each turn (default: 60)",
        remove="Take this member out of the channel's tournament instead",
        house_rules="House rules of its games: this server's (default) or none",
    )
    @app_commands.choices(format=FORMAT_CHOICES, house_rules=HOUSE_RULES_CHOICES)
    @app_commands.guild_only()
    async def tournament(
        self,
        interaction: discord.Interaction,
        format: app_commands.Choice[str] | None = None,  # the option's name, as members see it
        rules: PresetName | None = None,
        turn_clock: app_commands.Range[int, 1, 10080] = DEFAULT_MINUTES,
        remove: discord.Member | None = None,
        house_rules: app_commands.Choice[str] | None = None,
    ) -> None:
        """Open a tournament in this channel, or remove a member from its tournament."""
        desk = self.bot.tournaments
        if remove is not None:
            await desk.remove(interaction, remove)
            return
        assert interaction.guild_id is not None
        settings = await self.bot.preferences.guild(interaction.guild_id)
        form = Format(format.value) if format is not None else Format.SWISS
        none = house_rules is not None and house_rules.value == "none"
        played = settled(MatchChoices(rules, house={} if none else None), settings)
        await desk.open(interaction, form, played, turn_clock)


class TournamentButton(Control, control=TournamentId):
    """Join, Leave, Start or Cancel on a tournament's sign-up message."""

    control: TournamentId

    async def pressed(self, interaction: discord.Interaction[KoiKoiBot]) -> None:
        desk, pressed = interaction.client.tournaments, self.control
        actions = {
            "join": desk.join,
            "leave": desk.leave,
            "start": desk.start,
            "cancel": desk.cancel,
        }
        # Acknowledged before the click is stored: a join, a start or a cancel made is then
        # never answered as a failure, and one Discord refused as late is not made.
        if not interaction.response.is_done():  # else the kernel did, its record slow to read
            await interaction.response.defer()
        await actions[pressed.verb](interaction, pressed.tournament)


async def setup(bot: KoiKoiBot) -> None:
    """discord.py extension entry point."""
    await bot.add_cog(Tournaments(bot))
    bot.add_dynamic_items(TournamentButton)
