"""Judging a decision with as few playouts as its verdict needs (sequential sampling).

The expert's full evaluation spends the same budget on every decision, yet most decisions are
not close: the played card is plainly the best, or plainly not. Here the playouts come in
batches, every candidate meets the same determinisations and rollout randomness (so two
candidates are compared by their paired differences, whose spread is small), and after each
batch a candidate is dropped once it is, with confidence, at most ``tolerance`` points better
than the leader (at the ``z`` standard errors of its paired difference). Sampling stops when
only the leader and the played choice are left and the played choice's cost is known to within
``tolerance`` points (or a fifth of itself, for a large cost), or at the full budget.

The stream of determinisations is the expert's own for the view (``decision_rng``), so the
first playouts here are the ones the full evaluation makes, and a verdict depends on nothing but
the seed, the view and the played choice.
"""

from __future__ import annotations

import math
import time
from dataclasses import dataclass

from bot.ai.chance import decision_rng
from bot.ai.determinize import check_decision, hidden_cards
from bot.ai.expert import Evaluation, ExpertPlayer, Valuer, rollout_policy
from bot.ai.outlook import MatchOutlook
from bot.engine.actions import Action
from bot.engine.view import PlayerView


@dataclass(frozen=True, slots=True)
class StoppingRule:
    """When sequential judging may stop, in round points at the decision's moment."""

    tolerance: float = 0.5  # points: a cost or a gap known to within this is known enough
    z: float = 3.0  # standard errors of a paired difference that count as confident
    batch: int = 24  # determinisations between two looks
    first: int = 48  # determinisations before the first look (every candidate meets them)
    share: float = 0.2  # a large cost is known enough to within this share of itself

    def __post_init__(self) -> None:
        if self.tolerance <= 0 or self.z <= 0 or self.batch < 1 or self.first < 2:
            raise ValueError("tolerance, z, batch and first must be positive (first >= 2)")


class _Paired:
    """Each candidate's value in each determinisation it met (candidates meet them in order)."""

    def __init__(self, n: int, nudges: list[float]) -> None:
        self.values: list[list[float]] = [[] for _ in range(n)]
        self.nudges = nudges

    def mean(self, i: int) -> float:
        values = self.values[i]
        return sum(values) / len(values) + self.nudges[i]

    def gap(self, i: int, j: int) -> tuple[float, float]:
        """Mean of ``i`` minus ``j`` over the determinisations both met, and its standard error."""
        a, b = self.values[i], self.values[j]
        m = min(len(a), len(b))
        diffs = [a[k] - b[k] for k in range(m)]
        mean = sum(diffs) / m
        spread = sum((d - mean) ** 2 for d in diffs) / (m - 1) if m > 1 else math.inf
        return mean + self.nudges[i] - self.nudges[j], math.sqrt(spread / m)


def evaluate_sequentially(
    expert: ExpertPlayer,
    view: PlayerView,
    played: Action,
    point: float,
    rule: StoppingRule | None = None,
) -> Evaluation:
    """The expert's evaluation of ``view``, sampled until the verdict on ``played`` is known.

    ``point``: what one round point is worth in the evaluation's units (see ``point_worth``).
    At most ``expert.playouts`` playouts are made, as in the full evaluation."""
    rule = rule or StoppingRule()
    started = time.perf_counter()
    check_decision(view)
    legal = view.legal
    mine = legal.index(played)
    rng = decision_rng(expert.level, expert.seed, view)
    outlook = MatchOutlook.of(view, expert.deal_worth)
    valuer = Valuer(view.seat, rollout_policy(view.rules, expert.explore), outlook)
    hidden = hidden_cards(view)
    n = len(legal)
    paired = _Paired(n, expert._nudges(view, outlook))
    tolerance, share = rule.tolerance * point, rule.share
    active = list(range(n))
    spent = 0
    samples = 0

    def simulate(rounds: int) -> None:
        nonlocal spent, samples
        for _ in range(rounds):
            sim = expert.determinize(view, rng, hidden, 0)
            rollout_seed = rng.getrandbits(64)
            for i in active:
                paired.values[i].append(valuer.value(sim, legal[i], rollout_seed))
            spent += len(active)
            samples += 1

    # A small budget still gives every candidate the expert's fewest determinisations.
    simulate(min(rule.first, max(expert.min_samples, expert.playouts // n)))
    while True:
        leader = max(active, key=paired.mean)
        # A candidate surely no more than the tolerance above the leader leaves the sampling.
        kept = []
        for i in active:
            if i not in (leader, mine):
                gap, error = paired.gap(i, leader)
                if gap + rule.z * error < tolerance:
                    continue
            kept.append(i)
        active = kept
        if all(i in (leader, mine) for i in active):
            if leader == mine:
                break
            cost, error = paired.gap(leader, mine)
            if rule.z * error <= max(tolerance, share * cost):
                break
        if spent + rule.batch * len(active) > expert.playouts:
            break
        simulate(rule.batch)
    best = max(active, key=paired.mean)
    means = tuple(paired.mean(i) for i in range(n))
    return Evaluation(legal, means, best, samples, time.perf_counter() - started)


__all__ = ["StoppingRule", "evaluate_sequentially"]
