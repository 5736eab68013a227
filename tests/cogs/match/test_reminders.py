"""Reminders at half of a turn's time: in the channel, by direct message with a long turn clock
where the member accepts one, and once a turn, restarts included; each gives a fresh hand with
one click, and says when the member's hand has aged out of Discord's 15 minutes."""

from __future__ import annotations

import pytest

from bot.i18n import t
from testing.buttons import MatchControl, parse_control
from testing.fake_discord.models import Message
from testing.harness import World, controls


async def _idle(world: World, seconds: int, monkeypatch: pytest.MonkeyPatch, long: int) -> None:
    """Alice starts a match whose turn clock is ``seconds``; clocks of ``long`` seconds and
    more count as long."""
    monkeypatch.setattr("cogs.match.reminders.LONG_TURN", long)
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
    # The link leads to the channel (and to the table, once the table had been posted).
    assert "Hanafuda Club" in direct and f"/{world.guild.id}/{world.chan.id}" in direct


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


def _reminder_messages(world: World) -> list[Message]:
    return [
        m
        for m in world.fake.messages_in(world.chan)
        if f"<@{world.alice.id}>" in m.content and "your turn" in m.content
    ]


@pytest.mark.parametrize("aged", [False, True])
async def test_a_reminder_leads_to_a_fresh_hand_in_one_click(world: World, aged: bool) -> None:
    assert world.bot is not None
    if aged:
        world.bot.matches.hands.edit_seconds = 0.5
    await world.koikoi(world.alice, "start", {"level": "easy"})
    table = world.bot.matches.tables.in_channel(world.chan.id)
    assert table is not None and table.match.to_move == 0
    old = world.latest_hand(world.alice)
    if aged:
        aged_text = t("en-US", "hand-may-not-follow")  # her own move: its cards still play
        await world.fake.wait_for(lambda: world.fake.message(old.id).content == aged_text, 20)
    await world.bot.matches.turn_timed_out(table, 0, None)
    await world.settle()
    [reminder] = _reminder_messages(world)
    assert (t("en-US", "discord-hand-expired") in reminder.content) == aged
    [fresh] = [b.custom_id for b in world.fake.find_buttons(reminder)]
    assert parse_control(fresh) == MatchControl(table.match_id, "hand")
    opened = await world.fake.click(world.alice, reminder, fresh)
    hand = await opened.wait_done()
    assert hand.ephemeral and hand.id != old.id
    assert {c.seq for c, on, _ in controls(world.fake, hand) if on and c.seq is not None} == {
        table.seq
    }
    assert world.fake.violations == []
