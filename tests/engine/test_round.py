"""One round (docs/rules.md sections 2 and 4): deal, turns, captures, choices, scoring, redeals."""

from __future__ import annotations

import json
import random

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from bot.engine.actions import KOIKOI, STOP, Action
from bot.engine.cards import FULL_DECK, cards_of, mask_of
from bot.engine.events import (
    CardDrawn,
    CardLaid,
    CardPlayed,
    CardsCaptured,
    ChoiceNeeded,
    KoiKoiCalled,
    Redealt,
    RoundOver,
    RoundResult,
    Stopped,
    YakuFormed,
)
from bot.engine.match import deal_for
from bot.engine.round import IllegalActionError, InvalidDeckError, Phase, Round
from bot.engine.rules import PRESETS, SINGLE_DEAL, STANDARD, TRADITIONAL, RuleSet
from bot.engine.scoring import stop_score
from bot.engine.view import PlayerView
from bot.engine.yaku import Yaku
from tests.engine.helpers import deck, kinds_of, pile, play, position, where_cards_are

ALL = list(PRESETS.values())
IDS = list(PRESETS)

# -- the deal ----------------------------------------------------------------------------------

# Field: Jan crane; Apr cuckoo + ribbon; Jun butterflies, ribbon, chaff; Oct deer + ribbon.
CAPTURE_FIELD = [0, 12, 13, 20, 21, 22, 36, 37]


def capture_round(draw: list[int], hand: tuple[int, ...] = (30, 2, 14, 23)) -> Round:
    """Dealer 0 holds Aug chaff 30, Jan chaff 2, Apr chaff 14 and Jun chaff 23 by default."""
    return Round(STANDARD, deck(hand, [], CAPTURE_FIELD, draw))


@pytest.mark.parametrize("dealer", [0, 1])
def test_the_deal_gives_8_to_the_dealer_8_to_the_other_seat_and_8_to_the_field(
    dealer: int,
) -> None:
    cards = deck()
    round_ = Round(STANDARD, cards, dealer=dealer)
    assert round_.hands[dealer] == mask_of(cards[:8])
    assert round_.hands[1 - dealer] == mask_of(cards[8:16])
    assert round_.field == mask_of(cards[16:24])


def test_the_draw_pile_is_the_last_24_cards_with_the_25th_on_top() -> None:
    cards = deck()
    round_ = Round(STANDARD, cards)
    assert len(round_.draw_pile) == 24
    assert round_.to_dict()["draw_pile"] == cards[24:]
    events = play(round_, f"play:{cards[0]}")
    drawn = [e for e in events if isinstance(e, CardDrawn)]
    assert drawn == [CardDrawn(0, cards[24])]


@pytest.mark.parametrize("dealer", [0, 1])
def test_the_dealer_moves_first(dealer: int) -> None:
    round_ = Round(STANDARD, deck(), dealer=dealer)
    assert round_.to_move == dealer
    assert round_.phase is Phase.PLAY
    assert round_.legal_actions() == [Action("play", c) for c in cards_of(round_.hands[dealer])]


def test_a_deck_with_47_cards_is_refused() -> None:
    with pytest.raises(InvalidDeckError, match="48 cards"):
        Round(STANDARD, list(range(47)))


def test_a_deck_with_a_card_twice_is_refused() -> None:
    with pytest.raises(InvalidDeckError, match="card 5 appears twice"):
        Round(STANDARD, [*range(47), 5])


def test_a_deck_with_an_unknown_card_id_is_refused() -> None:
    with pytest.raises(InvalidDeckError, match="48"):
        Round(STANDARD, [*range(47), 48])


def test_a_dealer_other_than_seat_0_or_1_is_refused() -> None:
    with pytest.raises(ValueError, match="dealer"):
        Round(STANDARD, deck(), dealer=2)


def test_a_month_outside_1_to_12_is_refused() -> None:
    with pytest.raises(ValueError, match="month"):
        Round(STANDARD, deck(), month=13)


# -- the hand step -----------------------------------------------------------------------------


def test_a_played_card_matching_nothing_joins_the_field() -> None:
    round_ = capture_round(draw=[34])
    events = play(round_, "play:30")
    assert CardLaid(0, 30, "hand") in events
    assert round_.field & pile(30)
    assert round_.captures[0] == 0


def test_a_played_card_matching_one_field_card_captures_both() -> None:
    round_ = capture_round(draw=[34])
    events = play(round_, "play:2")
    assert CardsCaptured(0, (2, 0), "hand") in events
    assert round_.captures[0] == pile(0, 2)
    assert not round_.field & pile(0, 2)


def test_a_played_card_matching_two_field_cards_asks_which_to_take() -> None:
    round_ = capture_round(draw=[34])
    events = play(round_, "play:14")
    assert events == [CardPlayed(0, 14), ChoiceNeeded(0, 14, (12, 13), "hand")]
    assert round_.phase is Phase.TAKE
    assert round_.to_move == 0
    assert round_.legal_actions() == [Action("take", 12), Action("take", 13)]
    assert round_.take_options() == (12, 13)


