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

from bot.app.run.client import KoiKoiBot
from testing.bot_process import READY_LINE, BotProcess, hand_of, spawn_bot
from testing.harness import World, controls, start_world
from testing.pace import allow
from testing.play import Clicker


async def _start_with_a_computer_process(world: World) -> KoiKoiBot:
    # A deadline of 1.2 s on an idle core (4 budgets and a second), stretched to the machine's
    # pace: a worker late because it waits for a core is not the frozen one.
    return await world.start_bot(ai_processes=1, expert_time_budget=allow(0.05))


def _is_a_worker(pid: int) -> bool:
    """Whether ``pid`` is one of the bot's worker processes (not, say, multiprocessing's
    resource tracker)."""
    return b"spawn_main" in Path(f"/proc/{pid}/cmdline").read_bytes()


def _workers(bot: BotProcess) -> list[int]:
    return [pid for pid in bot.group() if _is_a_worker(pid)]


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


@pytest.mark.slow
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
        assert time.monotonic() - started < allow(12)
        assert await _gone(replacement)
    finally:
        await world.stop_bot()
        await world.fake.stop()


@pytest.mark.slow
@pytest.mark.filterwarnings("ignore:unread_data:DeprecationWarning")
async def test_the_bot_exits_on_sigterm_with_its_worker_processes_frozen(tmp_path: Path) -> None:
    world = await start_world(tmp_path)
    bot = await spawn_bot(world, tmp_path, EXPERT_TIME_BUDGET="0.05")
    try:
        await bot.wait_for_line(READY_LINE)
        start = await world.fake.slash(world.alice, world.chan, "koikoi", "start", {})
        await start.wait_response()
        hand = await world.fake.wait_for(lambda: hand_of(world), timeout=60)
        control = next(c for c, enabled, _ in controls(world.fake, hand) if enabled)
        custom_id = next(
            b.custom_id
            for b in world.fake.find_buttons(hand)
            if b.custom_id.endswith(f":{control.verb}:{control.arg}:{control.seq}")
        )
        click = await world.fake.click(world.alice, hand, custom_id)
        await click.wait_response()
        # The computer's process and the two drawing ones, all started with the bot.
        await world.fake.wait_for(lambda: len(_workers(bot)) >= 3 or None, 30)
        workers = _workers(bot)
        for pid in workers:
            os.kill(pid, signal.SIGSTOP)
        bot.send(signal.SIGTERM)
        assert await bot.exit_status(timeout=20) == 0
        assert await bot.wait_group_gone() == []
    finally:
        bot.kill()
        await world.fake.stop()
