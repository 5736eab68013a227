"""The bot process from the outside: stopping on signals, starting without Discord, refusing a
bad token or database, each with its exit status and one clear line."""

from __future__ import annotations

import signal
import socket
import sqlite3
import time
import urllib.parse
from pathlib import Path

import asyncpg
import pytest

from bot.store import Store
from bot.store.migrations import latest_version
from testing.bot_process import READY_LINE, hand_of, spawn_bot
from testing.harness import World, controls
from testing.play import Clicker, play_out
from testing.postgres import postgres_schema

pytestmark = pytest.mark.filterwarnings("ignore:unread_data:DeprecationWarning")


@pytest.mark.slow
async def test_sigterm_in_the_middle_of_a_match_stops_cleanly_and_the_match_goes_on_after_restart(
    offline_world: World, tmp_path: Path
):
    world = offline_world
    bot = await spawn_bot(world, tmp_path)
    try:
        await bot.wait_for_line(READY_LINE)
        start = await world.fake.slash(world.alice, world.chan, "koikoi", "start", {})
        await start.wait_response()
        hand = await world.fake.wait_for(lambda: hand_of(world), timeout=60)
        playable = [c for c, enabled, _ in controls(world.fake, hand) if enabled]
        assert playable and bot.group() != [bot.process.pid]  # the computer's worker runs
        custom_id = next(
            b.custom_id
            for b in world.fake.find_buttons(hand)
            if b.custom_id.endswith(f":{playable[0].verb}:{playable[0].arg}:{playable[0].seq}")
        )
        await world.fake.click(world.alice, hand, custom_id)  # in flight as the signal comes
        sent = time.monotonic()
        bot.send(signal.SIGTERM)
        status = await bot.exit_status(timeout=15)
        stop_seconds = time.monotonic() - sent
        left = await bot.wait_group_gone()
    finally:
        bot.kill()
    assert status == 0, bot.log
    assert stop_seconds < 10
    assert left == []
    assert "Traceback" not in bot.log
    assert not Path(f"{world.db_path}-wal").exists()  # the database was closed

    await world.start_bot()
    await world.koikoi(world.alice, "hand")  # a fresh hand, whatever the old one showed
    await play_out(world, Clicker(world, world.alice))
    assert world.bot is not None
    assert world.bot.matches.tables.playing(world.guild.id, world.alice.id) is None


@pytest.mark.slow
async def test_sigint_stops_the_bot_with_status_zero(offline_world: World, tmp_path: Path):
    bot = await spawn_bot(offline_world, tmp_path)
    try:
        await bot.wait_for_line(READY_LINE)
        bot.send(signal.SIGINT)
        status = await bot.exit_status(timeout=15)
        left = await bot.wait_group_gone()
    finally:
        bot.kill()
    assert status == 0, bot.log
    assert left == []
    assert "Traceback" not in bot.log


def _closed_port() -> int:
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        return int(probe.getsockname()[1])


@pytest.mark.slow
async def test_without_discord_the_bot_retries_with_one_line_per_attempt_until_stopped(
    offline_world: World, tmp_path: Path
):
    nowhere = f"http://127.0.0.1:{_closed_port()}/api/v10"
    bot = await spawn_bot(offline_world, tmp_path, DISCORD_API_BASE=nowhere)
    try:
        await bot.wait_for_line("cannot log in to Discord (attempt 2", timeout=30)
        bot.send(signal.SIGTERM)
        status = await bot.exit_status(timeout=15)
    finally:
        bot.kill()
    assert status == 0, bot.log
    assert "Traceback" not in bot.log
    attempts = [line for line in bot.lines if "cannot log in to Discord" in line]
    assert len(attempts) >= 2
    assert all(len(line) < 300 for line in attempts)


@pytest.mark.slow
async def test_a_discord_outage_at_start_is_waited_out(offline_world: World, tmp_path: Path):
    world = offline_world
    world.fake.fail_next(2, status=503, path_contains="/users/@me", method="GET")
    bot = await spawn_bot(world, tmp_path)
    try:
        await bot.wait_for_line(READY_LINE)
        start = await world.fake.slash(world.alice, world.chan, "koikoi", "start", {})
        await start.wait_response()
        await world.fake.wait_for(lambda: hand_of(world), timeout=60)
        bot.send(signal.SIGTERM)
        status = await bot.exit_status(timeout=15)
    finally:
        bot.kill()
    assert status == 0, bot.log
    assert sum("Discord answered 503" in line for line in bot.lines) == 2
    assert "Traceback" not in bot.log


