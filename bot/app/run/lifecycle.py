"""The life of the bot process: opening the database, reaching Discord (patiently), and a clean
stop on SIGTERM or SIGINT, with an exit status that says what happened."""

from __future__ import annotations

import asyncio
import contextlib
import logging
import os
import signal
import sqlite3
import time
from enum import IntEnum
from pathlib import Path

import aiohttp
import discord
from aiohttp import web

from bot.app.kernel import metrics
from bot.app.kernel.health import Health
from bot.app.run.client import KoiKoiBot
from bot.app.run.commands_sync import DevGuildError
from bot.app.run.shard_claim import LeaseLostError, ShardHeldError, claim_shards
from bot.compiled import Build, describe
from bot.compiled import running as running_build
from bot.config import Settings
from bot.store import (
    CorruptDatabaseError,
    MigrationNeedsBackupError,
    SchemaTooNewError,
    Store,
    StoreError,
    StoreUnavailableError,
    lock,
)
from bot.store.leases import DatabaseOutageError, ShardLease
from bot.store.postgres import (
    DatabaseSettingsError,
    DatabaseUnreachableError,
    is_postgres_url,
    redacted,
)

log = logging.getLogger(__name__)


class ExitStatus(IntEnum):
    """How ``python -m bot`` ends (documented in the README)."""

    STOPPED = 0  # stopped by a signal, or closed
    FAILED = 1  # a bug: the log holds its traceback
    SETTINGS = 2  # a setting missing, invalid or refused by the server; the file in use
    TOKEN_REFUSED = 3  # Discord refused the token
    DATABASE = 4  # the database file cannot be used (damaged, newer, unreadable): left as it is
    DATABASE_GONE = 5  # the database server stayed unreachable for DATABASE_OUTAGE_LIMIT


# Seconds between attempts to reach Discord; the last is repeated.
BACKOFF = (1.0, 2.0, 5.0, 10.0, 30.0, 60.0)
# In-flight work gets this long to finish on a stop; the whole stop stays under 10 s.
STOP_GRACE = 5.0
# Failures that pass once the network or Discord is back.
_UNREACHABLE = (
    OSError,
    aiohttp.ClientError,
    TimeoutError,
    discord.DiscordServerError,
    discord.GatewayNotFound,
)


class DatabaseUnusableError(Exception):
    """The database file cannot be opened: the message says what and where."""


async def open_database(settings: Settings, stop: asyncio.Event | None = None) -> Store | None:
    """Open the store, waiting with backoff while its server cannot be reached (None when
    stopped meanwhile); raises DatabaseSettingsError when the server refuses the settings,
    DatabaseUnusableError naming the file and the reason when it cannot be used."""
    attempts = Attempts(stop or asyncio.Event())
    while True:
        try:
            return await _open_once(settings)
        except DatabaseUnreachableError as error:
            await attempts.failed("reach the database", error)
            if attempts.stop.is_set():
                return None


async def _open_once(settings: Settings) -> Store:
    target = settings.database_target()
    path = redacted(target) if isinstance(target, str) and is_postgres_url(target) else target
    try:
        return await Store.open(target, i_have_a_backup=settings.i_have_a_backup)
    except (DatabaseSettingsError, DatabaseUnreachableError):
        raise
    except (
        SchemaTooNewError,
        CorruptDatabaseError,
        StoreUnavailableError,
        MigrationNeedsBackupError,
    ) as error:
        raise DatabaseUnusableError(str(error)) from None
    except OSError as error:
        raise DatabaseUnusableError(unusable_folder(path, error)) from None
    except (StoreError, sqlite3.DatabaseError) as error:
        raise DatabaseUnusableError(
            f"{path}: cannot use the database file ({error}); it was left as it is"
        ) from None


def unusable_folder(path: Path | str, error: OSError) -> str:
    """One line for a database file whose folder cannot be made or written."""
    reason = error.strerror or type(error).__name__
    return (
        f"{path}: cannot create or write the database here ({reason}); make its folder "
        f"writable by user {os.getuid()}, or point DATABASE_PATH elsewhere"
    )


def _describe(error: BaseException) -> str:
    """A one-line reason for a failed attempt to reach Discord."""
    if isinstance(error, discord.HTTPException):
        return f"Discord answered {error.status}"
    return f"{type(error).__name__}: {error}" if str(error) else type(error).__name__


