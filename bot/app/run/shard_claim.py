"""Claiming this process's shards before it reaches Discord: the ones it lists, or free ones
(waiting as a standby while there are none)."""

from __future__ import annotations

import asyncio
import contextlib
import logging
from collections.abc import Awaitable, Callable

from bot.config import Settings
from bot.store.leases import DatabaseOutageError, Outage, ShardLease
from bot.store.postgres import UNREACHABLE, DatabaseUnreachableError, is_postgres_url

log = logging.getLogger(__name__)

# Seconds between a standby's tries: a dead process's shards are served again within this
# (plus the start), since its lease ends with its connection; a paused one's within its lease.
STANDBY_POLL = 2.0


class ShardHeldError(Exception):
    """A shard this process lists is served by another process."""


class LeaseLostError(Exception):
    """The shards could not be claimed: the database stayed unreachable for too long."""


async def claim_shards(
    settings: Settings, stop: asyncio.Event
) -> tuple[Settings, ShardLease | None] | None:
    """The settings with exactly the shards this process serves, and the lease that holds
    them (None on SQLite or when not sharded by hand); None when stopped while waiting.
    Raises ShardHeldError when a listed shard is held by another process, LeaseLostError when
    the database stays unreachable for longer than DATABASE_OUTAGE_LIMIT meanwhile."""
    wanted = settings.wanted_shards()
    target = settings.database_target()
    if wanted is None or not is_postgres_url(target):
        return (_serving(settings, wanted), None)  # SQLite: one process per file
    assert isinstance(target, str)
    lease = await _open(target, settings.shard_lease_seconds, stop)
    if lease is None:
        return None
    lease.shard_count = settings.shard_count or 0
    try:
        return await _claim(settings, lease, wanted, stop)
    except ShardHeldError:
        raise
    except DatabaseOutageError as error:
        await lease.close()
        raise LeaseLostError(f"the shards could not be claimed: {error}") from None


async def _open(url: str, length: float, stop: asyncio.Event) -> ShardLease | None:
    """The lease's connection, waiting while the server cannot be reached (None if stopped)."""
    while not stop.is_set():
        try:
            return await ShardLease.open(url, length)
        except DatabaseUnreachableError as error:
            log.warning(
                "cannot open the shard lease (%s); trying again in %.0f s", error, STANDBY_POLL
            )
            with contextlib.suppress(TimeoutError):
                await asyncio.wait_for(stop.wait(), STANDBY_POLL)
    return None


async def _claim(
    settings: Settings, lease: ShardLease, wanted: list[int], stop: asyncio.Event
) -> tuple[Settings, ShardLease | None] | None:
    if settings.shard_ids != "auto":
        taken = await _patiently(lambda: lease.claim(wanted), settings, stop)
        if taken is None:
            await lease.close()
            return None
        held = [shard for shard in wanted if shard not in taken]
        if held:
            await lease.release(taken)
            await lease.close()
            raise ShardHeldError(
                f"{_shards(held)} served by another process: give this process other "
                "SHARD_IDS, or SHARD_IDS=auto to wait as a standby"
            )
        return (_serving(settings, taken), lease)
    if not await _take_free(lease, wanted, settings, stop):
        await lease.close()
        return None
    return (_serving(settings, lease.held), lease)


async def _patiently(
    claim: Callable[[], Awaitable[list[int]]], settings: Settings, stop: asyncio.Event
) -> list[int] | None:
    """One claim, tried again while the database is unreachable; None when stopped first.
    Raises DatabaseOutageError once it stayed away for DATABASE_OUTAGE_LIMIT."""
    outage = Outage("claim shards", settings.database_outage_limit)
    while not stop.is_set():
        try:
            taken = await claim()
        except UNREACHABLE as error:
            outage.failed(error)
            with contextlib.suppress(TimeoutError):
                await asyncio.wait_for(stop.wait(), STANDBY_POLL)
            continue
        outage.ended()
        return taken
    return None


async def _take_free(
    lease: ShardLease, wanted: list[int], settings: Settings, stop: asyncio.Event
) -> bool:
    """Claim free shards, waiting as a standby until one is; False when stopped first."""
    announced = False
    while not stop.is_set():
        taken = await _patiently(lambda: lease.claim(wanted, settings.shard_claim), settings, stop)
        if taken:
            log.info("serving shards %s", ", ".join(map(str, lease.held)))
            return True
        if taken is None:
            return False
        if not announced:
            log.info("every shard is served: waiting as a standby")
            announced = True
        with contextlib.suppress(TimeoutError):
            await asyncio.wait_for(stop.wait(), min(STANDBY_POLL, lease.length / 3))
    return False


def _serving(settings: Settings, shards: list[int] | None) -> Settings:
    return settings.model_copy(update={"shard_ids": shards})


def _shards(shards: list[int]) -> str:
    if len(shards) == 1:
        return f"shard {shards[0]} is"
    return f"shards {', '.join(map(str, shards))} are"
