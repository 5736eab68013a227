import asyncio
import time

import pytest

from bot.store import MemberProfile
from testing.harness import World
from testing.pace import allow


@pytest.mark.slow
async def test_an_idle_player_is_reminded_then_forfeits(world: World):
    assert world.bot is not None
    # 2 s on an idle core: on a loaded one the start itself may take that long.
    timeout = round(allow(2))
    await world.bot.preferences.update_guild(world.guild.id, turn_timeout_seconds=timeout)
    await world.koikoi(world.alice, "start", {"level": "easy"})
    table = world.bot.matches.tables.in_channel(world.chan.id)
    assert table is not None
    await world.fake.wait_for(lambda: table.match.over, timeout=10)
    await world.settle()
    texts = [m.content for m in world.fake.messages_in(world.chan)]
    assert any(f"<@{world.alice.id}>" in text and "your turn" in text for text in texts)
    assert table.match.forfeited_by == 0 and table.match.winner == 1
    profile = await _once_recorded(world)
    assert profile.ranking_points == 0 and profile.records["easy"].lost == 1


async def _once_recorded(world: World) -> MemberProfile:
    """Alice's profile once her match is recorded: the turn clock records the forfeit after
    the match is over, sending nothing meanwhile that a quiet bot could be told from."""
    assert world.bot is not None
    deadline = time.monotonic() + allow(10)
    while True:
        profile = await world.bot.store.profile(world.guild.id, world.alice.id)
        if profile.records["easy"].played or time.monotonic() > deadline:
            return profile
        await asyncio.sleep(0.05)


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
