"""``/leaderboard`` is private by default and can be posted for the whole channel."""

import pytest

from testing.harness import World


@pytest.mark.slow
async def test_the_leaderboard_can_be_posted_publicly(world: World):
    interaction = await world.fake.slash(
        world.alice, world.chan, "leaderboard", None, {"public": True}
    )
    response = await interaction.wait_response()
    assert not response.ephemeral
    message = await interaction.wait_done()  # drawing the picture: deferred, then filled in
    assert "Hanafuda Club" in message.embeds[0]["title"]
    assert message in world.fake.messages_in(world.chan)


@pytest.mark.slow
async def test_the_leaderboard_stays_private_without_the_option(world: World):
    interaction = await world.fake.slash(world.alice, world.chan, "leaderboard")
    response = await interaction.wait_response()
    assert response.ephemeral
