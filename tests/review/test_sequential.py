"""Sequential judging: far fewer playouts than the full evaluation, and the same verdicts."""

from __future__ import annotations

import random
import sys
from collections.abc import Callable, Iterator
from functools import cache

import pytest

from bot.ai import make_player
from bot.ai import rollout as rollout_module
from bot.engine.match import Match
from bot.engine.rules import PresetName, preset
from bot.review import Decision, DecisionReview, MatchLog, Reviewer, decisions_of
from bot.review.judge import MISTAKE_POINTS, point_worth
from bot.review.sequential import StoppingRule

PRESETS: tuple[PresetName, ...] = ("standard", "traditional", "single-deal")
# Two verdicts agree when they differ by no more than this many points (see docs/ai.md).
AGREEMENT_POINTS = 0.5


@cache
def seeded_decisions(rules: PresetName, count: int) -> tuple[Decision, ...]:
    """``count`` decisions of both seats, drawn from seeded normal-against-easy matches."""
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
    return tuple(found[:count])


@pytest.fixture
def playouts(monkeypatch: pytest.MonkeyPatch) -> Iterator[list[int]]:
    """Counts every playout of a judging, whichever module of the bot makes it."""
    count = [0]
    real = rollout_module.playout

    def counted(*args: object) -> tuple[int, int]:
        count[0] += 1
        return real(*args)  # type: ignore[arg-type]

    for name, module in list(sys.modules.items()):
        if name.startswith("bot.") and getattr(module, "playout", None) is real:
            monkeypatch.setattr(module, "playout", counted)
    yield count


@pytest.mark.parametrize("rules", PRESETS)
def test_a_review_spends_under_a_quarter_of_the_full_judgings_playouts(
    rules: PresetName, playouts: list[int]
) -> None:
    reviewer = Reviewer(seed=3)
    decisions = seeded_decisions(rules, 24)
    for decision in decisions:
        reviewer.judge(decision)
    # The full evaluation plays out its whole budget on every decision but a lone STOP.
    assert playouts[0] < len(decisions) * reviewer.playouts / 4


@pytest.mark.parametrize("rules", PRESETS)
def test_sequential_judging_never_spends_more_than_the_full_budget(
    rules: PresetName, playouts: list[int]
) -> None:
    reviewer = Reviewer(seed=4, playouts=400)
    for decision in seeded_decisions(rules, 24):
        before = playouts[0]
        reviewer.judge(decision)
        assert playouts[0] - before <= reviewer.playouts


def agrees(full: DecisionReview, cheap: DecisionReview) -> bool:
    """Whether the cheap verdict is the full one, within ``AGREEMENT_POINTS``: its best choice
    is worth no less to the full judging, its cost is the same, it is a mistake alike."""
    point = point_worth(full.view)
    worth = dict(full.values)
    best_alike = (worth[full.best] - worth[cheap.best]) / point <= AGREEMENT_POINTS
    cost_alike = abs(cheap.points - full.points) <= AGREEMENT_POINTS + 0.2 * full.points
    borderline = abs(full.points - MISTAKE_POINTS) <= AGREEMENT_POINTS
    return best_alike and cost_alike and (cheap.mistake == full.mistake or borderline)


@cache
def full_verdicts(rules: PresetName) -> tuple[DecisionReview, ...]:
    """The full judging's verdicts on the 40 seeded decisions (deterministic: judged once a
    process, as every comparison with it would judge them alike)."""
    full = Reviewer(seed=5, stopping=None)
    return tuple(full.judge(decision) for decision in seeded_decisions(rules, 40))


def disagreements(judge: Callable[[Decision], DecisionReview], rules: PresetName) -> int:
    """How many of 40 seeded decisions ``judge`` gives another verdict than the full judging."""
    decisions = seeded_decisions(rules, 40)
    return sum(
        not agrees(full, judge(decision))
        for full, decision in zip(full_verdicts(rules), decisions, strict=True)
    )


@pytest.mark.slow
@pytest.mark.parametrize("rules", PRESETS)
def test_sequential_judging_agrees_with_the_full_judging_on_the_verdicts(
    rules: PresetName,
) -> None:
    # The full judging is noisy itself: with another seed it disagrees with itself a few times.
    full_again = disagreements(Reviewer(seed=6, stopping=None).judge, rules)
    cheap = disagreements(Reviewer(seed=5).judge, rules)
    assert cheap <= max(full_again + 1, 3)  # and at least 37 of 40 agree


@pytest.mark.slow
def test_the_agreement_test_tells_a_careless_stopping_rule() -> None:
    careless = Reviewer(seed=5, stopping=StoppingRule(tolerance=8.0, z=0.5))
    assert disagreements(careless.judge, "standard") > 3


def test_a_stopping_rule_without_a_tolerance_is_refused() -> None:
    with pytest.raises(ValueError, match="positive"):
        StoppingRule(tolerance=0.0)