def test_the_draw_step_waits_for_the_hand_steps_choice() -> None:
    round_ = capture_round(draw=[34])
    play(round_, "play:14")
    assert len(round_.draw_pile) == 24
    events = play(round_, "take:13")
    assert kinds_of(events) == ["CardsCaptured", "CardDrawn", "CardLaid"]
    assert len(round_.draw_pile) == 23


def test_the_chosen_card_is_captured_and_the_other_stays_on_the_field() -> None:
    round_ = capture_round(draw=[34])
    play(round_, "play:14", "take:13")
    assert round_.captures[0] == pile(13, 14)
    assert round_.field & pile(12, 13) == pile(12)


def test_a_played_card_matching_three_field_cards_captures_all_four() -> None:
    round_ = capture_round(draw=[34])
    events = play(round_, "play:23")
    assert CardsCaptured(0, (23, 20, 21, 22), "hand") in events
    assert round_.captures[0] == pile(20, 21, 22, 23)
    assert round_.phase is Phase.PLAY and round_.to_move == 1


# -- the draw step -----------------------------------------------------------------------------


def test_a_drawn_card_matching_nothing_joins_the_field() -> None:
    round_ = capture_round(draw=[34])
    events = play(round_, "play:30")
    assert events[-1] == CardLaid(0, 34, "draw")
    assert round_.field & pile(30, 34) == pile(30, 34)


def test_a_drawn_card_matching_one_field_card_captures_both() -> None:
    round_ = capture_round(draw=[3])
    events = play(round_, "play:30")
    assert CardsCaptured(0, (3, 0), "draw") in events
    assert round_.captures[0] == pile(0, 3)


def test_a_drawn_card_can_capture_the_card_just_played() -> None:
    round_ = capture_round(draw=[31])
    play(round_, "play:30")
    assert round_.captures[0] == pile(30, 31)


def test_a_drawn_card_matching_two_field_cards_lets_the_same_player_choose() -> None:
    round_ = capture_round(draw=[15])
    events = play(round_, "play:30")
    assert events[-1] == ChoiceNeeded(0, 15, (12, 13), "draw")
    assert round_.phase is Phase.TAKE and round_.to_move == 0
    play(round_, "take:12")
    assert round_.captures[0] == pile(12, 15)
    assert round_.field & pile(12, 13) == pile(13)
    assert round_.to_move == 1


def test_a_drawn_card_matching_three_field_cards_captures_all_four() -> None:
    round_ = capture_round(draw=[23], hand=(30,))
    play(round_, "play:30")
    assert round_.captures[0] == pile(20, 21, 22, 23)


def test_a_turn_can_ask_for_a_choice_in_both_steps() -> None:
    round_ = capture_round(draw=[38])
    play(round_, "play:14")
    events = play(round_, "take:12")
    assert events[-1] == ChoiceNeeded(0, 38, (36, 37), "draw")
    assert round_.legal_actions() == [Action("take", 36), Action("take", 37)]
    play(round_, "take:37")
    assert round_.captures[0] == pile(12, 14, 37, 38)
    assert round_.field & pile(13, 36) == pile(13, 36)
    assert round_.to_move == 1


def test_a_turn_without_a_new_yaku_passes_the_move_to_the_other_seat() -> None:
    round_ = capture_round(draw=[34])
    play(round_, "play:2")
    assert round_.to_move == 1
    assert round_.phase is Phase.PLAY
    assert round_.legal_actions() == [Action("play", c) for c in cards_of(round_.hands[1])]


def test_the_turn_cards_are_the_played_drawn_and_captured_cards() -> None:
    round_ = capture_round(draw=[3])
    play(round_, "play:14", "take:12")
    assert round_.turn_cards == pile(14, 12, 3, 0)


# -- yaku and the stop / koi-koi decision ------------------------------------------------------

# Dealer 0 captures boar (turn 1), deer (turn 3) and butterflies (turn 5): ino-shika-cho.
# Seat 1 captures December, February, August and March chaff meanwhile.
INO_DECK = deck(
    dealer_hand=[26, 38, 22],
    other_hand=[46, 31, 15],
    field=[24, 36, 20, 45, 30, 14, 18, 2],
    draw=[6, 7, 10, 11, 34],
)
INO_TURNS = ("play:26", "play:46", "play:38", "play:31", "play:22")


def test_a_new_yaku_asks_its_player_to_stop_or_call_koikoi() -> None:
    round_ = Round(STANDARD, INO_DECK)
    events = play(round_, *INO_TURNS)
    assert round_.captures[0] == pile(20, 22, 24, 26, 36, 38)
    assert round_.captures[1] == pile(6, 7, 10, 11, 30, 31, 45, 46)
    assert round_.phase is Phase.KOIKOI
    assert round_.to_move == 0
    assert round_.legal_actions() == [STOP, KOIKOI]
    assert events[-1] == YakuFormed(0, (Yaku("inoshikacho", 5, pile(20, 24, 36)),), 5)


