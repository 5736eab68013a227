"""What the gateway says of permissions: a channel, a thread or a role updated, or the bot's own
member changed (its roles). Each may give back what a channel refused, so its matches try it
again at their next move (``QuietChannels.may_have_changed``).

CHANNEL_UPDATE, THREAD_UPDATE and GUILD_ROLE_UPDATE come with the guilds intent, which the bot
has. GUILD_MEMBER_UPDATE belongs to the privileged members intent, which the bot does not ask
for: it is heard if Discord sends it, and the back-off does not count on it.
https://discord.com/developers/docs/events/gateway#list-of-intents
"""

from __future__ import annotations

import discord
from discord.ext import commands

from cogs.match.quiet_channels import QuietChannels


class PermissionChanges(commands.Cog):
    """Tells the quiet channels of every change that may give a permission back."""

    def __init__(self, client: discord.Client, quiet: QuietChannels) -> None:
        self.client = client
        self.quiet = quiet

    @commands.Cog.listener()
    async def on_guild_channel_update(
        self, before: discord.abc.GuildChannel, after: discord.abc.GuildChannel
    ) -> None:
        # A channel's overwrites reach its threads and, synced, a category's channels.
        self.quiet.may_have_changed(after.guild.id)

    @commands.Cog.listener()
    async def on_thread_update(self, before: discord.Thread, after: discord.Thread) -> None:
        self.quiet.may_have_changed(after.guild.id, after.id)

    @commands.Cog.listener()
    async def on_guild_role_update(self, before: discord.Role, after: discord.Role) -> None:
        self.quiet.may_have_changed(after.guild.id)

    @commands.Cog.listener()
    async def on_member_update(self, before: discord.Member, after: discord.Member) -> None:
        if self.client.user is not None and after.id == self.client.user.id:
            self.quiet.may_have_changed(after.guild.id)
