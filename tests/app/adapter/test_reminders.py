"""The half-time reminder of a turn gives a fresh hand with one click, and says when the
member's hand has aged out of Discord's 15 minutes (a long turn clock)."""

from __future__ import annotations

import pytest

from bot.i18n import t
from testing.buttons import MatchControl, parse_control
from testing.fake_discord.models import Message
from testing.harness import World, controls


def _reminders(world: World) -> list[Message]:
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
        aged_text = t("en-US", "hand-no-longer-updated")
        await world.fake.wait_for(lambda: world.fake.message(old.id).content == aged_text, 20)
    await world.bot.matches.turn_timed_out(table, 0, None)
    await world.settle()
    [reminder] = _reminders(world)
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