def test_the_yaku_check_comes_after_the_draw_step() -> None:
    round_ = Round(STANDARD, INO_DECK)
    events = play(round_, *INO_TURNS)
    last_turn = kinds_of(events[-5:])
    assert last_turn == ["CardPlayed", "CardsCaptured", "CardDrawn", "CardLaid", "YakuFormed"]


def test_stopping_ends_the_round_and_scores_the_yaku_total() -> None:
    round_ = Round(STANDARD, INO_DECK)
    play(round_, *INO_TURNS)
    events = play(round_, "stop")
    assert round_.over and round_.phase is Phase.OVER and round_.to_move is None
    assert round_.result is not None
    assert (round_.result.winner, round_.result.points, round_.result.end) == (0, (5, 0), "stop")
    assert round_.legal_actions() == []
    assert kinds_of(events) == ["Stopped", "RoundOver"]


def test_calling_koikoi_passes_the_move_and_counts_the_call() -> None:
    round_ = Round(STANDARD, INO_DECK)
    play(round_, *INO_TURNS)
    events = play(round_, "koikoi")
    assert events == [KoiKoiCalled(0, 1)]
    assert round_.koikoi_calls == [1, 0]
    assert round_.last_caller == 0
    assert round_.last_total == [5, 0]
    assert round_.to_move == 1 and round_.phase is Phase.PLAY


def test_a_capture_that_adds_no_yaku_offers_no_decision() -> None:
    round_ = Round(STANDARD, INO_DECK)
    play(round_, *INO_TURNS[:4])
    assert round_.total_of(1) == 0
    assert round_.to_move == 0 and round_.phase is Phase.PLAY


# Dealer 0 holds the curtain's chaff and draws the sake cup's chaff: hanami and nothing else.
HANAMI_DECK = deck([10], [], [8, 32, 45, 30, 14, 18, 2, 24], [34])


def test_hanami_alone_asks_for_a_decision_in_standard() -> None:
    round_ = Round(STANDARD, HANAMI_DECK)
    play(round_, "play:10")
    assert round_.phase is Phase.KOIKOI


def test_hanami_alone_does_not_ask_for_a_decision_in_traditional() -> None:
    round_ = Round(TRADITIONAL, HANAMI_DECK)
    events = play(round_, "play:10")
    assert round_.captures[0] == pile(8, 10, 32, 34)
    assert not any(isinstance(e, YakuFormed) for e in events)
    assert round_.phase is Phase.PLAY and round_.to_move == 1


def test_hanami_alone_does_not_ask_for_a_decision_in_single_deal() -> None:
    round_ = Round(SINGLE_DEAL, HANAMI_DECK)
    play(round_, "play:10")
    assert round_.phase is Phase.PLAY and round_.to_move == 1


# Dealer 0 plays the last December chaff onto the other three: all four December cards.
DECEMBER_DECK = deck([47], [], [44, 45, 46, 2, 6, 10, 14, 18], [34])


def test_capturing_the_rounds_month_asks_for_a_decision_in_traditional() -> None:
    round_ = Round(TRADITIONAL, DECEMBER_DECK, month=12)
    events = play(round_, "play:47")
    assert round_.phase is Phase.KOIKOI
    assert events[-1] == YakuFormed(0, (Yaku("tsukifuda", 5, pile(44, 45, 46, 47)),), 5)


def test_capturing_another_month_is_not_tsukifuda_in_a_traditional_round() -> None:
    round_ = Round(TRADITIONAL, DECEMBER_DECK, month=1)
    play(round_, "play:47")
    assert round_.phase is Phase.PLAY and round_.to_move == 1


# -- after koi-koi -----------------------------------------------------------------------------


def after_call(rules: RuleSet = STANDARD, to_move: int = 0) -> Round:
    """Seat 0 (the dealer) holds ino-shika-cho and the bush warbler, called koi-koi at 5."""
    return position(
        rules,
        hands=([2, 14, 47], [46, 43, 10]),
        field=[3, 12, 9, 45, 30],
        draw=[34, 39, 35],
        captures=([24, 26, 36, 38, 20, 22, 4, 6], [1, 5, 7, 11]),
        to_move=to_move,
        koikoi_calls=(1, 0),
        last_total=(5, 0),
        last_caller=0,
    )


def test_after_koikoi_a_turn_that_keeps_the_total_offers_no_decision() -> None:
    round_ = after_call()
    play(round_, "play:2")  # takes the January chaff: still ino-shika-cho only
    assert round_.total_of(0) == 5
    assert round_.phase is Phase.PLAY and round_.to_move == 1


