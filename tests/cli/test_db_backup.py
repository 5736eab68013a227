"""``koikoi db backup`` and ``koikoi db restore`` on the SQLite file."""

from __future__ import annotations

import asyncio
import hashlib
import random
import sqlite3
from pathlib import Path

import pytest

from bot.cli.main import main
from bot.engine import Match, Player, preset
from bot.store import MatchRecord, Store, lock
from bot.store.migrations import latest_version
from testing.store import play_to_result, start


async def _a_finished_match(path: Path) -> None:
    async with await Store.open(path) as store:
        record, match = await play_to_result(store, (Player.computer("easy"), Player.member(2)), 1)
        await store.finish_match(record.match_id, match)


def _digest(path: Path) -> str:
    return hashlib.sha256(path.read_bytes()).hexdigest()


async def _busy_matches(store: Store) -> list[tuple[MatchRecord, Match]]:
    return [
        await start(store, (Player.member(10 + n), Player.member(20 + n)), rules=preset("standard"))
        for n in range(3)
    ]


async def test_a_backup_taken_during_busy_matches_restores_every_move_committed_before_it(
    tmp_path: Path,
) -> None:
    database, saved = tmp_path / "data" / "koikoi.db", tmp_path / "saved.db"
    store = await Store.open(database)
    matches = await _busy_matches(store)
    stop = asyncio.Event()

    async def play() -> None:  # moves logged one after another, as the bot logs them
        rng = random.Random(5)
        while not stop.is_set() and not all(match.over for _, match in matches):
            for record, match in matches:
                if not match.over:
                    action = rng.choice(match.legal_actions())
                    await store.append_action(record.match_id, len(match.actions), action)
                    match.apply(action)

    playing = asyncio.create_task(play())
    try:
        await asyncio.sleep(0.3)
        before = {record.match_id: len(match.actions) for record, match in matches}
        args = ["db", "backup", "--database", str(database), "--to", str(saved)]
        assert await asyncio.to_thread(main, args) == 0
        after = {record.match_id: len(match.actions) for record, match in matches}
    finally:  # a failure must not leave the store's threads holding the process
        stop.set()
        await playing
        await store.close()
    restored = tmp_path / "restored.db"
    assert main(["db", "restore", str(saved), "--database", str(restored)]) == 0

    async with await Store.open(restored) as copy:
        for record, match in matches:
            log = await copy.match_log(record.match_id)
            assert before[record.match_id] <= len(log) <= after[record.match_id]
            assert log == [str(a) for a in match.actions[: len(log)]]
            assert (await copy.restore(record.match_id)).match.actions == match.actions[: len(log)]
    assert sum(before.values()) > 0


def _a_page_overwritten(whole: bytes) -> bytes:
    return whole[:4096] + b"\xa5" * 4096 + whole[8192:]  # garbage over the second page


def _cut_short(whole: bytes) -> bytes:
    return whole[: len(whole) // 2]  # a copy that ran out of disk


@pytest.mark.parametrize("damage", [_a_page_overwritten, _cut_short])
def test_a_damaged_backup_is_refused_with_one_line_and_the_database_is_left_as_it_is(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], damage
) -> None:
    database, saved = tmp_path / "koikoi.db", tmp_path / "saved.db"
    asyncio.run(_a_finished_match(database))
    assert main(["db", "backup", "--database", str(database), "--to", str(saved)]) == 0
    saved.write_bytes(damage(saved.read_bytes()))
    kept = _digest(database)
    capsys.readouterr()

    assert main(["db", "restore", str(saved), "--database", str(database)]) == 2

    err = capsys.readouterr().err
    assert err.count("\n") == 1 and "damaged" in err and str(saved) in err
    assert _digest(database) == kept
    assert [p.name for p in tmp_path.iterdir() if "replaced" in p.name] == []


def test_a_backup_from_a_newer_bot_is_refused_with_one_line(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    database, saved = tmp_path / "koikoi.db", tmp_path / "saved.db"
    asyncio.run(_a_finished_match(saved))
    with sqlite3.connect(saved) as conn:
        conn.execute(f"PRAGMA user_version = {latest_version() + 1}")

    assert main(["db", "restore", str(saved), "--database", str(database)]) == 2

    err = capsys.readouterr().err
    assert err.count("\n") == 1 and "newer bot" in err
    assert not database.exists()


def test_a_restore_while_a_bot_holds_the_database_is_refused_and_changes_nothing(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    database, saved = tmp_path / "koikoi.db", tmp_path / "saved.db"
    asyncio.run(_a_finished_match(database))
    assert main(["db", "backup", "--database", str(database), "--to", str(saved)]) == 0
    kept = _digest(database)
    capsys.readouterr()

    with lock.hold(database):  # as the bot holds its file while it runs
        assert main(["db", "restore", str(saved), "--database", str(database)]) == 1

    err = capsys.readouterr().err
    assert err.count("\n") == 1 and "in use" in err and "nothing was restored" in err
    assert _digest(database) == kept


def test_a_restore_keeps_the_database_it_replaces_beside_it(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    database, saved = tmp_path / "koikoi.db", tmp_path / "empty-backup.db"
    asyncio.run(_opened_and_closed(saved))  # a backup of a server with no match yet
    asyncio.run(_a_finished_match(database))

    assert main(["db", "restore", str(saved), "--database", str(database)]) == 0

    kept = next(tmp_path.glob("koikoi.db.replaced-*"))
    assert str(kept) in capsys.readouterr().out
    assert _matches(database) == 0 and _matches(kept) == 1


async def _opened_and_closed(path: Path) -> None:
    await (await Store.open(path)).close()


def _matches(path: Path) -> int:
    with sqlite3.connect(path) as conn:
        return int(conn.execute("SELECT COUNT(*) FROM matches").fetchone()[0])


def test_a_backup_is_never_written_over_an_existing_file(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    database, saved = tmp_path / "koikoi.db", tmp_path / "saved.db"
    asyncio.run(_a_finished_match(database))
    saved.write_text("an admin's notes")

    assert main(["db", "backup", "--database", str(database), "--to", str(saved)]) == 2

    err = capsys.readouterr().err
    assert err.count("\n") == 1 and "already exists" in err
    assert saved.read_text() == "an admin's notes"


def test_a_backup_without_a_destination_goes_to_backups_beside_the_settings_database(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    monkeypatch.chdir(tmp_path)
    monkeypatch.delenv("DATABASE_URL", raising=False)
    monkeypatch.setenv("DATABASE_PATH", "state/koikoi.db")
    asyncio.run(_a_finished_match(tmp_path / "state" / "koikoi.db"))

    assert main(["db", "backup"]) == 0

    (made,) = (tmp_path / "state" / "backups").iterdir()
    assert made.stat().st_mode & 0o077 == 0  # the matches' seeds are secret
    said = capsys.readouterr().out
    assert str(made.relative_to(tmp_path)) in said and "1 match," in said
    assert _matches(made) == 1
