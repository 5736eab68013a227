"""Decisions wait to be judged ahead: a finished match's first, then the matches in play in turn."""

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


def test_matches_in_play_take_turns_one_decision_each() -> None:
    line = AheadLine()
    for index in (1, 2, 3):
        line.add("a", REVIEWER, decision(index))
    for index in (11, 12):
        line.add("b", REVIEWER, decision(index))
    assert len(line) == 5
    assert drained(line) == [1, 11, 2, 12, 3]
    assert len(line) == 0


def test_a_finished_match_comes_first_the_last_finished_before_the_others() -> None:
    line = AheadLine()
    for match, first in (("a", 1), ("b", 11), ("c", 21)):
        line.add(match, REVIEWER, decision(first))
        line.add(match, REVIEWER, decision(first + 1))
    line.finished("b")
    line.finished("c")
    assert drained(line) == [21, 22, 11, 12, 1, 2]


def test_past_its_bound_the_match_added_longest_ago_leaves_the_line() -> None:
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
