import asyncio

import pytest

from testing.harness import World


@pytest.mark.slow
async def test_an_idle_player_is_reminded_then_forfeits(world: World):
    assert world.bot is not None
    await world.bot.preferences.update_guild(world.guild.id, turn_timeout_seconds=2)
    await world.koikoi(world.alice, "start", {"level": "easy"})
    table = world.bot.matches.tables.in_channel(world.chan.id)
    assert table is not None
    await world.fake.wait_for(lambda: table.match.over, timeout=10)
    await world.settle()
    texts = [m.content for m in world.fake.messages_in(world.chan)]
    assert any(f"<@{world.alice.id}>" in text and "your turn" in text for text in texts)
    assert table.match.forfeited_by == 0 and table.match.winner == 1
    profile = await world.bot.store.profile(world.guild.id, world.alice.id)
    assert profile.ranking_points == 0 and profile.records["easy"].lost == 1


@pytest.mark.slow
async def test_a_move_restarts_the_turn_clock(world: World):
    assert world.bot is not None
    await world.bot.preferences.update_guild(world.guild.id, turn_timeout_seconds=600)
    await world.koikoi(world.alice, "start", {"level": "easy"})
    table = world.bot.matches.tables.in_channel(world.chan.id)
    assert table is not None and world.bot.matches.tables.clock.running(table.match_id)
    await asyncio.sleep(0.1)
    assert not table.match.over


@pytest.mark.slow
async def test_settings_need_the_manage_server_permission(world: World):
    interaction = await world.fake.slash(
        world.alice, world.chan, "koikoi", "settings", {"turn_timeout": 5}, force=True
    )
    response = await interaction.wait_response()
    assert response.ephemeral
    assert "Manage Server" in response.message.content
    assert world.bot is not None
    assert (await world.bot.store.guild_settings(world.guild.id)).turn_timeout_seconds == 600


@pytest.mark.slow
async def test_a_manager_changes_the_default_rules_and_time_out(world: World):
    interaction = await world.fake.slash(
        world.carol,
        world.chan,
        "koikoi",
        "settings",
        {"default_rules": "traditional", "turn_timeout": 5},
    )
    told = await interaction.wait_done()
    assert "traditional" in (told.content or "")
    assert world.bot is not None
    settings = await world.bot.store.guild_settings(world.guild.id)
    assert settings.default_preset == "traditional" and settings.turn_timeout_seconds == 300
    await world.koikoi(world.alice, "start", {})
    table = world.bot.matches.tables.in_channel(world.chan.id)
    assert table is not None and table.match.rules.name == "traditional"


@pytest.mark.slow
async def test_the_expert_thinks_without_breaking_the_three_second_rule(world: World):
    world.fake.ack_deadline = 3.0
    await world.koikoi(world.alice, "start", {"level": "expert"})
    from testing.play import Clicker

    clicker = Clicker(world, world.alice)
    for _ in range(4):
        await clicker.take_turn()
    world.fake.assert_no_violations()