@pytest.mark.slow
async def test_a_refused_token_gives_one_line_and_status_3(offline_world: World, tmp_path: Path):
    bot = await spawn_bot(offline_world, tmp_path, DISCORD_TOKEN="not-the-token")
    try:
        status = await bot.exit_status(timeout=30)
    finally:
        bot.kill()
    assert status == 3, bot.log
    assert "Traceback" not in bot.log
    assert [line for line in bot.lines if "refused the token" in line]


@pytest.mark.slow
async def test_a_damaged_database_file_gives_one_line_status_4_and_stays_untouched(
    offline_world: World, tmp_path: Path
):
    world = offline_world
    world.db_path.write_bytes(b"this is not a database" * 100)
    before = world.db_path.read_bytes()
    bot = await spawn_bot(world, tmp_path)
    try:
        status = await bot.exit_status(timeout=30)
    finally:
        bot.kill()
    assert status == 4, bot.log
    assert "Traceback" not in bot.log
    assert [line for line in bot.lines if str(world.db_path) in line]
    assert world.db_path.read_bytes() == before
    assert not world.fake.requests  # it did not go on to Discord


@pytest.mark.slow
async def test_a_database_from_a_newer_bot_gives_one_line_and_status_4(
    offline_world: World, tmp_path: Path
):
    world = offline_world
    with sqlite3.connect(world.db_path) as conn:
        conn.execute("PRAGMA user_version = 9999")
    before = world.db_path.read_bytes()
    bot = await spawn_bot(world, tmp_path)
    try:
        status = await bot.exit_status(timeout=30)
    finally:
        bot.kill()
    assert status == 4, bot.log
    assert "Traceback" not in bot.log
    assert [line for line in bot.lines if str(world.db_path) in line and "newer" in line]
    assert world.db_path.read_bytes() == before


@pytest.mark.slow
async def test_an_older_postgresql_database_without_a_backup_gives_one_line_and_status_4(
    offline_world: World, tmp_path: Path
):
    async with postgres_schema() as url:
        await (await Store.open(url)).close()
        older = latest_version() - 1
        conn = await asyncpg.connect(url)
        try:  # as the previous version of the bot left it
            await conn.execute("UPDATE schema_version SET version = $1", older)
            bot = await spawn_bot(offline_world, tmp_path, DATABASE_URL=url)
            try:
                status = await bot.exit_status(timeout=30)
            finally:
                bot.kill()
            assert await conn.fetchval("SELECT version FROM schema_version") == older
        finally:
            await conn.close()
    assert status == 4, bot.log
    assert "Traceback" not in bot.log
    said = [line for line in bot.lines if "--i-have-a-backup" in line]
    assert len(said) == 1 and "koikoi db backup" in said[0]
    assert not offline_world.fake.requests  # it did not go on to Discord


@pytest.mark.slow
async def test_an_unreachable_database_server_is_waited_for_with_one_line_per_attempt(
    offline_world: World, tmp_path: Path
):
    nowhere = f"postgresql://koikoi@127.0.0.1:{_closed_port()}/koikoi"
    bot = await spawn_bot(offline_world, tmp_path, DATABASE_URL=nowhere)
    try:
        await bot.wait_for_line("cannot reach the database (attempt 2", timeout=30)
        assert bot.process.returncode is None  # still waiting, not exited
        bot.send(signal.SIGTERM)
        status = await bot.exit_status(timeout=15)
    finally:
        bot.kill()
    assert status == 0, bot.log
    assert "Traceback" not in bot.log
    assert not offline_world.fake.requests  # Discord only once the database is there


@pytest.mark.slow
async def test_a_database_name_the_server_does_not_have_is_a_settings_error_in_one_line(
    offline_world: World, tmp_path: Path
):
    async with postgres_schema() as url:
        parts = urllib.parse.urlsplit(url)
        wrong = urllib.parse.urlunsplit(parts._replace(path="/koikoi_no_such_database"))
        bot = await spawn_bot(offline_world, tmp_path, DATABASE_URL=wrong)
        try:
            status = await bot.exit_status(timeout=30)
        finally:
            bot.kill()
    assert status == 2, bot.log
    assert "Traceback" not in bot.log
    said = [line for line in bot.lines if "koikoi_no_such_database" in line]
    assert len(said) == 1 and "refused the settings" in said[0]


@pytest.mark.slow
async def test_a_start_says_nothing_about_voice_which_the_bot_never_uses(
    offline_world: World, tmp_path: Path
):
    bot = await spawn_bot(offline_world, tmp_path)
    try:
        await bot.wait_for_line(READY_LINE)
        bot.send(signal.SIGTERM)
        status = await bot.exit_status(timeout=15)
    finally:
        bot.kill()
    assert status == 0, bot.log
    assert "voice" not in bot.log.lower()
