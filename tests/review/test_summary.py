"""The summary of a match's review: totals, the worst round and the costliest decisions."""

from __future__ import annotations

from dataclasses import replace

from hypothesis import given
from hypothesis import strategies as st

from bot.engine.actions import PLAYS
from bot.review import Decision, DecisionReview, MatchReview, Reason
from bot.review.wording import points_text
from tests.review.positions import feeding_decision


def judged(index: int, round_number: int, points: float) -> DecisionReview:
    decision = feeding_decision(PLAYS[2] if points else PLAYS[46], index)
    decision = Decision(index, replace(decision.view, round_number=round_number), decision.action)
    return DecisionReview(
        decision=decision,
        best=PLAYS[46],
        values=((PLAYS[2], 0.4), (PLAYS[46], 0.5)),
        loss=points / 10,
        points=points,
        reason=Reason("review-why-value", 46),
    )


REVIEW = MatchReview(
    0,
    (
        judged(0, 1, 0.0),
        judged(2, 1, 0.5),
        judged(5, 2, 3.0),
        judged(7, 3, 2.0),
        judged(9, 3, 1.5),
        judged(11, 4, 0.0),
    ),
)


def test_the_share_matched_counts_the_decisions_the_expert_would_have_made() -> None:
    assert (REVIEW.reviewed, REVIEW.matched) == (6, 2)
    assert REVIEW.matched_share == 2 / 6


def test_points_lost_are_added_up_by_round_and_the_worst_round_is_named() -> None:
    assert REVIEW.points_lost_by_round() == {1: 0.5, 2: 3.0, 3: 3.5, 4: 0.0}
    assert REVIEW.worst_round == 3
    assert REVIEW.points_lost == 7.0


def test_the_three_costliest_decisions_come_costliest_first() -> None:
    assert [d.decision.index for d in REVIEW.costliest()] == [5, 7, 9]


def test_a_match_without_a_costly_decision_has_no_worst_round_or_costliest() -> None:
    clean = MatchReview(0, (judged(0, 1, 0.0), judged(1, 2, 0.0)))
    assert clean.worst_round is None and clean.costliest() == []


def test_decisions_that_cost_a_point_or_more_count_as_mistakes() -> None:
    assert REVIEW.mistakes == 3


def test_the_json_lists_every_decision_with_its_loss() -> None:
    data = REVIEW.to_dict()
    assert [d["points"] for d in data["decisions"]] == [0.0, 0.5, 3.0, 2.0, 1.5, 0.0]
    assert data["costliest"] == [5, 7, 9]
    assert data["points_lost_by_round"] == {"1": 0.5, "2": 3.0, "3": 3.5, "4": 0.0}
    assert {"played", "best", "loss", "points", "reason", "values"} <= data["decisions"][0].keys()


def test_a_cost_that_would_read_zero_points_is_not_named_a_costly_decision() -> None:
    tiny = MatchReview(0, (judged(0, 1, 0.01), judged(1, 2, 0.04), judged(2, 2, 0.0)))
    assert tiny.costliest() == [] and tiny.worst_round is None


@given(st.lists(st.floats(min_value=0.0, max_value=0.3), min_size=1, max_size=8))
def test_no_decision_named_costly_or_worst_round_reads_as_zero_points(
    costs: list[float],
) -> None:
    review = MatchReview(0, tuple(judged(i, 1 + i % 3, p) for i, p in enumerate(costs)))
    for locale in ("en", "pl"):
        assert all(points_text(d.points, locale) not in ("0.0", "0,0") for d in review.costliest())
        worst = review.worst_round
        if worst is not None:
            lost = review.points_lost_by_round()[worst]
            assert points_text(lost, locale) not in ("0.0", "0,0")
