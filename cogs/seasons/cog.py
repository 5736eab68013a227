"""``/koikoi seasons``: a server's seasons, shown to anyone, turned on or off by its managers."""

from __future__ import annotations

from typing import TYPE_CHECKING, Literal

import discord
from discord import app_commands
from discord.ext import commands

from bot.app.core.refusal import Refusal
from bot.app.kernel import deferral
from bot.i18n import t
from bot.store.seasons import SeasonPlan
from cogs import GROUP, GROUP_DESCRIPTION
from cogs.seasons.keeper import SeasonKeeper

if TYPE_CHECKING:
    from bot.app.run.client import KoiKoiBot


def plan_text(plan: SeasonPlan | None, locale: str) -> str:
    """The server's seasons in words."""
    if plan is None or plan.length == "off":
        return t(locale, "season-plan-off")
    channel = f"<#{plan.channel_id}>" if plan.channel_id else t(locale, "season-no-channel")
    return t(
        locale,
        "season-plan-on",
        length=t(locale, f"season-length-{plan.length}"),
        number=plan.number,
        ends=f"<t:{int(plan.ends_at.timestamp())}:f>",
        channel=channel,
    )


class Seasons(commands.GroupCog, group_name=GROUP, group_description=GROUP_DESCRIPTION):
    """Seasons of the ranking points."""

    def __init__(self, bot: KoiKoiBot) -> None:
        self.bot = bot
        super().__init__()

    @app_commands.command(name="seasons", description="This server's seasons of ranking points")
    @app_commands.describe(
        length="Turn seasons on (monthly, quarterly) or off (needs Manage Server)",
        channel="Where a season's end is announced (default: this channel)",
    )
    @app_commands.guild_only()
    async def seasons(
        self,
        interaction: discord.Interaction,
        length: Literal["off", "monthly", "quarterly"] | None = None,
        channel: discord.TextChannel | None = None,
    ) -> None:
        """Show the seasons; change them with Manage Server."""
        assert interaction.guild_id is not None
        seasons = self.bot.desks.need("seasons", SeasonKeeper)
        if length is None and channel is None:
            plan = await seasons.plan(interaction.guild_id)
        else:
            permissions = interaction.permissions
            if not (permissions.manage_guild or permissions.administrator):
                raise Refusal("error-needs-manage-server")
            where = channel.id if channel else None
            # Acknowledged before the change is stored: an answer refused as late then changes
            # nothing, and a slow store cannot make a change the member is told failed.
            await deferral.defer(interaction, private=True)
            plan = await seasons.change(
                interaction.guild_id, length, where, here=interaction.channel_id
            )
        locale = await self.bot.user_locale(interaction)
        if interaction.response.is_done():
            await deferral.send(interaction, private=True, content=plan_text(plan, locale))
        else:
            await interaction.response.send_message(plan_text(plan, locale), ephemeral=True)


async def setup(bot: KoiKoiBot) -> None:
    """discord.py extension entry point."""
    await bot.add_cog(Seasons(bot))
