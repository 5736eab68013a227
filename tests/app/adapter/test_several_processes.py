"""Two real bot processes, one shard each, on one PostgreSQL database and the fake Discord."""

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