def test_after_koikoi_a_risen_total_offers_the_decision_again() -> None:
    round_ = after_call()
    play(round_, "play:14")  # takes the cuckoo: the fifth animal makes tane
    assert round_.total_of(0) == 6
    assert round_.phase is Phase.KOIKOI and round_.to_move == 0


def test_a_second_koikoi_call_raises_the_bar_again() -> None:
    round_ = after_call()
    play(round_, "play:14", "koikoi")
    assert round_.koikoi_calls == [2, 0]
    assert round_.last_total == [6, 0]


# -- scoring a stop ----------------------------------------------------------------------------


def test_standard_doubles_a_stop_for_each_of_the_stoppers_own_calls() -> None:
    round_ = after_call(to_move=1)
    play(round_, "play:46", "play:14", "stop")  # seat 1 takes December chaff; seat 0 tane
    assert round_.result is not None
    assert (round_.result.base, round_.result.multiplier) == (6, 2)
    assert round_.result.points == (12, 0)


def test_standard_doubles_a_stop_for_every_call_by_either_player() -> None:
    round_ = after_call(to_move=1)
    play(round_, "play:10")  # seat 1 takes the March poetry ribbon: akatan
    assert round_.phase is Phase.KOIKOI and round_.total_of(1) == 5
    play(round_, "koikoi", "play:14", "stop")
    assert round_.result is not None
    assert round_.koikoi_calls == [1, 1]
    assert (round_.result.base, round_.result.multiplier) == (6, 4)
    assert round_.result.points == (24, 0)


def test_a_player_who_called_koikoi_scores_nothing_when_the_opponent_stops() -> None:
    round_ = after_call(to_move=1)
    play(round_, "play:10", "koikoi", "play:14", "stop")
    assert round_.result is not None
    assert round_.total_of(1) == 5
    assert round_.result.points[1] == 0
    assert round_.result.winner == 0


def test_calling_koikoi_and_losing_hands_the_opponent_a_doubled_score_in_standard() -> None:
    round_ = after_call(to_move=1)
    play(round_, "play:10", "stop")
    assert round_.result is not None
    assert round_.result.points == (0, 10)
    assert round_.result.koikoi_calls == (1, 0)


@pytest.mark.parametrize("rules", [TRADITIONAL, SINGLE_DEAL], ids=["traditional", "single-deal"])
def test_koikoi_calls_do_not_multiply_outside_standard(rules: RuleSet) -> None:
    round_ = after_call(rules, to_move=1)
    play(round_, "play:10", "koikoi", "play:14", "stop")
    assert round_.result is not None
    assert round_.result.multiplier == 1
    assert round_.result.points == (6, 0)


def test_the_loser_pays_variant_takes_the_winners_points_from_the_loser() -> None:
    rules = TRADITIONAL.model_copy(update={"loser_pays": True})
    round_ = after_call(rules, to_move=1)
    play(round_, "play:46", "play:14", "stop")
    assert round_.result is not None
    assert round_.result.points == (6, -6)


def test_the_multiplier_a_stop_would_get_is_readable_during_play() -> None:
    round_ = after_call(to_move=1)
    assert round_.multiplier(1) == 2
    play(round_, "play:10", "koikoi")
    assert round_.multiplier(1) == 4


def brights(rules: RuleSet, captured: list[int]) -> Round:
    """Dealer 0 has captured ``captured``; its December chaff 47 will capture the phoenix."""
    return position(
        rules,
        hands=([47, 2], [46, 6]),
        field=[44, 10, 14],
        draw=[34, 39],
        captures=(captured, [1, 5]),
    )


SEVEN_POINT_DOUBLING = STANDARD.model_copy(update={"seven_point_doubling": True})


def test_seven_point_doubling_doubles_a_total_of_seven() -> None:
    round_ = brights(SEVEN_POINT_DOUBLING, [0, 28, 40])
    play(round_, "play:47", "stop")  # crane, moon, rain man, phoenix: ame-shiko, 7 points
    assert round_.result is not None
    assert round_.result.points == (14, 0)


def test_seven_point_doubling_leaves_a_total_under_seven_alone() -> None:
    round_ = brights(SEVEN_POINT_DOUBLING, [0, 28])
    play(round_, "play:47", "stop")  # crane, moon, phoenix: sanko, 5 points
    assert round_.result is not None
    assert round_.result.points == (5, 0)


def test_without_seven_point_doubling_a_total_of_seven_stays_seven() -> None:
    round_ = brights(STANDARD, [0, 28, 40])
    play(round_, "play:47", "stop")
    assert round_.result is not None
    assert round_.result.points == (7, 0)


