"""A server's members as Discord gives them: cached, else fetched."""

from __future__ import annotations

import logging

import discord

log = logging.getLogger(__name__)


async def member_of(interaction: discord.Interaction, user_id: int) -> discord.Member | None:
    """The member ``user_id`` of the interaction's server, fetched if not cached (None: gone)."""
    guild = interaction.guild
    if guild is None:
        return None
    member = guild.get_member(user_id)
    if member is None:
        try:
            member = await guild.fetch_member(user_id)
        except discord.HTTPException as error:
            log.info("could not find member %s (a rematch, a match's opponent): %s", user_id, error)
            return None
    return member
