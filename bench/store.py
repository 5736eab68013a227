"""How many match actions per second the store logs, each committed before it is shown.

Run from the project root: ``python -m bench.store [--actions 60] [--matches 1 50]``.
"""

from __future__ import annotations

import argparse
import asyncio
import random
import statistics
import tempfile
import time
from pathlib import Path

from bot.engine import Match, Player, preset
from bot.store import Store
from bot.store.connection import Synchronous


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


async def _run(
    path: Path, synchronous: Synchronous, matches: int, actions: int, stores: int
) -> tuple[float, list[float]]:
    """(actions per second, per-append latencies) for ``matches`` matches logging at once."""
    opened = [await Store.open(path, synchronous=synchronous) for _ in range(stores)]
    latencies: list[float] = []
    try:
        games = [_game(i, actions) for i in range(matches)]
        records = [
            await opened[i % stores].create_match(
                1, i, (Player.member(i + 1), Player.computer("easy")), preset("standard"), seed=seed
            )
            for i, (seed, _) in enumerate(games)
        ]
        logs = [log for _, log in games]

        async def play(i: int) -> None:
            store = opened[i % stores]
            for seq, text in enumerate(logs[i]):
                began = time.perf_counter()
                await store.append_action(records[i].match_id, seq, text)
                latencies.append(time.perf_counter() - began)

        began = time.perf_counter()
        await asyncio.gather(*(play(i) for i in range(matches)))
        elapsed = time.perf_counter() - began
    finally:
        for store in opened:
            await store.close()
    return matches * actions / elapsed, latencies


async def _restore_time(path: Path) -> tuple[int, float]:
    """(matches, seconds) to restore every unfinished match, as at start-up."""
    async with await Store.open(path) as store:
        began = time.perf_counter()
        recovery = await store.recover()
        return len(recovery.restored) + len(recovery.finished), time.perf_counter() - began


async def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--actions", type=int, default=60, help="actions per match")
    parser.add_argument("--matches", type=int, nargs="+", default=[1, 50])
    args = parser.parse_args()
    restored, seconds = 0, 0.0
    print(f"{'synchronous':<12}{'matches':>8}{'stores':>7}{'actions/s':>11}"
          f"{'p50 ms':>9}{'p99 ms':>9}")  # fmt: skip
    for synchronous in ("FULL", "NORMAL"):
        for matches in args.matches:
            for stores in (1, 2) if matches > 1 else (1,):
                with tempfile.TemporaryDirectory() as folder:
                    path = Path(folder) / "bench.db"
                    rate, latencies = await _run(path, synchronous, matches, args.actions, stores)
                    q = statistics.quantiles(latencies, n=100)
                    print(f"{synchronous:<12}{matches:>8}{stores:>7}{rate:>11.0f}"
                          f"{q[49] * 1000:>9.2f}{q[98] * 1000:>9.2f}")  # fmt: skip
                    if synchronous == "FULL" and matches == max(args.matches) and stores == 1:
                        restored, seconds = await _restore_time(path)
    print(f"start-up: {restored} matches of {args.actions} actions restored in "
          f"{seconds * 1000:.0f} ms")  # fmt: skip


if __name__ == "__main__":
    asyncio.run(main())
