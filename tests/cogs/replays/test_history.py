"""``/koikoi stats`` with the member's history drawn under its text."""

from __future__ import annotations

import io

import pytest
from PIL import Image

from testing.harness import World
from tests.cogs.reviews.test_review import finish_a_match


@pytest.mark.slow
async def test_stats_show_the_history_as_a_picture_and_keep_the_numbers_in_text(world: World):
    await finish_a_match(world, world.alice)
    interaction = await world.koikoi(world.alice, "stats")
    message = world.fake.ephemeral_for(world.alice)[-1]
    assert message.id == interaction.message.id and message.ephemeral
    embed = message.embeds[0]
    assert embed["image"]["url"] == "attachment://history.png"
    assert "vs computer (easy)" in [field["name"] for field in embed["fields"]]
    picture = next(a for a in message.attachments if a.filename == "history.png")
    assert picture.description and "rating" in picture.description
    assert Image.open(io.BytesIO(picture.data)).format == "PNG"


async def test_a_member_who_never_played_still_gets_their_stats_and_an_empty_history(
    world: World,
):
    interaction = await world.koikoi(world.bob, "stats")
    message = world.fake.ephemeral_for(world.bob)[-1]
    assert message.id == interaction.message.id
    assert any(a.filename == "history.png" for a in message.attachments)
