"""A member's history: yaku counted from their matches' logs, the rating as members see it."""

from __future__ import annotations

from bot.render.demo import finished
from bot.replay.history import rating_points, yaku_made
from bot.replay.scenes import PlayedMatch


def test_the_yaku_counted_are_those_of_the_rounds_the_member_won():
    match = finished(5)
    won = [y.key for r in match.results if r.winner == 1 for y in r.yaku]
    assert yaku_made([(PlayedMatch.of(match), 1)]) == {k: won.count(k) for k in set(won)}


def test_the_rating_is_provisional_before_the_tenth_rated_match():
    points = rating_points([(9, 25.0), (10, 26.0)])
    assert [(p.shown, p.provisional) for p in points] == [(1000, True), (1040, False)]
