"""Expert: decides by simulation over the cards it cannot see.

For each decision it draws many determinisations (a random opponent hand and draw order out of
the unseen cards), plays every candidate action out to the end of the round in each of them with
a fast greedy policy for both seats, and picks the action whose outcomes are worth most toward
winning the match (see outlook.py). Blocking comes out of the same simulation: a field card the
opponent would take to complete a yaku costs points in every determinisation where the unseen
cards let them take it. Every candidate meets the same determinisations and the same rollout
randomness, so their comparison is not drowned in the luck of the deal. After a first share of
the playouts, only the best few candidates are simulated further. A yaku-aware card appraisal
(toward its own yaku, against the opponent's) breaks near-ties.
"""

from __future__ import annotations

import random
import time
from dataclasses import dataclass, field, replace
from typing import Literal

from bot.ai.chance import decision_rng
from bot.ai.determinize import check_decision, hidden_cards, opponent_lacks, sample
from bot.ai.heuristics import Appraiser, plain_values, seat_values
from bot.ai.inference import read_last_play
from bot.ai.normal import NormalPlayer, best_play_worth
from bot.ai.outlook import MatchOutlook
from bot.ai.rollout import RolloutPolicy, SimRound, check_rules, playout, stop_points
from bot.engine.actions import STOP, Action
from bot.engine.cards import bit
from bot.engine.round import Phase
from bot.engine.rules import RuleSet
from bot.engine.view import PlayerView

_POLICIES: dict[str, tuple[RuleSet, RolloutPolicy]] = {}


def rollout_policy(rules: RuleSet, explore: float = 0.1) -> RolloutPolicy:
    """The (cached) rollout policy for ``rules``; UnsupportedRuleError if it cannot play them."""
    key = f"{rules.name}:{explore}"
    cached = _POLICIES.get(key)
    if cached is None or cached[0] != rules:
        check_rules(rules)
        cached = (rules, RolloutPolicy(values=plain_values(rules), explore=explore))
        _POLICIES[key] = cached
    return cached[1]


@dataclass(slots=True)
class Valuer:
    """What an action is worth to ``me`` in one determinisation: the round played out with the
    rollout policy (the same ``rollout_seed`` for every candidate), valued toward the match."""

    me: int
    policy: RolloutPolicy
    outlook: MatchOutlook
    stop_value: float | None = None  # stopping scores what the view shows: the same every time

    def value(self, sim: SimRound, action: Action, rollout_seed: int) -> float:
        """The worth of ``action`` in ``sim``, in the outlook's units."""
        me = self.me
        if action is STOP:
            if self.stop_value is None:
                points = stop_points(sim, me)
                self.stop_value = self.outlook.value(points[me], points[1 - me])
            return self.stop_value
        points = playout(sim, action, self.policy, random.Random(rollout_seed))
        return self.outlook.value(points[me], points[1 - me])


@dataclass(slots=True)
class Evaluation:
    """What the simulation found for one decision (for tools and tests)."""

    actions: tuple[Action, ...]
    means: tuple[float, ...]
    best: int  # index of the chosen action (among those simulated to the end)
    samples: int
    seconds: float


