"""The expert values a round's points by what they do for winning the match."""

from __future__ import annotations

from dataclasses import replace

from bot.ai.outlook import MatchOutlook
from bot.engine.match import deal_for
from bot.engine.round import Round
from bot.engine.rules import PRESETS
from bot.engine.view import PlayerView


def outlook(
    rules_name: str, scores: tuple[int, int] = (0, 0), deal_worth: float = 0.0
) -> MatchOutlook:
    """The outlook of seat 0 at the start of the first round, with these scores."""
    rules = PRESETS[rules_name]
    view = PlayerView.of(Round(rules, deal_for(1, 1), 0, 1), 0)
    return MatchOutlook.of(replace(view, scores=scores), deal_worth)


def test_in_a_single_deal_any_win_is_worth_about_as_much_as_a_big_one() -> None:
    single = outlook("single-deal")
    small_win, big_win, draw = single.value(1, 0), single.value(15, 0), single.value(0, 0)
    assert big_win - small_win < 0.1 * (small_win - draw)


def test_early_in_a_long_match_more_points_are_worth_clearly_more() -> None:
    standard = outlook("standard")
    gain_1 = standard.value(1, 0) - standard.value(0, 0)
    gain_15 = standard.value(15, 0) - standard.value(0, 0)
    assert gain_15 > 8 * gain_1


def test_reaching_the_target_ahead_is_worth_a_won_match() -> None:
    near = outlook("traditional", (46, 44))
    assert near.value(4, 0) > 0.99
    assert near.value(3, 0) < near.value(4, 0) - 0.05


def test_where_the_winner_deals_next_a_round_won_can_be_worth_its_points_and_the_deal() -> None:
    traditional = outlook("traditional", (10, 10), deal_worth=0.37)
    won_by_one = traditional.value(1, 0) - traditional.value(0, 0)
    one_more_point = traditional.value(2, 0) - traditional.value(1, 0)
    # Winning the round brings the deal besides its point: it is worth more than a point more.
    assert won_by_one > 1.2 * one_more_point
    assert traditional.value(0, 1) < traditional.value(0, 0) - won_by_one * 0.9


def test_where_the_deal_alternates_a_round_won_is_worth_its_points_only() -> None:
    standard = outlook("standard", (10, 10), deal_worth=0.37)
    won_by_one = standard.value(1, 0) - standard.value(0, 0)
    one_more_point = standard.value(2, 0) - standard.value(1, 0)
    assert won_by_one < 1.05 * one_more_point


def test_the_deal_is_worth_nothing_once_the_round_ends_the_match() -> None:
    near = outlook("traditional", (48, 44), deal_worth=0.37)
    # Reaching the target wins the match: two points more add only their small share.
    assert abs(near.value(4, 0) - near.value(2, 0) - 2 * 0.002) < 1e-9
    assert near.value(2, 0) > 0.99
