"""Normal gambles koi-koi on a small pot, but takes a stop that wins the match; it defends the
cards the opponent could reach."""

from __future__ import annotations

import random
from collections.abc import Iterator
from dataclasses import replace

import pytest

from bot.ai.normal import NormalPlayer
from bot.engine.actions import KOIKOI, PLAYS, STOP
from bot.engine.round import Phase
from bot.engine.rules import PRESETS, with_house_rules
from bot.engine.view import PlayerView
from tests.ai.positions import (
    PAULOWNIA_CHAFF_A,
    random_positions,
    seat_zero_facing,
    two_brights_one_out_of_reach,
)


def small_pot_decisions(rules_name: str) -> Iterator[PlayerView]:
    """Koi-koi decisions with a pot under normal's limit and cards left to grow it."""
    rng = random.Random(f"small-pot:{rules_name}")
    found = 0
    while found < 5:
        for round_ in random_positions(PRESETS[rules_name], rng, 200):
            view = PlayerView.of(round_, round_.to_move or 0)
            if view.phase is Phase.KOIKOI and view.stop_value < 4 and view.hand_count >= 4:
                found += 1
                yield view


@pytest.mark.slow
def test_normal_stops_a_single_deal_when_its_small_yaku_wins_the_match() -> None:
    for view in small_pot_decisions("single-deal"):
        assert NormalPlayer().decide(view) is STOP


@pytest.mark.slow
def test_normal_still_gambles_a_small_pot_when_the_match_goes_on() -> None:
    for view in small_pot_decisions("standard"):
        early = replace(view, scores=(0, 0), round_number=1, stop_value=1)
        assert NormalPlayer().decide(early) is KOIKOI


@pytest.mark.slow
def test_normal_does_not_gamble_where_its_call_would_double_only_the_rivals_stops() -> None:
    """Hard Koi: the caller's own stops stay ×1 and the rival's score ×2, so the small pots
    normal gambles under the standard doubling it stops; Soft Koi doubles the caller's own."""
    hard = with_house_rules(PRESETS["standard"], {"multiplier": "after_rival_call"})
    soft = with_house_rules(PRESETS["standard"], {"multiplier": "own_calls"})
    for view in small_pot_decisions("standard"):
        early = replace(view, scores=(0, 0), round_number=1, koikoi_calls=(0, 0))
        assert NormalPlayer().decide(replace(early, rules=hard)) is STOP
        assert NormalPlayer().decide(replace(early, rules=soft)) is KOIKOI


@pytest.mark.slow
def test_normal_reaching_the_target_with_a_stop_takes_it() -> None:
    for view in small_pot_decisions("traditional"):
        mine, theirs = 50 - view.stop_value, 45
        scores = (mine, theirs) if view.seat == 0 else (theirs, mine)
        near = replace(view, scores=scores)
        assert near.target_score == 50
        assert NormalPlayer().decide(near) is STOP


# Card ids: (month - 1) * 4 + slot.
PLUM_CHAFF = 6
CHERRY_CURTAIN, CHERRY_POETRY, CHERRY_CHAFF_A, CHERRY_CHAFF_B = 8, 9, 10, 11
BUTTERFLIES = 20


def test_normal_takes_the_bright_the_opponent_could_reach_over_one_nobody_else_can() -> None:
    assert NormalPlayer().decide(two_brights_one_out_of_reach()) == PLAYS[PAULOWNIA_CHAFF_A]


def test_normal_lays_the_card_fewer_unseen_cards_could_take() -> None:
    # Three plum cards are unseen; of the cherry's, only one chaff.
    view = seat_zero_facing(
        hand=[PLUM_CHAFF, CHERRY_CHAFF_A], field=[BUTTERFLIES],
        captured=[CHERRY_CURTAIN, CHERRY_POETRY],
    )  # fmt: skip
    assert NormalPlayer().decide(view) == PLAYS[CHERRY_CHAFF_A]