def test_the_value_of_stopping_doubles_seven_points_where_the_rules_say() -> None:
    round_ = brights(SEVEN_POINT_DOUBLING, [0, 28, 40])
    play(round_, "play:47")  # ame-shiko, 7 points: the decision to stop or call
    assert (round_.stop_base(0), round_.multiplier(0), round_.stop_value(0)) == (14, 1, 14)
    view = PlayerView.of(round_, 0)
    assert (view.stop_base, view.multiplier, view.stop_value) == (14, 1, 14)


def test_the_value_of_stopping_is_what_a_stop_then_scores() -> None:
    round_ = after_call(to_move=1)
    play(round_, "play:10", "koikoi", "play:14")  # seat 0 adds the bush warbler's month
    value = round_.stop_value(0)
    play(round_, "stop")
    assert round_.result is not None
    assert round_.result.points[0] == value == round_.result.base * round_.result.multiplier


def test_the_public_view_does_not_show_a_value_of_stopping() -> None:
    round_ = brights(STANDARD, [0, 28, 40])
    play(round_, "play:47")
    assert PlayerView.public(round_).stop_value == 0


# -- the last turn -----------------------------------------------------------------------------


def test_a_yaku_made_with_the_dealers_last_card_is_scored_at_once() -> None:
    round_ = position(hands=([47], [46]), field=[44, 10], draw=[34], captures=([0, 28], []))
    events = play(round_, "play:47")
    assert Stopped(0, automatic=True) in events
    assert not any(isinstance(e, KoiKoiCalled) for e in events) and round_.over
    assert round_.result is not None
    assert (round_.result.winner, round_.result.points, round_.result.end) == (0, (5, 0), "stop")


def test_a_yaku_made_with_the_last_card_of_the_round_is_scored_at_once() -> None:
    round_ = position(
        hands=([], [47]), field=[44, 10], draw=[34], captures=([], [0, 28]), to_move=1
    )
    events = play(round_, "play:47")
    assert kinds_of(events)[-3:] == ["YakuFormed", "Stopped", "RoundOver"]
    assert round_.result is not None
    assert round_.result.points == (0, 5)


def test_a_yaku_made_with_cards_left_in_hand_still_offers_koikoi() -> None:
    round_ = position(hands=([47, 2], [46]), field=[44, 10], draw=[34], captures=([0, 28], []))
    play(round_, "play:47")
    assert round_.phase is Phase.KOIKOI


def test_the_automatic_stop_keeps_the_koikoi_multiplier() -> None:
    round_ = position(
        hands=([47], [46]),
        field=[44, 10],
        draw=[34],
        captures=([0, 28, 24, 36, 20], []),
        koikoi_calls=(1, 0),
        last_total=(5, 0),
        last_caller=0,
    )
    play(round_, "play:47")
    assert round_.result is not None
    assert (round_.result.base, round_.result.points) == (10, (20, 0))


def test_a_yaku_completed_in_a_draw_choice_on_the_last_turn_is_scored_at_once() -> None:
    round_ = position(hands=([2], [46]), field=[44, 45, 10], draw=[47], captures=([0, 28], []))
    play(round_, "play:2")
    assert round_.phase is Phase.TAKE
    events = play(round_, "take:44")
    assert Stopped(0, automatic=True) in events
    assert round_.result is not None and round_.result.points == (5, 0)


VARIANTS = [
    *ALL,
    SEVEN_POINT_DOUBLING,
    TRADITIONAL.model_copy(update={"seven_point_doubling": True, "loser_pays": True}),
]


@settings(max_examples=60, deadline=None)
@given(rules=st.sampled_from(VARIANTS), seed=st.integers(0, 2**32 - 1))
def test_every_stop_scores_what_the_engines_scoring_says(rules: RuleSet, seed: int) -> None:
    rng = random.Random(seed)
    round_ = Round(rules, deal_for(seed, 1), rng.randrange(2), rng.randint(1, 12))
    while not round_.over:
        if round_.phase is Phase.KOIKOI:
            seat = round_.to_move
            assert seat is not None
            calls = (round_.koikoi_calls[0], round_.koikoi_calls[1])
            score = stop_score(rules, seat, round_.total_of(seat), calls)
            stopped = round_.copy()
            stopped.apply(STOP)
            assert stopped.result is not None
            assert stopped.result.points == score.points
            assert (stopped.result.base, stopped.result.multiplier) == (
                score.base,
                score.multiplier,
            )
            assert round_.stop_value(seat) == score.points[seat]
            assert round_.stop_base(seat) == score.base
            assert round_.multiplier(seat) == score.multiplier
        round_.apply(rng.choice(round_.legal_actions()))


# -- exhausted rounds --------------------------------------------------------------------------


