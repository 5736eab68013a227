"""The PostgreSQL database: a pool of asyncpg connections, serializable transactions, retries."""

from __future__ import annotations

import asyncio
import contextlib
import logging
import random
import time
from collections.abc import AsyncIterator
from typing import Any, Literal
from urllib.parse import urlsplit, urlunsplit

from bot.store.errors import StoreBusyError, StoreError, StoreUnavailableError

try:
    import asyncpg
except ImportError:  # the [postgres] extra is not installed: SQLite only
    asyncpg = None  # type: ignore[assignment]
from bot.store.sql import (
    Body,
    ConstraintViolation,
    Dialect,
    Params,
    RetryTransaction,
    Row,
    Session,
    T,
    numbered,
)

log = logging.getLogger(__name__)


class _OneLine(logging.Filter):
    """asyncpg's pool logs a traceback each time it cannot reconnect to a restarting server:
    keep its message and the error's, on one line."""

    def filter(self, record: logging.LogRecord) -> bool:
        if record.exc_info and record.exc_info[1] is not None:
            error = record.exc_info[1]
            record.msg = f"{record.getMessage()} ({type(error).__name__}: {error})"
            record.args = None
            record.exc_info = None
            record.exc_text = None
        return True


logging.getLogger("asyncpg.pool").addFilter(_OneLine())

Isolation = Literal["serializable", "repeatable_read", "read_committed"]
_MIGRATION_LOCK = 0x6B6F696B  # one advisory lock key for every koikoi process
_OPENING_LOCK = 0x6B6F696C  # held by a process from its first look at the version to its last step

# Two transactions that would not have been serializable, or a deadlock: run the body again.
_RETRY: tuple[type[BaseException], ...] = (RetryTransaction,)
# The server is unreachable, restarting, or refused the work for lack of resources.
_UNAVAILABLE: tuple[type[BaseException], ...] = (ConnectionError, TimeoutError)
# What the settings got wrong: the password, the user, the database's name.
_MISCONFIGURED: tuple[type[BaseException], ...] = ()
if asyncpg is not None:
    _RETRY += (
        asyncpg.SerializationError,
        asyncpg.DeadlockDetectedError,
        asyncpg.InvalidCachedStatementError,
    )
    _UNAVAILABLE += (
        asyncpg.PostgresConnectionError,
        asyncpg.InterfaceError,
        asyncpg.CannotConnectNowError,
        asyncpg.InsufficientResourcesError,
        asyncpg.OperatorInterventionError,
        # A connection left mid-operation by a lost server ("cannot switch to state 12;
        # another operation is in progress", "not connected"): asyncpg's protocol errors.
        asyncpg.InternalClientError,
    )
    _MISCONFIGURED += (
        asyncpg.InvalidAuthorizationSpecificationError,  # a wrong password or unknown user
        asyncpg.InvalidCatalogNameError,  # no database of that name
    )

# Opening the pool: also a host name that does not resolve, a refused port...
_UNREACHABLE: tuple[type[BaseException], ...] = (*_UNAVAILABLE, OSError)


class DatabaseUnreachableError(StoreUnavailableError):
    """The PostgreSQL server cannot be reached (yet): it may be starting, or the network down."""


# What a lost or refused connection raises, for those that reconnect and try again.
UNREACHABLE: tuple[type[BaseException], ...] = (*_UNREACHABLE, DatabaseUnreachableError)


class DatabaseSettingsError(StoreError):
    """The server refused the settings (password, user, database name): they must be fixed."""


def is_postgres_url(target: object) -> bool:
    """Whether ``target`` names a PostgreSQL database rather than an SQLite file."""
    return isinstance(target, str) and target.startswith(("postgresql://", "postgres://"))


def redacted(url: str) -> str:
    """The URL without its password, for logs and errors."""
    parts = urlsplit(url)
    if parts.password is None:
        return url
    host = parts.hostname or ""
    if parts.port is not None:
        host = f"{host}:{parts.port}"
    netloc = f"{parts.username}:***@{host}" if parts.username else host
    return urlunsplit(parts._replace(netloc=netloc))


