"""Shard leases on PostgreSQL: they expire unless renewed, and a move carries its fence."""

from __future__ import annotations

import asyncio
import random

import asyncpg
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from bot.engine import Player
from bot.store import MatchRecord, Store
from bot.store.fences import ShardTakenError
from bot.store.leases import ShardLease
from bot.store.migrations import MIGRATIONS
from testing.postgres import postgres_schema
from testing.store import start

SHARDS = 2


async def _expire(url: str, shard: int) -> None:
    """Let the database's clock pass the lease's end, as a paused holder would."""
    conn = await asyncpg.connect(url)
    try:
        await conn.execute("UPDATE shard_leases SET expires_at = now() WHERE shard = $1", shard)
    finally:
        await conn.close()


async def _standby(url: str) -> ShardLease:
    """A process's lease on ``SHARDS`` shards, holding none yet."""
    lease = await ShardLease.open(url, length=60)
    lease.shard_count = SHARDS
    return lease


async def _lease(url: str, shards: list[int]) -> ShardLease:
    lease = await _standby(url)
    await lease.claim(shards)
    return lease


async def _match_on(store: Store, shard: int, seat: int = 0) -> MatchRecord:
    players = (Player(100 + seat), Player(200 + seat))
    record, _ = await start(store, players, guild_id=(shard << 22) | 5 + seat)
    return record


async def _moves_and_fences(url: str, match_id: int) -> list[tuple[int, int | None]]:
    conn = await asyncpg.connect(url)
    try:
        rows = await conn.fetch(
            "SELECT seq, fence FROM match_actions WHERE match_id = $1 ORDER BY seq", match_id
        )
    finally:
        await conn.close()
    return [(row[0], row[1]) for row in rows]


def test_the_shard_leases_come_with_migration_10() -> None:
    statements = " ".join(next(m for m in MIGRATIONS if m.version == 10).postgresql)
    assert "CREATE TABLE shard_leases" in statements and "fence" in statements


async def test_a_holder_whose_lease_was_taken_over_can_log_no_move() -> None:
    async with (
        postgres_schema() as url,
        await Store.open(url) as paused,
        await Store.open(url) as standby,
    ):
        first = await _lease(url, [0, 1])
        second = await ShardLease.open(url, length=60)
        second.shard_count = SHARDS
        try:
            paused.fences, standby.fences = first.fenced, second.fenced
            record = await _match_on(paused, 0)
            await paused.append_action(record.match_id, 0, "play:0")
            assert await second.claim([0, 1]) == []  # held and renewed: not free
            await _expire(url, 0)
            assert await second.claim([0, 1]) == [0]
            with pytest.raises(ShardTakenError):
                await paused.append_action(record.match_id, 1, "play:1")
            await standby.append_action(record.match_id, 1, "play:1")
            assert not await first.renew() and first.taken_away == [0]
            assert await first.confirm() is False
        finally:
            await first.close()
            await second.close()
        moves = await _moves_and_fences(url, record.match_id)
    (_, old), (_, new) = moves
    assert [seq for seq, _ in moves] == [0, 1] and old is not None and new == old + 1


async def test_a_lease_given_back_on_a_clean_stop_is_taken_at_once() -> None:
    async with postgres_schema() as url:
        async with await Store.open(url):  # the schema, migrated
            pass
        first = await _lease(url, [0, 1])
        second = await ShardLease.open(url, length=60)
        try:
            assert await second.claim([0, 1]) == []
            await first.close()
            assert await second.claim([0, 1]) == [0, 1]
        finally:
            await second.close()


