"""Short private answers: an explanation, or a refusal, in the member's language."""

from __future__ import annotations

import logging

import discord

from bot.app.core.refusal import Refusal
from bot.app.kernel import deferral
from bot.app.kernel.languages import Languages
from bot.i18n import t

log = logging.getLogger(__name__)


class Answers:
    """Answers an interaction privately, whether it was answered or deferred already."""

    def __init__(self, languages: Languages) -> None:
        self.languages = languages

    async def privately(self, interaction: discord.Interaction, key: str, **args: object) -> None:
        """A short private explanation (an i18n key), answered or followed up as fits."""
        text = t(await self.languages.of_member(interaction), key, **args)
        try:
            if interaction.response.is_done():
                await deferral.send(interaction, private=True, content=text)
            else:
                await interaction.response.send_message(text, ephemeral=True)
        except discord.HTTPException as error:
            log.info("could not answer interaction %s: %s", interaction.id, error)

    async def refuse(self, interaction: discord.Interaction, refusal: Refusal) -> None:
        """Turn a request down with its short private explanation (nothing has changed)."""
        await self.privately(interaction, refusal.key, **refusal.args_)
