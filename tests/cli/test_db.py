from __future__ import annotations

import asyncio
from pathlib import Path

import pytest

from bot.cli.main import main
from bot.engine import Player
from bot.store import Store, lock
from testing.store import play_to_result


async def _a_finished_match(path: Path) -> None:
    async with await Store.open(path) as store:
        record, match = await play_to_result(store, (Player.computer("easy"), Player.member(2)), 1)
        await store.finish_match(record.match_id, match)


def test_db_copy_prints_each_tables_rows_and_then_refuses_to_copy_again(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    source, target = tmp_path / "old.db", tmp_path / "new.db"
    asyncio.run(_a_finished_match(source))

    assert main(["db", "copy", "--from", str(source), "--to", str(target)]) == 0
    out = capsys.readouterr().out
    assert "matches                    1" in out and "every table's count matches" in out

    assert main(["db", "copy", "--from", str(source), "--to", str(target)]) == 1
    err = capsys.readouterr().err
    assert err.startswith("koikoi: the target database is not empty") and err.count("\n") == 1


def test_db_copy_from_a_file_that_does_not_exist_creates_nothing_and_says_so(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    typo, target = tmp_path / "typo.db", tmp_path / "new.db"
    assert main(["db", "copy", "--from", str(typo), "--to", str(target)]) == 2
    err = capsys.readouterr().err
    assert err.count("\n") == 1 and "no such database file" in err and str(typo) in err
    assert not typo.exists() and not target.exists()


def test_db_copy_to_a_url_with_an_unencoded_password_is_refused_without_showing_it(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    source = tmp_path / "old.db"
    asyncio.run(_a_finished_match(source))
    url = "postgresql://koikoi:Zq7@Xw9/Kd2@db.invalid:5432/koikoi"
    assert main(["db", "copy", "--from", str(source), "--to", url]) == 2
    err = capsys.readouterr().err
    assert err.count("\n") == 1 and "percent-encode" in err
    assert "Zq7" not in err and "Kd2" not in err and "db.invalid" not in err


def test_db_copy_into_a_file_a_running_bot_holds_is_refused_and_writes_nothing(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    source, target = tmp_path / "old.db", tmp_path / "live.db"
    asyncio.run(_a_finished_match(source))
    with lock.hold(target):  # as the bot holds its file while it runs
        assert main(["db", "copy", "--from", str(source), "--to", str(target)]) == 1
    err = capsys.readouterr().err
    assert err.count("\n") == 1 and str(target) in err and "in use" in err
    assert not target.exists()


async def _a_daily_try(path: Path) -> str:
    async with await Store.open(path) as store:
        await store.daily.start(1, 2, "2026-12-02", "{}")
        return await store.daily.secret()


def test_db_copy_copies_the_daily_deals_secret_without_showing_it(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    source, target = tmp_path / "old.db", tmp_path / "new.db"
    secret = asyncio.run(_a_daily_try(source))

    assert main(["db", "copy", "--from", str(source), "--to", str(target)]) == 0

    async def copied_secret() -> str:
        async with await Store.open(target) as store:
            return await store.daily.secret()

    assert asyncio.run(copied_secret()) == secret
    shown = capsys.readouterr()
    assert secret not in shown.out + shown.err
    assert "installation_secret" in shown.out  # counted like every table