def last_turn(
    rules: RuleSet,
    *,
    dealer: int = 0,
    captures: tuple[list[int], list[int]] = ([0, 28, 24, 36], [1, 5, 13, 17]),
    koikoi_calls: tuple[int, int] = (0, 0),
    last_total: tuple[int, int] = (0, 0),
    last_caller: int | None = None,
) -> Round:
    """The non-dealer holds its last card, December chaff 46, which matches nothing."""
    hands: list[list[int]] = [[], []]
    hands[1 - dealer] = [46]
    return position(
        rules,
        hands=(hands[0], hands[1]),
        field=[3, 7, 10],
        draw=[34],
        captures=captures,
        dealer=dealer,
        to_move=1 - dealer,
        koikoi_calls=koikoi_calls,
        last_total=last_total,
        last_caller=last_caller,
    )


def test_the_round_is_exhausted_when_both_hands_are_empty() -> None:
    round_ = last_turn(STANDARD)
    events = play(round_, "play:46")
    assert round_.hands == [0, 0]
    assert round_.over
    assert round_.result is not None and round_.result.end == "exhausted"
    assert isinstance(events[-1], RoundOver)


def test_an_exhausted_round_is_a_draw_in_standard() -> None:
    round_ = last_turn(STANDARD)
    play(round_, "play:46")
    assert round_.result == RoundResult(None, (0, 0), "exhausted")


def test_an_exhausted_round_is_a_draw_in_standard_even_after_koikoi() -> None:
    round_ = last_turn(
        STANDARD,
        captures=([0, 28, 44], [1, 5]),
        koikoi_calls=(1, 0),
        last_total=(5, 0),
        last_caller=0,
    )
    play(round_, "play:46")
    assert round_.result is not None
    assert (round_.result.winner, round_.result.points) == (None, (0, 0))


def test_an_exhausted_round_is_a_draw_in_single_deal_even_after_koikoi() -> None:
    round_ = last_turn(
        SINGLE_DEAL,
        captures=([0, 28, 44], [1, 5]),
        koikoi_calls=(1, 0),
        last_total=(6, 0),
        last_caller=0,
    )
    play(round_, "play:46")
    assert round_.result is not None
    assert (round_.result.winner, round_.result.points) == (None, (0, 0))


@pytest.mark.parametrize("dealer", [0, 1])
def test_an_exhausted_traditional_round_without_koikoi_gives_the_dealer_one_point(
    dealer: int,
) -> None:
    round_ = last_turn(TRADITIONAL, dealer=dealer)
    play(round_, "play:46")
    assert round_.result is not None
    expected = [0, 0]
    expected[dealer] = 1
    assert (round_.result.winner, round_.result.points) == (dealer, tuple(expected))


def test_an_exhausted_traditional_round_scores_the_last_koikoi_caller() -> None:
    # The dealer (seat 0) would get oya-ken; seat 1 called koi-koi on sanko and scores it.
    round_ = last_turn(
        TRADITIONAL,
        captures=([45, 47], [0, 28, 44]),
        koikoi_calls=(0, 1),
        last_total=(0, 5),
        last_caller=1,
    )
    play(round_, "play:46")
    assert round_.result is not None
    assert (round_.result.winner, round_.result.points) == (1, (0, 5))
    assert [y.key for y in round_.result.yaku] == ["sanko"]


@pytest.mark.parametrize("caller", [0, 1])
def test_an_exhausted_traditional_round_scores_only_the_later_of_two_callers(caller: int) -> None:
    round_ = last_turn(
        TRADITIONAL,
        captures=([24, 36, 20], [0, 28, 44]),
        koikoi_calls=(1, 1),
        last_total=(5, 5),
        last_caller=caller,
    )
    play(round_, "play:46")
    assert round_.result is not None
    expected = [0, 0]
    expected[caller] = 5
    assert (round_.result.winner, round_.result.points) == (caller, tuple(expected))


# -- redeals and hand bonuses ------------------------------------------------------------------


@pytest.mark.parametrize("rules", ALL, ids=IDS)
def test_four_cards_of_a_month_on_the_field_force_a_redeal(rules: RuleSet) -> None:
    round_ = Round(rules, deck(field=[44, 45, 46, 47, 2, 6, 10, 14], clean=False))
    assert round_.over
    assert round_.result is not None and round_.result.redeal
    assert round_.result.points == (0, 0) and round_.result.winner is None
    assert round_.opening_events == [Redealt("field_four_of_a_month")]


FOUR_PAIRS_FIELD = [0, 1, 4, 5, 8, 9, 12, 13]


def test_four_pairs_on_the_field_force_a_redeal_in_single_deal() -> None:
    round_ = Round(SINGLE_DEAL, deck(field=FOUR_PAIRS_FIELD, clean=False))
    assert round_.result is not None and round_.result.redeal
    assert round_.opening_events == [Redealt("field_four_pairs")]


@pytest.mark.parametrize("rules", [STANDARD, TRADITIONAL], ids=["standard", "traditional"])
def test_four_pairs_on_the_field_are_played_outside_single_deal(rules: RuleSet) -> None:
    round_ = Round(rules, deck(field=FOUR_PAIRS_FIELD, clean=False))
    assert round_.result is None
    assert round_.phase is Phase.PLAY


