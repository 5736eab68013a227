"""Under a match result: Rematch (same opponent, level and rules) and Play the computer."""

import pytest

from testing.harness import World, has_file
from tests.cogs.match.test_match_between_members import challenge_buttons


async def finish_by_forfeit(world: World, member) -> None:
    # Giving up is only the quick way to end the match here, not the spam the pause is for.
    assert world.bot is not None
    world.bot.matches.tables.cooldowns.seconds = 0
    forfeit = await world.koikoi(member, "forfeit")
    confirm = next(b.custom_id for b in world.fake.find_buttons(forfeit.message))
    clicked = await world.fake.click(member, forfeit.message, confirm)
    await clicked.wait_response()
    await world.settle()


def result_message(world: World):
    return next(m for m in reversed(world.fake.messages_in(world.chan)) if has_file(m, "match.png"))


def after_button(world: World, message, what: str) -> str:
    return next(b.custom_id for b in world.fake.find_buttons(message) if b.custom_id.endswith(what))


async def click(world: World, member, message, custom_id: str):
    clicked = await world.fake.click(member, message, custom_id)
    await clicked.wait_response()
    await world.settle()
    return clicked


@pytest.mark.slow
async def test_a_rematch_against_the_computer_starts_with_the_same_level_and_rules(world: World):
    options = {"level": "expert", "rules": "traditional", "variants": "loser-pays"}
    await world.koikoi(world.alice, "start", options)
    assert world.bot is not None
    first = world.bot.matches.tables.in_channel(world.chan.id)
    await finish_by_forfeit(world, world.alice)
    result = result_message(world)
    await click(world, world.alice, result, after_button(world, result, ":again"))
    second = world.bot.matches.tables.in_channel(world.chan.id)
    assert second is not None and second.match_id != first.match_id
    assert second.seats == first.seats and second.match.rules == first.match.rules
    assert world.fake.messages_in(world.chan)[-1].id == world.table_message().id


async def test_a_rematch_between_members_is_a_challenge_the_opponent_must_accept(world: World):
    asked = await world.koikoi(
        world.alice, "start", {"opponent": world.bob, "rules": "single-deal"}
    )
    await click(world, world.bob, asked.message, challenge_buttons(world, asked.message)[True])
    await finish_by_forfeit(world, world.alice)
    result = result_message(world)
    await click(world, world.alice, result, after_button(world, result, ":again"))
    assert world.bot is not None and len(world.bot.matches.tables) == 0
    rematch = world.fake.messages_in(world.chan)[-1]
    assert f"<@{world.bob.id}>" in rematch.content and "single-deal" in rematch.content
    await click(world, world.bob, rematch, challenge_buttons(world, rematch)[True])
    table = world.bot.matches.tables.in_channel(world.chan.id)
    assert table is not None and table.members() == [world.alice.id, world.bob.id]
    assert table.match.rules.name == "single-deal"


async def test_only_a_player_of_the_match_can_ask_for_its_rematch(world: World):
    await world.koikoi(world.alice, "start", {"level": "easy"})
    await finish_by_forfeit(world, world.alice)
    result = result_message(world)
    await click(world, world.carol, result, after_button(world, result, ":again"))
    told = world.fake.ephemeral_for(world.carol)[-1]  # after a public acknowledgement
    assert "Only the players" in (told.content or "")
    assert world.bot is not None and len(world.bot.matches.tables) == 0


async def test_anyone_can_start_against_the_computer_from_a_match_result(world: World):
    await world.koikoi(world.alice, "start", {"level": "easy"})
    await finish_by_forfeit(world, world.alice)
    result = result_message(world)
    await click(world, world.carol, result, after_button(world, result, ":cpu"))
    assert world.bot is not None
    table = world.bot.matches.tables.in_channel(world.chan.id)
    assert table is not None and table.members() == [world.carol.id]
    assert table.seats[1].level == "normal"


@pytest.mark.slow
async def test_a_rematch_between_members_plays_the_house_rules_chosen_for_their_match(
    world: World,
):
    assert world.bot is not None
    await world.bot.preferences.update_guild(world.guild.id, default_house_rules='{"rain": "on"}')
    asked = await world.koikoi(world.alice, "start", {"opponent": world.bob, "house_rules": True})
    menu = asked.message
    custom_id = world.fake.find_selects(menu)[0].custom_id
    chosen = await world.fake.select(world.alice, menu, custom_id, ["multiplier=own_calls"])
    challenge = (await chosen.wait_response()).message
    await world.settle()
    await click(world, world.bob, challenge, challenge_buttons(world, challenge)[True])
    first = world.bot.matches.tables.in_channel(world.chan.id)
    assert first is not None
    await finish_by_forfeit(world, world.alice)
    result = result_message(world)
    await click(world, world.alice, result, after_button(world, result, ":again"))
    rematch = world.fake.messages_in(world.chan)[-1]
    await click(world, world.bob, rematch, challenge_buttons(world, rematch)[True])
    second = world.bot.matches.tables.in_channel(world.chan.id)
    assert second is not None and second.match_id != first.match_id
    assert second.match.rules == first.match.rules and not second.match.rules.rain_spoils_viewing