class Attempts:
    """Counts the attempts to reach Discord and waits between them (or until stopped)."""

    def __init__(self, stop: asyncio.Event) -> None:
        self.stop = stop
        self.count = 0

    async def failed(self, what: str, error: BaseException) -> None:
        """Log the failed attempt in one line and wait before the next."""
        self.count += 1
        delay = BACKOFF[min(self.count - 1, len(BACKOFF) - 1)]
        log.warning(
            "cannot %s (attempt %d: %s); trying again in %.0f s",
            what,
            self.count,
            _describe(error),
            delay,
        )
        with contextlib.suppress(TimeoutError):
            await asyncio.wait_for(self.stop.wait(), delay)


async def _reset_http(bot: KoiKoiBot) -> None:
    """Drop the failed HTTP session so the next login starts a fresh one."""
    await bot.http.close()
    bot.http.connector = discord.utils.MISSING


async def connect(bot: KoiKoiBot, token: str, stop: asyncio.Event) -> None:
    """Log in and stay connected, retrying with backoff while Discord cannot be reached.

    Raises discord.LoginFailure when the token is refused.
    """
    attempts = Attempts(stop)
    while not stop.is_set():
        try:
            await bot.login(token)
            break
        except discord.LoginFailure:
            raise
        except _UNREACHABLE as error:
            await _reset_http(bot)
            await attempts.failed("log in to Discord", error)
    attempts.count = 0
    while not stop.is_set() and not bot.is_closed():
        try:
            await bot.connect(reconnect=True)
            return
        except _UNREACHABLE as error:
            await attempts.failed("connect to the Discord gateway", error)


async def serve(settings: Settings, *, ai_processes: int = 1) -> ExitStatus:
    """Run the bot until a signal stops it; returns the exit status."""
    target = settings.database_target()
    try:  # one process per SQLite file, held until this one ends (the kernel drops it on a crash)
        held = lock.hold(target) if isinstance(target, Path) else None
    except lock.DatabaseInUseError as error:
        log.error("%s", error)
        return ExitStatus.SETTINGS
    except OSError as error:  # a read-only disk, a folder owned by another user, a file
        log.error("%s", unusable_folder(target, error))
        return ExitStatus.DATABASE
    try:
        return await _serve(settings, ai_processes=ai_processes)
    finally:
        if held is not None:
            held.release()


async def _serve(settings: Settings, *, ai_processes: int) -> ExitStatus:
    loop = asyncio.get_running_loop()
    stop = asyncio.Event()
    caught: list[str] = []

    def on_signal(number: int) -> None:
        caught.append(signal.Signals(number).name)
        stop.set()

    for number in (signal.SIGTERM, signal.SIGINT):
        loop.add_signal_handler(number, on_signal, number)
    try:
        store = await open_database(settings, stop)
    except DatabaseSettingsError as error:
        log.error("the database refused the settings: %s", error)
        return ExitStatus.SETTINGS
    except DatabaseUnusableError as error:
        log.error("%s", error)
        return ExitStatus.DATABASE
    if store is None:
        return ExitStatus.STOPPED
    claimed = await _claim(settings, store, stop)
    if isinstance(claimed, ExitStatus):
        return claimed
    settings, lease = claimed
    build = running_build()
    (log.warning if build is Build.STALE else log.info)("%s", describe(build))
    bot = KoiKoiBot(settings, store=store, ai_processes=ai_processes)
    if lease is not None:  # every move carries the lease's fence; a request waits for its check
        store.fences = lease.fenced
        bot.serving = lease.confirm
    health = Health(
        bot.connected, store.check_writable, pools=bot.worker_pools, path=settings.health_path
    )
    try:
        metrics_server = await _serve_metrics(settings, bot, health)
    except OSError:
        if lease is not None:
            await lease.close()
        await store.close()
        return ExitStatus.SETTINGS
    watching = loop.create_task(health.run(), name="health")
    token = settings.discord_token.get_secret_value()
    running = loop.create_task(connect(bot, token, stop), name="discord")
    stopping = loop.create_task(stop.wait(), name="stop-signal")
    outage_limit = settings.database_outage_limit
    leasing = loop.create_task(
        lease.watch(outage_limit) if lease else asyncio.Event().wait(), name="lease"
    )
    try:
        await asyncio.wait({running, stopping, leasing}, return_when=asyncio.FIRST_COMPLETED)
        if leasing.done() and not stop.is_set():  # another process serves the shards now
            assert lease is not None
            status = await _lease_ended(leasing, lease, bot)
            running.cancel()
            return status
        if stop.is_set():
            started = time.monotonic()
            log.info("%s: stopping", caught[0] if caught else "stop")
            await bot.close()
            try:
                await asyncio.wait_for(running, STOP_GRACE)
            except BaseException:  # the connection is closed already; what is left can go
                running.cancel()
            log.info("stopped cleanly in %.1f s", time.monotonic() - started)
            return ExitStatus.STOPPED
        stopping.cancel()
        return await _ended(bot, running)
    finally:
        watching.cancel()
        leasing.cancel()
        if lease is not None:
            await lease.close()
        health.remove()
        if metrics_server is not None:
            await metrics_server.cleanup()


