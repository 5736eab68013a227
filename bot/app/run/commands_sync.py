"""Sending the slash commands to Discord: to one server while developing, else everywhere."""

from __future__ import annotations

import logging

import discord
from discord import app_commands

log = logging.getLogger(__name__)


class DevGuildError(Exception):
    """DEV_GUILD_ID names a server the bot cannot sync its commands to."""


async def sync_commands(
    tree: app_commands.CommandTree[discord.Client], dev_guild_id: int | None
) -> None:
    """Sync the command tree; a refusal for DEV_GUILD_ID is a ``DevGuildError``, and Discord's
    own failure leaves the commands synced last time in place."""
    try:
        if dev_guild_id:
            guild = discord.Object(dev_guild_id)
            tree.copy_global_to(guild=guild)
            synced = await tree.sync(guild=guild)
        else:
            synced = await tree.sync()
    except (discord.Forbidden, discord.NotFound) as error:
        if not dev_guild_id:
            raise
        raise DevGuildError(
            f"DEV_GUILD_ID {dev_guild_id}: Discord refused the commands for "
            f"that server ({error.status} {error.text or 'Missing Access'}); invite the bot "
            "there with the applications.commands scope, or fix or empty DEV_GUILD_ID"
        ) from None
    except discord.DiscordServerError as error:
        # The commands synced last time stay on Discord; the next start syncs again.
        log.warning("could not sync the commands (Discord answered %s)", error.status)
        return
    log.info("synced %d commands", len(synced))