async def _run_schedule(steps: list[tuple[str, int, int]]) -> None:
    """Takes and moves by three processes on two shards: a move is logged exactly when its
    process holds the shard now, whatever happened before."""
    async with postgres_schema() as url:
        stores = [await Store.open(url) for _ in range(3)]
        leases = []
        for store in stores:
            lease = await ShardLease.open(url, length=60)
            lease.shard_count = SHARDS
            store.fences = lease.fenced
            leases.append(lease)
        try:
            records = [await _match_on(stores[0], shard, shard) for shard in range(SHARDS)]
            holder: dict[int, int] = {}
            logged = [0] * SHARDS
            for verb, who, shard in steps:
                if verb == "take":
                    await _expire(url, shard)
                    await leases[who].renew()  # forgets what was taken from it meanwhile
                    again = holder.get(shard) == who  # its own lease: renewed, not taken anew
                    assert await leases[who].claim([shard]) == ([] if again else [shard])
                    holder[shard] = who
                    continue
                record = records[shard]
                try:
                    await stores[who].append_action(record.match_id, logged[shard], "play:3")
                except ShardTakenError:
                    assert holder.get(shard) != who
                else:
                    assert holder.get(shard) == who
                    logged[shard] += 1
            for shard in range(SHARDS):
                assert len(await stores[1].match_log(records[shard].match_id)) == logged[shard]
        finally:
            for lease in leases:
                await lease.close()
            for store in stores:
                await store.close()


_STEPS = st.lists(
    st.tuples(st.sampled_from(["take", "move"]), st.integers(0, 2), st.integers(0, SHARDS - 1)),
    max_size=12,
)


@pytest.mark.slow
@settings(max_examples=12, deadline=None)
@given(steps=_STEPS)
def test_only_the_process_holding_a_shard_now_can_log_its_moves(
    steps: list[tuple[str, int, int]],
) -> None:
    asyncio.run(_run_schedule(steps))


def test_takes_and_moves_in_a_seeded_order_keep_the_fencing_rule() -> None:
    rng = random.Random(4)
    steps = [
        (rng.choice(["take", "move"]), rng.randrange(3), rng.randrange(SHARDS)) for _ in range(16)
    ]
    asyncio.run(_run_schedule(steps))


class _Clock:
    """``bot.store.leases._clock`` under the test's hand: each reading first moves it by the
    next of ``jumps`` (a database that stops answering mid-take shows as a jump)."""

    def __init__(self) -> None:
        self.now = 1000.0
        self.jumps: list[float] = []

    def __call__(self) -> float:
        if self.jumps:
            self.now += self.jumps.pop(0)
        return self.now


async def test_a_take_that_stalled_with_the_database_is_undone_and_the_holder_keeps_its_shard(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    clock = _Clock()
    monkeypatch.setattr("bot.store.leases._clock", clock)
    async with postgres_schema() as url:
        async with await Store.open(url):  # the schema, migrated
            pass
        holder = await _lease(url, [0])
        standby = await _standby(url)
        try:
            await _expire(url, 0)  # its end passed while the database stood still
            clock.jumps = [0.0, 30.0]  # the take began, then answered 30 s later
            assert await standby.claim([0]) == []
            assert await holder.renew() and holder.held == [0]
            clock.now += 30  # the holder renewed meanwhile: nothing to take afterwards either
            assert await standby.claim([0]) == []
        finally:
            await holder.close()
            await standby.close()


async def test_after_the_database_was_away_a_standby_waits_a_lease_before_taking_expired_shards(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    clock = _Clock()
    monkeypatch.setattr("bot.store.leases._clock", clock)
    async with postgres_schema() as url:
        async with await Store.open(url):
            pass
        holder = await _lease(url, [0, 1])
        standby = await _standby(url)
        try:
            await holder._release([1])  # given back: free to take at once, even after an outage
            await _expire(url, 0)
            standby._failed = True  # its last claim failed: the database was away
            assert await standby.claim([0, 1]) == [1]
            clock.now += 59
            assert await standby.claim([0]) == []  # the holder may still be on its way back
            clock.now += 2
            assert await standby.claim([0]) == [0]  # a lease later, unrenewed: taken
        finally:
            await holder.close()
            await standby.close()


async def test_requests_confirming_the_lease_while_the_database_hangs_do_not_queue(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    monkeypatch.setattr("bot.store.leases.CONFIRM_WAIT", 0.05)
    lease = ShardLease("postgresql://nowhere/koikoi", conn=None, length=15)
    lease.fences = {0: 1}  # held, its last renewal long past
    async with lease._turn:  # a renewal hangs on a database that does not answer
        async with asyncio.timeout(10):
            answers = await asyncio.gather(*(lease.confirm() for _ in range(5)))
    assert answers == [True] * 5  # an unanswering database is no proof the shards are lost
