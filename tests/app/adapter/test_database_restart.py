"""A brief restart of the PostgreSQL server, under a shard holder and its standby."""

from __future__ import annotations

import asyncio
import signal
from pathlib import Path

import pytest

from bot.store import Store
from testing.bot_process import READY_LINE, BotProcess, hand_of, spawn_bot
from testing.buttons import MatchControl, parse_control
from testing.harness import World
from testing.own_postgres import own_postgres

pytestmark = [pytest.mark.slow, pytest.mark.filterwarnings("ignore:unread_data:DeprecationWarning")]

LEASE = "6"  # seconds


async def _process(
    world: World, workdir: Path, url: str, name: str, shards: str, **env: str
) -> BotProcess:
    folder = workdir / name
    folder.mkdir(exist_ok=True)
    return await spawn_bot(
        world,
        folder,
        DATABASE_URL=url,
        SHARD_COUNT="2",
        SHARD_IDS=shards,
        SHARD_LEASE_SECONDS=LEASE,
        HEALTH_FILE=str(folder / "health.json"),
        **env,
    )


async def _play_a_card(world: World, url: str) -> None:
    """Click a card of Alice's hand, and wait until the move is logged."""
    hand = world.latest_hand(world.alice)
    for button in hand.buttons:
        control = parse_control(button.custom_id or "")
        if isinstance(control, MatchControl) and control.verb == "play" and not button.disabled:
            click = await world.fake.click(world.alice, hand, button.custom_id or "")
            await click.wait_response(timeout=30)
            assert control.seq is not None
            await _logged(url, control.match_id, control.seq, f"play:{control.arg}")
            return
    raise AssertionError("Alice's hand has no card to play")


async def _logged(url: str, match_id: int, seq: int, action: str) -> None:
    async with await Store.open(url) as store:
        for _ in range(300):
            actions = await store.match_log(match_id)
            if len(actions) > seq:
                assert actions[seq] == action, actions
                return
            await asyncio.sleep(0.1)
    raise AssertionError(f"move {seq} ({action}) was never logged")


async def test_a_brief_database_restart_is_ridden_out_by_the_holder_and_the_standby(
    offline_world: World, tmp_path: Path
) -> None:
    world = offline_world
    async with own_postgres() as server:
        holder = await _process(world, tmp_path, server.url, "holder", "[0, 1]")
        standby: BotProcess | None = None
        try:
            await holder.wait_for_line(READY_LINE)
            standby = await _process(world, tmp_path, server.url, "standby", "auto")
            await standby.wait_for_line("waiting as a standby")
            start = await world.fake.slash(world.alice, world.chan, "koikoi", "start", {})
            await start.wait_response()
            await world.fake.wait_for(lambda: hand_of(world), timeout=60)
            await _play_a_card(world, server.url)

            await server.restart()
            await asyncio.sleep(2 * float(LEASE))  # long enough for a standby to take over
            assert holder.process.returncode is None and standby.process.returncode is None
            await _play_a_card(world, server.url)  # answered and logged by the holder
        finally:
            for bot in [holder] + ([standby] if standby else []):
                if bot.process.returncode is None:
                    bot.send(signal.SIGTERM)
            for bot in [holder] + ([standby] if standby else []):
                try:
                    await bot.exit_status(timeout=15)
                finally:
                    bot.kill()
    assert "serving shards" not in standby.log  # the holder kept its shards
    assert "Traceback" not in holder.log + standby.log, holder.log + standby.log


async def test_a_database_gone_for_longer_than_the_outage_limit_ends_the_holder_with_status_5(
    offline_world: World, tmp_path: Path
) -> None:
    world = offline_world
    async with own_postgres() as server:
        holder = await _process(
            world, tmp_path, server.url, "holder", "[0, 1]", DATABASE_OUTAGE_LIMIT="5"
        )
        try:
            await holder.wait_for_line(READY_LINE)
            await server.stop()
            await holder.wait_for_line("reconnecting, for up to 5 s", timeout=30)
            assert holder.process.returncode is None  # it waits for the server first
            assert await holder.exit_status(timeout=60) == 5
        finally:
            holder.kill()
    (error,) = [line for line in holder.lines if "ERROR" in line]
    assert "the database stayed unreachable for" in error
    assert "Traceback" not in holder.log, holder.log
