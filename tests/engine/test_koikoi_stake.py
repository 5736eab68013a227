from __future__ import annotations

import random

from hypothesis import given, settings
from hypothesis import strategies as st

from bot.engine.actions import KOIKOI
from bot.engine.events import RoundResult
from bot.engine.match import Match
from bot.engine.rules import RuleSet, preset, with_house_rules
from bot.engine.scoring import KoikoiStake, ScoreSteps, after_call, koikoi_stake, result_steps
from bot.engine.yaku import Yaku
from tests.engine.house_rules import house_rule_sets


def test_a_koikoi_call_doubles_every_later_stop_in_the_standard_rules() -> None:
    stake = koikoi_stake(preset("standard"), 0, (1, 0))
    assert (stake.multiplier_now, stake.multiplier_after) == (2, 4)


def test_a_koikoi_call_changes_no_multiplier_in_the_traditional_and_single_deal_rules() -> None:
    for name in ("traditional", "single-deal"):
        stake = koikoi_stake(preset(name), 0, (0, 0))
        assert stake.multiplier_now == stake.multiplier_after == 1


def test_only_the_traditional_exhausted_round_still_pays_the_koikoi_caller() -> None:
    paying = {name: koikoi_stake(preset(name), 0, (0, 0)).exhausted_pays_caller
              for name in ("standard", "traditional", "single-deal")}  # fmt: skip
    assert paying == {"standard": False, "traditional": True, "single-deal": False}


def test_under_hard_koi_a_call_leaves_the_callers_own_stops_at_x1_and_doubles_the_rivals() -> None:
    hard = with_house_rules(preset("standard"), {"multiplier": "after_rival_call"})
    stake = koikoi_stake(hard, 0, (0, 0), total=5)
    assert (stake.own_now, stake.own_after) == (1, 1)
    assert (stake.multiplier_now, stake.multiplier_after) == (1, 2)
    assert not stake.raises_own and stake.raises_rival
    assert (stake.stop_now, stake.least_after) == (5, 6)


def test_under_soft_koi_a_call_doubles_the_callers_next_stop_and_not_the_rivals() -> None:
    soft = with_house_rules(preset("standard"), {"multiplier": "own_calls"})
    stake = koikoi_stake(soft, 1, (0, 1), total=5)
    assert (stake.own_now, stake.own_after) == (2, 4)
    assert (stake.multiplier_now, stake.multiplier_after) == (1, 1)
    assert stake.raises_own and not stake.raises_rival
    assert (stake.stop_now, stake.least_after) == (10, 24)


def test_seven_points_doubled_counts_in_a_stop_now_and_after_one_more_yaku() -> None:
    seven = with_house_rules(preset("traditional"), {"seven_doubled": "on"})
    assert koikoi_stake(seven, 0, (0, 0), total=6).least_after == 14  # 7, doubled
    assert koikoi_stake(seven, 0, (0, 0), total=9).stop_now == 18


@settings(max_examples=40, deadline=None)
@given(house_rule_sets, st.integers(0, 10_000), st.randoms(use_true_random=False))
def test_what_the_stake_says_of_a_call_is_what_a_later_stop_scores(
    rules: RuleSet, seed: int, rng: random.Random
) -> None:
    """Play a match at random; at every KOI-KOI call, what the stake said of each seat's next
    stop is the multiplier that stop gets, as long as nobody calls again in between, and the
    caller's stop after a yaku more scores at least what it said."""
    match = Match(rules, seed)
    said: tuple[int, KoikoiStake, tuple[int, int]] | None = None
    for _ in range(2000):
        if match.over:
            break
        seat = match.to_move
        assert seat is not None
        legal = match.legal_actions()
        action = rng.choice(legal)
        if KOIKOI in legal:
            view = match.view(seat)
            stake = view.koikoi_stake()
            assert stake.stop_now == view.stop_value
            if action == KOIKOI:
                said = (seat, stake, after_call(view.koikoi_calls, seat))
            elif said is not None and said[2] == view.koikoi_calls:
                caller, before, _ = said
                expected = before.own_after if seat == caller else before.multiplier_after
                assert view.multiplier == expected
                if seat == caller:
                    assert view.stop_value >= before.least_after
        rounds = len(match.results)
        match.apply(action)
        if len(match.results) > rounds:
            said = None


def test_a_round_result_tells_its_steps_yaku_total_seven_doubled_and_multiplier() -> None:
    rules = with_house_rules(
        preset("standard"), {"multiplier": "after_rival_call", "seven_doubled": "on"}
    )
    made = (Yaku("sanko", 5, 0), Yaku("tan", 4, 0))
    result = RoundResult(1, (0, 36), "stop", made, base=18, multiplier=2, koikoi_calls=(1, 2))
    steps = result_steps(rules, result)
    assert steps == ScoreSteps(9, True, 18, 2, (1, 0), 36)
    assert result_steps(rules, RoundResult(None, (0, 0), "exhausted")) is None
