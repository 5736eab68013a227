import sqlite3
from pathlib import Path

import pytest

from bot.store import Store, StoreError


def _schema_version(path: Path) -> int:
    with sqlite3.connect(path) as conn:
        return int(conn.execute("PRAGMA user_version").fetchone()[0])


async def test_the_write_check_passes_and_changes_nothing(tmp_path: Path):
    path = tmp_path / "k.db"
    store = await Store.open(path)
    await store.close()
    before = _schema_version(path)
    store = await Store.open(path)
    try:
        await store.check_writable()
    finally:
        await store.close()
    assert before > 0 and _schema_version(path) == before


async def test_a_database_that_refuses_writes_fails_the_write_check(tmp_path: Path):
    store = await Store.open(tmp_path / "k.db")
    try:
        await store._db.conn.execute("PRAGMA query_only = ON")  # writes now fail, as read-only
        with pytest.raises(StoreError):
            await store.check_writable()
    finally:
        await store.close()
