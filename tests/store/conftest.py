"""Every store test that takes ``database`` or ``store`` runs on SQLite and on PostgreSQL.

PostgreSQL comes from KOIKOI_TEST_DATABASE_URL (``.ci/run`` starts a server and sets it);
each test gets its own empty schema there. Without the variable the PostgreSQL half fails
under CI and is skipped, with its reason, elsewhere.
"""

from __future__ import annotations

from collections.abc import AsyncIterator
from pathlib import Path

import pytest

from bot.store import Store
from testing.postgres import postgres_schema
from testing.store import FakeClock


@pytest.fixture
def db_path(tmp_path: Path) -> Path:
    return tmp_path / "data" / "koikoi.db"


@pytest.fixture
def clock() -> FakeClock:
    return FakeClock()


@pytest.fixture(params=["sqlite", "postgresql"])
async def database(request: pytest.FixtureRequest, db_path: Path) -> AsyncIterator[str]:
    """Where a test's store lives: an SQLite file, or a fresh PostgreSQL schema."""
    if request.param == "sqlite":
        yield str(db_path)
        return
    async with postgres_schema() as url:
        yield url


@pytest.fixture
async def store(database: str, clock: FakeClock) -> AsyncIterator[Store]:
    opened = await Store.open(database, clock=clock)
    try:
        yield opened
    finally:
        await opened.close()


@pytest.fixture
async def sqlite_store(db_path: Path, clock: FakeClock) -> AsyncIterator[Store]:
    """A store on an SQLite file, for what only a file has (pragmas, locks, permissions)."""
    opened = await Store.open(db_path, clock=clock)
    try:
        yield opened
    finally:
        await opened.close()
