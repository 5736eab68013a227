"""Sequential judging beside the full judging: the CPU each takes, and how often they disagree.

Run from the project root: ``python -m bench.review_agreement [--decisions 60] [--tolerance 0.5]``.
For each preset, ``--decisions`` decisions of both seats are drawn from seeded matches of the
normal computer against easy; each is judged in full (every decision its whole 6,000 playouts),
sequentially (``bot.review.sequential``), and in full again with another seed. Two verdicts
disagree unless the second's best choice is worth no more than the tolerance less to the full
judging, their costs are within the tolerance (plus a fifth of the cost) and they call it a
mistake alike (or the full cost is within the tolerance of a mistake).
"""

from __future__ import annotations

import argparse
import random
import time

from bot.compiled import running, use_compiled_build

if __name__ == "__main__":  # a bench runs the compiled build when it is current
    use_compiled_build()

from bot.ai import make_player
from bot.engine.match import Match
from bot.engine.rules import PresetName, preset
from bot.review import Decision, DecisionReview, MatchLog, Reviewer, decisions_of
from bot.review.judge import MISTAKE_POINTS, point_worth
from bot.review.sequential import StoppingRule

PRESETS: tuple[PresetName, ...] = ("standard", "traditional", "single-deal")


def decisions(rules: PresetName, count: int) -> list[Decision]:
    """``count`` decisions of both seats from seeded normal-against-easy matches."""
    found: list[Decision] = []
    seed = 0
    while len(found) < 3 * count:
        match = Match(preset(rules), seed)
        players = (make_player("normal", seed), make_player("easy", seed))
        while not match.over:
            seat = match.to_move
            assert seat is not None
            match.apply(players[seat].decide(match.view(seat)))
        found += decisions_of(MatchLog.of(match), 0) + decisions_of(MatchLog.of(match), 1)
        seed += 1
    random.Random(rules).shuffle(found)
    return found[:count]


def agrees(full: DecisionReview, other: DecisionReview, tolerance: float) -> bool:
    """Whether ``other`` gives the full judging's verdict within ``tolerance`` points."""
    worth = dict(full.values)
    best_alike = (worth[full.best] - worth[other.best]) / point_worth(full.view) <= tolerance
    cost_alike = abs(other.points - full.points) <= tolerance + 0.2 * full.points
    borderline = abs(full.points - MISTAKE_POINTS) <= tolerance
    return best_alike and cost_alike and (other.mistake == full.mistake or borderline)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--decisions", type=int, default=60)
    parser.add_argument("--tolerance", type=float, default=0.5, help="points")
    args = parser.parse_args()
    full, again = Reviewer(seed=5, stopping=None), Reviewer(seed=6, stopping=None)
    cheap = Reviewer(seed=5, stopping=StoppingRule(tolerance=args.tolerance))
    print(f"build: {running().value}; stopping tolerance {args.tolerance:g} points")
    for rules in PRESETS:
        cpu = {"full": 0.0, "sequential": 0.0}
        apart = {"sequential": 0, "full, another seed": 0}
        for decision in decisions(rules, args.decisions):
            started = time.process_time()
            verdict = full.judge(decision)
            cpu["full"] += time.process_time() - started
            started = time.process_time()
            quick = cheap.judge(decision)
            cpu["sequential"] += time.process_time() - started
            apart["sequential"] += not agrees(verdict, quick, args.tolerance)
            apart["full, another seed"] += not agrees(
                verdict, again.judge(decision), args.tolerance
            )
        print(
            f"{rules}: {args.decisions} decisions; CPU full {cpu['full']:.1f} s, sequential "
            f"{cpu['sequential']:.1f} s; disagreeing with the full judging: "
            + ", ".join(f"{name} {count}" for name, count in apart.items())
        )


if __name__ == "__main__":
    main()
