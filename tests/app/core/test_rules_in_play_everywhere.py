"""Every way a match begins, and every command that shows rules, plays or shows what
``rules_in_play`` answers for the server's settings, over several combinations of presets,
variants and house rules, through the fake Discord."""

from __future__ import annotations

import pytest

from bot.app.core.guide_words import guide_words
from bot.app.core.rules_in_play import SERVERS, rules_in_play
from bot.daily.deal import daily_rules
from bot.engine import RuleSet
from bot.render import render_yaku_guide
from testing.harness import World
from tests.cogs.challenges.test_rematch import (
    after_button,
    click,
    finish_by_forfeit,
    result_message,
)
from tests.cogs.match.test_match_between_members import challenge_buttons
from tests.cogs.tournaments.test_tournament import _open, _press, _thread_of

SETTINGS = [
    {
        "default_preset": "traditional",
        "default_variants": '{"loser_pays": true}',
        "default_house_rules": '{"multiplier": "own_calls", "rain": "on"}',
    },
    {
        "default_preset": "standard",
        "default_variants": '{"twelve_months": true}',  # not offered by the standard rules
        "default_house_rules": '{"hand_bonuses": "on", "length": "3", "sake_cup": "both"}',
    },
    {
        "default_preset": "single-deal",
        "default_house_rules": '{"seven_doubled": "on", "viewing": "bonus_only"}',
    },
]
WAYS = (
    "start",
    "rematch against the computer",
    "play the computer",
    "challenge",
    "rematch between members",
    "tournament game",
)


def _rules_in(world: World) -> RuleSet:
    assert world.bot is not None
    table = world.bot.matches.tables.in_channel(world.chan.id)
    assert table is not None
    return table.match.rules


async def _again(world: World, member, what: str) -> None:
    """Finish the channel's match and press Rematch or Play the computer under its result."""
    await finish_by_forfeit(world, world.alice)
    result = result_message(world)
    await click(world, member, result, after_button(world, result, what))


async def _accepted(world: World, challenge) -> None:
    await click(world, world.bob, challenge, challenge_buttons(world, challenge)[True])


async def _begun(world: World) -> dict[str, RuleSet]:
    """The rules of a match begun each way, by the name of the way."""
    played = {}
    await world.koikoi(world.alice, "start", {"level": "easy"})
    played["start"] = _rules_in(world)
    await _again(world, world.alice, ":again")
    played["rematch against the computer"] = _rules_in(world)
    await _again(world, world.carol, ":cpu")
    played["play the computer"] = _rules_in(world)
    await finish_by_forfeit(world, world.carol)
    challenge = await world.koikoi(world.alice, "start", {"opponent": world.bob})
    await _accepted(world, challenge.message)
    played["challenge"] = _rules_in(world)
    await _again(world, world.alice, ":again")
    await _accepted(world, world.fake.messages_in(world.chan)[-1])
    played["rematch between members"] = _rules_in(world)
    await finish_by_forfeit(world, world.alice)
    signup = await _open(world)
    for member in (world.alice, world.bob):
        await _press(world, member, signup, "join")
    await _press(world, world.carol, signup, "start")
    assert world.bot is not None
    game = world.bot.matches.tables.playing(world.guild.id, world.alice.id)
    assert game is not None and game.channel_id == _thread_of(world, world.alice).id
    played["tournament game"] = game.match.rules
    return played


@pytest.mark.slow
@pytest.mark.parametrize("settings", SETTINGS, ids=lambda s: s["default_preset"])
async def test_every_way_a_match_begins_plays_the_rules_in_play(
    world: World, settings: dict[str, str]
):
    assert world.bot is not None
    server = await world.bot.preferences.update_guild(world.guild.id, **settings)
    expected = rules_in_play(SERVERS, server)
    assert await _begun(world) == dict.fromkeys(WAYS, expected)
    await world.koikoi(world.carol, "daily")
    day = world.bot.daily.dailies.today()
    stored = await world.bot.store.daily.play(world.guild.id, world.carol.id, day)
    assert stored is not None
    assert RuleSet.model_validate_json(stored.rules) == daily_rules(server.default_preset)


@pytest.mark.slow
@pytest.mark.parametrize("settings", SETTINGS, ids=lambda s: s["default_preset"])
async def test_help_and_rules_show_the_rules_in_play(world: World, settings: dict[str, str]):
    assert world.bot is not None
    server = await world.bot.preferences.update_guild(world.guild.id, **settings)
    expected = rules_in_play(SERVERS, server)
    guide = render_yaku_guide(expected, guide_words("en", expected))
    helped = await world.koikoi(world.alice, "help")
    shown = await world.koikoi(world.bob, "rules")
    for message in (helped.message, await shown.wait_done()):
        assert next(a.data for a in message.attachments if a.filename == "yaku.png") == guide
