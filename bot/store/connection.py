"""The SQLite database: a writer and a reader connection, pragmas, transactions, retries."""

from __future__ import annotations

import asyncio
import contextlib
import logging
import os
import random
import sqlite3
import time
from collections.abc import AsyncIterator, Awaitable, Callable
from pathlib import Path
from typing import Literal, TypeVar

import aiosqlite

from bot.store.errors import CorruptDatabaseError, StoreBusyError, StoreUnavailableError
from bot.store.sql import ConstraintViolation, Dialect, Params, RetryTransaction, Row, Session

log = logging.getLogger(__name__)

T = TypeVar("T")
Synchronous = Literal["FULL", "NORMAL"]
Body = Callable[[Session], Awaitable[T]]
_HEADER = b"SQLite format 3\x00"

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


def is_corrupt(exc: BaseException) -> bool:
    """Whether ``exc`` is SQLite finding the file damaged or not a database at all."""
    if not isinstance(exc, sqlite3.DatabaseError):
        return False
    code = getattr(exc, "sqlite_errorcode", None)
    if code is not None:
        return code & 0xFF in (sqlite3.SQLITE_CORRUPT, sqlite3.SQLITE_NOTADB)
    text = str(exc).lower()
    return "malformed" in text or "not a database" in text


def is_storage_failure(exc: BaseException) -> bool:
    """Whether ``exc`` is SQLite failing to store or read (disk full, I/O error, read-only or
    damaged file) rather than our statement being wrong (constraints, programming errors)."""
    return isinstance(exc, sqlite3.OperationalError) or type(exc) is sqlite3.DatabaseError


def make_folders(path: Path) -> None:
    """Create the missing folders above ``path``, each 0700; those that exist are left."""
    missing = [folder for folder in (path.parent, *path.parent.parents) if not folder.exists()]
    for folder in reversed(missing):
        folder.mkdir(mode=0o700, exist_ok=True)
        os.chmod(folder, 0o700)  # the umask may have taken bits away, never added them


def prepare_file(path: Path) -> None:
    """Create the database file 0600 in a folder 0700 (the matches' seeds are secrets).

    Folders that already exist are left as they are; an existing file is made 0600. Raises
    CorruptDatabaseError, changing nothing, when the file is not an SQLite database.
    """
    make_folders(path)
    try:
        fd = os.open(path, os.O_CREAT | os.O_EXCL | os.O_WRONLY, 0o600)
    except FileExistsError:
        with path.open("rb") as existing:
            header = existing.read(len(_HEADER))
        if header and header != _HEADER:  # an empty file is a new database
            raise CorruptDatabaseError(str(path), "it is not an SQLite database") from None
        if path.stat().st_mode & 0o077:
            try:
                os.chmod(path, 0o600)
            except PermissionError:
                log.warning("%s: readable by others and not ours to make private", path)
    else:
        os.close(fd)


async def connect(
    path: str | Path, *, busy_timeout_ms: int, read_only: bool = False
) -> aiosqlite.Connection:
    """Open ``path`` in autocommit mode (transactions are explicit); the file must exist."""
    # isolation_level=None: the sqlite3 module must not open transactions behind our back.
    conn = await aiosqlite.connect(Path(path), isolation_level=None)
    try:
        await conn.execute(f"PRAGMA busy_timeout = {int(busy_timeout_ms)}")
        await conn.execute("PRAGMA foreign_keys = ON")
        if read_only:
            await conn.execute("PRAGMA query_only = ON")
    except BaseException:
        await conn.close()
        raise
    return conn


class SqliteSession:
    """The store's queries on one aiosqlite connection."""

    def __init__(self, conn: aiosqlite.Connection) -> None:
        self.conn = conn

    @property
    def dialect(self) -> Dialect:
        return "sqlite"

    async def fetchone(self, sql: str, params: Params = ()) -> Row | None:
        try:
            async with self.conn.execute(sql, params) as cursor:
                row = await cursor.fetchone()
        except sqlite3.IntegrityError as exc:
            raise ConstraintViolation(str(exc)) from exc
        return None if row is None else tuple(row)

    async def fetchall(self, sql: str, params: Params = ()) -> list[Row]:
        try:
            async with self.conn.execute(sql, params) as cursor:
                return [tuple(row) for row in await cursor.fetchall()]
        except sqlite3.IntegrityError as exc:
            raise ConstraintViolation(str(exc)) from exc

    async def execute(self, sql: str, params: Params = ()) -> int:
        try:
            cursor = await self.conn.execute(sql, params)
        except sqlite3.IntegrityError as exc:
            raise ConstraintViolation(str(exc)) from exc
        count = cursor.rowcount
        await cursor.close()
        return count

    @contextlib.asynccontextmanager
    async def savepoint(self) -> AsyncIterator[None]:
        await self.conn.execute("SAVEPOINT step")
        try:
            yield
        except BaseException:
            await self.conn.execute("ROLLBACK TO step")
            await self.conn.execute("RELEASE step")
            raise
        await self.conn.execute("RELEASE step")


class Connection:
    """One SQLite connection shared by coroutines: one unit of work at a time, retried when busy.

    Every use goes through ``transaction``, ``snapshot`` or ``run`` so that no coroutine's
    statement ever lands inside another coroutine's open transaction.
    """

    def __init__(self, conn: aiosqlite.Connection, *, busy_deadline_s: float = 30.0) -> None:
        self.conn = conn
        self.session = SqliteSession(conn)
        self.busy_deadline_s = busy_deadline_s
        self.path = ""  # named in errors once known
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
                    if not is_busy(exc) and not isinstance(exc, RetryTransaction):
                        if is_corrupt(exc):
                            raise CorruptDatabaseError(self.path, str(exc)) from exc
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
        result = await body(self.session)
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


class SqliteDatabase:
    """The SQLite file: writes on one connection, reads on another that never waits for them.

    In WAL mode a reader sees the last commit without waiting for a writer, so a leaderboard
    page never holds up a move, nor a move the leaderboard.
    """

    def __init__(self, writer: Connection, reader: Connection | None = None) -> None:
        self.writer = writer
        self.reader = reader

    @property
    def dialect(self) -> Dialect:
        return "sqlite"

    @property
    def conn(self) -> aiosqlite.Connection:
        """The writer connection."""
        return self.writer.conn

    async def transaction(self, body: Body[T]) -> T:
        return await self.writer.transaction(body)

    async def exclusive(self, body: Body[T]) -> T:
        return await self.writer.transaction(body)  # BEGIN IMMEDIATE holds the file's lock

    async def run(self, body: Body[T]) -> T:
        return await self.writer.run(body)

    async def snapshot(self, body: Body[T]) -> T:
        return await (self.reader or self.writer).snapshot(body)

    async def read(self, body: Body[T]) -> T:
        return await (self.reader or self.writer).run(body)

    async def close(self) -> None:
        if self.reader is not None:
            await self.reader.close()
        await self.writer.close()
