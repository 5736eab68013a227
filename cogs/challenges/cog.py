"""The buttons of challenges: Accept and Decline, and under a match result Rematch and Play the
computer."""

from __future__ import annotations

from typing import TYPE_CHECKING

import discord

from bot.app.kernel import deferral
from bot.app.kernel.controls import Control
from bot.app.kernel.custom_ids import AfterMatchId, ChallengeId

if TYPE_CHECKING:
    from bot.app.run.client import KoiKoiBot


class ChallengeAnswer(Control, control=ChallengeId):
    """Accept or Decline, for the challenged member."""

    control: ChallengeId

    async def pressed(self, interaction: discord.Interaction[KoiKoiBot]) -> None:
        answer = self.control
        await interaction.client.challenges.answer(interaction, answer.challenge, answer.accept)


class AfterMatchButton(Control, control=AfterMatchId):
    """Rematch (same opponent, level and rules) or a new match against the computer."""

    control: AfterMatchId

    async def pressed(self, interaction: discord.Interaction[KoiKoiBot]) -> None:
        # Acknowledged before the store is read: a slow store cannot make the answer late, and
        # the table or the challenge fills it in (a refusal goes to the member alone).
        await deferral.defer(interaction, private=False)
        after_match = interaction.client.after_match
        if self.control.what == "again":
            await after_match.rematch(interaction, self.control.match)
        else:
            await after_match.versus_computer(interaction)


async def setup(bot: KoiKoiBot) -> None:
    """discord.py extension entry point."""
    bot.add_dynamic_items(ChallengeAnswer, AfterMatchButton)
