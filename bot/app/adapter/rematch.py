"""After a match: a rematch with the same opponent, level and rules, or a match against the
computer, from the buttons under the match's result."""

from __future__ import annotations

import logging
from typing import TYPE_CHECKING

import discord

from bot.app.adapter.custom_ids import AfterMatchId
from bot.app.adapter.messages import button, stopped_view
from bot.app.core.tables import Refusal
from bot.app.core.variants import Variants
from bot.engine import Player, RuleSet, preset
from bot.engine.rules import as_preset
from bot.i18n import t
from bot.store import StoreError

if TYPE_CHECKING:
    from bot.app.adapter.client import KoiKoiBot

log = logging.getLogger(__name__)


def after_match_view(match_id: int, locale: str) -> discord.ui.View:
    """The buttons under a match result."""
    return stopped_view(
        button(
            AfterMatchId(match_id, "again").custom_id,
            t(locale, "button-rematch"),
            discord.ButtonStyle.primary,
            emoji="🔁",
        ),
        button(
            AfterMatchId(match_id, "cpu").custom_id, t(locale, "button-play-computer"), emoji="🤖"
        ),
    )


async def rematch(bot: KoiKoiBot, interaction: discord.Interaction, match_id: int) -> None:
    """Same opponent, level and rules: at once against the computer, as a challenge otherwise."""
    assert interaction.guild_id is not None
    try:
        record = await bot.store.get_match(match_id)
    except StoreError:
        await bot.refuse(interaction, Refusal("error-match-over"))
        return
    seat = next((i for i, p in enumerate(record.players) if p.user_id == interaction.user.id), None)
    if seat is None or record.guild_id != interaction.guild_id:
        await bot.refuse(interaction, Refusal("error-not-a-player"))
        return
    rules = as_preset(RuleSet.model_validate_json(record.rules_json))
    other = record.players[1 - seat]
    if other.user_id is None:
        await bot.matches.start(interaction, record.players, rules)
        return
    challenged = await _member(interaction, other.user_id)
    if challenged is None:
        await bot.refuse(interaction, Refusal("error-member-gone"))
        return
    name, variants = Variants.of_rules(rules)
    await bot.challenges.post(interaction, interaction.user, challenged, name, variants)


async def versus_computer(bot: KoiKoiBot, interaction: discord.Interaction) -> None:
    """A match for the clicking member against the computer, on the server's defaults."""
    assert interaction.guild_id is not None
    settings = await bot.preferences.guild(interaction.guild_id)
    rules = preset(settings.default_preset)
    variants = Variants.from_json(settings.default_variants)
    if variants.applies_to(rules):
        rules = variants.apply(rules)
    bot.matches.presenter.remember_name(interaction.guild_id, interaction.user)
    seats = (Player.member(interaction.user.id), Player.computer(settings.default_level))
    await bot.matches.start(interaction, seats, rules)


async def _member(interaction: discord.Interaction, user_id: int) -> discord.Member | None:
    guild = interaction.guild
    if guild is None:
        return None
    member = guild.get_member(user_id)
    if member is None:
        try:
            member = await guild.fetch_member(user_id)
        except discord.HTTPException as error:
            log.info("could not find member %s for a rematch: %s", user_id, error)
            return None
    return member
