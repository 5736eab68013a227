"""What the store's queries need from a database, whichever it is (SQLite or PostgreSQL).

Queries are written once, with ``?`` placeholders and SQL that both databases accept; the
few differences (schema, triggers, the schema version) live in the migrations.
"""

from __future__ import annotations

import re
from collections.abc import Awaitable, Callable, Sequence
from contextlib import AbstractAsyncContextManager
from functools import lru_cache
from typing import Any, Literal, Protocol, TypeVar

from bot.store.errors import StoreError

T = TypeVar("T")
Dialect = Literal["sqlite", "postgresql"]
Row = tuple[Any, ...]
Params = Sequence[Any]


class ConstraintViolation(StoreError):
    """The database refused a row: a unique key, a check or one of the log's triggers.

    The message names the table or the rule, e.g. ``playing_members`` or ``koikoi: log
    conflict``; the store turns it into a specific error for callers.
    """


class RetryTransaction(Exception):
    """Raised by a body that must run again on a fresh snapshot: what it conflicted with was
    committed by another process after its transaction began, so it cannot see it yet."""


class Session(Protocol):
    """One connection, used by one unit of work at a time."""

    @property
    def dialect(self) -> Dialect: ...

    async def fetchone(self, sql: str, params: Params = ()) -> Row | None:
        """The first row of the query, or None."""
        ...

    async def fetchall(self, sql: str, params: Params = ()) -> list[Row]:
        """Every row of the query."""
        ...

    async def execute(self, sql: str, params: Params = ()) -> int:
        """Run one statement; returns the number of rows it changed."""
        ...

    def savepoint(self) -> AbstractAsyncContextManager[None]:
        """A nested step whose failure leaves the surrounding transaction usable."""
        ...


Body = Callable[[Session], Awaitable[T]]


class Database(Protocol):
    """Where the store's units of work run: transactions, autocommit and reads."""

    @property
    def dialect(self) -> Dialect: ...

    async def transaction(self, body: Body[T]) -> T:
        """Run ``body`` in one serializable write transaction, all or nothing (maybe re-run)."""
        ...

    async def exclusive(self, body: Body[T]) -> T:
        """Run ``body`` in a write transaction no other process runs at the same time, each of
        its statements seeing what the one before it committed (schema migrations)."""
        ...

    async def run(self, body: Body[T]) -> T:
        """Run ``body`` in autocommit mode: each statement is its own durable transaction."""
        ...

    async def snapshot(self, body: Body[T]) -> T:
        """Run the reads of ``body`` on one consistent snapshot, never behind a write."""
        ...

    async def read(self, body: Body[T]) -> T:
        """Run the reads of ``body`` in autocommit mode (each statement on its own consistent
        state), never behind a write: the cheapest way to run a single query."""
        ...

    async def close(self) -> None:
        """Finish the work in progress and close every connection."""
        ...


_PLACEHOLDER = re.compile(r"\?")


@lru_cache(maxsize=512)
def numbered(sql: str) -> str:
    """``sql`` with each ``?`` replaced by ``$1``, ``$2``... (PostgreSQL's placeholders)."""
    counter = iter(range(1, sql.count("?") + 1))
    return _PLACEHOLDER.sub(lambda _: f"${next(counter)}", sql)
