"""The opponent's last play is read as a clue to the cards it still holds."""

from __future__ import annotations

from dataclasses import replace

from bot.ai.heuristics import plain_values
from bot.ai.inference import field_before_turn, read_last_play
from bot.engine.cards import mask_of
from bot.engine.match import deal_for
from bot.engine.round import Phase, Round
from bot.engine.rules import PRESETS
from bot.engine.view import PlayerView

RULES = PRESETS["single-deal"]
CRANE, APRIL_CHAFF, APRIL_CHAFF_2, DECEMBER_CHAFF = 0, 14, 15, 46
JANUARY_CHAFF, PEONY_CHAFF, BOAR = 2, 22, 24


def after_a_chaff_capture_beside_the_crane() -> PlayerView:
    """Seat 0 to play; the opponent took an April chaff with an April chaff and drew a December
    chaff onto the field, leaving the crane there."""
    round_ = Round(RULES, deal_for(1, 1), 0, 1)
    view = PlayerView.of(round_, 0)
    return replace(
        view,
        hand=mask_of([8, 12, 16, 20, 28, 32, 36, 40]),
        hand_count=8,
        field=mask_of([CRANE, DECEMBER_CHAFF, 4, 44]),
        captures=(0, mask_of([APRIL_CHAFF, APRIL_CHAFF_2])),
        turn_cards=mask_of([APRIL_CHAFF, APRIL_CHAFF_2, DECEMBER_CHAFF]),
        opponent_hand_count=7,
        draw_pile_count=21,
        phase=Phase.PLAY,
        to_move=0,
    )


def test_the_field_before_the_opponents_turn_holds_what_it_captured_and_not_what_it_laid() -> None:
    before = field_before_turn(after_a_chaff_capture_beside_the_crane())
    assert before & mask_of([CRANE, APRIL_CHAFF, 4, 44]) == mask_of([CRANE, APRIL_CHAFF, 4, 44])
    assert not before & mask_of([DECEMBER_CHAFF])


def test_a_hand_that_could_have_taken_the_crane_is_less_likely_than_one_that_could_not() -> None:
    view = after_a_chaff_capture_beside_the_crane()
    clue = read_last_play(view, plain_values(RULES), 1.0)
    assert clue is not None
    could_take_crane = mask_of([JANUARY_CHAFF, PEONY_CHAFF])
    could_not = mask_of([BOAR, PEONY_CHAFF])
    assert clue.likelihood(could_take_crane) < 0.5 * clue.likelihood(could_not)


def test_no_clue_is_read_when_the_seat_is_in_the_middle_of_its_own_turn() -> None:
    view = replace(after_a_chaff_capture_beside_the_crane(), phase=Phase.TAKE, pending_card=4)
    assert read_last_play(view, plain_values(RULES), 1.0) is None
