"""Which process serves which shard, on PostgreSQL: a lease row per shard that expires unless its
holder renews it, judged by the database's clock, with a fencing number raised at each take-over
(every logged move must carry the current one, see ``bot.store.fences``).

A holder also keeps a session advisory lock per shard on its lease connection: when that
connection ends (a crash, a kill) a standby may take the shard at once instead of waiting for
the expiry, unless the server itself restarted since the last renewal (then every connection
ended, and the holder gets the time of one lease to come back)."""

from __future__ import annotations

import asyncio
import contextlib
import logging
import time
import uuid
from typing import Any

from bot.store.fences import Fences
from bot.store.postgres import (
    UNREACHABLE,
    DatabaseSettingsError,
    DatabaseUnreachableError,
    redacted,
)

try:
    import asyncpg
except ImportError:  # the [postgres] extra is not installed: SQLite only
    asyncpg = None  # type: ignore[assignment]

log = logging.getLogger(__name__)

APPLICATION_NAME = "koikoi shard lease"  # how the connection shows in pg_stat_activity
LEASE_SECONDS = 15.0  # the default length of a lease (SHARD_LEASE_SECONDS)
CONFIRM_WAIT = 1.0  # seconds a request waits to confirm the lease: Discord wants it answered in 3
# The server drops a silent connection (a host that vanished) after about 5 + 3 x 2 = 11 s.
_SESSION = {
    "application_name": APPLICATION_NAME,
    "tcp_keepalives_idle": "5",
    "tcp_keepalives_interval": "2",
    "tcp_keepalives_count": "3",
}
# One lock space per schema, so processes (and tests) on other schemas of the server never meet.
_NAMESPACE = "hashtext('koikoi-shard:' || current_schema())"
_TRY_LOCK = f"SELECT pg_try_advisory_lock({_NAMESPACE}, $1)"
_UNLOCK = f"SELECT pg_advisory_unlock({_NAMESPACE}, $1)"

_CREATE = (
    "INSERT INTO shard_leases (shard, holder, fence, expires_at, renewed_at) "
    "VALUES ($1, '', 0, now(), now()) ON CONFLICT (shard) DO NOTHING"
)
# Taken when it expired, or when its holder's lock connection ended since the server started.
# A lease last renewed before the server (re)started gets one lease's time after the start: its
# holder lost its connection to the restart, not to a pause, and is on its way back. With $5
# false (just after the database stalled) only a lease given back or never held is taken.
_TAKE = (
    "UPDATE shard_leases SET holder = $2, fence = fence + 1, locked = $4, renewed_at = now(), "
    "expires_at = now() + make_interval(secs => $3) WHERE shard = $1 AND (("
    "expires_at <= renewed_at) OR ($5 AND expires_at <= now() AND ("
    "renewed_at >= pg_postmaster_start_time() "
    "OR now() >= pg_postmaster_start_time() + make_interval(secs => $3))"
    ") OR ($5 AND $4 AND locked AND renewed_at > pg_postmaster_start_time())) RETURNING fence"
)
_RENEW = (
    "UPDATE shard_leases SET expires_at = now() + make_interval(secs => $3), renewed_at = now(), "
    "locked = (shard = ANY($4::int[])) WHERE shard = ANY($1::int[]) AND holder = $2 "
    "RETURNING shard"
)
_RELEASE = (
    "UPDATE shard_leases SET expires_at = now(), renewed_at = now(), locked = FALSE "
    "WHERE shard = ANY($1::int[]) AND holder = $2"
)


_RETRIED: tuple[type[BaseException], ...] = (*UNREACHABLE, TimeoutError)


class _Stalled(Exception):
    """A take's transaction took longer than a third of a lease: it is rolled back."""


def _clock() -> float:
    """Seconds on a clock that also runs while the machine or VM is suspended (Linux), so that
    a process frozen by a suspend too finds its last renewal old."""
    return time.clock_gettime(_BOOTTIME) if _BOOTTIME is not None else time.monotonic()


_BOOTTIME: int | None = getattr(time, "CLOCK_BOOTTIME", None)


class DatabaseOutageError(Exception):
    """The database stayed unreachable for longer than the process waits for it."""


