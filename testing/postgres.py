"""A fresh PostgreSQL schema for one test, on the server KOIKOI_TEST_DATABASE_URL names.

``.ci/run`` starts that server and sets the variable. Without it, a test that needs PostgreSQL
fails under CI (CI=true) and is skipped, with its reason, elsewhere.
"""

from __future__ import annotations

import os
import uuid
from collections.abc import AsyncIterator
from contextlib import asynccontextmanager

import asyncpg
import pytest

from testing.store import POSTGRES_URL_VARIABLE, with_schema


@asynccontextmanager
async def postgres_schema() -> AsyncIterator[str]:
    """The URL of a new, empty schema (every connection's search_path), dropped afterwards."""
    url = os.environ.get(POSTGRES_URL_VARIABLE)
    if not url:
        message = f"{POSTGRES_URL_VARIABLE} is not set: no PostgreSQL server to test against"
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
