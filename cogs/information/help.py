"""``/koikoi help`` and the table's "How to play" button: the game explained to a newcomer."""

from __future__ import annotations

from typing import TYPE_CHECKING

import discord
from discord import app_commands
from discord.ext import commands

from bot.app.core.guide_words import rules_title
from bot.app.core.house_rules import played_words
from bot.app.kernel import deferral
from bot.app.kernel.controls import Control
from bot.app.kernel.custom_ids import HelpId
from bot.i18n import t
from cogs import GROUP, GROUP_DESCRIPTION
from cogs.information.desk import InformationDesk

if TYPE_CHECKING:
    from bot.app.run.client import KoiKoiBot


class Help(commands.GroupCog, group_name=GROUP, group_description=GROUP_DESCRIPTION):
    """How to play."""

    def __init__(self, bot: KoiKoiBot) -> None:
        self.bot = bot
        super().__init__()

    @app_commands.command(name="help", description="How to play")
    async def help(self, interaction: discord.Interaction) -> None:
        """Explain the game, a turn, the buttons and the yaku, privately."""
        await send_help(self.bot, interaction)


async def send_help(bot: KoiKoiBot, interaction: discord.Interaction) -> None:
    """The guide, as a private answer in the member's language, with the yaku picture of the
    rules the member plays."""
    locale = await bot.user_locale(interaction)
    desk = information(bot)
    rules = await desk.members_rules(interaction.guild_id, interaction.user.id)
    await deferral.defer(interaction, private=True)
    embed = discord.Embed(
        title=t(locale, "help-title"),
        description=t(locale, "help-what"),
        colour=discord.Colour.dark_red(),
    )
    embed.add_field(name=t(locale, "help-start-title"), value=t(locale, "help-start"), inline=False)
    embed.add_field(name=t(locale, "rules-turn-title"), value=t(locale, "rules-turn"), inline=False)
    embed.add_field(
        name=t(locale, "help-buttons-title"), value=t(locale, "help-buttons"), inline=False
    )
    embed.add_field(
        name=t(locale, "help-yaku-title"),
        value=t(locale, "help-yaku", rules=rules_title(locale, rules)),
        inline=False,
    )
    house = played_words(locale, rules)
    if house:
        embed.add_field(name=t(locale, "house-rules-title"), value="\n".join(house), inline=False)
    embed.add_field(name=t(locale, "help-daily-title"), value=t(locale, "help-daily"), inline=False)
    answer = await desk.with_guide(embed, locale, rules)
    await deferral.send(interaction, private=True, **answer)


class HowToPlay(Control, control=HelpId):
    """ "How to play" on the table: the guide, privately, to whoever clicks."""

    async def pressed(self, interaction: discord.Interaction[KoiKoiBot]) -> None:
        await send_help(interaction.client, interaction)


async def setup(bot: KoiKoiBot) -> None:
    """discord.py extension entry point."""
    await bot.add_cog(Help(bot))
    bot.add_dynamic_items(HowToPlay)


def information(bot: KoiKoiBot) -> InformationDesk:
    """The information feature's desk."""
    return bot.desks.need("information", InformationDesk)
