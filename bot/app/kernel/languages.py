"""In which language the bot speaks: to one member privately, or to a whole server."""

from __future__ import annotations

import logging

import discord

from bot.app.core.preferences import MemberPreferences, Preferences
from bot.app.core.table import Table
from bot.i18n import choose_locale
from bot.store import StoreError

log = logging.getLogger(__name__)


class Languages:
    """Members' and servers' chosen languages, else what their Discord client says."""

    def __init__(self, client: discord.Client, preferences: Preferences) -> None:
        self.client = client
        self.preferences = preferences

    async def of_member(self, interaction: discord.Interaction) -> str:
        """The language of a member's private messages: their profile's, else their client's."""
        language = None
        if interaction.guild_id is not None:
            try:
                chosen = await self.preferences.member(interaction.guild_id, interaction.user.id)
                language = chosen.language
            except StoreError as error:
                log.warning("could not read a member's language: %s", error)
        return choose_locale(language, interaction.locale)

    async def of_user(self, guild_id: int, user_id: int) -> str:
        """The language of a direct message to a member: their profile's, else the server's."""
        try:
            language = (await self.preferences.member(guild_id, user_id)).language
        except StoreError as error:
            log.warning("could not read a member's language: %s", error)
            language = None
        return choose_locale(language, await self.of_server(guild_id))

    async def of_server(self, guild_id: int, fallback: object = None) -> str:
        """The language of a server's public messages: its setting, else its Discord locale."""
        try:
            setting = (await self.preferences.guild(guild_id)).locale
        except StoreError as error:
            log.warning("could not read a server's language: %s", error)
            setting = None
        guild = self.client.get_guild(guild_id)
        return choose_locale(setting, guild.preferred_locale if guild else fallback, fallback)

    async def member_choices(
        self, interaction: discord.Interaction, table: Table
    ) -> tuple[str, bool]:
        """The member's language and two-step choice, read once for the interaction."""
        try:
            chosen = await self.preferences.member(table.guild_id, interaction.user.id)
        except StoreError as error:
            log.warning("could not read a member's preferences: %s", error)
            chosen = MemberPreferences()
        return choose_locale(chosen.language, interaction.locale), chosen.two_step_for(
            table.match.rules
        )
