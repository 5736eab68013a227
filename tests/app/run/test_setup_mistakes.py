"""Set-up mistakes under ``python -m bot``: each is one line and a documented exit status; none
hangs, none prints a traceback, and no process is left behind."""

from __future__ import annotations

import socket
from pathlib import Path

import pytest

from bot.app.run.lifecycle import ExitStatus
from testing.bot_process import READY_LINE, BotProcess, spawn_bot
from testing.harness import TOKEN, World

pytestmark = [pytest.mark.slow, pytest.mark.filterwarnings("ignore:unread_data:DeprecationWarning")]


async def _ends(bot: BotProcess) -> int:
    """The bot's exit status (it must end by itself), having said why in one line, no
    traceback, and left no process behind."""
    try:
        status = await bot.exit_status(timeout=45)
    finally:
        bot.kill()
    assert "Traceback" not in bot.log, bot.log
    assert len([line for line in bot.lines if " ERROR " in line]) == 1, bot.log
    assert await bot.wait_group_gone() == []
    return status


async def test_a_busy_metrics_port_stops_the_bot_with_one_line_and_status_2(
    offline_world: World, tmp_path: Path
) -> None:
    with socket.socket() as taken:
        taken.bind(("127.0.0.1", 0))
        taken.listen()
        port = taken.getsockname()[1]
        bot = await spawn_bot(offline_world, tmp_path, METRICS_PORT=str(port))
        assert await _ends(bot) == ExitStatus.SETTINGS
    assert any(f"127.0.0.1:{port}" in line and "METRICS_PORT" in line for line in bot.lines)


async def test_a_metrics_address_not_of_this_machine_stops_the_bot_with_status_2(
    offline_world: World, tmp_path: Path
) -> None:
    bot = await spawn_bot(offline_world, tmp_path, METRICS_PORT="9", METRICS_HOST="192.0.2.1")
    assert await _ends(bot) == ExitStatus.SETTINGS
    assert any("192.0.2.1:9" in line for line in bot.lines)


@pytest.mark.parametrize("where", ["a file/koikoi.db", "/proc/koikoi/koikoi.db"])
async def test_a_data_folder_that_cannot_be_made_or_written_is_one_line_and_status_4(
    offline_world: World, tmp_path: Path, where: str
) -> None:
    (tmp_path / "a file").write_text("not a folder")
    path = tmp_path / where if not where.startswith("/") else Path(where)
    bot = await spawn_bot(offline_world, tmp_path, DATABASE_PATH=str(path))
    assert await _ends(bot) == ExitStatus.DATABASE
    assert any(str(path) in line and "DATABASE_PATH" in line for line in bot.lines)
    assert not offline_world.fake.requests  # it did not go on to Discord


async def test_a_dev_guild_the_bot_is_not_in_is_one_line_and_status_2(
    offline_world: World, tmp_path: Path
) -> None:
    elsewhere = str(offline_world.guild.id + 1)
    bot = await spawn_bot(offline_world, tmp_path, DEV_GUILD_ID=elsewhere)
    assert await _ends(bot) == ExitStatus.SETTINGS
    assert any(f"DEV_GUILD_ID {elsewhere}" in line for line in bot.lines)


@pytest.mark.parametrize("quoted", [f'"{TOKEN}"', f"'{TOKEN}'", f' "{TOKEN}" '])
async def test_a_token_in_matching_quotes_is_used_without_them(
    offline_world: World, tmp_path: Path, quoted: str
) -> None:
    bot = await spawn_bot(offline_world, tmp_path, DISCORD_TOKEN=quoted)
    try:
        await bot.wait_for_line(READY_LINE)
    finally:
        bot.kill()
        await bot.exit_status()
    assert "Traceback" not in bot.log
