"""Rounds per second: full random rounds (random legal actions), one core.

Run: python -m bench.engine [--seconds S] [--runs N] [--rules PRESET]

Each run deals and plays rounds for about S seconds. The best of N runs is printed twice: by
the wall clock and by the process's CPU time, the steadier figure on a shared machine. The line
says which engine ran: compiled (``koikoi compile-engine``) or its sources.
"""

from __future__ import annotations

import argparse
import random
import time

from bot.compiled import running, use_compiled_build

if __name__ == "__main__":  # a bench runs the compiled build when it is current
    use_compiled_build()

from bot.engine import PRESETS, Round, RuleSet, preset


def play_random_rounds(rules: RuleSet, count: int, rng: random.Random) -> None:
    """Deal ``count`` shuffled decks and play each round to its end with random legal actions."""
    deck = list(range(48))
    for _ in range(count):
        rng.shuffle(deck)
        round_ = Round(rules, deck)
        while not round_.over:
            legal = round_.legal_actions()
            round_.apply(legal[int(rng.random() * len(legal))])


def one_run(rules: RuleSet, seconds: float, seed: int) -> tuple[int, float, float]:
    """Play rounds for about ``seconds``; returns (rounds, wall seconds, CPU seconds)."""
    rng = random.Random(seed)
    rounds = 0
    wall, cpu = time.perf_counter(), time.process_time()
    deadline = wall + seconds
    while time.perf_counter() < deadline:
        play_random_rounds(rules, 100, rng)
        rounds += 100
    return rounds, time.perf_counter() - wall, time.process_time() - cpu


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--seconds", type=float, default=1.0, help="length of one run")
    parser.add_argument("--runs", type=int, default=5)
    parser.add_argument("--rules", choices=list(PRESETS), default="standard")
    args = parser.parse_args()
    rules = preset(args.rules)
    runs = [one_run(rules, args.seconds, seed) for seed in range(1, args.runs + 1)]
    by_wall = max(rounds / wall for rounds, wall, _ in runs)
    by_cpu = max(rounds / cpu for rounds, _, cpu in runs)
    total = sum(rounds for rounds, _, _ in runs)
    print(
        f"engine ({args.rules}, {running().value}): {by_wall:,.0f} random rounds/s by the wall "
        f"clock, "
        f"{by_cpu:,.0f} by CPU time (best of {args.runs} runs of {args.seconds:g} s, "
        f"{total:,} rounds)"
    )


if __name__ == "__main__":
    main()
