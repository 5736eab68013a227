from __future__ import annotations

import hashlib
from pathlib import Path

import pytest

from bot.engine import Player
from bot.store import (
    MigrationNeedsBackupError,
    SchemaTooNewError,
    Store,
    StoreUnavailableError,
    migrations,
)
from bot.store.migrations import Migration, latest_version
from testing.postgres import postgres_schema
from testing.store import raw, start


def _tables(path: Path) -> set[str]:
    with raw(path) as conn:
        rows = conn.execute("SELECT name FROM sqlite_master WHERE type = 'table'").fetchall()
    return {name for (name,) in rows}


def _user_version(path: Path) -> int:
    conn = raw(path)
    try:
        return int(conn.execute("PRAGMA user_version").fetchone()[0])
    finally:
        conn.close()


async def test_opening_a_missing_file_creates_its_folder_and_the_latest_schema(
    db_path: Path,
) -> None:
    assert not db_path.parent.exists()
    store = await Store.open(db_path)
    await store.close()
    assert _user_version(db_path) == latest_version() >= 1
    assert {"guild_settings", "members", "member_records", "matches", "match_actions"} <= (
        _tables(db_path)
    )


async def test_an_empty_existing_file_is_migrated(tmp_path: Path) -> None:
    path = tmp_path / "empty.db"
    path.touch()
    store = await Store.open(path)
    await store.close()
    assert _user_version(path) == latest_version()


async def test_the_database_is_in_wal_mode_with_foreign_keys_on(sqlite_store: Store) -> None:
    store = sqlite_store

    async def pragma(name: str) -> object:
        async with store._db.conn.execute(f"PRAGMA {name}") as cursor:
            row = await cursor.fetchone()
        assert row is not None
        return row[0]

    assert await pragma("journal_mode") == "wal"
    assert await pragma("foreign_keys") == 1
    assert await pragma("synchronous") == 2  # FULL


async def test_reopening_migrates_nothing_and_keeps_the_data(db_path: Path) -> None:
    store = await Store.open(db_path)
    record, _ = await start(store, (Player.member(1), Player.computer("easy")))
    await store.append_action(record.match_id, 0, Store.match_for(record).legal_actions()[0])
    await store.close()

    for _ in range(2):
        store = await Store.open(db_path)
        assert migrations.latest_version() == await migrations.migrate(store._db, "again")
        assert (await store.get_match(record.match_id)).log_length == 1
        await store.close()
    assert _user_version(db_path) == latest_version()


async def test_a_database_from_a_newer_bot_is_refused_and_left_untouched(tmp_path: Path) -> None:
    path = tmp_path / "newer.db"
    with raw(path) as conn:
        conn.execute("CREATE TABLE future (x INTEGER)")
        conn.execute(f"PRAGMA user_version = {latest_version() + 1}")
    conn.close()
    before = hashlib.sha256(path.read_bytes()).hexdigest()

    with pytest.raises(SchemaTooNewError, match=rf"version {latest_version() + 1} is newer"):
        await Store.open(path)

    assert hashlib.sha256(path.read_bytes()).hexdigest() == before
    assert not Path(f"{path}-wal").exists()
    assert _tables(path) == {"future"}


async def test_a_failing_migration_leaves_the_previous_version_whole(
    db_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    store = await Store.open(db_path)
    await store.close()
    broken = Migration(
        latest_version() + 1,
        "half of it fails",
        ("CREATE TABLE half_done (x INTEGER)", "THIS IS NOT SQL"),
    )
    monkeypatch.setattr(migrations, "MIGRATIONS", (*migrations.MIGRATIONS, broken))

    with pytest.raises(Exception, match="syntax error"):
        await Store.open(db_path)

    assert _user_version(db_path) == broken.version - 1
    assert "half_done" not in _tables(db_path)


def _one_more_migration(monkeypatch: pytest.MonkeyPatch) -> Migration:
    """A next version of the schema, as an upgrade brings."""
    step = Migration(latest_version() + 1, "a new table", ("CREATE TABLE upgraded (x INTEGER)",))
    monkeypatch.setattr(migrations, "MIGRATIONS", (*migrations.MIGRATIONS, step))
    return step


async def test_an_sqlite_file_is_kept_beside_itself_before_it_is_migrated(
    db_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    store = await Store.open(db_path)
    await start(store, (Player.member(1), Player.computer("easy")))
    await store.close()
    was = latest_version()
    _one_more_migration(monkeypatch)

    await (await Store.open(db_path)).close()

    (kept,) = db_path.parent.glob(f"koikoi.db.*.v{was}.bak")
    assert _user_version(kept) == was and "upgraded" not in _tables(kept)
    with raw(kept) as conn:
        assert conn.execute("SELECT COUNT(*) FROM matches").fetchone() == (1,)
    assert _user_version(db_path) == was + 1


async def test_only_the_last_three_copies_from_before_migrations_are_kept(
    db_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    await (await Store.open(db_path)).close()
    first = latest_version()
    for n in range(4):
        step = Migration(first + n + 1, "another", (f"CREATE TABLE upgraded{n} (x INTEGER)",))
        monkeypatch.setattr(migrations, "MIGRATIONS", (*migrations.MIGRATIONS, step))
        await (await Store.open(db_path)).close()

    kept = sorted(p.name.rsplit(".", 2)[1] for p in db_path.parent.glob("koikoi.db.*.bak"))
    assert kept == [f"v{first + 1}", f"v{first + 2}", f"v{first + 3}"]


async def test_an_sqlite_file_that_cannot_be_kept_is_not_migrated(
    db_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    await (await Store.open(db_path)).close()
    was = latest_version()
    _one_more_migration(monkeypatch)

    def full_disk(*_: object) -> Path:
        raise OSError(28, "No space left on device")

    monkeypatch.setattr("bot.store.store.keep_before_migrating", full_disk)
    with pytest.raises(StoreUnavailableError, match=r"No space left.*nothing was changed"):
        await Store.open(db_path)

    assert _user_version(db_path) == was and "upgraded" not in _tables(db_path)


async def test_a_postgresql_database_is_migrated_only_once_the_admin_says_it_is_backed_up(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    async with postgres_schema() as url:
        await (await Store.open(url)).close()
        was = latest_version()
        _one_more_migration(monkeypatch)

        with pytest.raises(MigrationNeedsBackupError, match="--i-have-a-backup") as refused:
            await Store.open(url)
        assert f"version {was}" in str(refused.value)

        async with await Store.open(url, i_have_a_backup=True) as store:
            assert await store._db.run(migrations.schema_version) == was + 1
