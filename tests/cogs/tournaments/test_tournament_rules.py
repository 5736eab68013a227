"""What a tournament's games play: the server's preset, variants and house rules as they were
when it was opened, or no house rules when it was opened with none; its posts name them."""

from __future__ import annotations

from bot.engine.rules import STANDARD, Multiplier
from testing.harness import World
from tests.cogs.tournaments.test_tournament import _open, _press, _thread_of

SOFT_KOI_OVER_3_ROUNDS = '{"length": "3", "multiplier": "own_calls"}'


async def _server_plays(world: World, house_rules: str, **settings: str) -> None:
    assert world.bot is not None
    await world.bot.preferences.update_guild(
        world.guild.id, default_house_rules=house_rules, **settings
    )


async def _start(world: World, options: dict[str, object] | None = None, before=None):
    signup = await _open(world, options)
    if before is not None:
        await before()
    for member in (world.alice, world.bob):
        await _press(world, member, signup, "join")
    await _press(world, world.carol, signup, "start")
    return signup


def _game_rules(world: World):
    assert world.bot is not None
    table = world.bot.matches.tables.playing(world.guild.id, world.alice.id)
    assert table is not None and table.channel_id == _thread_of(world, world.alice).id
    return table.match.rules


async def test_a_tournament_game_plays_the_servers_house_rules(world: World):
    await _server_plays(world, SOFT_KOI_OVER_3_ROUNDS)
    await _start(world)
    rules = _game_rules(world)
    assert (rules.multiplier, rules.rounds, rules.target_score) == (Multiplier.OWN_CALLS, 3, None)


async def test_a_tournament_game_plays_the_servers_variants(world: World):
    await _server_plays(
        world, '{"rain": "on"}', default_preset="traditional",
        default_variants='{"loser_pays": true}',
    )  # fmt: skip
    await _start(world)
    rules = _game_rules(world)
    assert rules.based_on == "traditional" and rules.loser_pays and rules.rain_spoils_viewing


async def test_a_tournament_opened_with_no_house_rules_plays_its_preset_alone(world: World):
    await _server_plays(world, SOFT_KOI_OVER_3_ROUNDS)
    await _start(world, {"house_rules": "none"})
    assert _game_rules(world) == STANDARD


async def test_a_tournament_keeps_the_house_rules_it_was_opened_with(world: World):
    await _server_plays(world, SOFT_KOI_OVER_3_ROUNDS)
    await _start(world, before=lambda: _server_plays(world, '{"rain": "on"}'))
    rules = _game_rules(world)
    assert rules.multiplier is Multiplier.OWN_CALLS and not rules.rain_spoils_viewing


async def test_the_signup_post_names_the_tournaments_house_rules(world: World):
    await _server_plays(world, SOFT_KOI_OVER_3_ROUNDS)
    signup = await _open(world)
    text = world.fake.message(signup.id).content
    assert "House rules: Soft Koi" in text and "3 rounds" in text


async def test_the_signup_post_says_a_tournament_plays_no_house_rules(world: World):
    await _server_plays(world, SOFT_KOI_OVER_3_ROUNDS)
    signup = await _open(world, {"house_rules": "none"})
    text = world.fake.message(signup.id).content
    assert "House rules: none" in text and "Soft Koi" not in text


async def test_each_round_post_names_the_tournaments_house_rules(world: World):
    await _server_plays(world, SOFT_KOI_OVER_3_ROUNDS)
    await _start(world)
    posted = next(m for m in world.fake.messages_in(world.chan) if "Round 1 of" in m.content)
    assert "House rules: Soft Koi" in posted.content and "3 rounds" in posted.content
