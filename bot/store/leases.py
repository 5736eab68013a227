"""Which process serves which shard, on PostgreSQL: a session advisory lock per shard, held on
one connection for the process's life. The server frees the locks the moment that connection
ends, so a killed process leaves no stale lease behind."""

from __future__ import annotations

import asyncio
import contextlib
import logging
from typing import Any

from bot.store.postgres import DatabaseSettingsError, DatabaseUnreachableError, redacted

try:
    import asyncpg
except ImportError:  # the [postgres] extra is not installed: SQLite only
    asyncpg = None  # type: ignore[assignment]

log = logging.getLogger(__name__)

# Seconds between two checks that the lock connection is alive, and how long one may take:
# a process cut off from the server stops within 5 s, before the server frees its locks.
HEARTBEAT = 2.0
APPLICATION_NAME = "koikoi shard lease"  # how the connection shows in pg_stat_activity
HEARTBEAT_TIMEOUT = 3.0
# The server drops a silent connection (a host that vanished) after about 5 + 3 x 2 = 11 s.
_SESSION = {
    "application_name": APPLICATION_NAME,
    "tcp_keepalives_idle": "5",
    "tcp_keepalives_interval": "2",
    "tcp_keepalives_count": "3",
}
# One lock space per schema, so processes (and tests) on other schemas of the server never meet.
_NAMESPACE = "hashtext('koikoi-shard:' || current_schema())"


class ShardLease:
    """The shards this process holds, on its own connection to the database."""

    def __init__(self, conn: Any) -> None:
        self._conn = conn
        self.held: list[int] = []
        self.lost = asyncio.Event()  # set once the connection, and with it the locks, are gone
        conn.add_termination_listener(lambda _conn: self.lost.set())

    @classmethod
    async def open(cls, url: str) -> ShardLease:
        """A lease connection to ``url``; raises DatabaseUnreachableError when the server cannot
        be reached, DatabaseSettingsError when it refuses the settings."""
        if asyncpg is None:
            raise DatabaseSettingsError("PostgreSQL support is not installed")
        try:
            conn = await asyncpg.connect(url, server_settings=_SESSION, command_timeout=10)
        except (
            asyncpg.InvalidAuthorizationSpecificationError,
            asyncpg.InvalidCatalogNameError,
        ) as exc:
            raise DatabaseSettingsError(f"{redacted(url)}: {exc}") from exc
        except (OSError, TimeoutError, asyncpg.PostgresError, asyncpg.InterfaceError) as exc:
            raise DatabaseUnreachableError(f"{redacted(url)}: cannot connect: {exc}") from exc
        return cls(conn)

    async def claim(self, shards: list[int], limit: int | None = None) -> list[int]:
        """Take each of ``shards`` that nobody holds, up to ``limit`` held in all; the ones
        taken now."""
        taken = []
        for shard in shards:
            if limit is not None and len(self.held) >= limit:
                break
            if shard in self.held:
                continue
            sql = f"SELECT pg_try_advisory_lock({_NAMESPACE}, $1)"
            if await self._conn.fetchval(sql, shard):
                self.held.append(shard)
                taken.append(shard)
        return taken

    async def release(self, shards: list[int]) -> None:
        """Give back ``shards`` (taken by a claim that could not be completed)."""
        for shard in shards:
            await self._conn.fetchval(f"SELECT pg_advisory_unlock({_NAMESPACE}, $1)", shard)
            self.held.remove(shard)

    async def watch(self) -> None:
        """Check the connection every few seconds; returns (with ``lost`` set) once it fails."""
        while not self.lost.is_set():
            with contextlib.suppress(TimeoutError):
                await asyncio.wait_for(self.lost.wait(), HEARTBEAT)
                break
            try:
                await asyncio.wait_for(self._conn.fetchval("SELECT 1"), HEARTBEAT_TIMEOUT)
            except Exception as error:  # a timeout, or asyncpg's: the connection is unusable
                log.debug("the shard lease connection failed: %r", error)
                break
        self.lost.set()

    async def close(self) -> None:
        """End the connection, which frees every shard held."""
        with contextlib.suppress(Exception):
            await asyncio.wait_for(self._conn.close(), 5)
