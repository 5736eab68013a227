"""Nobody loses on time because of the bot: the time it took to show the player to move their
hand (a slow picture) is given back to their turn clock, and the match log says so."""

from __future__ import annotations

import asyncio
import logging
from typing import Any

import pytest

from bot.render.hand import draw_hand
from testing.harness import World
from testing.play import Clicker
from tests.cogs.match.test_pings import start_between_members

pytestmark = pytest.mark.slow

SLOW = 3.0  # seconds a hand's picture takes on the starved machine of this test


async def test_a_hand_drawn_slowly_on_its_players_turn_gives_that_time_back_to_their_clock(
    world: World, monkeypatch: pytest.MonkeyPatch, caplog: pytest.LogCaptureFixture
) -> None:
    table = await start_between_members(world)
    assert world.bot is not None
    mover_id = table.seats[table.match.to_move].user_id
    mover, waiting = (
        (world.alice, world.bob) if mover_id == world.alice.id else (world.bob, world.alice)
    )
    await world.koikoi(waiting, "hand")  # the waiting member keeps a hand open
    pool = world.bot.drawing
    draw = pool.draw

    async def slow_hands(function: Any, *args: Any, **kwargs: Any) -> bytes:
        if function is draw_hand:
            await asyncio.sleep(SLOW)
        return await draw(function, *args, **kwargs)

    monkeypatch.setattr(pool, "draw", slow_hands)
    tables = world.bot.matches.tables
    timeout = (await world.bot.preferences.guild(table.guild_id)).turn_timeout_seconds
    with caplog.at_level(logging.INFO, logger="bot.app.core.turn_timeout"):
        clicker = Clicker(world, mover)
        while table.seats[table.match.to_move].user_id == mover.id:
            assert await clicker.take_turn()
        await world.settle()
    left = tables.clock.remaining(table.match_id)
    assert left is not None
    # Without the time given back, at least SLOW seconds of the turn would be gone.
    assert left > timeout - SLOW + 1.0
    notes = [r.getMessage() for r in caplog.records if "given back" in r.getMessage()]
    seat = table.seat_of(waiting.id)
    assert any(f"match {table.match_id}" in n and f"to seat {seat} " in n for n in notes)
    stored = await world.bot.store.time_given_back(table.match_id)  # kept with the match too
    assert any(given.seat == seat and given.seconds > 1.0 for given in stored)
    assert world.fake.violations == []
