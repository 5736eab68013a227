"""While the bot stops, a click is turned away with a word, and changes nothing."""

import asyncio

import pytest

from testing.harness import World, controls
from tests.app.kernel.test_bad_clicks import ephemeral_answer


@pytest.mark.slow
async def test_a_click_while_the_bot_stops_is_answered_and_not_taken(world: World):
    await world.koikoi(world.alice, "start", {"level": "easy"})
    assert world.bot is not None
    table = world.bot.matches.tables.in_channel(world.chan.id)
    assert table is not None
    seq = table.seq
    hand = world.latest_hand(world.alice)
    control = next(c for c, enabled, _ in controls(world.fake, hand) if enabled)
    custom_id = next(
        b.custom_id
        for b in world.fake.find_buttons(hand)
        if b.custom_id.endswith(f":{control.verb}:{control.arg}:{control.seq}")
    )
    world.bot.closing = True  # as close() sets it first thing
    try:
        click = await world.fake.click(world.alice, hand, custom_id)
        assert "restarting" in await ephemeral_answer(click)
        command = await world.koikoi(world.alice, "hand")
        assert "restarting" in await ephemeral_answer(command)
    finally:
        world.bot.closing = False
    assert table.seq == seq


@pytest.mark.slow
async def test_a_request_still_running_when_the_bot_stops_is_cut_short(world: World, monkeypatch):
    bot = world.bot
    assert bot is not None
    never = asyncio.Event()

    async def stuck(*args, **kwargs):
        await never.wait()

    monkeypatch.setattr(bot.matches.presenter, "table_message", stuck)
    start = await world.fake.slash(world.alice, world.chan, "koikoi", "start", {"level": "easy"})
    await start.wait_response()
    assert bot.in_flight == 1
    await world.stop_bot()
    assert bot.in_flight == 0
