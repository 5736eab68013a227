"""Shard ownership on PostgreSQL: a held shard is refused, a standby takes a dead one's."""

from __future__ import annotations

import asyncio
import signal
import time
from datetime import UTC, datetime, timedelta
from pathlib import Path

import asyncpg
import pytest

from bot.app.run.shard_claim import STANDBY_POLL
from bot.store import Store
from bot.store.leases import APPLICATION_NAME
from testing.bot_process import READY_LINE, BotProcess, hand_of, spawn_bot
from testing.buttons import MatchControl, parse_control
from testing.harness import World
from testing.postgres import postgres_schema

pytestmark = [pytest.mark.slow, pytest.mark.filterwarnings("ignore:unread_data:DeprecationWarning")]

STANDBY_LINE = "waiting as a standby"
LEASE = 3.0  # seconds: a short lease, so that a pause of a few seconds outlasts it
LONG_LEASE = 10.0  # seconds: a lease that a reconnection fits in, however busy the machine
TAKEN_LINE = "another process took over shards"


async def _process(world: World, workdir: Path, url: str, name: str, **env: str) -> BotProcess:
    folder = workdir / name
    folder.mkdir(exist_ok=True)
    return await spawn_bot(
        world,
        folder,
        DATABASE_URL=url,
        SHARD_COUNT="2",
        HEALTH_FILE=str(folder / "health.json"),
        **env,
    )


async def _stop(bots: list[BotProcess]) -> None:
    for bot in bots:
        if bot.process.returncode is None:
            bot.send(signal.SIGTERM)
    for bot in bots:
        try:
            await bot.exit_status(timeout=15)
        finally:
            bot.kill()


async def test_a_process_asking_for_a_shard_another_serves_exits_2_with_one_line(
    offline_world: World, tmp_path: Path
) -> None:
    async with postgres_schema() as url:
        first = await _process(offline_world, tmp_path, url, "first", SHARD_IDS="[0]")
        second: BotProcess | None = None
        try:
            await first.wait_for_line(READY_LINE)
            second = await _process(offline_world, tmp_path, url, "second", SHARD_IDS="[1, 0]")
            assert await second.exit_status() == 2
        finally:
            await _stop([first] + ([second] if second else []))
    assert second is not None
    errors = [line for line in second.lines if "ERROR" in line]
    assert len(errors) == 1 and "shard 0 is served by another process" in errors[0], second.log
    assert READY_LINE not in second.log
    assert "Traceback" not in first.log + second.log


async def test_a_standby_serves_the_shards_of_a_killed_process_with_the_turn_time_left(
    offline_world: World, tmp_path: Path
) -> None:
    world = offline_world
    async with postgres_schema() as url:
        async with await Store.open(url) as store:
            await store.update_guild_settings(world.guild.id, turn_timeout_seconds=600)
        owner = await _process(world, tmp_path, url, "owner", SHARD_IDS="[0, 1]")
        standby: BotProcess | None = None
        try:
            await owner.wait_for_line(READY_LINE)
            standby = await _process(world, tmp_path, url, "standby", SHARD_IDS="auto")
            await standby.wait_for_line(STANDBY_LINE)
            start = await world.fake.slash(world.alice, world.chan, "koikoi", "start", {})
            await start.wait_response()
            await world.fake.wait_for(lambda: hand_of(world), timeout=60)
            async with await Store.open(url) as store:
                (record,) = await store.unfinished_matches()
            assert READY_LINE not in standby.log  # a standby does not serve while it waits

            owner.kill()
            killed = time.monotonic()
            await owner.exit_status()
            soon = datetime.now(UTC) + timedelta(seconds=3)  # the standby finds 3 seconds left
            async with await Store.open(url) as store:
                await store.set_turn_deadline(record.match_id, soon)
            await standby.wait_for_line("serving shards 0, 1", timeout=STANDBY_POLL + 10)
            taken = time.monotonic() - killed
            await standby.wait_for_line(READY_LINE)

            async with await Store.open(url) as store:
                for _ in range(300):
                    if (await store.get_match(record.match_id)).status != "active":
                        break
                    await asyncio.sleep(0.1)
                ended = await store.get_match(record.match_id)
        finally:
            await _stop([owner] + ([standby] if standby else []))
    assert taken <= STANDBY_POLL + 5, taken
    assert ended.status == "finished" and ended.result is not None
    assert ended.result.forfeited_by == 0  # its turn clock ran out in the standby
    assert standby is not None and "Traceback" not in standby.log, standby.log


async def _end_lease_connections(url: str, but: int = 0) -> int:
    """End every shard lease connection on the server but the ``but`` oldest; how many."""
    admin = await asyncpg.connect(url)
    try:
        return int(
            await admin.fetchval(
                "SELECT count(pg_terminate_backend(pid)) FROM (SELECT pid FROM pg_stat_activity "
                "WHERE application_name = $1 AND datname = current_database() "
                "ORDER BY backend_start OFFSET $2) AS leases",
                APPLICATION_NAME,
                but,
            )
        )
    finally:
        await admin.close()


async def test_a_holder_whose_lease_connection_ends_reconnects_and_goes_on_serving(
    offline_world: World, tmp_path: Path
) -> None:
    world = offline_world
    async with postgres_schema() as url:
        # A lease long enough for a reconnection on a busy machine (one that lapses is given up).
        bot = await _process(
            world, tmp_path, url, "bot", SHARD_IDS="[0, 1]", SHARD_LEASE_SECONDS=str(LONG_LEASE)
        )
        try:
            await bot.wait_for_line(READY_LINE)
            assert await _end_lease_connections(url) >= 1
            await asyncio.sleep(2 * LONG_LEASE)  # two renewals on a new connection
            assert bot.process.returncode is None
            start = await world.fake.slash(world.alice, world.chan, "koikoi", "start", {})
            await start.wait_response(timeout=30)
            await world.fake.wait_for(lambda: hand_of(world), timeout=60)
        finally:
            await _stop([bot])
    assert "Traceback" not in bot.log, bot.log


