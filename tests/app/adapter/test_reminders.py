"""Reminders at half of a turn's time: in the channel, by direct message with a long turn clock
where the member accepts one, and once a turn, restarts included."""

from __future__ import annotations

import pytest

from testing.harness import World


async def _idle(world: World, seconds: int, monkeypatch: pytest.MonkeyPatch, long: int) -> None:
    """Alice starts a match whose turn clock is ``seconds``; clocks of ``long`` seconds and
    more count as long."""
    monkeypatch.setattr("bot.app.adapter.reminders.LONG_TURN", long)
    assert world.bot is not None
    await world.bot.preferences.update_guild(world.guild.id, turn_timeout_seconds=seconds)
    await world.koikoi(world.alice, "start", {"level": "easy"})


def _reminders(world: World) -> list[str]:
    return [
        m.content
        for m in world.fake.messages_in(world.chan)
        if f"<@{world.alice.id}>" in m.content and "Half of the turn" in m.content
    ]


def _direct(world: World) -> list[str]:
    return [m.content for m in world.fake.messages_in(world.fake.dm_channel(world.alice))]


@pytest.mark.slow
async def test_a_long_turn_clock_reminds_in_the_channel_and_by_direct_message(
    world: World, monkeypatch: pytest.MonkeyPatch
):
    await _idle(world, 4, monkeypatch, long=4)
    assert world.bot is not None
    await world.fake.wait_for(lambda: bool(_direct(world)), timeout=10)
    table = world.bot.matches.tables.in_channel(world.chan.id)
    assert table is not None and not table.match.over  # reminded at half time, before the end
    assert len(_reminders(world)) == 1
    (direct,) = _direct(world)
    assert "Hanafuda Club" in direct and f"/{world.chan.id}/{table.message_id}" in direct


@pytest.mark.slow
async def test_a_short_turn_clock_reminds_in_the_channel_only(
    world: World, monkeypatch: pytest.MonkeyPatch
):
    await _idle(world, 2, monkeypatch, long=3)
    await world.fake.wait_for(lambda: bool(_reminders(world)), timeout=10)
    await world.settle()
    assert _direct(world) == []


@pytest.mark.slow
async def test_a_member_who_refuses_direct_messages_is_reminded_in_the_channel_quietly(
    world: World, monkeypatch: pytest.MonkeyPatch
):
    world.alice.user.accepts_dms = False
    await _idle(world, 4, monkeypatch, long=4)
    await world.fake.wait_for(lambda: bool(_reminders(world)), timeout=10)
    await world.settle()
    assert _direct(world) == []
    refused = [r for r in world.fake.requests if r.status == 403]
    assert refused  # the bot did try, and Discord said no
    world.fake.assert_no_violations()


async def test_a_turn_is_reminded_once_even_across_a_restart(
    world: World, monkeypatch: pytest.MonkeyPatch
):
    await _idle(world, 3600, monkeypatch, long=3600)
    assert world.bot is not None
    table = world.bot.matches.tables.in_channel(world.chan.id)
    assert table is not None
    await world.bot.matches.turn_timed_out(table, 0, None)
    await world.bot.matches.turn_timed_out(table, 0, None)
    await world.stop_bot()
    await world.start_bot()
    await world.settle()
    restored = world.bot.matches.tables.in_channel(world.chan.id)
    assert restored is not None and restored.seq == table.seq
    await world.bot.matches.turn_timed_out(restored, 0, None)
    await world.settle()
    assert len(_reminders(world)) == 1
    assert len(_direct(world)) == 1
