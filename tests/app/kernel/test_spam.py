"""Members who start and give up matches over and over, or ask for their hand over and over."""

import pytest

from testing.harness import World
from tests.app.kernel.test_bad_clicks import ephemeral_answer


async def _forfeit(world: World) -> None:
    forfeit = await world.fake.slash(world.alice, world.chan, "koikoi", "forfeit", {})
    await forfeit.wait_response()
    confirm = next(
        b.custom_id
        for b in world.fake.find_buttons(forfeit.message)
        if b.custom_id.endswith(":forfeit")
    )
    done = await world.fake.click(world.alice, forfeit.message, confirm)
    await done.wait_response()
    await world.settle()


@pytest.mark.slow
async def test_after_giving_up_a_member_waits_a_minute_before_starting_again(world: World):
    assert world.bot is not None
    await world.koikoi(world.alice, "start", {"level": "easy"})
    await _forfeit(world)
    posted = len(world.fake.messages_in(world.chan))

    again = await world.koikoi(world.alice, "start", {"level": "easy"})
    assert "gave up" in await ephemeral_answer(again)
    assert len(world.fake.messages_in(world.chan)) == posted
    assert world.bot.matches.tables.playing(world.guild.id, world.alice.id) is None

    cooldowns = world.bot.matches.tables.cooldowns
    later = cooldowns.clock() + cooldowns.seconds + 1
    cooldowns.clock = lambda: later
    await world.koikoi(world.alice, "start", {"level": "easy"})
    assert world.bot.matches.tables.playing(world.guild.id, world.alice.id) is not None


@pytest.mark.slow
async def test_asking_for_an_unchanged_hand_again_draws_no_new_picture(world: World):
    assert world.bot is not None
    pool = world.bot.matches.presenter.pool
    await world.koikoi(world.alice, "start", {"level": "easy"})
    drawn = pool.drawn
    for _ in range(3):
        await world.koikoi(world.alice, "hand")
    assert drawn >= 1
    assert pool.drawn == drawn
    assert len(world.fake.ephemeral_for(world.alice)) >= 4  # each answer still shows the hand
