"""Claiming this process's shards before it reaches Discord: the ones it lists, or free ones
(waiting as a standby while there are none)."""

from __future__ import annotations

import asyncio
import contextlib
import logging

from bot.config import Settings
from bot.store.leases import ShardLease
from bot.store.postgres import DatabaseUnreachableError, is_postgres_url

log = logging.getLogger(__name__)

# Seconds between a standby's tries: a dead process's shards are served again within this
# (plus the start), since the server frees its locks as soon as its connection ends.
STANDBY_POLL = 2.0


class ShardHeldError(Exception):
    """A shard this process lists is served by another process."""


class LeaseLostError(Exception):
    """The connection that claims the shards failed while claiming or waiting."""


async def claim_shards(
    settings: Settings, stop: asyncio.Event
) -> tuple[Settings, ShardLease | None] | None:
    """The settings with exactly the shards this process serves, and the lease that holds
    them (None on SQLite or when not sharded by hand); None when stopped while waiting.
    Raises ShardHeldError when a listed shard is held by another process, LeaseLostError when
    the lease's connection fails meanwhile."""
    wanted = settings.wanted_shards()
    target = settings.database_target()
    if wanted is None or not is_postgres_url(target):
        return (_serving(settings, wanted), None)  # SQLite: one process per file
    assert isinstance(target, str)
    lease = await _open(target, stop)
    if lease is None:
        return None
    try:
        return await _claim(settings, lease, wanted, stop)
    except ShardHeldError:
        raise
    except Exception as error:  # asyncpg's, or the connection's: the claim cannot go on
        await lease.close()
        raise LeaseLostError(f"the connection that claims the shards failed: {error}") from None


async def _open(url: str, stop: asyncio.Event) -> ShardLease | None:
    """The lease's connection, waiting while the server cannot be reached (None if stopped)."""
    while not stop.is_set():
        try:
            return await ShardLease.open(url)
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
        taken = await lease.claim(wanted)
        held = [shard for shard in wanted if shard not in taken]
        if held:
            await lease.close()
            raise ShardHeldError(
                f"{_shards(held)} served by another process: give this process other "
                "SHARD_IDS, or SHARD_IDS=auto to wait as a standby"
            )
        return (_serving(settings, taken), lease)
    if not await _take_free(lease, wanted, settings.shard_claim, stop):
        await lease.close()
        return None
    return (_serving(settings, sorted(lease.held)), lease)


async def _take_free(
    lease: ShardLease, wanted: list[int], limit: int | None, stop: asyncio.Event
) -> bool:
    """Claim free shards, waiting as a standby until one is; False when stopped first."""
    announced = False
    while not stop.is_set():
        if await lease.claim(wanted, limit):
            log.info("serving shards %s", ", ".join(map(str, sorted(lease.held))))
            return True
        if not announced:
            log.info("every shard is served: waiting as a standby")
            announced = True
        with contextlib.suppress(TimeoutError):
            await asyncio.wait_for(stop.wait(), STANDBY_POLL)
    return False


def _serving(settings: Settings, shards: list[int] | None) -> Settings:
    return settings.model_copy(update={"shard_ids": shards})


def _shards(shards: list[int]) -> str:
    if len(shards) == 1:
        return f"shard {shards[0]} is"
    return f"shards {', '.join(map(str, shards))} are"
