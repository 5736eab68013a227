"""The computer's goals and card values, read from the engine's yaku table."""

from __future__ import annotations

from bot.ai.heuristics import Goal, goals_for, plain_values
from bot.engine.cards import mask_of, month_mask
from bot.engine.rules import SINGLE_DEAL, STANDARD, TRADITIONAL

PLAIN_BRIGHTS = mask_of((0, 8, 28, 44))
BRIGHTS = PLAIN_BRIGHTS | mask_of((40,))
ANIMALS = mask_of((4, 12, 16, 20, 24, 29, 32, 36, 41))
RIBBONS = mask_of((1, 5, 9, 13, 17, 21, 25, 33, 37, 42))
CHAFF = (1 << 48) - 1 & ~(BRIGHTS | ANIMALS | RIBBONS)
SAKE = mask_of((32,))


def test_the_standard_goals_climb_the_bright_ladder_then_follow_the_rules_table() -> None:
    assert goals_for(STANDARD, 3) == (
        Goal(PLAIN_BRIGHTS, 3, 5),
        Goal(PLAIN_BRIGHTS, 4, 8 - 5),
        Goal(BRIGHTS, 5, 10 - 8),
        Goal(mask_of((20, 24, 36)), 3, 5),
        Goal(ANIMALS, 5, 1, 1.0),
        Goal(mask_of((1, 5, 9)), 3, 5),
        Goal(mask_of((21, 33, 37)), 3, 5),
        Goal(RIBBONS, 5, 1, 1.0),
        Goal(CHAFF, 10, 1, 1.0),
        Goal(mask_of((8, 32)), 2, 5.0),
        Goal(mask_of((28, 32)), 2, 5.0),
    )


def test_traditional_goals_count_the_sake_cup_as_chaff_and_half_a_bonus_viewing_yaku() -> None:
    goals = goals_for(TRADITIONAL, 3)
    assert Goal(CHAFF | SAKE, 10, 1, 1.0) in goals
    assert Goal(mask_of((8, 32)), 2, 2.5) in goals
    assert goals[-1] == Goal(month_mask(3), 4, 5)


def test_single_deal_has_no_viewing_goal_and_no_hand_bonus_goal() -> None:
    assert len(goals_for(SINGLE_DEAL, 1)) == 9


def test_plain_values_rank_brights_then_set_cards_then_plain_cards_then_chaff() -> None:
    values = plain_values(SINGLE_DEAL)
    assert values[0] == 6.0 and values[40] == 3.0  # the crane; the rain man
    assert values[24] == 2.5 + 1.5 and values[1] == 2.0 + 1.5  # the boar; a poetry ribbon
    assert values[4] == 2.5 and values[13] == 2.0 and values[2] == 1.0


def test_the_viewing_yaku_raise_the_sake_cup_most() -> None:
    values = plain_values(STANDARD)
    assert (values[32], values[8], values[28]) == (2.5 + 3.0, 6.0 + 1.5, 6.0 + 1.5)