async def _keep_session(conn: Any) -> None:
    # The store leaves no session state behind (no LISTEN, session locks or SET), and asyncpg
    # rolls back an open transaction itself: skip the RESET ALL round trip on every release.
    return None


class PostgresSession:
    """The store's queries on one asyncpg connection."""

    def __init__(self, conn: Any) -> None:
        self.conn = conn

    @property
    def dialect(self) -> Dialect:
        return "postgresql"

    async def fetchone(self, sql: str, params: Params = ()) -> Row | None:
        with _constraints():
            row = await self.conn.fetchrow(numbered(sql), *params)
        return None if row is None else tuple(row)

    async def fetchall(self, sql: str, params: Params = ()) -> list[Row]:
        with _constraints():
            rows = await self.conn.fetch(numbered(sql), *params)
        return [tuple(row) for row in rows]

    async def execute(self, sql: str, params: Params = ()) -> int:
        with _constraints():
            status: str = await self.conn.execute(numbered(sql), *params)
        # The command tag ends with the rows changed: 'UPDATE 1', 'INSERT 0 1', 'DELETE 0'.
        last = status.rsplit(" ", 1)[-1]
        return int(last) if last.isdigit() else -1

    @contextlib.asynccontextmanager
    async def savepoint(self) -> AsyncIterator[None]:
        async with self.conn.transaction():  # nested inside a transaction: a savepoint
            yield


@contextlib.contextmanager
def _constraints() -> Any:
    try:
        yield
    except asyncpg.IntegrityConstraintViolationError as exc:
        where = getattr(exc, "table_name", None) or ""
        rule = getattr(exc, "constraint_name", None) or ""
        raise ConstraintViolation(f"{where} {rule}: {exc}".strip()) from exc


CONNECT_TIMEOUT_S = 10.0  # a server gone without a word (no RST) fails a move, not holds it
ACQUIRE_TIMEOUT_S = 10.0  # longer than any move's statements; shorter than a member's patience


