"""``koikoi simulate``: computer against computer, to measure the levels against each other.

Prints JSON: games played, wins of each side, draws, the mean point difference per round
(side A minus side B) with a 95% confidence interval, and each side's decision times.
With ``--duplicate`` every deal is played twice with the seats swapped, which cancels most of the
luck of the cards. A player is a level, optionally with settings: ``expert:playouts=500``, or
``greedy``: a fixed reference beginner (the capture worth most by card value, stops at its first
yaku) to measure the levels against.
"""

from __future__ import annotations

import argparse
import json
import math
import random
import sys
import time
from collections.abc import Iterator
from dataclasses import dataclass, field
from multiprocessing import Pool
from typing import Any

from bot.ai.player import PLAYER_KINDS, ComputerPlayer, make_player
from bot.cli.house import add_house_argument, house_text, rules_of
from bot.engine.match import Match, deal_for
from bot.engine.round import Round
from bot.engine.rules import PRESETS, RuleSet, UnknownHouseRuleError
from bot.engine.view import PlayerView


class PlayerSpecError(ValueError):
    """A player argument that does not name a level and its settings."""


@dataclass(frozen=True, slots=True)
class PlayerSpec:
    """A level and its settings, as given on the command line."""

    level: str
    settings: tuple[tuple[str, float | int], ...] = ()

    @staticmethod
    def parse(text: str) -> PlayerSpec:
        """Read ``level`` or ``level:name=value,name=value``."""
        level, _, rest = text.partition(":")
        if level not in PLAYER_KINDS:
            kinds = ", ".join(PLAYER_KINDS)
            raise PlayerSpecError(f"{text!r}: the level must be one of {kinds}")
        settings: list[tuple[str, float | int]] = []
        for item in filter(None, rest.split(",")):
            name, sep, value = item.partition("=")
            if not sep or not name.isidentifier():
                raise PlayerSpecError(f"{item!r}: a setting is written name=value")
            try:
                number: float | int = int(value)
            except ValueError:
                try:
                    number = float(value)
                except ValueError:
                    raise PlayerSpecError(f"{item!r}: the value must be a number") from None
            settings.append((name, number))
        spec = PlayerSpec(level, tuple(settings))
        spec.build(0)  # fail early on an unknown setting
        return spec

    def build(self, seed: int) -> ComputerPlayer:
        """The player, with ``seed``."""
        try:
            return make_player(self.level, seed, **dict(self.settings))  # type: ignore[arg-type]
        except ValueError as error:
            raise PlayerSpecError(str(error)) from None

    def __str__(self) -> str:
        extra = ",".join(f"{k}={v}" for k, v in self.settings)
        return f"{self.level}:{extra}" if extra else self.level


@dataclass(slots=True)
class DealRecord:
    """The outcome of one deal (one game, or two with --duplicate), seen from side A."""

    difference: int = 0  # points of A minus points of B, over every round played
    rounds: int = 0
    wins: list[int] = field(default_factory=lambda: [0, 0])  # by side: A, B
    draws: int = 0
    times: list[list[float]] = field(default_factory=lambda: [[], []])  # ms, real decisions
    trivial: list[float] = field(default_factory=lambda: [0.0, 0.0])  # slowest one-choice, ms


@dataclass(frozen=True, slots=True)
class Job:
    """One deal to play in a worker."""

    rules: RuleSet
    seed: int
    index: int
    players: tuple[PlayerSpec, PlayerSpec]
    duplicate: bool
    rounds_only: bool


def derived_seed(*parts: object) -> int:
    """A 63-bit seed from parts, stable across processes."""
    return random.Random(":".join(map(str, ("simulate", *parts)))).getrandbits(63)


def _decide(player: ComputerPlayer, view: PlayerView, side: int, record: DealRecord) -> Any:
    started = time.perf_counter()
    action = player.decide(view)
    ms = (time.perf_counter() - started) * 1000.0
    if len(view.legal) == 1:
        record.trivial[side] = max(record.trivial[side], ms)
    else:
        record.times[side].append(ms)
    return action


