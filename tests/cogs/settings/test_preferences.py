"""Any member reads the server's settings; changing them needs Manage Server."""

import pytest

from testing.harness import World


@pytest.mark.slow
async def test_any_member_can_read_the_servers_settings(world: World):
    interaction = await world.fake.slash(world.alice, world.chan, "koikoi", "settings", {})
    response = await interaction.wait_response()
    assert response.ephemeral
    text = response.message.content
    assert "Default rules: standard" in text and "Turn pings: on" in text


@pytest.mark.slow
async def test_a_member_without_manage_server_cannot_change_a_setting(world: World):
    interaction = await world.fake.slash(
        world.alice, world.chan, "koikoi", "settings", {"turn_pings": False}
    )
    response = await interaction.wait_response()
    assert "Manage Server" in response.message.content
    assert world.bot is not None
    assert (await world.bot.store.guild_settings(world.guild.id)).turn_pings
