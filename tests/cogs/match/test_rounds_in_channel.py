"""The table stays the newest message of its match, and every round's result stays readable."""

import pytest

from testing.harness import World, has_file
from testing.play import Clicker


async def play_until_round_ends(world: World, clicker: Clicker, rounds: int = 1) -> None:
    assert world.bot is not None
    table = world.bot.matches.tables.in_channel(world.chan.id)
    assert table is not None
    for _ in range(400):
        if len(table.match.results) >= rounds or table.match.over:
            return
        assert await clicker.take_turn()
    raise AssertionError("the round did not end")


@pytest.mark.slow
async def test_after_a_round_the_table_is_posted_again_as_the_newest_message(world: World):
    await world.koikoi(world.alice, "start", {"level": "easy"})
    first_table = world.table_message()
    await play_until_round_ends(world, Clicker(world, world.alice), rounds=2)
    assert world.bot is not None
    table = world.bot.matches.tables.in_channel(world.chan.id)
    assert table is not None and not table.match.over
    public = world.fake.messages_in(world.chan)
    assert public[-1].id == world.table_message().id != first_table.id
    assert has_file(public[-1], "table.png")
    assert table.message_id == public[-1].id


@pytest.mark.slow
async def test_an_old_table_shrinks_to_a_summary_and_each_round_result_stays(world: World):
    await world.koikoi(world.alice, "start", {"level": "easy"})
    first_table = world.table_message()
    await play_until_round_ends(world, Clicker(world, world.alice), rounds=2)
    old = world.fake.message(first_table.id)
    assert "Round 1 is over" in old.content
    assert old.embeds == [] and old.attachments == [] and old.custom_ids == []
    results = [m for m in world.fake.messages_in(world.chan) if has_file(m, "round.png")]
    titles = [m.embeds[0]["title"] for m in results]
    assert [title.split(":")[0] for title in titles[:2]] == ["Round 1", "Round 2"]
