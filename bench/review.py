"""The post-game review: time to review a whole 12-round match, and how often it calls the
expert's own decisions mistakes.

Run from the project root: ``python -m bench.review [--matches N] [--opponent LEVEL]``.
The matches are 12 rounds of the standard rules (no target), the expert (its default 5,000
playouts, without the clock) in seat 0 against ``--opponent`` (default: the expert itself) in
seat 1; every decision of both seats is reviewed with the review's default budget, on one core
(``--full``: every decision its whole budget, as before sequential judging).
"""

from __future__ import annotations

import argparse
import json
import statistics
import time

from bot.compiled import running, use_compiled_build

if __name__ == "__main__":  # a bench runs the compiled build when it is current
    use_compiled_build()

from bot.ai import make_player
from bot.engine.match import Match
from bot.engine.players import Level
from bot.engine.rules import preset, twelve_months_variant
from bot.review import MatchLog, MatchReview, Reviewer, review_match
from bot.review.judge import REVIEW_PLAYOUTS, SEQUENTIAL


def play(seed: int, opponent: Level) -> Match:
    """A 12-round match: the expert in seat 0, ``opponent`` in seat 1."""
    rules = twelve_months_variant(preset("standard"))
    match = Match(rules, seed)
    settings = {"time_budget": 600.0}  # the playout cap decides: the same match every run
    players = (
        make_player("expert", 1000 + seed, **settings),
        make_player(opponent, 2000 + seed, **(settings if opponent == "expert" else {})),
    )
    while not match.over:
        seat = match.to_move
        assert seat is not None
        match.apply(players[seat].decide(match.view(seat)))
    return match


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--matches", type=int, default=2)
    parser.add_argument("--opponent", default="expert", choices=("easy", "normal", "expert"))
    parser.add_argument("--playouts", type=int, default=REVIEW_PLAYOUTS)
    parser.add_argument(
        "--full", action="store_true", help="every decision its whole budget (no early stop)"
    )
    args = parser.parse_args()
    reviewer = Reviewer(seed=7, playouts=args.playouts, stopping=None if args.full else SEQUENTIAL)
    seconds: list[float] = []
    cpu: list[float] = []  # the process's own CPU time: what one idle core would take
    reviews: dict[int, list[MatchReview]] = {0: [], 1: []}
    for seed in range(1, args.matches + 1):
        log = MatchLog.of(play(seed, args.opponent))
        for seat in (0, 1):
            started, started_cpu = time.perf_counter(), time.process_time()
            reviews[seat].append(review_match(log, seat, reviewer))
            seconds.append(time.perf_counter() - started)
            cpu.append(time.process_time() - started_cpu)

    def figures(found: list[MatchReview]) -> dict[str, float]:
        decisions = sum(r.reviewed for r in found)
        return {
            "decisions": decisions,
            "matched_share": round(sum(r.matched for r in found) / decisions, 3),
            "mistake_rate": round(sum(r.mistakes for r in found) / decisions, 4),
            "points_lost_per_decision": round(sum(r.points_lost for r in found) / decisions, 3),
        }

    print(
        json.dumps(
            {
                "matches": args.matches,
                "build": running().value,
                "review_playouts": args.playouts,
                "judging": "full" if args.full else "sequential",
                "seconds_per_match_review": {
                    "median": round(statistics.median(seconds), 1),
                    "max": round(max(seconds), 1),
                },
                "cpu_seconds_per_match_review": {
                    "median": round(statistics.median(cpu), 1),
                    "max": round(max(cpu), 1),
                },
                "decisions_per_match_review": round(
                    statistics.mean(r.reviewed for rs in reviews.values() for r in rs), 1
                ),
                "expert_seat_0": figures(reviews[0]),
                f"{args.opponent}_seat_1": figures(reviews[1]),
            },
            indent=1,
        )
    )


if __name__ == "__main__":
    main()
