"""Time the table image: median and p95 over many renders of a mid-round state, and its size.

Run from the repository root: ``python -m bench.render [--seed S] [--runs N]``.
"""

from __future__ import annotations

import argparse
import statistics
import time

from bot.engine.view import PlayerView
from bot.render import render_hand, render_table
from bot.render.demo import mid_round


def main() -> None:
    """Print the first (cold) render time, then median and p95 of warm renders, and PNG sizes."""
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--runs", type=int, default=200)
    args = parser.parse_args()
    match = mid_round(args.seed)
    view = PlayerView.public(match.round, match)
    names = ("Aoi", "Ren")
    start = time.perf_counter()
    data = render_table(view, names)
    cold = time.perf_counter() - start
    times: list[float] = []
    for _ in range(args.runs):
        start = time.perf_counter()
        render_table(view, names)
        times.append(time.perf_counter() - start)
    times.sort()
    p95 = times[min(len(times) - 1, round(0.95 * len(times)) - 1)]
    seat = match.round.to_move if match.round.to_move is not None else 0
    hand = render_hand(match.view(seat), names)
    print(f"table: first render {cold * 1000:.1f} ms (draws the card sprites)")
    print(
        f"table: median {statistics.median(times) * 1000:.1f} ms, p95 {p95 * 1000:.1f} ms "
        f"over {args.runs} renders"
    )
    print(f"table: PNG {len(data) / 1024:.1f} KB, hand: PNG {len(hand) / 1024:.1f} KB")


if __name__ == "__main__":
    main()
