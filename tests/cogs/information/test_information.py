"""``/koikoi stats`` shows only the rows with something played."""

import pytest

from testing.harness import World


@pytest.mark.slow
async def test_stats_hide_the_rows_with_nothing_played(world: World):
    await world.koikoi(world.alice, "start", {"level": "easy"})
    forfeit = await world.koikoi(world.alice, "forfeit")
    confirm = next(b.custom_id for b in world.fake.find_buttons(forfeit.message))
    clicked = await world.fake.click(world.alice, forfeit.message, confirm)
    await clicked.wait_response()
    await world.settle()
    interaction = await world.koikoi(world.alice, "stats")
    fields = [field["name"] for field in interaction.message.embeds[0]["fields"]]
    assert "vs computer (easy)" in fields
    assert not {"vs computer (normal)", "vs computer (expert)", "vs members"} & set(fields)
