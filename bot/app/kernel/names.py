"""The names members are shown under: kept per server, looked up on Discord when unknown.

Every feature that draws or writes a player's name asks here, so a table, a review and a
leaderboard show the same member by the same name.
"""

from __future__ import annotations

import logging

import discord

from bot.app.kernel.safe_text import plain_name, shown_name
from bot.engine.levels import COMPUTER_LEVELS
from bot.engine.players import Player

log = logging.getLogger(__name__)

COMPUTER_NAMES = {level.name: "CPU " + "★" * level.stars for level in COMPUTER_LEVELS}


class MemberNames:
    """Display names by (server, member), as drawn in pictures."""

    def __init__(self, client: discord.Client) -> None:
        self.client = client
        self._names: dict[tuple[int, int], str] = {}

    def remember_name(self, guild_id: int, user: discord.abc.User) -> None:
        """Keep a member's display name for table images and embeds."""
        self._names[(guild_id, user.id)] = plain_name(user.display_name)

    async def name_of(self, guild_id: int, player: Player) -> str:
        """A seat's display name (the computer's carries its level in stars). A name Discord
        could not give yet (a restart, before the connection is up) is shown as the member's
        number but not kept, so the next picture asks again."""
        if player.level is not None:
            return COMPUTER_NAMES[player.level]
        assert player.user_id is not None
        key = (guild_id, player.user_id)
        if key not in self._names:
            found = await self._look_up(guild_id, player.user_id)
            if found is None:
                return _number(player.user_id)
            self._names[key] = found
        return self._names[key]

    async def _look_up(self, guild_id: int, user_id: int) -> str | None:
        """The member's display name from Discord; their number if they left the server;
        None when Discord cannot say now."""
        guild = self.client.get_guild(guild_id)
        member = guild.get_member(user_id) if guild else None
        if member is not None:
            return plain_name(member.display_name)
        try:
            # Asked by ids: before the gateway is up (a restart) no server is cached yet.
            data = await self.client.http.get_member(guild_id, user_id)
        except discord.NotFound:
            return _number(user_id)  # no longer a member: their number is all there is
        except (discord.HTTPException, OSError, TimeoutError) as error:
            log.info("the name of member %s is not known yet: %s", user_id, error)
            return None
        user = data.get("user") or {}
        name = data.get("nick") or user.get("global_name") or user.get("username")
        return plain_name(str(name)) if name else _number(user_id)

    async def shown_name_of(self, guild_id: int, player: Player) -> str:
        """A seat's name as written in messages and embeds (see ``safe_text.shown_name``)."""
        return shown_name(await self.name_of(guild_id, player))


def _number(user_id: int) -> str:
    """A member shown by the end of their id, when their name is not known."""
    return f"#{user_id % 10000:04d}"
