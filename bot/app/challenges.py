"""Challenges between members: posted with Accept / Decline, lapsing after a while."""

from __future__ import annotations

import asyncio
import contextlib
import secrets
from dataclasses import dataclass
from typing import TYPE_CHECKING

import discord

from bot.app.custom_ids import challenge_id
from bot.app.messages import button, stopped_view
from bot.app.tables import Refusal
from bot.engine import Player, preset
from bot.i18n import t

if TYPE_CHECKING:
    from bot.app.service import MatchService

CHALLENGE_SECONDS = 300


@dataclass
class Challenge:
    """A member's invitation to another, waiting for an answer."""

    challenge_id: int
    guild_id: int
    channel_id: int
    challenger: discord.Member
    challenged: discord.Member
    rules: str
    task: asyncio.Task[None] | None = None

    @property
    def seats(self) -> tuple[Player, Player]:
        """Seat 0 is the challenger, seat 1 the challenged member."""
        return Player.member(self.challenger.id), Player.member(self.challenged.id)


class Challenges:
    """The challenges waiting for an answer in this process."""

    def __init__(self, matches: MatchService) -> None:
        self.matches = matches
        self._waiting: dict[int, Challenge] = {}

    async def post(
        self,
        interaction: discord.Interaction,
        challenger: discord.Member,
        challenged: discord.Member,
        rules: str,
    ) -> None:
        """Post a challenge in the interaction's channel, mentioning the challenged member."""
        assert interaction.guild_id is not None and interaction.channel_id is not None
        client = self.matches.client
        if challenged.id == challenger.id:
            await client.refuse(interaction, Refusal("error-challenge-self"))
            return
        if challenged.bot:
            await client.refuse(interaction, Refusal("error-challenge-bot"))
            return
        challenge = Challenge(
            secrets.randbits(40),
            interaction.guild_id,
            interaction.channel_id,
            challenger,
            challenged,
            rules,
        )
        try:
            self.matches.tables.check_can_open(
                challenge.guild_id, challenge.channel_id, challenge.seats
            )
        except Refusal as refusal:
            await client.refuse(interaction, refusal)
            return
        self.matches.presenter.remember_name(challenge.guild_id, challenged)
        self._waiting[challenge.challenge_id] = challenge
        locale = await self.matches.public_locale(challenge.guild_id, interaction.guild_locale)
        view = stopped_view(
            button(
                challenge_id(challenge.challenge_id, True),
                t(locale, "button-accept"),
                discord.ButtonStyle.success,
            ),
            button(
                challenge_id(challenge.challenge_id, False),
                t(locale, "button-decline"),
                discord.ButtonStyle.danger,
            ),
        )
        text = t(
            locale,
            "challenge-posted",
            challenger=challenger.mention,
            challenged=challenged.mention,
            rules=t(locale, f"preset-{rules}"),
            minutes=CHALLENGE_SECONDS // 60,
        )
        await interaction.response.send_message(
            text,
            view=view,
            allowed_mentions=discord.AllowedMentions(
                users=[challenged], everyone=False, roles=False
            ),
        )
        message = await interaction.original_response()
        challenge.task = asyncio.create_task(self._lapse(challenge, message, locale))

    async def _lapse(self, challenge: Challenge, message: discord.Message, locale: str) -> None:
        await asyncio.sleep(CHALLENGE_SECONDS)
        if self._waiting.pop(challenge.challenge_id, None) is None:
            return
        with contextlib.suppress(discord.HTTPException):  # the message may be gone
            await message.edit(
                content=t(locale, "challenge-lapsed", challenged=challenge.challenged.mention),
                view=None,
            )

    async def answer(
        self, interaction: discord.Interaction, challenge_id: int, accept: bool
    ) -> None:
        """Accept or Decline, pressed by the challenged member."""
        client = self.matches.client
        challenge = self._waiting.get(challenge_id)
        if challenge is None:
            await client.refuse(interaction, Refusal("error-challenge-gone"))
            return
        if interaction.user.id != challenge.challenged.id:
            await client.refuse(interaction, Refusal("error-challenge-not-yours"))
            return
        del self._waiting[challenge_id]
        if challenge.task is not None:
            challenge.task.cancel()
        if not accept:
            locale = await self.matches.public_locale(challenge.guild_id, interaction.guild_locale)
            await interaction.response.edit_message(
                content=t(
                    locale,
                    "challenge-declined",
                    challenged=challenge.challenged.mention,
                    challenger=challenge.challenger.mention,
                ),
                view=None,
            )
            return
        await interaction.response.defer(ephemeral=True, thinking=True)
        assert interaction.message is not None
        await self.matches.start_on(
            interaction,
            interaction.message,
            (challenge.guild_id, challenge.channel_id),
            challenge.seats,
            preset(challenge.rules),
        )

    def close(self) -> None:
        """Stop the lapse timers (on shutdown)."""
        for challenge in self._waiting.values():
            if challenge.task is not None:
                challenge.task.cancel()
