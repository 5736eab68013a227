"""Real bot processes: shards on one PostgreSQL database, and one process per SQLite file."""

from __future__ import annotations

import asyncio
import signal
from datetime import UTC, datetime, timedelta
from pathlib import Path

import pytest

from bot.store import Store
from testing.bot_process import READY_LINE, BotProcess, hand_of, spawn_bot
from testing.harness import World
from testing.postgres import postgres_schema

pytestmark = pytest.mark.filterwarnings("ignore:unread_data:DeprecationWarning")


async def _shard(world: World, workdir: Path, url: str, shard: int) -> BotProcess:
    folder = workdir / f"shard-{shard}"
    folder.mkdir(exist_ok=True)
    return await spawn_bot(
        world,
        folder,
        DATABASE_URL=url,
        SHARD_COUNT="2",
        SHARD_IDS=f"[{shard}]",
        HEALTH_FILE=str(folder / "health.json"),
    )


@pytest.mark.slow
async def test_a_replacement_process_resumes_a_match_with_the_turn_time_that_was_left(
    offline_world: World, tmp_path: Path
) -> None:
    world = offline_world
    owner = (world.guild.id >> 22) % 2
    async with postgres_schema() as url:
        async with await Store.open(url) as store:
            await store.update_guild_settings(world.guild.id, turn_timeout_seconds=600)
        bots = {shard: await _shard(world, tmp_path, url, shard) for shard in (0, 1)}
        try:
            for bot in bots.values():
                await bot.wait_for_line(READY_LINE)
            start = await world.fake.slash(world.alice, world.chan, "koikoi", "start", {})
            await start.wait_response()
            await world.fake.wait_for(lambda: hand_of(world), timeout=60)
            async with await Store.open(url) as store:
                (record,) = await store.unfinished_matches()
                deadline = await store.turn_deadline(record.match_id)
            assert deadline is not None and deadline > datetime.now(UTC) + timedelta(minutes=9)

            bots[owner].kill()  # the owner dies; its replacement finds 2 seconds left
            await bots[owner].exit_status()
            async with await Store.open(url) as store:
                soon = datetime.now(UTC) + timedelta(seconds=2)
                await store.set_turn_deadline(record.match_id, soon)
            bots[owner] = await _shard(world, tmp_path, url, owner)
            await bots[owner].wait_for_line(READY_LINE)

            async with await Store.open(url) as store:
                for _ in range(300):
                    if (await store.get_match(record.match_id)).status != "active":
                        break
                    await asyncio.sleep(0.1)
                ended = await store.get_match(record.match_id)
                profile = await store.profile(world.guild.id, world.alice.id)
            assert ended.status == "finished" and ended.result is not None
            assert ended.result.forfeited_by == 0
            assert profile.total.played == 1  # finished once, by one process
        finally:
            for bot in bots.values():
                bot.send(signal.SIGTERM)
            for bot in bots.values():
                try:
                    await bot.exit_status(timeout=15)
                finally:
                    bot.kill()
    for bot in bots.values():
        assert "Traceback" not in bot.log, bot.log


@pytest.mark.slow
async def test_a_second_process_on_one_sqlite_file_exits_at_once_naming_it(
    offline_world: World, tmp_path: Path
) -> None:
    world = offline_world
    first = await spawn_bot(world, tmp_path, HEALTH_FILE=str(tmp_path / "first.json"))
    try:
        await first.wait_for_line(READY_LINE)
        second = await spawn_bot(world, tmp_path, HEALTH_FILE=str(tmp_path / "second.json"))
        try:
            assert await second.exit_status(timeout=30) == 2
        finally:
            second.kill()
        (line,) = second.lines
        assert str(world.db_path) in line and "in use by another bot process" in line
        assert first.process.returncode is None  # the first one goes on serving
    finally:
        first.kill()
        await first.exit_status()


@pytest.mark.slow
async def test_a_bot_killed_outright_leaves_no_lock_behind(
    offline_world: World, tmp_path: Path
) -> None:
    world = offline_world
    first = await spawn_bot(world, tmp_path)
    try:
        await first.wait_for_line(READY_LINE)
    finally:
        first.kill()  # SIGKILL: nothing of the bot's own runs on the way out
    assert await first.exit_status() == -signal.SIGKILL
    again = await spawn_bot(world, tmp_path)
    try:
        await again.wait_for_line(READY_LINE)
        again.send(signal.SIGTERM)
        assert await again.exit_status(timeout=15) == 0
    finally:
        again.kill()
    assert "in use" not in again.log
