"""Decisions wait to be judged ahead: the match nearest to a ready review first."""

from __future__ import annotations

from bot.engine.actions import PLAYS
from bot.review import Decision, Reviewer
from bot.review.ahead import AheadLine
from tests.review.positions import feeding_decision

REVIEWER = Reviewer(seed=2, playouts=30)


def decision(index: int) -> Decision:
    return feeding_decision(PLAYS[index % 3], index=index)


def drained(line: AheadLine) -> list[int]:
    order = []
    while (waiting := line.next()) is not None:
        order.append(waiting[1].index)
    return order


def test_the_match_with_the_fewest_decisions_waiting_is_judged_first() -> None:
    line = AheadLine()
    for index in (1, 2, 3):
        line.add("fast", REVIEWER, decision(index))
    line.add("slow", REVIEWER, decision(11))
    assert len(line) == 4
    assert drained(line) == [11, 1, 2, 3]
    assert len(line) == 0


def test_a_finished_match_comes_before_a_match_in_play_as_near_ready() -> None:
    line = AheadLine()
    for match, first in (("a", 1), ("b", 11), ("c", 21)):
        line.add(match, REVIEWER, decision(first))
        line.add(match, REVIEWER, decision(first + 1))
    line.finished("c")
    assert drained(line) == [21, 22, 1, 2, 11, 12]  # each match made ready in turn


def test_between_matches_as_near_ready_the_one_waiting_longest_comes_first() -> None:
    line = AheadLine()
    line.add("b", REVIEWER, decision(11))
    line.add("a", REVIEWER, decision(1))
    assert drained(line) == [11, 1]


def test_past_its_bounds_the_oldest_match_and_decision_leave_the_line() -> None:
    line = AheadLine(matches=2, per_match=2)
    line.add("a", REVIEWER, decision(1))
    line.add("b", REVIEWER, decision(11))
    line.add("c", REVIEWER, decision(21))
    for index in (22, 23):  # past the match's bound: its oldest waiting decision leaves
        line.add("c", REVIEWER, decision(index))
    assert drained(line) == [11, 22, 23]


def test_finishing_a_match_with_nothing_waiting_changes_nothing() -> None:
    line = AheadLine()
    line.finished("gone")
    line.add("a", REVIEWER, decision(1))
    assert drained(line) == [1]
