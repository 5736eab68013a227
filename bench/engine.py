"""Rounds per second: full random rounds (random legal actions, standard preset), one core.

Run: python -m bench.engine [--seconds S]
"""

from __future__ import annotations

import argparse
import random
import time

from bot.engine import Round, preset


def play_random_rounds(seconds: float, seed: int = 1) -> tuple[int, float]:
    """Deal and play random rounds for about ``seconds``; returns (rounds, elapsed)."""
    rules = preset("standard")
    rng = random.Random(seed)
    deck = list(range(48))
    rounds = 0
    start = time.perf_counter()
    deadline = start + seconds
    while time.perf_counter() < deadline:
        for _ in range(100):
            rng.shuffle(deck)
            round_ = Round(rules, deck)
            while not round_.over:
                legal = round_.legal_actions()
                round_.apply(legal[int(rng.random() * len(legal))])
            rounds += 1
    return rounds, time.perf_counter() - start


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--seconds", type=float, default=5.0)
    args = parser.parse_args()
    rounds, elapsed = play_random_rounds(args.seconds)
    print(f"engine: {rounds} random rounds in {elapsed:.2f} s = {rounds / elapsed:,.0f} rounds/s")


if __name__ == "__main__":
    main()