class ShardLease:
    """The shards this process holds, on its own connection to the database."""

    def __init__(self, url: str, conn: Any, length: float = LEASE_SECONDS) -> None:
        self._url = url
        self._conn = conn
        self.length = length
        self.holder = uuid.uuid4().hex  # this process's run, as the lease rows name it
        self.fences: dict[int, int] = {}  # shard: fencing number of our take
        self.shard_count = 0
        self.lost = asyncio.Event()  # set once another process took one of our shards
        self.taken_away: list[int] = []  # those shards
        self._locked: set[int] = set()
        self._turn = asyncio.Lock()  # one statement at a time on the connection
        self._valid_until = 0.0  # on _clock(): until then the lease is surely ours
        # After the database stalled or was away, its holders were held up with us: until then
        # (on _clock()) no lease of theirs is taken for being expired or unlocked.
        self._patient_until = 0.0
        self._failed = False

    @property
    def held(self) -> list[int]:
        """The shards held, in order."""
        return sorted(self.fences)

    @classmethod
    async def open(cls, url: str, length: float = LEASE_SECONDS) -> ShardLease:
        """A lease connection to ``url``; raises DatabaseUnreachableError when the server cannot
        be reached, DatabaseSettingsError when it refuses the settings."""
        return cls(url, await _connect(url), length)

    def fenced(self) -> Fences:
        """The fencing numbers a move must carry now."""
        return Fences(self.shard_count, dict(self.fences))

    async def _live(self) -> Any:
        """The lease connection, opened again if it ended (its advisory locks went with it)."""
        if self._conn.is_closed():
            self._locked.clear()
            self._conn = await _connect(self._url)
        return self._conn

    async def claim(self, shards: list[int], limit: int | None = None) -> list[int]:
        """Take each of ``shards`` that is free (never held, released, expired, or its holder's
        connection gone), up to ``limit`` held in all; the ones taken now."""
        async with self._turn:
            try:
                return await self._claim(shards, limit)
            except _RETRIED:
                self._failed = True  # the database failed us: its holders may have been failed too
                raise

    async def _claim(self, shards: list[int], limit: int | None) -> list[int]:
        conn = await self._live()
        if self._failed:
            await conn.fetchval("SELECT 1")  # answered: the database is back
            self._failed = False
            self._be_patient("was away")
        self.shard_count = max(self.shard_count, max(shards, default=-1) + 1)
        taken = []
        for shard in shards:
            if limit is not None and len(self.fences) >= limit:
                break
            if shard in self.fences:
                continue
            started = _clock()
            locked = bool(await conn.fetchval(_TRY_LOCK, shard))
            patient = started < self._patient_until
            try:
                async with conn.transaction():
                    await conn.execute(_CREATE, shard)
                    fence = await conn.fetchval(
                        _TAKE, shard, self.holder, self.length, locked, not patient
                    )
                    if fence is not None and _clock() - started > self.length / 3:
                        raise _Stalled  # the holder may have stalled with it: roll back
            except _Stalled:
                fence = None
                self._be_patient(f"stalled for {_clock() - started:.1f} s")
            if fence is None:
                if locked:
                    await conn.fetchval(_UNLOCK, shard)
                continue
            if locked:
                self._locked.add(shard)
            self.fences[shard] = int(fence)
            self._valid_until = started + self.length
            taken.append(shard)
        return taken

    def _be_patient(self, why: str) -> None:
        """Take no lease held by another for one lease length: a holder that stalled with the
        database renews within a third of one once it answers again."""
        self._patient_until = _clock() + self.length
        log.info(
            "the database %s: taking no other process's shards for %g s, while their holders renew",
            why,
            self.length,
        )

    async def release(self, shards: list[int]) -> None:
        """Give back ``shards`` (taken by a claim that could not be completed)."""
        async with self._turn:
            await self._release(shards)

    async def _release(self, shards: list[int]) -> None:
        conn = await self._live()
        await conn.execute(_RELEASE, shards, self.holder)
        for shard in shards:
            self.fences.pop(shard, None)
            if shard in self._locked:
                await conn.fetchval(_UNLOCK, shard)
                self._locked.discard(shard)

    async def renew(self) -> bool:
        """Push back the expiry of every shard held; False (and ``lost`` set) when another
        process took one meanwhile. Raises the driver's errors when the server is away."""
        async with self._turn:
            return await self._renew()

    async def _renew(self) -> bool:
        if not self.fences:
            return not self.lost.is_set()
        started = _clock()
        conn = await self._live()
        for shard in self.held:
            if shard not in self._locked and await conn.fetchval(_TRY_LOCK, shard):
                self._locked.add(shard)
        rows = await conn.fetch(_RENEW, self.held, self.holder, self.length, sorted(self._locked))
        kept = {int(row[0]) for row in rows}
        gone = [shard for shard in self.held if shard not in kept]
        if gone:
            for shard in gone:
                del self.fences[shard]
            self.taken_away.extend(gone)
            self.lost.set()
            return False
        self._valid_until = started + self.length
        return True

    async def confirm(self) -> bool:
        """Whether this process may act for its shards: at once while the last renewal is
        fresh, else after renewing (a process that was paused finds out here). False only when
        the database says another process took over; an unreachable one is no proof."""
        if self.lost.is_set():
            return False
        if _clock() < self._valid_until:
            return True
        try:
            # Bounded in all, the wait for the lease's turn included: requests arriving while the
            # database does not answer must not queue behind each other's renewals.
            async with asyncio.timeout(min(self.length / 3, CONFIRM_WAIT)), self._turn:
                if _clock() < self._valid_until or self.lost.is_set():
                    return not self.lost.is_set()  # a renewal finished while we waited
                return await self._renew()
        except _RETRIED as error:
            log.debug("could not confirm the shard lease: %r", error)
            return True

    async def watch(self, outage_limit: float) -> None:
        """Renew the lease every third of its length; returns (``lost`` set) once another
        process took over. Rides out an unreachable database, reconnecting; raises
        DatabaseOutageError once it stayed away for ``outage_limit`` seconds."""
        outage = Outage("renew the shard lease", outage_limit)
        while not self.lost.is_set():
            with contextlib.suppress(TimeoutError):
                await asyncio.wait_for(self.lost.wait(), self.length / 3)
                break
            try:
                if not await asyncio.wait_for(self.renew(), self.length / 3):
                    break
            except _RETRIED as error:
                outage.failed(error)
                continue
            outage.ended()
        self.lost.set()

    async def close(self) -> None:
        """Give back the shards still ours (a standby may take them at once) and end the
        connection, which frees the advisory locks."""
        with contextlib.suppress(Exception):
            async with asyncio.timeout(3), self._turn:
                if self.fences and not self._conn.is_closed():
                    await self._conn.execute(_RELEASE, self.held, self.holder)
        with contextlib.suppress(Exception):
            await asyncio.wait_for(self._conn.close(), 5)


