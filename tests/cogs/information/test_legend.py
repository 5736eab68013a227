"""The pictures' symbols one click away, and hand buttons that cannot be read as months."""

import pytest

from bot.app.kernel.custom_ids import LegendId
from testing.harness import World, controls

LEGEND = LegendId("table").custom_id


async def _started(world: World) -> None:
    await world.koikoi(world.alice, "start", {"level": "easy"})


@pytest.mark.slow
async def test_the_table_has_a_legend_button_that_answers_privately(world: World):
    await _started(world)
    table = world.table_message()
    assert LEGEND in [b.custom_id for b in world.fake.find_buttons(table)]
    click = await world.fake.click(world.bob, table, LEGEND)
    response = await click.wait_response()
    assert response.type == 4 and response.ephemeral
    assert "★" in response.message.content and "Yellow frame" in response.message.content
    world.fake.assert_no_violations()


@pytest.mark.slow
async def test_the_legend_speaks_the_clicking_members_language(world: World):
    await _started(world)
    click = await world.fake.click(world.bob, world.table_message(), LEGEND, locale="ja")
    response = await click.wait_response()
    assert "黄色の枠" in response.message.content


@pytest.mark.slow
async def test_the_hand_has_a_legend_button_too(world: World):
    await _started(world)
    hand = world.latest_hand(world.alice)
    assert LegendId("hand").custom_id in [b.custom_id for b in world.fake.find_buttons(hand)]


@pytest.mark.slow
async def test_hand_buttons_are_lettered_a_to_h_never_numbered(world: World):
    await _started(world)
    labels = [label for c, _, label in controls(world.fake, world.latest_hand(world.alice))]
    cards = [label for label in labels if " · " in label][:8]
    assert [label[0] for label in cards] == list("ABCDEFGH")
    assert not any(label[0].isdigit() for label in labels)