def _play_match(job: Job, a_seat: int, players: list[ComputerPlayer], record: DealRecord) -> None:
    match = Match(job.rules, derived_seed(job.seed, "match", job.index))
    while not match.over:
        seat = match.round.to_move
        assert seat is not None
        side = 0 if seat == a_seat else 1
        match.apply(_decide(players[side], match.view(seat), side, record))
    for result in match.results:
        if not result.redeal:
            record.difference += result.points[a_seat] - result.points[1 - a_seat]
            record.rounds += 1
    if match.winner is None:
        record.draws += 1
    else:
        record.wins[0 if match.winner == a_seat else 1] += 1


def first_round(job: Job) -> Round:
    """The deal's single round (dealt again while the rules call for a redeal)."""
    month = job.index % 12 + 1
    dealer = job.index % 2
    for attempt in range(100):
        round_ = Round(job.rules, deal_for(job.seed, job.index + 1, attempt), dealer, month)
        if round_.result is None or not round_.result.redeal:
            break
    return round_


def play_round(
    round_: Round, a_seat: int, players: list[ComputerPlayer], record: DealRecord
) -> None:
    """Play ``round_`` out with side A in ``a_seat``, and record how it ended."""
    while not round_.over:
        seat = round_.to_move
        assert seat is not None
        side = 0 if seat == a_seat else 1
        round_.apply(_decide(players[side], PlayerView.of(round_, seat), side, record))
    assert round_.result is not None
    points = round_.result.points
    record.difference += points[a_seat] - points[1 - a_seat]
    record.rounds += 1
    if points[a_seat] == points[1 - a_seat]:
        record.draws += 1
    else:
        record.wins[0 if points[a_seat] > points[1 - a_seat] else 1] += 1


def _play_round(job: Job, a_seat: int, players: list[ComputerPlayer], record: DealRecord) -> None:
    play_round(first_round(job), a_seat, players, record)


def play_deal(job: Job) -> DealRecord:
    """Play one deal (twice, seats swapped, with --duplicate)."""
    record = DealRecord()
    players = [
        job.players[0].build(derived_seed(job.seed, "player-a", job.index)),
        job.players[1].build(derived_seed(job.seed, "player-b", job.index)),
    ]
    play = _play_round if job.rounds_only else _play_match
    for a_seat in (0, 1) if job.duplicate else (job.index % 2,):
        play(job, a_seat, players, record)
    return record


def _percentile(values: list[float], share: float) -> float:
    if not values:
        return 0.0
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(share * len(ordered)))]


def summarize(records: list[DealRecord], games_per_deal: int) -> dict[str, Any]:
    """The JSON summary of many deals."""
    wins = [sum(r.wins[0] for r in records), sum(r.wins[1] for r in records)]
    draws = sum(r.draws for r in records)
    rounds = sum(r.rounds for r in records)
    difference = sum(r.difference for r in records)
    mean = difference / rounds if rounds else 0.0
    # Deals are the independent units: a ratio estimator with its delta-method error.
    n = len(records)
    half_width = 0.0
    if n > 1 and rounds:
        mean_rounds = rounds / n
        residual = sum((r.difference - mean * r.rounds) ** 2 for r in records) / (n - 1)
        half_width = 1.96 * math.sqrt(residual / n) / mean_rounds
    decided = wins[0] + wins[1]
    share = wins[0] / decided if decided else 0.5
    share_half = 1.96 * math.sqrt(share * (1 - share) / decided) if decided else 0.0

    def timing(side: int) -> dict[str, float | int]:
        times = [t for r in records for t in r.times[side]]
        return {
            "decisions": len(times),
            "p50": round(_percentile(times, 0.50), 2),
            "p95": round(_percentile(times, 0.95), 2),
            "max": round(max(times, default=0.0), 2),
            "one_choice_max": round(max((r.trivial[side] for r in records), default=0.0), 3),
        }

    return {
        "deals": n,
        "games": n * games_per_deal,
        "wins": {"a": wins[0], "b": wins[1]},
        "draws": draws,
        "a_share_of_decided": round(share, 4),
        "a_share_ci95": [round(share - share_half, 4), round(share + share_half, 4)],
        "rounds": rounds,
        "point_difference_per_round": {
            "mean": round(mean, 3),
            "ci95": [round(mean - half_width, 3), round(mean + half_width, 3)],
        },
        "decision_ms": {"a": timing(0), "b": timing(1)},
    }


