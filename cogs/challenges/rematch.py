"""After a match: a rematch with the same opponent, level and rules, or a match against the
computer, from the buttons under the match's result."""

from __future__ import annotations

import logging

import discord

from bot.app.core.preferences import Preferences
from bot.app.core.refusal import Refusal
from bot.app.core.rules_in_play import SERVERS, choices_played, rules_in_play
from bot.app.kernel.members import member_of
from bot.engine import Player, RuleSet
from bot.engine.rules import as_preset
from bot.store import Store, StoreError
from cogs.challenges.challenges import Challenges
from cogs.match import MatchService

log = logging.getLogger(__name__)


class AfterMatch:
    """What the buttons under a match result start."""

    def __init__(
        self, store: Store, preferences: Preferences, matches: MatchService, challenges: Challenges
    ) -> None:
        self.store = store
        self.preferences = preferences
        self.matches = matches
        self.challenges = challenges

    async def rematch(self, interaction: discord.Interaction, match_id: int) -> None:
        """Same opponent, level and rules: at once against the computer, as a challenge
        otherwise."""
        assert interaction.guild_id is not None
        try:
            record = await self.store.get_match(match_id)
        except StoreError as error:
            raise Refusal("error-match-over") from error
        user_id = interaction.user.id
        seat = next((i for i, p in enumerate(record.players) if p.user_id == user_id), None)
        if seat is None or record.guild_id != interaction.guild_id:
            raise Refusal("error-not-a-player")
        played = choices_played(as_preset(RuleSet.model_validate_json(record.rules_json)))
        other = record.players[1 - seat]
        if other.user_id is None:
            await self.matches.start(interaction, record.players, rules_in_play(played))
            return
        challenged = await member_of(interaction, other.user_id)
        if challenged is None:
            raise Refusal("error-member-gone")
        await self.challenges.post(interaction, interaction.user, challenged, played)

    async def versus_computer(self, interaction: discord.Interaction) -> None:
        """A match for the clicking member against the computer, on the server's defaults."""
        assert interaction.guild_id is not None
        settings = await self.preferences.guild(interaction.guild_id)
        rules = rules_in_play(SERVERS, settings)
        self.matches.remember_name(interaction.guild_id, interaction.user)
        seats = (Player.member(interaction.user.id), Player.computer(settings.default_level))
        await self.matches.start(interaction, seats, rules)
