"""What a lost PostgreSQL connection looks like to the store's callers: unavailable (nothing
written, try again), never an unknown error; and the connection is not handed out again."""

from __future__ import annotations

import asyncio

import asyncpg
import pytest

from bot.store import Store
from bot.store.errors import StoreUnavailableError
from bot.store.postgres import PostgresDatabase
from bot.store.sql import Session
from testing.postgres import postgres_schema


async def _backend(session: Session) -> int:
    row = await session.fetchone("SELECT pg_backend_pid()", ())
    assert row is not None
    return int(row[0])


@pytest.mark.parametrize(
    "lost",
    [
        asyncpg.InternalClientError("cannot switch to state 12; another operation is in progress"),
        asyncpg.ConnectionDoesNotExistError("connection was closed in the middle of operation"),
    ],
    ids=["mid-operation", "closed"],
)
async def test_a_connection_lost_mid_operation_is_unavailable_and_not_used_again(
    lost: Exception,
) -> None:
    async with postgres_schema() as url, await Store.open(url) as store:
        database = store._db
        assert isinstance(database, PostgresDatabase)
        used: list[int] = []

        async def broken(session: Session) -> None:
            used.append(await _backend(session))
            raise lost

        with pytest.raises(StoreUnavailableError):
            await database.transaction(broken)
        assert await database.transaction(_backend) not in used


async def test_a_move_waits_a_bounded_time_for_a_connection_then_is_unavailable(
    caplog: pytest.LogCaptureFixture,
) -> None:
    async with postgres_schema() as url:
        database = await PostgresDatabase.connect(url, max_connections=2, acquire_timeout_s=0.2)
        try:
            holding: list[int] = []
            both = asyncio.Event()
            release = asyncio.Event()

            async def hung(session: Session) -> None:  # stands for a statement on a lost server
                holding.append(await _backend(session))
                if len(holding) == 2:
                    both.set()
                await release.wait()

            stuck = [asyncio.ensure_future(database.run(hung)) for _ in range(2)]
            await both.wait()
            with pytest.raises(StoreUnavailableError, match="no connection within"):
                await database.run(_backend)
            assert "no database connection within" in caplog.text
            release.set()
            await asyncio.gather(*stuck)
            assert await database.run(_backend) > 0  # connections come back once released
        finally:
            await database.close()
