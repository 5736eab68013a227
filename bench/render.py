"""Time the pictures: the table over many renders of one mid-round state, and the table and
hand of every move of many matches, as a drawing process meets them.

Run from the repository root: ``python -m bench.render [--seed S] [--runs N] [--matches M]``.
"""

from __future__ import annotations

import argparse
import multiprocessing
import random
import statistics
import time

from bot.engine import Match, preset
from bot.engine.view import PlayerView
from bot.render import render_hand, render_table
from bot.render.demo import mid_round, play
from bot.render.hand import draw_hand
from bot.render.pool import between_pictures, warm_up
from bot.render.table import draw_table


def _p95(values: list[float]) -> float:
    values = sorted(values)
    return values[min(len(values) - 1, round(0.95 * len(values)) - 1)]


def one_state(seed: int, runs: int) -> None:
    """The same table drawn ``runs`` times: the first (cold) render, then median and p95."""
    match = mid_round(seed)
    view = PlayerView.public(match.round, match)
    names = ("Aoi", "Ren")
    start = time.perf_counter()
    data = render_table(view, names)
    cold = time.perf_counter() - start
    times: list[float] = []
    for _ in range(runs):
        start = time.perf_counter()
        render_table(view, names)
        times.append(time.perf_counter() - start)
    seat = match.round.to_move if match.round.to_move is not None else 0
    hand = render_hand(match.view(seat), names)
    print(f"table: first render {cold * 1000:.1f} ms (draws the card sprites)")
    print(
        f"table: median {statistics.median(times) * 1000:.1f} ms, "
        f"p95 {_p95(times) * 1000:.1f} ms over {runs} renders"
    )
    print(f"table: PNG {len(data) / 1024:.1f} KB, hand: PNG {len(hand) / 1024:.1f} KB")


def moves(matches: int, seed: int, kept: bool) -> list[float]:
    """CPU time per move of the public table and the mover's hand after every move of the
    first round of ``matches`` matches (each with its own names), after a drawing process's
    warm-up: drawn over the match's last frames (as the bot draws them) when ``kept``, else in
    full."""
    warm_up()
    for _ in between_pictures():
        pass
    spent: list[float] = []
    for number in range(matches):
        match = Match(preset("standard"), seed + number)
        rng = random.Random(seed + number)
        names = (f"Player {seed + number}", "Computer")
        while not match.over and not match.results:
            seat = match.round.to_move if match.round.to_move is not None else 0
            public, own = PlayerView.public(match.round, match), match.view(seat)
            start = time.process_time()
            if kept:
                draw_table(number, public, names)
                draw_hand(number, own, names)
            else:
                render_table(public, names)
                render_hand(own, names)
            spent.append(time.process_time() - start)
            play(match, rng, 1)
    return spent


def compare_moves(matches: int, seed: int) -> None:
    """Both ways of drawing the same moves, each in a fresh process of its own: drawn one after
    the other in one process, the second would find the first's text and sprites cached."""
    # Spawned, not forked: a fork would inherit this process's caches.
    context = multiprocessing.get_context("spawn")
    for kept, how in ((False, "in full"), (True, "over the last frames")):
        with context.Pool(1) as pool:
            spent = pool.apply(moves, (matches, seed, kept))
        print(
            f"moves: table + hand {how}, CPU per move: mean {statistics.fmean(spent) * 1000:.1f} "
            f"ms, median {statistics.median(spent) * 1000:.1f} ms, p95 {_p95(spent) * 1000:.1f} "
            f"ms over {len(spent)} moves of {matches} matches (a process of its own)"
        )


def main() -> None:
    """Print the one-state figures, then the per-move figures."""
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--runs", type=int, default=200)
    parser.add_argument("--matches", type=int, default=30)
    args = parser.parse_args()
    one_state(args.seed, args.runs)
    compare_moves(args.matches, 100 * args.seed)


if __name__ == "__main__":
    main()