def test_three_pairs_on_the_field_are_played_in_single_deal() -> None:
    round_ = Round(SINGLE_DEAL, deck(field=[0, 1, 4, 5, 8, 9, 12, 16]))
    assert round_.result is None


TESHI_HAND = [44, 45, 46, 47, 2, 6, 10, 14]
KUTTSUKI_HAND = [0, 1, 4, 5, 8, 9, 12, 13]


@pytest.mark.parametrize("dealer", [0, 1])
def test_a_dealt_hand_of_four_of_a_month_scores_teshi_in_single_deal(dealer: int) -> None:
    round_ = Round(SINGLE_DEAL, deck(dealer_hand=TESHI_HAND, clean=False), dealer=dealer)
    assert round_.over
    result = round_.result
    assert result is not None
    assert (result.winner, result.end, result.base) == (dealer, "hand_bonus", 6)
    assert result.points[dealer] == 6 and result.points[1 - dealer] == 0
    assert result.yaku == (Yaku("teshi", 6, mask_of(TESHI_HAND)),)


def test_the_other_seats_teshi_scores_for_that_seat() -> None:
    round_ = Round(SINGLE_DEAL, deck(other_hand=TESHI_HAND, clean=False))
    assert round_.result is not None
    assert (round_.result.winner, round_.result.points) == (1, (0, 6))


def test_a_dealt_hand_of_four_pairs_scores_kuttsuki_in_single_deal() -> None:
    round_ = Round(SINGLE_DEAL, deck(dealer_hand=KUTTSUKI_HAND, clean=False))
    assert round_.result is not None
    assert round_.result.points == (6, 0)
    assert [y.key for y in round_.result.yaku] == ["kuttsuki"]


def test_both_hands_with_a_bonus_force_a_redeal_in_single_deal() -> None:
    cards = deck(dealer_hand=TESHI_HAND, other_hand=KUTTSUKI_HAND, clean=False)
    round_ = Round(SINGLE_DEAL, cards)
    assert round_.result is not None and round_.result.redeal
    assert round_.opening_events == [Redealt("both_hands_bonus")]


@pytest.mark.parametrize("rules", [STANDARD, TRADITIONAL], ids=["standard", "traditional"])
def test_hand_bonuses_do_not_score_outside_single_deal(rules: RuleSet) -> None:
    round_ = Round(rules, deck(dealer_hand=TESHI_HAND, clean=False))
    assert round_.result is None
    assert round_.phase is Phase.PLAY


def test_a_hand_bonus_costs_the_other_seat_under_the_loser_pays_variant() -> None:
    rules = SINGLE_DEAL.model_copy(update={"loser_pays": True})
    round_ = Round(rules, deck(dealer_hand=TESHI_HAND, clean=False))
    assert round_.result is not None
    assert round_.result.points == (6, -6)


# -- illegal actions ---------------------------------------------------------------------------


def assert_refused(round_: Round, action: Action) -> IllegalActionError:
    """``action`` raises IllegalActionError and leaves ``round_`` exactly as it was."""
    before = round_.to_dict()
    with pytest.raises(IllegalActionError) as raised:
        round_.apply(action)
    assert round_.to_dict() == before
    assert round_.why_illegal(action) is not None
    return raised.value


def test_playing_a_card_that_is_not_in_the_hand_is_refused() -> None:
    round_ = capture_round(draw=[34])
    error = assert_refused(round_, Action("play", 0))
    assert "not in the hand" in str(error)
    assert error.legal == tuple(round_.legal_actions())


def test_playing_a_card_from_the_opponents_hand_is_refused() -> None:
    round_ = capture_round(draw=[34])
    assert_refused(round_, Action("play", cards_of(round_.hands[1])[0]))


def test_taking_a_card_when_there_is_no_choice_is_refused() -> None:
    error = assert_refused(capture_round(draw=[34]), Action("take", 12))
    assert "no capture to choose" in str(error)


def test_calling_koikoi_without_a_new_yaku_is_refused() -> None:
    assert_refused(capture_round(draw=[34]), KOIKOI)


def test_stopping_without_a_new_yaku_is_refused() -> None:
    assert_refused(capture_round(draw=[34]), STOP)


def test_playing_a_card_while_a_choice_is_pending_is_refused() -> None:
    round_ = capture_round(draw=[34])
    play(round_, "play:14")
    assert_refused(round_, Action("play", 2))


def test_taking_a_card_that_is_not_one_of_the_options_is_refused() -> None:
    round_ = capture_round(draw=[34])
    play(round_, "play:14")
    assert_refused(round_, Action("take", 0))
    assert_refused(round_, Action("take", 15))


def test_playing_a_card_while_a_decision_is_pending_is_refused() -> None:
    round_ = Round(STANDARD, INO_DECK)
    play(round_, *INO_TURNS)
    assert_refused(round_, Action("play", cards_of(round_.hands[0])[0]))


