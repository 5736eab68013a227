"""Verdicts judged once are kept, for any review that meets the same view and choice."""

from __future__ import annotations

from dataclasses import replace

import pytest

from bot.engine.actions import PLAYS
from bot.engine.cards import BUTTERFLIES
from bot.review import Reviewer
from bot.review.verdicts import Verdicts
from tests.review.positions import feeding_decision

REVIEWER = Reviewer(seed=2, playouts=30)


def test_a_kept_verdict_is_found_for_the_same_view_and_choice_at_another_place() -> None:
    verdicts = Verdicts()
    judged = REVIEWER.judge(feeding_decision(PLAYS[2], index=3))
    verdicts.put(REVIEWER, judged)
    elsewhere = feeding_decision(PLAYS[2], index=40)
    found = verdicts.get(REVIEWER, elsewhere)
    assert found == replace(judged, decision=elsewhere)


def test_a_verdict_is_not_found_for_another_choice_or_another_reviewer() -> None:
    verdicts = Verdicts()
    verdicts.put(REVIEWER, REVIEWER.judge(feeding_decision(PLAYS[2])))
    assert verdicts.get(REVIEWER, feeding_decision(PLAYS[46])) is None
    assert verdicts.get(replace(REVIEWER, seed=3), feeding_decision(PLAYS[2])) is None
    assert verdicts.get(replace(REVIEWER, playouts=31), feeding_decision(PLAYS[2])) is None


def test_a_verdict_is_not_found_for_the_same_cards_under_other_rules() -> None:
    verdicts = Verdicts()
    decision = feeding_decision(PLAYS[2])
    verdicts.put(REVIEWER, REVIEWER.judge(decision))
    other_rules = decision.view.rules.model_copy(update={"target_score": 7})
    moved = replace(decision, view=replace(decision.view, rules=other_rules))
    assert verdicts.get(REVIEWER, moved) is None


def test_the_least_recently_used_verdict_leaves_first_when_the_cache_is_full() -> None:
    verdicts = Verdicts(size=2)
    first, second, third = (feeding_decision(PLAYS[i]) for i in (BUTTERFLIES, 2, 46))
    for decision in (first, second):
        verdicts.put(REVIEWER, REVIEWER.judge(decision))
    assert verdicts.get(REVIEWER, first) is not None  # used: the second is now the oldest
    verdicts.put(REVIEWER, REVIEWER.judge(third))
    assert len(verdicts) == 2
    assert verdicts.get(REVIEWER, second) is None
    assert verdicts.get(REVIEWER, first) is not None and verdicts.get(REVIEWER, third) is not None


def test_a_cache_of_no_verdicts_is_refused() -> None:
    with pytest.raises(ValueError):
        Verdicts(size=0)
