"""What a round's end scores (docs/rules.md section 4), the one definition the round and the
expert's playouts share."""

from __future__ import annotations

import pytest
from hypothesis import given
from hypothesis import strategies as st

from bot.engine.rules import PRESETS, SINGLE_DEAL, STANDARD, TRADITIONAL, RuleSet
from bot.engine.scoring import (
    NOBODY,
    Score,
    base_points,
    exhausted_score,
    multiplier,
    paid,
    stop_score,
)

LOSER_PAYS = TRADITIONAL.model_copy(update={"loser_pays": True})
SEVEN_POINT_DOUBLING = STANDARD.model_copy(update={"seven_point_doubling": True})
VARIANTS = [*PRESETS.values(), LOSER_PAYS, SEVEN_POINT_DOUBLING]


calls_by_seat = st.tuples(st.integers(0, 6), st.integers(0, 6))


@given(seat=st.integers(0, 1), calls=calls_by_seat)
def test_standard_doubles_a_stop_for_every_koikoi_call_by_either_player(
    seat: int, calls: tuple[int, int]
) -> None:
    assert multiplier(STANDARD, seat, calls) == 2 ** sum(calls)


@pytest.mark.parametrize("rules", [TRADITIONAL, SINGLE_DEAL], ids=["traditional", "single-deal"])
@given(seat=st.integers(0, 1), calls=calls_by_seat)
def test_koikoi_calls_multiply_nothing_outside_standard(
    rules: RuleSet, seat: int, calls: tuple[int, int]
) -> None:
    assert multiplier(rules, seat, calls) == 1


def test_seven_point_doubling_doubles_seven_points_or_more_and_nothing_less() -> None:
    assert [base_points(SEVEN_POINT_DOUBLING, total) for total in (5, 6, 7, 8)] == [5, 6, 14, 16]


def test_without_seven_point_doubling_a_total_scores_as_it_is() -> None:
    assert base_points(STANDARD, 9) == 9


@pytest.mark.parametrize("winner", [0, 1])
def test_the_loser_pays_what_the_winner_gains_only_where_the_rules_say(winner: int) -> None:
    assert paid(LOSER_PAYS, winner, 6)[winner] == 6
    assert paid(LOSER_PAYS, winner, 6)[1 - winner] == -6
    assert paid(TRADITIONAL, winner, 6)[1 - winner] == 0


def test_a_stop_scores_the_doubled_base_times_the_multiplier() -> None:
    # 7 points doubled to 14, then two calls: x4.
    assert stop_score(SEVEN_POINT_DOUBLING, 1, 7, (1, 1)) == Score(1, (0, 56), 14, 4)


@pytest.mark.parametrize("rules", VARIANTS, ids=lambda rules: rules.name)
@given(seat=st.integers(0, 1), total=st.integers(0, 40), calls=calls_by_seat)
def test_a_stop_gives_the_stopper_base_times_multiplier_and_the_loser_at_most_its_negation(
    rules: RuleSet, seat: int, total: int, calls: tuple[int, int]
) -> None:
    score = stop_score(rules, seat, total, calls)
    assert score.winner == seat
    assert score.points[seat] == score.base * score.multiplier
    assert score.points[1 - seat] == (-score.points[seat] if rules.loser_pays else 0)
    assert (score.base, score.multiplier) == (
        base_points(rules, total),
        multiplier(rules, seat, calls),
    )


@pytest.mark.parametrize("rules", [STANDARD, SINGLE_DEAL], ids=["standard", "single-deal"])
@pytest.mark.parametrize("last_caller", [None, 0, 1])
def test_an_exhausted_round_is_a_draw_where_the_rules_say(
    rules: RuleSet, last_caller: int | None
) -> None:
    assert exhausted_score(rules, 0, last_caller, 6, (1, 0)) == NOBODY == Score(None, (0, 0))


@pytest.mark.parametrize("caller", [0, 1])
def test_an_exhausted_traditional_round_scores_the_last_caller_as_a_stop(caller: int) -> None:
    calls = (1, 1)
    assert exhausted_score(LOSER_PAYS, 0, caller, 5, calls) == stop_score(
        LOSER_PAYS, caller, 5, calls
    )


@pytest.mark.parametrize("dealer", [0, 1])
def test_an_exhausted_traditional_round_without_a_caller_gives_the_dealer_oya_ken(
    dealer: int,
) -> None:
    score = exhausted_score(LOSER_PAYS, dealer, None, 0, (0, 0))
    assert score.winner == dealer
    assert score.points[dealer] == TRADITIONAL.oya_ken_points == score.base
    assert score.points[1 - dealer] == -TRADITIONAL.oya_ken_points