def test_any_action_after_the_round_is_over_is_refused() -> None:
    round_ = Round(STANDARD, INO_DECK)
    play(round_, *INO_TURNS, "stop")
    error = assert_refused(round_, STOP)
    assert "over" in str(error)
    assert_refused(round_, Action("play", 0))


def test_a_forfeit_is_not_a_round_action() -> None:
    assert_refused(capture_round(draw=[34]), Action("forfeit", 0))


@pytest.mark.parametrize("arg", [-1, 48, None])
def test_a_card_action_without_a_valid_card_id_is_refused(arg: int | None) -> None:
    round_ = capture_round(draw=[34])
    assert_refused(round_, Action("play", arg))
    play(round_, "play:14")
    assert_refused(round_, Action("take", arg))


def test_a_legal_action_has_no_reason_to_be_refused() -> None:
    round_ = capture_round(draw=[34])
    assert all(round_.why_illegal(action) is None for action in round_.legal_actions())


# -- events and results ------------------------------------------------------------------------


def test_a_quiet_turn_reports_play_capture_draw_and_lay() -> None:
    round_ = capture_round(draw=[34])
    events = play(round_, "play:2")
    assert events == [
        CardPlayed(0, 2),
        CardsCaptured(0, (2, 0), "hand"),
        CardDrawn(0, 34),
        CardLaid(0, 34, "draw"),
    ]


def test_the_round_over_event_carries_the_rounds_result() -> None:
    round_ = after_call(to_move=1)
    events = play(round_, "play:10", "koikoi", "play:14", "stop")
    over = [e for e in events if isinstance(e, RoundOver)]
    assert round_.result is not None
    assert over == [RoundOver(round_.result)]
    assert over[0].result.koikoi_calls == (1, 1)


def test_the_result_names_the_stoppers_yaku() -> None:
    round_ = Round(STANDARD, INO_DECK)
    play(round_, *INO_TURNS, "stop")
    assert round_.result is not None
    assert round_.result.yaku == (Yaku("inoshikacho", 5, pile(20, 24, 36)),)
    assert round_.yaku_of(0) == list(round_.result.yaku)


def test_a_round_result_survives_a_round_trip_through_json() -> None:
    result = RoundResult(1, (0, 24), "stop", (Yaku("akatan", 5, pile(1, 5, 9)),), 6, 4, (1, 1))
    data = json.loads(json.dumps(result.to_dict()))
    assert RoundResult.from_dict(data) == result
    assert data["redeal"] is False


# -- saving and copying ------------------------------------------------------------------------


def json_round_trip(round_: Round) -> Round:
    return Round.from_dict(json.loads(json.dumps(round_.to_dict())))


def test_a_fresh_round_survives_a_round_trip_through_json() -> None:
    round_ = capture_round(draw=[34])
    assert json_round_trip(round_).to_dict() == round_.to_dict()


def test_a_round_waiting_for_a_draw_choice_survives_a_round_trip_through_json() -> None:
    round_ = capture_round(draw=[38])
    play(round_, "play:14", "take:12")
    restored = json_round_trip(round_)
    assert restored.to_dict() == round_.to_dict()
    assert restored.pending_card == 38 and restored.pending_step == "draw"
    play(round_, "take:36")
    play(restored, "take:36")
    assert restored.to_dict() == round_.to_dict()


def test_a_finished_round_survives_a_round_trip_through_json() -> None:
    round_ = after_call(to_move=1)
    play(round_, "play:10", "koikoi", "play:14", "stop")
    restored = json_round_trip(round_)
    assert restored.to_dict() == round_.to_dict()
    assert restored.result == round_.result


def test_a_restored_round_plays_on_exactly_like_the_original() -> None:
    round_ = Round(STANDARD, INO_DECK)
    play(round_, *INO_TURNS[:2])
    restored = json_round_trip(round_)
    assert play(restored, *INO_TURNS[2:], "koikoi") == play(round_, *INO_TURNS[2:], "koikoi")
    assert restored.to_dict() == round_.to_dict()


def test_a_copy_plays_on_without_touching_the_original() -> None:
    round_ = Round(STANDARD, INO_DECK)
    before = round_.to_dict()
    copy = round_.copy()
    play(copy, *INO_TURNS, "koikoi")
    assert round_.to_dict() == before
    assert copy.to_dict() != before


def test_a_card_awaiting_a_choice_has_left_the_hand_or_draw_pile_and_no_other_place() -> None:
    round_ = capture_round(draw=[38])
    play(round_, "play:14")
    assert not round_.hands[0] & pile(14)
    assert where_cards_are(round_) == FULL_DECK
    play(round_, "take:12")
    assert 38 not in round_.draw_pile and round_.pending_card == 38
    assert where_cards_are(round_) == FULL_DECK
