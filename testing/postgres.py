"""A fresh PostgreSQL schema for one test, on the server KOIKOI_TEST_DATABASE_URL names.

``.ci/run`` starts that server and sets the variable. Without it, a test that needs PostgreSQL
fails under CI (CI=true) and is skipped, with its reason, elsewhere.
"""

from __future__ import annotations

import asyncio
import os
import uuid
from collections.abc import AsyncIterator, Iterable
from contextlib import asynccontextmanager
from urllib.parse import urlsplit, urlunsplit

import asyncpg
import pytest

from testing.store import POSTGRES_URL_VARIABLE, with_schema

NO_SERVER = f"{POSTGRES_URL_VARIABLE} is not set: no PostgreSQL server to test against"
HOW_TO_RUN = (
    f"run them with a server: bash .ci/run, or {POSTGRES_URL_VARIABLE}=postgresql://user@host/db "
    "(an empty database you may write to) before the same command (docs/testing.md)"
)


def skipped_for_want_of_a_server(skip_reasons: Iterable[str]) -> str | None:
    """The one line that ends a run whose PostgreSQL half was skipped, with how to run it."""
    count = sum(NO_SERVER in reason for reason in skip_reasons)
    if not count:
        return None
    return f"{count} PostgreSQL tests skipped ({POSTGRES_URL_VARIABLE} is not set): {HOW_TO_RUN}"


@asynccontextmanager
async def postgres_schema() -> AsyncIterator[str]:
    """The URL of a new, empty schema (every connection's search_path), dropped afterwards."""
    url = os.environ.get(POSTGRES_URL_VARIABLE)
    if not url:
        message = NO_SERVER
        if os.environ.get("CI", "").lower() in ("1", "true", "yes"):
            pytest.fail(message)
        pytest.skip(message)
    schema = f"test_{uuid.uuid4().hex[:16]}"
    admin = await asyncpg.connect(url)
    try:
        await admin.execute(f"CREATE SCHEMA {schema}")
        yield with_schema(url, schema)
    finally:
        await admin.execute(f"DROP SCHEMA {schema} CASCADE")
        await admin.close()


async def database_of_its_own(url: str, suffix: str) -> str:
    """The URL of the database named as ``url``'s with ``_suffix`` added, made if missing.

    Parallel test runs (one per pytest-xdist worker) each get one: a test that ends every
    connection of a kind in its database then ends only its own run's."""
    parts = urlsplit(url)
    name = f"{parts.path.lstrip('/') or 'postgres'}_{suffix}"
    admin = await asyncpg.connect(url)
    try:
        for attempt in range(5):
            if await admin.fetchval("SELECT 1 FROM pg_database WHERE datname = $1", name):
                break
            try:
                await admin.execute(f'CREATE DATABASE "{name}"')
                break
            except asyncpg.DuplicateDatabaseError:
                break
            except asyncpg.ObjectInUseError:  # template1 busy with another worker's CREATE
                await asyncio.sleep(0.2 * (attempt + 1))
        else:
            raise RuntimeError(f"could not create the test database {name}")
    finally:
        await admin.close()
    return urlunsplit(parts._replace(path=f"/{name}"))