class PostgresDatabase:
    """A pool of connections to one PostgreSQL database.

    Transactions are SERIALIZABLE (what SQLite gives by holding its one write lock), and are
    run again when PostgreSQL reports a conflict with a concurrent one; the body must only
    touch the database. Every commit is durable before its method returns.
    """

    def __init__(
        self,
        pool: Any,
        name: str,
        *,
        busy_deadline_s: float = 30.0,
        acquire_timeout_s: float = ACQUIRE_TIMEOUT_S,
    ) -> None:
        self.pool = pool
        self.name = name
        self.busy_deadline_s = busy_deadline_s
        self.acquire_timeout_s = acquire_timeout_s

    @property
    def dialect(self) -> Dialect:
        return "postgresql"

    @classmethod
    async def connect(
        cls,
        url: str,
        *,
        max_connections: int = 10,
        busy_deadline_s: float = 30.0,
        acquire_timeout_s: float = ACQUIRE_TIMEOUT_S,
    ) -> PostgresDatabase:
        """Open a pool to ``url``; raises DatabaseUnreachableError when the server cannot be
        reached, DatabaseSettingsError when it refuses the user, password or database name,
        StoreUnavailableError when it cannot be used for another reason."""
        name = redacted(url)
        if asyncpg is None:
            raise DatabaseSettingsError(
                f"{name}: PostgreSQL support is not installed: pip install 'koikoi-bot[postgres]'"
            )
        try:
            pool = await asyncpg.create_pool(
                url,
                min_size=1,
                max_size=max_connections,
                command_timeout=60,
                timeout=CONNECT_TIMEOUT_S,
                # A generic plan for the leaderboard's ranges sorts every member; plan each time.
                server_settings={"plan_cache_mode": "force_custom_plan"},
                reset=_keep_session,
            )
        except _MISCONFIGURED as exc:
            raise DatabaseSettingsError(f"{name}: {exc}") from exc
        except _UNREACHABLE as exc:
            raise DatabaseUnreachableError(f"{name}: cannot connect: {exc}") from exc
        except asyncpg.PostgresError as exc:
            raise StoreUnavailableError(f"{name}: {exc}") from exc
        return cls(pool, name, busy_deadline_s=busy_deadline_s, acquire_timeout_s=acquire_timeout_s)

    async def transaction(self, body: Body[T]) -> T:
        return await self._shielded(body, "serializable", readonly=False)

    async def snapshot(self, body: Body[T]) -> T:
        return await self._shielded(body, "repeatable_read", readonly=True)

    async def exclusive(self, body: Body[T]) -> T:
        async def locked(session: Session) -> T:
            # READ COMMITTED: once the lock is ours, the next statement sees the last holder's work.
            await session.execute("SELECT pg_advisory_xact_lock(?)", (_MIGRATION_LOCK,))
            return await body(session)

        return await self._shielded(locked, "read_committed", readonly=False)

    async def run(self, body: Body[T]) -> T:
        return await self._shielded(body, None, readonly=False)

    async def read(self, body: Body[T]) -> T:
        return await self._shielded(body, None, readonly=True)

    async def _shielded(self, body: Body[T], isolation: Isolation | None, readonly: bool) -> T:
        task = asyncio.ensure_future(self._retried(body, isolation, readonly))
        # If our caller is cancelled the work still finishes; mark its outcome as seen.
        task.add_done_callback(lambda t: None if t.cancelled() else t.exception())
        return await asyncio.shield(task)

    async def _retried(self, body: Body[T], isolation: Isolation | None, readonly: bool) -> T:
        deadline = time.monotonic() + self.busy_deadline_s
        delay = 0.002
        attempt = 0
        while True:
            attempt += 1
            try:
                async with self._connection() as conn:
                    session = PostgresSession(conn)
                    if isolation is None:
                        return await body(session)
                    async with conn.transaction(isolation=isolation, readonly=readonly):
                        return await body(session)
            except _RETRY as exc:
                if time.monotonic() >= deadline:
                    raise StoreBusyError(
                        f"{self.name}: transactions kept conflicting for "
                        f"{self.busy_deadline_s:g} s ({attempt} attempts): {exc}"
                    ) from exc
                log.debug("serialization conflict (attempt %d), retrying: %s", attempt, exc)
            except _UNAVAILABLE as exc:
                # Every pooled connection opened before the loss may be dead or mid-operation:
                # each is closed when next released or taken, and a new one opened.
                await self.pool.expire_connections()
                raise StoreUnavailableError(
                    f"{self.name}: the database is unreachable: {exc}"
                ) from exc
            # Jittered backoff so that two processes do not retry in lockstep.
            await asyncio.sleep(delay * random.uniform(0.5, 1.5))
            delay = min(delay * 2, 0.1)

    @contextlib.asynccontextmanager
    async def _connection(self) -> AsyncIterator[Any]:
        """A pooled connection, or StoreUnavailableError when none is free within the bound:
        connections hung on a lost server must not hold every later move in silence."""
        try:
            conn = await self.pool.acquire(timeout=self.acquire_timeout_s)
        except TimeoutError as exc:
            log.warning(
                "%s: no database connection within %g s (all busy, or the server not answering)",
                self.name,
                self.acquire_timeout_s,
            )
            raise StoreUnavailableError(
                f"{self.name}: no connection within {self.acquire_timeout_s:g} s"
            ) from exc
        try:
            yield conn
        finally:
            await self.pool.release(conn)

    @contextlib.asynccontextmanager
    async def opening(self) -> AsyncIterator[None]:
        """Hold the opening lock: another process opening the database at once waits until
        this one has migrated it, and never sees it half-way."""
        async with self.pool.acquire() as conn:
            await conn.execute("SELECT pg_advisory_lock($1)", _OPENING_LOCK)
            try:
                yield
            finally:
                await conn.execute("SELECT pg_advisory_unlock($1)", _OPENING_LOCK)

    async def close(self) -> None:
        """Wait for the connections in use, then close them all."""
        await self.pool.close()
