"""The computer's worker process frozen (SIGSTOP) mid-match: the match goes on, and so does the
bot's stop."""

from __future__ import annotations

import asyncio
import itertools
import logging
import os
import signal
import time
from pathlib import Path

import pytest

from bot.app.adapter.client import KoiKoiBot
from bot.config import Settings
from testing.harness import TOKEN, World, start_world
from testing.play import Clicker


async def _start_with_a_computer_process(world: World) -> KoiKoiBot:
    config = Settings(
        discord_token=TOKEN,  # type: ignore[arg-type]
        database_path=world.db_path,
        drawing_processes=0,
        expert_time_budget=0.05,  # a deadline of 1.2 s
    )
    bot = KoiKoiBot(config, ai_processes=1, guild_ready_timeout=0.05)
    world.task = asyncio.create_task(bot.start(TOKEN))
    await world.fake.wait_ready(new=True)
    await asyncio.wait_for(bot.wait_until_ready(), 15)
    world.bot = bot
    return bot


async def _turns_until(alice: Clicker, done, limit: int = 40) -> None:
    for _ in range(limit):
        if done():
            return
        await alice.take_turn()
        await asyncio.sleep(0.05)
    assert done(), "the match did not go on"


async def _gone(pid: int) -> bool:
    """Whether process ``pid`` has exited and been collected, within a few seconds."""
    for _ in range(100):
        try:
            os.kill(pid, 0)
        except ProcessLookupError:
            return True
        await asyncio.sleep(0.05)
    return False


async def test_a_match_against_the_computer_goes_on_after_its_worker_is_frozen(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, caplog: pytest.LogCaptureFixture
) -> None:
    seeds = itertools.count(1)
    monkeypatch.setattr("bot.store.matches.new_seed", lambda: next(seeds))
    world = await start_world(tmp_path)
    try:
        bot = await _start_with_a_computer_process(world)
        await world.koikoi(world.alice, "start", {"level": "expert"})
        alice = Clicker(world, world.alice)
        table = bot.matches.tables.playing(world.guild.id, world.alice.id)
        assert table is not None
        [frozen] = bot.computer.worker_pids()
        os.kill(frozen, signal.SIGSTOP)

        def fell_back() -> bool:
            return any("greedy" in r.getMessage() for r in caplog.records)

        with caplog.at_level(logging.WARNING, logger="bot.app.core.computer"):
            await _turns_until(alice, fell_back)
            [replacement] = bot.computer.worker_pids()
            moved = table.seq
            caplog.clear()
            await _turns_until(alice, lambda: table.seq >= moved + 4 or table.match.over)
        assert replacement != frozen and await _gone(frozen)
        assert not fell_back(), "the new worker answered"

        os.kill(replacement, signal.SIGSTOP)
        started = time.monotonic()
        await world.stop_bot()
        assert time.monotonic() - started < 12
        assert await _gone(replacement)
    finally:
        await world.stop_bot()
        await world.fake.stop()
