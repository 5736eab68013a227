"""Committed match actions per second and the leaderboard at 100,000 members, on SQLite and on
PostgreSQL side by side (every action committed before it would be shown).

Run from the project root: ``python -m bench.store [--postgres URL] [--members 100000]``.
Without ``--postgres`` (or KOIKOI_BENCH_DATABASE_URL) only SQLite is measured. The PostgreSQL
run uses a schema of its own in that database, dropped afterwards.
"""

from __future__ import annotations

import argparse
import asyncio
import os
import random
import statistics
import tempfile
import time
import uuid
from collections.abc import AsyncIterator
from contextlib import asynccontextmanager
from pathlib import Path

import asyncpg

from bot.engine import Match, Player, preset
from bot.store import Store
from bot.store.sql import Session
from testing.store import with_schema


def _game(seed: int, length: int) -> tuple[int, list[str]]:
    """(seed, first ``length`` actions) of a real random game at least that long."""
    while True:
        match = Match(preset("standard"), seed)
        rng = random.Random(seed)
        while not match.over:
            match.apply(rng.choice(match.legal_actions()))
        if len(match.actions) >= length:
            return seed, [str(action) for action in match.actions[:length]]
        seed += 1000


@asynccontextmanager
async def _database(kind: str, url: str | None) -> AsyncIterator[str]:
    """A fresh, empty database of ``kind``: an SQLite file, or a PostgreSQL schema."""
    if kind == "sqlite":
        with tempfile.TemporaryDirectory() as folder:
            yield str(Path(folder) / "bench.db")
        return
    assert url is not None
    schema = f"bench_{uuid.uuid4().hex[:12]}"
    admin = await asyncpg.connect(url)
    try:
        await admin.execute(f"CREATE SCHEMA {schema}")
        yield with_schema(url, schema)
    finally:
        await admin.execute(f"DROP SCHEMA {schema} CASCADE")
        await admin.close()


async def _appends(target: str, writers: int, actions: int) -> tuple[float, list[float]]:
    """(actions per second, latencies) for ``writers`` matches logging at once via one store."""
    latencies: list[float] = []
    async with await Store.open(target) as store:
        games = [_game(i, actions) for i in range(writers)]
        records = [
            await store.create_match(
                1, i, (Player.member(i + 1), Player.computer("easy")), preset("standard"), seed=seed
            )
            for i, (seed, _) in enumerate(games)
        ]

        async def play(i: int) -> None:
            for seq, text in enumerate(games[i][1]):
                began = time.perf_counter()
                await store.append_action(records[i].match_id, seq, text)
                latencies.append(time.perf_counter() - began)

        began = time.perf_counter()
        await asyncio.gather(*(play(i) for i in range(writers)))
        elapsed = time.perf_counter() - began
    return writers * actions / elapsed, latencies


async def _fill_members(session: Session, members: int) -> None:
    """``members`` ranked members in server 1, with spread points, wins and times."""
    day = (
        "printf('%02d', n % 28 + 1)"
        if session.dialect == "sqlite"
        else "lpad((n % 28 + 1)::text, 2, '0')"
    )
    await session.execute(
        "WITH RECURSIVE seq (n) AS (SELECT 1 UNION ALL SELECT n + 1 FROM seq WHERE n < ?) "
        "INSERT INTO members (guild_id, user_id, ranking_points, points_reached_at, created_at, "
        "updated_at, played, won, lost, drawn) "
        f"SELECT 1, n, (n * 7919) % 5000, '2026-01-' || {day} || 'T00:00:00.000000Z', "
        "'2026-01-01T00:00:00.000000Z', '2026-01-01T00:00:00.000000Z', "
        "(n * 31) % 200 + 1, (n * 37) % 100, 0, 0 FROM seq",
        (members,),
    )
    await session.execute(
        "INSERT INTO ranked_points (guild_id, ranking_points, members) "
        "SELECT guild_id, ranking_points, COUNT(*) FROM members WHERE played > 0 "
        "GROUP BY guild_id, ranking_points"
    )


async def _leaderboard(target: str, members: int, rounds: int) -> tuple[float, float]:
    """(median ms, p99 ms) of one leaderboard page plus one member's rank, at ``members``."""
    async with await Store.open(target) as store:
        await store._db.transaction(lambda s: _fill_members(s, members))
        if store.dialect == "postgresql":  # what autovacuum does after a bulk load
            await store._db.run(lambda s: s.execute("VACUUM ANALYZE members"))
        else:
            await store._db.run(lambda s: s.execute("ANALYZE"))
        rng = random.Random(1)
        timings = []
        for _ in range(rounds):
            page, user_id = rng.randint(1, 50), rng.randint(1, members)
            began = time.perf_counter()
            board = await store.leaderboard(1, page=page)
            mine = await store.rank_of(1, user_id)
            timings.append(time.perf_counter() - began)
            assert board.total == members and mine is not None
    q = statistics.quantiles(timings, n=100)
    return statistics.median(timings) * 1000, q[98] * 1000


async def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--postgres", default=os.environ.get("KOIKOI_BENCH_DATABASE_URL"))
    parser.add_argument("--actions", type=int, default=60, help="actions per match")
    parser.add_argument("--members", type=int, default=100_000)
    parser.add_argument("--rounds", type=int, default=200, help="leaderboard reads to time")
    args = parser.parse_args()
    kinds = ["sqlite", "postgresql"] if args.postgres else ["sqlite"]
    print(f"{'database':<12}{'writers':>8}{'actions/s':>11}{'p50 ms':>9}{'p99 ms':>9}")
    for kind in kinds:
        for writers in (1, 8):
            async with _database(kind, args.postgres) as target:
                rate, latencies = await _appends(target, writers, args.actions)
            q = statistics.quantiles(latencies, n=100)
            print(f"{kind:<12}{writers:>8}{rate:>11.0f}{q[49] * 1000:>9.2f}{q[98] * 1000:>9.2f}")
    print(f"\n{'database':<12}{'members':>9}  leaderboard page + your rank: median, p99 ms")
    for kind in kinds:
        async with _database(kind, args.postgres) as target:
            median, p99 = await _leaderboard(target, args.members, args.rounds)
        print(f"{kind:<12}{args.members:>9}  {median:.2f}, {p99:.2f}")


if __name__ == "__main__":
    asyncio.run(main())
