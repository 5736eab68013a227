"""The computer levels' fixed skill ratings, measured again from the ladder.

Run from the project root: ``python -m bench.level_ratings [--matches N] [--expert-matches M]
[--jobs J] [--rules PRESET]``. Plays the three pairings of levels with ``bench.ladder`` (duplicate
pairs of matches), fits the levels' skills as ``bot/rating/computer.py`` does, and prints them
beside the ones the bot uses (fitted from the figures in docs/figures.md).
"""

from __future__ import annotations

import argparse

from bot.compiled import use_compiled_build

if __name__ == "__main__":  # a bench runs the compiled build when it is current
    use_compiled_build()

from bench.ladder import measure
from bot.rating.computer import LEVEL_SKILLS, LadderShare, fit
from bot.rating.skill import SHOWN_PER_MU


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--matches", type=int, default=200, help="pairs for normal vs easy")
    parser.add_argument("--expert-matches", type=int, default=20, help="pairs with the expert")
    parser.add_argument("--jobs", type=int, default=2)
    parser.add_argument("--rules", default="standard")
    parser.add_argument("--expert", default="expert", help="e.g. expert:playouts=1000")
    args = parser.parse_args()
    shares = []
    for stronger, weaker in (("normal", "easy"), ("expert", "normal"), ("expert", "easy")):
        pairs = args.matches if stronger != "expert" else args.expert_matches
        first = args.expert if stronger == "expert" else stronger
        row = measure(args.rules, first, weaker, pairs, args.jobs, seed=0)
        shares.append(LadderShare(stronger, weaker, row["share"], row["decided"]))
        print(f"{stronger} vs {weaker}: {row['share']:.1%} of {row['decided']} decided matches")
    measured = fit(tuple(shares))
    print("| level | measured now | the bot's (docs/figures.md) |")
    print("|---|---|---|")
    for level, mu in measured.items():
        print(f"| {level} | {round(mu * SHOWN_PER_MU)} | {LEVEL_SKILLS[level].shown} |")


if __name__ == "__main__":
    main()