async def test_auto_processes_share_the_free_shards_up_to_their_claim_and_the_rest_wait(
    offline_world: World, tmp_path: Path
) -> None:
    async with postgres_schema() as url:
        bots: list[BotProcess] = []
        try:
            for name in ("first", "second", "third"):
                bot = await _process(
                    offline_world, tmp_path, url, name, SHARD_IDS="auto", SHARD_CLAIM="1"
                )
                bots.append(bot)
                await bot.wait_for_line(READY_LINE if name != "third" else STANDBY_LINE)
        finally:
            await _stop(bots)
    first, second, third = bots
    assert "serving shards 0" in first.log and "serving shards 1" in second.log
    assert "serving shards" not in third.log and READY_LINE not in third.log


async def test_a_standby_whose_lease_connection_ends_waits_on_and_takes_over_later(
    offline_world: World, tmp_path: Path
) -> None:
    async with postgres_schema() as url:
        owner = await _process(offline_world, tmp_path, url, "owner", SHARD_IDS="[0, 1]")
        standby: BotProcess | None = None
        try:
            await owner.wait_for_line(READY_LINE)
            standby = await _process(offline_world, tmp_path, url, "standby", SHARD_IDS="auto")
            await standby.wait_for_line(STANDBY_LINE)
            assert await _end_lease_connections(url, but=1) == 1  # the owner's is the oldest
            await asyncio.sleep(2 * STANDBY_POLL)  # two tries on a new connection
            assert standby.process.returncode is None
            owner.send(signal.SIGTERM)  # a clean stop gives the shards back at once
            assert await owner.exit_status(timeout=15) == 0
            await standby.wait_for_line("serving shards 0, 1", timeout=STANDBY_POLL + 10)
            await standby.wait_for_line(READY_LINE)
        finally:
            await _stop([owner] + ([standby] if standby else []))
    assert "Traceback" not in standby.log, standby.log


def _a_move(world: World) -> str:
    """The custom id of an enabled card to play on Alice's hand."""
    for button in world.latest_hand(world.alice).buttons:
        control = parse_control(button.custom_id or "")
        if isinstance(control, MatchControl) and control.verb == "play" and not button.disabled:
            return button.custom_id or ""
    raise AssertionError("Alice's hand has no card to play")


async def _moves(url: str, match_id: int) -> list[tuple[int, int | None]]:
    """(seq, fence) of each logged move of the match."""
    conn = await asyncpg.connect(url)
    try:
        rows = await conn.fetch(
            "SELECT seq, fence FROM match_actions WHERE match_id = $1 ORDER BY seq", match_id
        )
        return [(row[0], row[1]) for row in rows]
    finally:
        await conn.close()


async def _fence(url: str, shard: int) -> int:
    conn = await asyncpg.connect(url)
    try:
        return int(await conn.fetchval("SELECT fence FROM shard_leases WHERE shard = $1", shard))
    finally:
        await conn.close()


async def test_a_paused_holder_is_replaced_by_the_standby_and_writes_nothing_when_it_wakes(
    offline_world: World, tmp_path: Path
) -> None:
    world = offline_world
    short = {"SHARD_LEASE_SECONDS": str(LEASE)}
    async with postgres_schema() as url:
        holder = await _process(world, tmp_path, url, "holder", SHARD_IDS="[0, 1]", **short)
        standby: BotProcess | None = None
        try:
            await holder.wait_for_line(READY_LINE)
            standby = await _process(world, tmp_path, url, "standby", SHARD_IDS="auto", **short)
            await standby.wait_for_line(STANDBY_LINE)
            start = await world.fake.slash(world.alice, world.chan, "koikoi", "start", {})
            await start.wait_response()
            await world.fake.wait_for(lambda: hand_of(world), timeout=60)
            async with await Store.open(url) as store:
                (record,) = await store.unfinished_matches()
            before = await _moves(url, record.match_id)
            held = await _fence(url, (world.guild.id >> 22) % 2)

            holder.send(signal.SIGSTOP)  # a long GC pause, a stuck loop, a VM migration
            paused = time.monotonic()
            await standby.wait_for_line("serving shards 0, 1", timeout=LEASE + STANDBY_POLL + 20)
            await standby.wait_for_line(READY_LINE)
            # Sent to both connections of the shard: the standby answers, the paused one sleeps.
            hand = world.latest_hand(world.alice)
            click = await world.fake.click(world.alice, hand, _a_move(world))
            await click.wait_response(timeout=30)
            await world.fake.wait_for(lambda: hand_of(world), timeout=30)
            assert time.monotonic() - paused > LEASE

            holder.send(signal.SIGCONT)
            await holder.wait_for_line(TAKEN_LINE, timeout=30)
            assert await holder.exit_status() == 1
            after = await _moves(url, record.match_id)
        finally:
            await _stop([holder] + ([standby] if standby else []))
    assert [fence for _, fence in before] == [held] * len(before)
    later = {fence for _, fence in after[len(before) :]}
    assert len(later) == 1 and held not in later  # every later move: the standby's fence
    assert not world.fake.violations_of("already_acknowledged")  # no click handled twice
    assert "Traceback" not in holder.log + standby.log, holder.log