def _records(jobs: list[Job], workers: int) -> Iterator[DealRecord]:
    if workers <= 1:
        yield from map(play_deal, jobs)
        return
    with Pool(workers) as pool:
        yield from pool.imap_unordered(play_deal, jobs, chunksize=1)


def simulate(
    rules: RuleSet,
    a: PlayerSpec,
    b: PlayerSpec,
    deals: int,
    seed: int = 0,
    duplicate: bool = False,
    rounds_only: bool = False,
    jobs: int = 1,
) -> dict[str, Any]:
    """Play ``deals`` deals of A against B and summarize them."""
    started = time.perf_counter()
    work = [Job(rules, seed, i, (a, b), duplicate, rounds_only) for i in range(deals)]
    records = list(_records(work, jobs))
    summary = {
        "rules": rules.name,
        "house": house_text(rules),
        "mode": "rounds" if rounds_only else "matches",
        "duplicate": duplicate,
        "seed": seed,
        "players": {"a": str(a), "b": str(b)},
        **summarize(records, 2 if duplicate else 1),
        "seconds": round(time.perf_counter() - started, 1),
    }
    if not rounds_only:
        summary["matches"] = summary["games"]
    return summary


def register(subparsers: argparse._SubParsersAction[argparse.ArgumentParser]) -> None:
    """Add the ``simulate`` subcommand."""
    p = subparsers.add_parser(
        "simulate", help="computer against computer", description=__doc__,
        formatter_class=argparse.RawDescriptionHelpFormatter,
    )  # fmt: skip
    p.add_argument("--rules", default="standard", choices=list(PRESETS), help="rule preset")
    p.add_argument(
        "--matches", type=int, default=100, metavar="N",
        help="deals to play: matches, or rounds with --rounds-only (default: 100)",
    )  # fmt: skip
    p.add_argument("--seed", type=int, default=0, help="seed of the deals and players")
    p.add_argument("--duplicate", action="store_true", help="play every deal twice, seats swapped")
    p.add_argument("--rounds-only", action="store_true", help="single rounds instead of matches")
    p.add_argument("--jobs", type=int, default=1, help="worker processes (default: 1)")
    p.add_argument(
        "player_a", metavar="PLAYER_A", help="greedy, easy, normal or expert[:name=value,...]"
    )
    p.add_argument("player_b", metavar="PLAYER_B", help="the other side")
    add_house_argument(p)
    p.set_defaults(run=run)


def run(args: argparse.Namespace) -> int:
    """Run the simulation and print its JSON summary."""
    try:
        a, b = PlayerSpec.parse(args.player_a), PlayerSpec.parse(args.player_b)
    except PlayerSpecError as error:
        print(f"koikoi simulate: {error}", file=sys.stderr)
        return 2
    if args.matches < 1 or args.jobs < 1:
        print("koikoi simulate: --matches and --jobs must be at least 1", file=sys.stderr)
        return 2
    try:
        rules = rules_of(args.rules, args.house)
    except UnknownHouseRuleError as error:
        print(f"koikoi simulate: {error}", file=sys.stderr)
        return 2
    summary = simulate(
        rules, a, b, args.matches, args.seed, args.duplicate, args.rounds_only,
        args.jobs,
    )  # fmt: skip
    print(json.dumps(summary, indent=2))
    return 0