@dataclass(frozen=True, slots=True)
class ExpertPlayer:
    """Monte Carlo over determinisations, with a sample cap and a time budget per decision.

    ``playouts`` caps the simulated rounds of one decision, shared by its candidate actions
    (the most promising get the larger share); ``time_budget`` (seconds) stops the simulation
    early on a slow or busy machine. When the cap is reached first (the normal case with the
    defaults on an idle core), the decision depends on nothing but the seed and the view.
    """

    seed: int = 0
    time_budget: float = 0.45
    playouts: int = 5000
    min_samples: int = 8  # determinisations made even when the time budget is spent
    prior_weight: float = 0.15  # how much the card appraisal counts, in points per unit of worth
    explore: float = 0.1  # share of random card plays in rollouts
    first_share: float = 0.4  # of the playouts, spent evenly on every action
    keep_share: float = 0.34  # of the actions, kept for the rest of the playouts
    # How much rollouts steer each seat toward its live yaku; 0 (plain values) measured as strong.
    yaku_weight: float = 0.0
    # Deal the opponent hands that fit what its last turn revealed; off: no measurable gain.
    infer: bool = False
    # How sharply the opponent's last play is read as a clue to its hand; 0 (off): no measured gain.
    read_play: float = 0.0
    # Where the round's winner deals next (traditional), what the deal is worth in points beyond
    # the round's own: the dealer leads off and scores an exhausted round nobody called koi-koi
    # in (+0.33 points a round between normal players, 55% of rounds won) and keeps the deal by
    # winning, so half the gap is about 0.33 / (1 - 0.10) / 2 = 0.37. 0 (off): no measured gain.
    deal_worth: float = 0.0
    # The appraisal judged as normal judges it (the opponent's reach, safe lays, its weights):
    # +2.2 points of single-deal share against normal over two sets of 1,000 pairs; points a
    # round against normal unchanged under standard and traditional.
    normal_prior: bool = True
    last: list[Evaluation] = field(default_factory=list, compare=False, repr=False)

    def __post_init__(self) -> None:
        if self.time_budget <= 0 or self.playouts < 1 or self.min_samples < 1:
            raise ValueError("time_budget, playouts and min_samples must be positive")

    @property
    def level(self) -> Literal["expert"]:
        """How hard the player is."""
        return "expert"

    def decide(self, view: PlayerView) -> Action:
        """A legal action for the view's pending decision."""
        check_decision(view)
        legal = view.legal
        if len(legal) == 1:
            return legal[0]
        return legal[self.evaluate(view).best]

    def evaluate(self, view: PlayerView) -> Evaluation:
        """Simulate every legal action of the view; the means include the appraisal's nudge."""
        started = time.perf_counter()
        check_decision(view)
        legal = view.legal
        rng = decision_rng(self.level, self.seed, view)
        outlook = MatchOutlook.of(view, self.deal_worth)
        policy = rollout_policy(view.rules, self.explore)
        if self.yaku_weight:
            values = seat_values(view.rules, view.month, view.captures, self.yaku_weight)
            policy = replace(policy, seat_values=values)
        hidden = hidden_cards(view)
        lacks = opponent_lacks(view) if self.infer else 0
        clue = read_last_play(view, policy.values, self.read_play)
        me = view.seat
        valuer = Valuer(me, policy, outlook)
        n = len(legal)
        nudges = self._nudges(view, outlook)
        sums = [0.0] * n
        counts = [0.0] * n  # total weight of the determinisations seen
        deadline = started + self.time_budget
        samples = 0

        def simulate(active: list[int], rounds: int) -> bool:
            """Run ``rounds`` determinisations for the active actions; False once out of time."""
            nonlocal samples
            for _ in range(rounds):
                sim = self.determinize(view, rng, hidden, lacks)
                rollout_seed = rng.getrandbits(64)
                weight = 1.0 if clue is None else clue.likelihood(sim.hands[1 - me])
                for i in active:
                    value = valuer.value(sim, legal[i], rollout_seed)
                    sums[i] += weight * value
                    counts[i] += weight
                samples += 1
                if samples >= self.min_samples and time.perf_counter() > deadline:
                    return False
            return True

        def mean(i: int) -> float:
            return sums[i] / counts[i] + nudges[i]

        active = list(range(n))
        if n <= 2 or self.keep_share >= 1.0:
            simulate(active, max(self.min_samples, self.playouts // n))
        else:
            # Spend a first share on every action, the rest on the best few of them.
            first = max(self.min_samples, int(self.playouts * self.first_share) // n)
            if simulate(active, first):
                keep = max(2, round(n * self.keep_share))
                active = sorted(active, key=mean, reverse=True)[:keep]
                simulate(active, (self.playouts - first * n) // keep)
        best = max(active, key=mean)
        means = tuple(mean(i) for i in range(n))
        evaluation = Evaluation(legal, means, best, samples, time.perf_counter() - started)
        self.last[:] = [evaluation]
        return evaluation

    def determinize(
        self, view: PlayerView, rng: random.Random, hidden: list[int], lacks: int
    ) -> SimRound:
        """One determinisation: the hidden cards dealt at random, as far as the view allows.

        A measurement of what hidden cards are worth (``bench.ceiling``) replaces it; the
        expert itself never sees them."""
        return sample(view, rng, hidden, lacks)

    def _nudges(self, view: PlayerView, outlook: MatchOutlook) -> list[float]:
        """The appraisal of each legal action, in the units of the simulation's values."""
        if view.phase is Phase.KOIKOI or not self.prior_weight:
            return [0.0] * len(view.legal)
        # The worth of one point now, so the appraisal weighs like the simulation's values.
        per_point = max(outlook.value(1, 0) - outlook.value(0, 0), 1e-6) * self.prior_weight
        if self.normal_prior:
            return [per_point * worth for worth in NormalPlayer().worths(view)]
        appraiser = Appraiser(view.rules, view.month)
        if view.phase is Phase.TAKE:
            assert view.pending_card is not None
            pending = bit(view.pending_card)
            mine, theirs = view.captures[view.seat], view.captures[view.opponent]
            return [
                per_point * appraiser.capture_worth(pending | bit(a.card), mine, theirs)
                for a in view.legal
            ]
        return [per_point * best_play_worth(appraiser, a.card, view) for a in view.legal]


__all__ = ["Evaluation", "ExpertPlayer", "Valuer", "rollout_policy"]
