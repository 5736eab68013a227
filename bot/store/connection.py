"""One SQLite connection: pragmas, a lock, transactions and retries on a busy database."""

from __future__ import annotations

import asyncio
import contextlib
import logging
import random
import sqlite3
import time
from collections.abc import Awaitable, Callable
from pathlib import Path
from typing import Literal, TypeVar

import aiosqlite

from bot.store.errors import StoreBusyError, StoreUnavailableError

log = logging.getLogger(__name__)

T = TypeVar("T")
Synchronous = Literal["FULL", "NORMAL"]
Body = Callable[[aiosqlite.Connection], Awaitable[T]]

_BUSY_CODES = (sqlite3.SQLITE_BUSY, sqlite3.SQLITE_LOCKED)


def is_busy(exc: BaseException) -> bool:
    """Whether ``exc`` is SQLite saying another connection holds the lock."""
    if not isinstance(exc, sqlite3.OperationalError):
        return False
    code = getattr(exc, "sqlite_errorcode", None)
    if code is not None:
        return code & 0xFF in _BUSY_CODES  # extended codes keep the primary code in the low byte
    text = str(exc).lower()
    return "locked" in text or "busy" in text


def is_storage_failure(exc: BaseException) -> bool:
    """Whether ``exc`` is SQLite failing to store or read (disk full, I/O error, read-only or
    damaged file) rather than our statement being wrong (constraints, programming errors)."""
    return isinstance(exc, sqlite3.OperationalError) or type(exc) is sqlite3.DatabaseError


async def connect(path: str | Path, *, busy_timeout_ms: int) -> aiosqlite.Connection:
    """Open ``path`` (creating its folder) in autocommit mode; transactions are explicit."""
    target = Path(path)
    target.parent.mkdir(parents=True, exist_ok=True)
    # isolation_level=None: the sqlite3 module must not open transactions behind our back.
    conn = await aiosqlite.connect(target, isolation_level=None)
    try:
        await conn.execute(f"PRAGMA busy_timeout = {int(busy_timeout_ms)}")
        await conn.execute("PRAGMA foreign_keys = ON")
    except BaseException:
        await conn.close()
        raise
    return conn


class Database:
    """A connection shared by coroutines: one statement sequence at a time, retried when busy.

    Every use of the connection goes through ``transaction`` or ``run`` so that no coroutine's
    statement ever lands inside another coroutine's open transaction.
    """

    def __init__(self, conn: aiosqlite.Connection, *, busy_deadline_s: float = 30.0) -> None:
        self.conn = conn
        self.busy_deadline_s = busy_deadline_s
        self._lock = asyncio.Lock()

    async def transaction(self, body: Body[T]) -> T:
        """Run ``body`` in one write transaction (BEGIN IMMEDIATE … COMMIT), all or nothing.

        ``body`` may be run more than once (when the database is busy), so it must only touch
        the database. The transaction is shielded: a cancelled caller never leaves it half open.
        """
        return await self._shielded(body, "BEGIN IMMEDIATE")

    async def snapshot(self, body: Body[T]) -> T:
        """Run the reads of ``body`` on one consistent snapshot (a read transaction)."""
        return await self._shielded(body, "BEGIN")

    async def run(self, body: Body[T]) -> T:
        """Run ``body`` in autocommit mode: each statement is its own durable transaction.

        ``body`` is re-run whole when the database is busy: give it reads and one write at most.
        """
        return await self._shielded(body, None)

    async def _shielded(self, body: Body[T], begin: str | None) -> T:
        task = asyncio.ensure_future(self._locked(body, begin))
        # If our caller is cancelled the task still finishes; mark its outcome as seen.
        task.add_done_callback(lambda t: None if t.cancelled() else t.exception())
        return await asyncio.shield(task)

    async def _locked(self, body: Body[T], begin: str | None) -> T:
        deadline = time.monotonic() + self.busy_deadline_s
        delay = 0.002
        attempt = 0
        while True:
            attempt += 1
            # The lock is held for one attempt only: while another process holds the database,
            # this connection's reads (which WAL lets through) are not queued behind our wait.
            async with self._lock:
                try:
                    return await self._attempt(body, begin)
                except BaseException as exc:
                    await self._rollback()
                    if not is_busy(exc):
                        if is_storage_failure(exc):
                            raise StoreUnavailableError(
                                f"the database refused the statement: {exc}"
                            ) from exc
                        raise
                    if time.monotonic() >= deadline:
                        raise StoreBusyError(
                            f"the database stayed locked for {self.busy_deadline_s:g} s "
                            f"({attempt} attempts): {exc}"
                        ) from exc
                    log.debug("database busy (attempt %d), retrying: %s", attempt, exc)
            # Jittered backoff so two processes do not retry in lockstep.
            await asyncio.sleep(delay * random.uniform(0.5, 1.5))
            delay = min(delay * 2, 0.1)

    async def _attempt(self, body: Body[T], begin: str | None) -> T:
        if begin is not None:
            await self.conn.execute(begin)
        result = await body(self.conn)
        if begin is not None:
            await self.conn.commit()
        return result

    async def _rollback(self) -> None:
        # Rolling back a connection that has no open transaction is a no-op in sqlite3.
        with contextlib.suppress(sqlite3.Error, ValueError):
            await self.conn.rollback()

    async def close(self) -> None:
        """Wait for the statement in progress, then close the connection."""
        async with self._lock:
            await self.conn.close()
