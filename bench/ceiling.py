"""What the hidden cards are worth to the expert: the same expert, told what it may not see.

Run from the project root: ``python -m bench.ceiling [--rules PRESET ...] [--pairs N]
[--playouts P] [--tell none hand all] [--opponent normal] [--jobs J]``. Every preset plays
duplicate pairs of single rounds (in single-deal a round is the match) of the expert against the
opponent, three times over the same deals: as it plays (``none``), told the opponent's hand
(``hand``; the draw order stays unknown), and told the draw order as well (``all``). The first
row is exactly ``koikoi simulate --rounds-only --duplicate`` of the same players and seed.

The gap between ``none`` and ``hand`` bounds what reading the opponent's hand from its play can
win; what ``all`` adds beyond that, nobody can read. Prints a Markdown table (the expert's
points per round minus the opponent's, with a 95% confidence interval, and its share of decided
rounds) and the run time.
"""

from __future__ import annotations

import argparse
import random
import time
from dataclasses import dataclass
from multiprocessing import Pool
from typing import Any, Literal

from bot.compiled import running, use_compiled_build

if __name__ == "__main__":  # a bench runs the compiled build when it is current
    use_compiled_build()

from bench.ladder import outcome, outcome_cells
from bot.ai.determinize import sample
from bot.ai.expert import ExpertPlayer
from bot.ai.rollout import SimRound, shuffle
from bot.cli.simulate import (
    DealRecord,
    Job,
    PlayerSpec,
    PlayerSpecError,
    derived_seed,
    first_round,
    play_round,
    summarize,
)
from bot.engine.round import Round
from bot.engine.rules import PRESETS
from bot.engine.view import PlayerView

Tell = Literal["none", "hand", "all"]
TELLS: tuple[Tell, ...] = ("none", "hand", "all")


@dataclass(frozen=True, slots=True)
class ToldExpert(ExpertPlayer):
    """The expert, dealt the real hidden cards of ``truth`` instead of random ones."""

    truth: Round | None = None
    tell: Tell = "none"

    def determinize(
        self, view: PlayerView, rng: random.Random, hidden: list[int], lacks: int
    ) -> SimRound:
        """A determinisation holding the opponent's real hand (and, told all, the real draw
        order)."""
        sim = sample(view, rng, hidden, lacks)
        if self.tell == "none" or self.truth is None:
            return sim
        sim.hands[view.opponent] = self.truth.hands[view.opponent]
        pile = list(self.truth.draw_pile)
        if self.tell == "hand":
            shuffle(pile, rng)
        sim.draw_pile = pile
        return sim


@dataclass(frozen=True, slots=True)
class CeilingJob:
    """One deal: the expert told ``tell`` against ``opponent``, both seats in turn."""

    job: Job
    tell: Tell
    playouts: int


def play_told_deal(work: CeilingJob) -> DealRecord:
    """Play the deal twice, seats swapped, as ``koikoi simulate --duplicate`` does."""
    job = work.job
    record = DealRecord()
    opponent = job.players[1].build(derived_seed(job.seed, "player-b", job.index))
    for a_seat in (0, 1):
        round_ = first_round(job)
        expert = ToldExpert(
            seed=derived_seed(job.seed, "player-a", job.index),
            playouts=work.playouts,
            time_budget=60.0,  # the playouts, not the clock, end every decision
            truth=round_,
            tell=work.tell,
        )
        play_round(round_, a_seat, [expert, opponent], record)
    return record


def measure(
    rules_name: str, tell: Tell, opponent: str, pairs: int, playouts: int, jobs: int, seed: int
) -> dict[str, Any]:
    """The told expert against ``opponent`` over ``pairs`` duplicate pairs of rounds."""
    expert = PlayerSpec.parse(f"expert:playouts={playouts},time_budget=60")
    spec = (expert, PlayerSpec.parse(opponent))
    work = [
        CeilingJob(Job(PRESETS[rules_name], seed, i, spec, True, True), tell, playouts)
        for i in range(pairs)
    ]
    if jobs <= 1:
        records = list(map(play_told_deal, work))
    else:
        with Pool(jobs) as pool:
            records = list(pool.imap_unordered(play_told_deal, work, chunksize=1))
    return {
        "rules": rules_name,
        "tell": tell,
        "opponent": opponent,
        "pairs": pairs,
        **outcome(summarize(records, 2)),
    }


_TOLD = {"none": "nothing (as it plays)", "hand": "the opponent's hand", "all": "every card"}


def table(rows: list[dict[str, Any]], playouts: int) -> str:
    """The rows as a Markdown table."""
    lines = [
        f"| preset | the expert ({playouts} playouts) told | opponent | duplicate round pairs "
        "| points per round (95% CI) | share of decided rounds (95% CI) |",
        "|---|---|---|---|---|---|",
    ]
    for r in rows:
        lines.append(
            f"| {r['rules']} | {_TOLD[r['tell']]} | {r['opponent']} | {r['pairs']} "
            + outcome_cells(r)
        )
    return "\n".join(lines)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--rules", nargs="*", default=list(PRESETS), choices=list(PRESETS))
    parser.add_argument("--pairs", type=int, default=200, help="duplicate pairs of rounds")
    parser.add_argument("--playouts", type=int, default=1000, help="the expert's playouts")
    parser.add_argument("--tell", nargs="*", default=list(TELLS), choices=TELLS)
    parser.add_argument("--opponent", default="normal", help="greedy, easy or normal")
    parser.add_argument("--jobs", type=int, default=2, help="worker processes")
    parser.add_argument("--seed", type=int, default=0)
    args = parser.parse_args()
    if args.pairs < 1 or args.playouts < 1 or args.jobs < 1:
        parser.error("--pairs, --playouts and --jobs must be at least 1")
    try:
        PlayerSpec.parse(args.opponent)
    except PlayerSpecError as error:
        parser.error(str(error))
    started = time.perf_counter()
    rows = []
    for rules_name in args.rules:
        for tell in args.tell:
            row = measure(
                rules_name, tell, args.opponent, args.pairs, args.playouts, args.jobs, args.seed
            )
            rows.append(row)
            print(table(rows[-1:], args.playouts).splitlines()[-1], flush=True)
    print()
    print(table(rows, args.playouts))
    print(
        f"\nrun time: {time.perf_counter() - started:.0f} s with --jobs {args.jobs} "
        f"({running().value} engine)"
    )


if __name__ == "__main__":
    main()
