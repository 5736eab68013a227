"""Backups of a PostgreSQL database with pg_dump, restored with pg_restore into an empty one."""

from __future__ import annotations

import asyncio
import uuid
from collections.abc import AsyncIterator
from contextlib import asynccontextmanager
from pathlib import Path
from urllib.parse import urlsplit, urlunsplit

import asyncpg
import pytest

from bot.engine import Player
from bot.store import Store
from bot.store.backup import BackupRefusedError
from bot.store.pg_backup import backup, check_dump, restore
from testing.postgres import postgres_schema
from testing.store import play_to_result


@asynccontextmanager
async def _an_empty_database(url: str) -> AsyncIterator[str]:
    """``url`` on a new database of its own (same schema name), dropped afterwards."""
    name = f"koikoi_restore_{uuid.uuid4().hex[:12]}"
    admin = await asyncpg.connect(url)
    try:
        await admin.execute(f'CREATE DATABASE "{name}"')
        try:
            yield urlunsplit(urlsplit(url)._replace(path=f"/{name}"))
        finally:
            await admin.execute(f'DROP DATABASE "{name}" WITH (FORCE)')
    finally:
        await admin.close()


async def _a_finished_match(url: str) -> list[str]:
    async with await Store.open(url) as store:
        record, match = await play_to_result(store, (Player.computer("easy"), Player.member(2)), 1)
        await store.finish_match(record.match_id, match)
        return await store.match_log(record.match_id)


async def test_a_dump_restored_into_an_empty_database_holds_every_move(tmp_path: Path) -> None:
    async with postgres_schema() as url:
        played = await _a_finished_match(url)
        facts = await asyncio.to_thread(backup, url, tmp_path / "koikoi.dump")
        assert (facts.matches, facts.moves) == (1, len(played))
        async with _an_empty_database(url) as empty:
            await asyncio.to_thread(restore, tmp_path / "koikoi.dump", empty)
            async with await Store.open(empty) as restored:
                assert await restored.match_log(1) == played
                assert (await restored.get_match(1)).status == "finished"


async def test_a_dump_is_not_restored_over_a_database_that_holds_one(tmp_path: Path) -> None:
    async with postgres_schema() as url:
        await _a_finished_match(url)
        await asyncio.to_thread(backup, url, tmp_path / "koikoi.dump")
        with pytest.raises(BackupRefusedError, match="new one") as refused:
            await asyncio.to_thread(restore, tmp_path / "koikoi.dump", url)
        assert "\n" not in str(refused.value)
        async with await Store.open(url) as store:
            assert len(await store.match_log(1)) > 0


async def test_a_damaged_dump_is_refused_in_one_line(tmp_path: Path) -> None:
    async with postgres_schema():  # PostgreSQL's tools come with the server
        dump = tmp_path / "koikoi.dump"
        dump.write_bytes(b"PGDMP" + b"\xa5" * 4000)
        with pytest.raises(BackupRefusedError, match="not a readable pg_dump backup") as refused:
            check_dump(dump)
        assert "\n" not in str(refused.value)
