"""``koikoi db copy`` with a URL whose scheme is not PostgreSQL's: one line, nothing written."""

from __future__ import annotations

import asyncio
from pathlib import Path

import pytest

from bot.cli.main import main
from bot.store import Store


@pytest.mark.parametrize(
    "url",
    ["postgresq://koikoi@db/koikoi", "postgre://db/koikoi", "mysql://db/koikoi", "sqlite:///x"],
)
@pytest.mark.parametrize("option", ["--to", "--from"])
def test_a_database_url_of_an_unknown_scheme_is_refused_and_no_file_is_made(
    tmp_path: Path,
    monkeypatch: pytest.MonkeyPatch,
    capsys: pytest.CaptureFixture[str],
    url: str,
    option: str,
) -> None:
    monkeypatch.chdir(tmp_path)
    (tmp_path / "old.db").touch()
    asyncio.run(_an_empty_database(tmp_path / "old.db"))
    before = sorted(p.name for p in tmp_path.rglob("*"))
    other = "--from" if option == "--to" else "--to"
    assert main(["db", "copy", option, url, other, "old.db"]) == 2
    err = capsys.readouterr().err
    assert err.count("\n") == 1 and "postgresql://" in err and option in err
    assert sorted(p.name for p in tmp_path.rglob("*")) == before


async def _an_empty_database(path: Path) -> None:
    async with await Store.open(path):
        pass