class Outage:
    """How long the database has been unreachable, logged once at the start and at the end."""

    def __init__(self, what: str, limit: float) -> None:
        self.what = what
        self.limit = limit
        self.since: float | None = None

    def failed(self, error: BaseException) -> None:
        """One more failed attempt; raises DatabaseOutageError past the limit."""
        now = _clock()
        if self.since is None:
            self.since = now
            log.warning(
                "cannot reach the database to %s (%s): reconnecting, for up to %.0f s",
                self.what,
                _describe(error),
                self.limit,
            )
        elif now - self.since >= self.limit:
            raise DatabaseOutageError(
                f"the database stayed unreachable for {now - self.since:.0f} s "
                f"(DATABASE_OUTAGE_LIMIT={self.limit:g}): {_describe(error)}"
            )

    def ended(self) -> None:
        """A successful attempt: logs how long the database was away, if it was."""
        if self.since is not None:
            log.info("the database is reachable again after %.1f s", _clock() - self.since)
            self.since = None


def _describe(error: BaseException) -> str:
    return f"{type(error).__name__}: {error}" if str(error) else type(error).__name__


async def _connect(url: str) -> Any:
    if asyncpg is None:
        raise DatabaseSettingsError("PostgreSQL support is not installed")
    try:
        return await asyncpg.connect(url, server_settings=_SESSION, command_timeout=10, timeout=10)
    except (
        asyncpg.InvalidAuthorizationSpecificationError,
        asyncpg.InvalidCatalogNameError,
    ) as exc:
        raise DatabaseSettingsError(f"{redacted(url)}: {exc}") from exc
    except UNREACHABLE as exc:
        raise DatabaseUnreachableError(f"{redacted(url)}: cannot connect: {exc}") from exc
