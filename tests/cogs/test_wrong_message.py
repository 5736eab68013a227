"""A button's id forged onto a message of another kind does nothing there."""

import pytest

from bot.app.adapter.custom_ids import ChallengeId, ForfeitId, LeaderboardId
from testing.harness import World
from tests.cogs.test_bad_clicks import ephemeral_answer


async def _table(world: World):
    await world.koikoi(world.alice, "start", {"level": "easy"})
    assert world.bot is not None
    table = world.bot.matches.tables.in_channel(world.chan.id)
    assert table is not None
    return table


@pytest.mark.slow
async def test_leaderboard_paging_forged_onto_a_table_leaves_the_table_alone(world: World):
    await _table(world)
    message = world.table_message()
    embeds = list(world.fake.message(message.id).embeds)
    click = await world.fake.click(world.alice, message, LeaderboardId(2).custom_id, force=True)
    assert await ephemeral_answer(click)
    await world.settle()
    assert world.fake.message(message.id).embeds == embeds


@pytest.mark.slow
async def test_a_challenge_answer_forged_onto_a_table_answers_nothing(world: World):
    await _table(world)
    challenge = await world.koikoi(
        world.carol, "start", {"opponent": world.bob}, channel=world.chan2
    )
    decline = next(
        b.custom_id
        for b in world.fake.find_buttons(challenge.message)
        if b.custom_id.endswith(":no")
    )
    challenge_number = int(decline.split(":")[2])
    message = world.table_message()
    content = world.fake.message(message.id).content
    click = await world.fake.click(
        world.bob, message, ChallengeId(challenge_number, False).custom_id, force=True
    )
    assert await ephemeral_answer(click)
    await world.settle()
    assert world.fake.message(message.id).content == content
    assert "declined" not in world.fake.message(challenge.message.id).content
    # The real message still answers.
    real = await world.fake.click(world.bob, challenge.message, decline)
    await real.wait_response()
    await world.settle()
    assert "declined" in world.fake.message(challenge.message.id).content


@pytest.mark.slow
async def test_a_forfeit_confirmation_forged_onto_the_table_forfeits_nothing(world: World):
    table = await _table(world)
    click = await world.fake.click(
        world.alice, world.table_message(), ForfeitId(table.match_id).custom_id, force=True
    )
    assert await ephemeral_answer(click)
    await world.settle()
    assert not table.match.over