async def _serve_metrics(
    settings: Settings, bot: KoiKoiBot, health: Health
) -> web.AppRunner | None:
    """Serve ``/metrics`` and ``/healthz`` if asked to; OSError (said in one line) when the port
    is taken or the address is not this machine's."""
    if settings.metrics_port is None:
        return None
    try:
        return await metrics.serve(
            bot.metrics,
            lambda: (health.last.healthy, health.last.describe()),
            settings.metrics_host,
            settings.metrics_port,
        )
    except OSError as error:
        log.error(
            "cannot serve metrics and health on %s:%d (%s): choose another METRICS_PORT "
            "or METRICS_HOST",
            settings.metrics_host,
            settings.metrics_port,
            error.strerror or error,
        )
        raise


async def _claim(
    settings: Settings, store: Store, stop: asyncio.Event
) -> tuple[Settings, ShardLease | None] | ExitStatus:
    """The shards this process serves (see ``claim_shards``), or the exit status, with the
    store closed, when it cannot serve any."""
    try:
        claimed = await claim_shards(settings, stop)
    except (ShardHeldError, LeaseLostError) as error:
        log.error("%s", error)
        await store.close()
        if isinstance(error, ShardHeldError):
            return ExitStatus.SETTINGS
        return ExitStatus.DATABASE_GONE
    if claimed is None:
        await store.close()
        return ExitStatus.STOPPED
    return claimed


async def _lease_ended(
    leasing: asyncio.Task[object], lease: ShardLease, bot: KoiKoiBot
) -> ExitStatus:
    """Say why the lease ended, in one line, and stop the bot; the exit status that follows."""
    status = _why_lease_ended(leasing, lease)
    await bot.close()
    if bot.left_over:
        log.info("left %d requests to the process that took over", bot.left_over)
    return status


def _why_lease_ended(leasing: asyncio.Task[object], lease: ShardLease) -> ExitStatus:
    error = leasing.exception()
    if isinstance(error, DatabaseOutageError):
        log.error("%s: stopping", error)
        return ExitStatus.DATABASE_GONE
    if error is not None:
        log.error("the shard lease failed: %r", error)
        return ExitStatus.FAILED
    shards = ", ".join(map(str, lease.taken_away))
    log.error(
        "another process took over shards %s (this one was paused or cut off for longer than "
        "its %g s lease): no longer serving them, stopping",
        shards,
        lease.length,
    )
    return ExitStatus.FAILED


async def _ended(bot: KoiKoiBot, running: asyncio.Task[None]) -> ExitStatus:
    """The exit status of a bot whose connection ended by itself."""
    status = ExitStatus.STOPPED
    try:
        running.result()
    except discord.LoginFailure:
        log.error("Discord refused the token: check DISCORD_TOKEN (in .env or the environment)")
        status = ExitStatus.TOKEN_REFUSED
    except StoreError as error:
        log.error("the database failed while starting: %s", error)
        status = ExitStatus.DATABASE
    except DevGuildError as error:
        log.error("%s", error)
        status = ExitStatus.SETTINGS
    except Exception:
        log.exception("the bot stopped on an unexpected error")
        status = ExitStatus.FAILED
    await bot.close()
    return status
