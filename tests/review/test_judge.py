"""The expert's verdict on single decisions, and the costliest of several."""

from __future__ import annotations

from bot.engine.actions import KOIKOI, PLAYS, STOP
from bot.review import Reviewer, review_decisions
from tests.review.positions import feeding_decision, sure_five_decision

REVIEWER = Reviewer(seed=1, playouts=300)  # a small budget keeps the tests fast


def test_feeding_the_opponent_a_yaku_is_flagged_as_the_costliest_decision() -> None:
    decisions = [
        feeding_decision(PLAYS[2], index=0),
        feeding_decision(PLAYS[20], index=1),  # lays the Butterflies beside Boar and Deer
        feeding_decision(PLAYS[46], index=2),
    ]
    review = review_decisions(decisions, 0, REVIEWER)
    costliest = review.costliest()
    assert costliest[0].played == PLAYS[20]
    assert costliest[0].mistake


def test_stopping_at_one_point_when_a_sure_five_was_one_card_away_is_the_costliest() -> None:
    decisions = [feeding_decision(PLAYS[2], index=0), sure_five_decision(STOP, index=1)]
    review = review_decisions(decisions, 0, REVIEWER)
    worst = review.costliest()[0]
    assert worst.played == STOP and worst.best == KOIKOI
    assert worst.points >= 3


def test_the_choice_the_expert_would_make_costs_nothing() -> None:
    judged = REVIEWER.judge(sure_five_decision(KOIKOI))
    assert judged.matched and judged.loss == 0 and judged.points == 0
    assert not judged.mistake


def test_a_costly_choice_is_worth_less_than_the_best_by_its_loss() -> None:
    judged = REVIEWER.judge(feeding_decision(PLAYS[20]))
    worth = dict(judged.values)
    assert judged.loss == worth[judged.best] - worth[PLAYS[20]] > 0


def test_the_same_reviewer_gives_the_same_verdict_twice() -> None:
    first = Reviewer(seed=5, playouts=120).judge(feeding_decision(PLAYS[2]))
    again = Reviewer(seed=5, playouts=120).judge(feeding_decision(PLAYS[2]))
    assert (first.best, first.values, first.reason) == (again.best, again.values, again.reason)
