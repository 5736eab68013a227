"""Information: ``/koikoi rules`` and ``/koikoi stats``."""

from __future__ import annotations

from typing import TYPE_CHECKING

import discord
from discord import app_commands
from discord.ext import commands

from bot.app.core.guide_words import legend_text, rules_description, rules_title
from bot.app.core.house_rules import played_words
from bot.app.core.rules_in_play import MatchChoices, rules_in_play
from bot.app.kernel import deferral
from bot.app.kernel.controls import Control
from bot.app.kernel.custom_ids import LegendId
from bot.app.kernel.safe_text import shown_name
from bot.engine import PresetName
from bot.i18n import t
from bot.rating.boards import place_text
from bot.rating.rating_board import rating_value
from cogs import GROUP, GROUP_DESCRIPTION
from cogs.information.help import information

if TYPE_CHECKING:
    from bot.app.run.client import KoiKoiBot


class Information(commands.GroupCog, group_name=GROUP, group_description=GROUP_DESCRIPTION):
    """What the game is and how members have played it."""

    def __init__(self, bot: KoiKoiBot) -> None:
        self.bot = bot
        super().__init__()

    @app_commands.command(name="rules", description="The rules, the yaku and strategy tips")
    @app_commands.describe(preset_name="Rule preset (default: this server's)")
    @app_commands.rename(preset_name="preset")
    async def rules(
        self, interaction: discord.Interaction, preset_name: PresetName | None = None
    ) -> None:
        """Explain the rules a match on a preset plays here, or without one the rules of the
        member's match in play (else a new match's)."""
        locale = await self.bot.user_locale(interaction)
        await deferral.defer(interaction, private=True)  # the store may wait
        guild_id = interaction.guild_id
        server = await self.bot.preferences.guild(guild_id) if guild_id is not None else None
        table = None
        if preset_name is None and guild_id is not None:
            table = self.bot.matches.playing(guild_id, interaction.user.id)
        rules = table.match.rules if table else rules_in_play(MatchChoices(preset_name), server)
        embed = discord.Embed(
            title=t(locale, "rules-title", rules=rules_title(locale, rules)),
            description=rules_description(locale, rules),
            colour=discord.Colour.dark_red(),
        )
        house = played_words(locale, rules)
        if house:
            embed.add_field(
                name=t(locale, "house-rules-title"), value="\n".join(house), inline=False
            )
        embed.add_field(
            name=t(locale, "rules-turn-title"), value=t(locale, "rules-turn"), inline=False
        )
        embed.add_field(
            name=t(locale, "rules-tips-title"), value=t(locale, "rules-tips"), inline=False
        )
        answer = await information(self.bot).with_guide(embed, locale, rules)
        await deferral.send(interaction, private=True, **answer)

    @app_commands.command(name="stats", description="A member's results in this server")
    @app_commands.describe(member="Whose statistics (default: yours)")
    @app_commands.guild_only()
    async def stats(
        self, interaction: discord.Interaction, member: discord.Member | None = None
    ) -> None:
        """Show statistics."""
        assert interaction.guild_id is not None
        await deferral.defer(interaction, private=True)  # the history picture takes a moment
        locale = await self.bot.user_locale(interaction)
        target = member or interaction.user
        found = await information(self.bot).stats(interaction.guild_id, target.id)
        stats, rank = found.profile, found.rank
        embed = discord.Embed(
            title=t(locale, "stats-title", name=shown_name(target.display_name)),
            colour=discord.Colour.gold(),
        )
        embed.add_field(name=t(locale, "stats-ranking-points"), value=str(stats.ranking_points))
        embed.add_field(
            name=t(locale, "stats-rank"), value=place_text(rank, locale) if rank else "–"
        )
        embed.add_field(name=t(locale, "stats-rating"), value=rating_value(found.rating, locale))
        for opponent, record in stats.records.items():
            if record.played == 0:
                continue  # rows with nothing played say nothing
            embed.add_field(
                name=t(locale, f"stats-against-{opponent}"),
                value=t(
                    locale,
                    "stats-record",
                    played=record.played,
                    won=record.won,
                    lost=record.lost,
                    drawn=record.drawn,
                ),
            )
        embed.add_field(name=t(locale, "stats-best-round"), value=str(stats.best_round_score))
        if stats.biggest_yaku is not None:
            yaku = stats.biggest_yaku
            embed.add_field(
                name=t(locale, "stats-biggest-yaku"),
                value=f"{t(locale, f'yaku-{yaku.key}')} ({yaku.points})",
            )
        embed.add_field(
            name=t(locale, "stats-koikoi"),
            value=t(locale, "stats-koikoi-value", calls=stats.koikoi_calls, won=stats.koikoi_won),
        )
        files = []
        if "replays" in self.bot.desks:  # the history as a picture: the replays feature's
            found = await self.bot.replays.history_file(
                interaction.guild_id, target.id, target.display_name, stats.records, locale
            )
            if found is not None:
                embed.set_image(url=f"attachment://{found.filename}")
                files.append(found)
        await deferral.send(interaction, private=True, embed=embed, files=files)


class LegendButton(Control, control=LegendId):
    """Every symbol the pictures draw, explained privately."""

    async def pressed(self, interaction: discord.Interaction[KoiKoiBot]) -> None:
        locale = await interaction.client.user_locale(interaction)
        await interaction.response.send_message(legend_text(locale), ephemeral=True)


async def setup(bot: KoiKoiBot) -> None:
    """discord.py extension entry point."""
    await bot.add_cog(Information(bot))
    bot.add_dynamic_items(LegendButton)
