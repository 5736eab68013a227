from __future__ import annotations

import asyncio
import hashlib
import os
import stat
from pathlib import Path

import pytest

from bot.store import CorruptDatabaseError, Store


def _mode(path: Path) -> int:
    return stat.S_IMODE(path.stat().st_mode)


def _digest(path: Path) -> str:
    return hashlib.sha256(path.read_bytes()).hexdigest()


async def test_a_new_database_file_is_private_to_its_owner_in_a_private_folder(
    tmp_path: Path,
) -> None:
    path = tmp_path / "data" / "koikoi.db"
    old_umask = os.umask(0o022)
    try:
        store = await Store.open(path)
        await store.update_guild_settings(1, locale="ja")
        await store.close()
    finally:
        os.umask(old_umask)
    assert _mode(path) == 0o600
    assert _mode(path.parent) == 0o700


async def test_an_existing_database_readable_by_others_is_made_private(tmp_path: Path) -> None:
    path = tmp_path / "koikoi.db"
    store = await Store.open(path)
    await store.close()
    path.chmod(0o644)

    store = await Store.open(path)
    await store.close()
    assert _mode(path) == 0o600


async def test_a_file_that_is_no_database_is_refused_clearly_and_left_untouched(
    tmp_path: Path,
) -> None:
    path = tmp_path / "koikoi.db"
    path.write_text("these are my notes, not a database\n" * 20)
    path.chmod(0o644)
    before = _digest(path)

    with pytest.raises(CorruptDatabaseError, match=r"koikoi\.db.*not an SQLite database") as caught:
        await Store.open(path)
    assert caught.value.path == str(path)
    assert _digest(path) == before and _mode(path) == 0o644


async def test_a_damaged_database_file_is_refused_clearly_and_left_untouched(
    tmp_path: Path,
) -> None:
    path = tmp_path / "koikoi.db"
    store = await Store.open(path)
    await store.update_guild_settings(1, locale="ja")
    await store.close()
    damaged = bytearray(path.read_bytes())
    damaged[100:4096] = b"\x5a" * (4096 - 100)  # the schema's page
    path.write_bytes(bytes(damaged))
    before = _digest(path)

    with pytest.raises(CorruptDatabaseError, match=r"koikoi\.db.*damaged.*malformed"):
        await Store.open(path)
    assert _digest(path) == before


async def test_a_read_is_not_queued_behind_a_write_in_progress(store: Store) -> None:
    await store.update_guild_settings(1, locale="ja")
    writing, release = asyncio.Event(), asyncio.Event()

    async def slow_write(session: object) -> None:
        writing.set()
        await release.wait()  # a write transaction that is still open

    writer = asyncio.create_task(store._db.transaction(slow_write))  # type: ignore[arg-type]
    await writing.wait()
    try:
        reads = asyncio.ensure_future(
            asyncio.gather(store.leaderboard(1), store.rank_of(1, 5), store.guild_settings(1))
        )
        done, _ = await asyncio.wait({reads}, timeout=30)
    finally:
        release.set()
        await writer
    assert reads in done, "the reads waited for the write to finish"
    assert (await reads)[2].locale == "ja"
