"""PlayerView: what one seat may see (docs/rules.md section 2.1)."""

from __future__ import annotations

import pytest

from bot.engine.cards import count, mask_of
from bot.engine.round import Phase, Round
from bot.engine.rules import STANDARD
from bot.engine.view import PlayerView
from tests.engine.helpers import deck, pile, play, position

# Dealer 0 holds Apr chaff 14, which finds the cuckoo and the April ribbon on the field.
FIELD = [0, 12, 13, 20, 21, 22, 36, 37]


def fresh(draw: list[int] | None = None, other_hand: list[int] | None = None) -> Round:
    return Round(STANDARD, deck([14, 30], other_hand or [], FIELD, draw or [38]))


def swapped(cards: list[int], a: int, b: int) -> list[int]:
    """``cards`` with cards ``a`` and ``b`` trading places."""
    i, j = cards.index(a), cards.index(b)
    out = list(cards)
    out[i], out[j] = out[j], out[i]
    return out


def test_a_seat_sees_its_own_hand() -> None:
    round_ = fresh()
    for seat in (0, 1):
        view = PlayerView.of(round_, seat)
        assert view.hand == round_.hands[seat]
        assert view.hand_count == 8


def test_a_seat_sees_only_the_size_of_the_opponents_hand_and_the_draw_pile() -> None:
    round_ = fresh()
    view = PlayerView.of(round_, 0)
    assert view.opponent_hand_count == 8
    assert view.draw_pile_count == 24
    assert view.opponent == 1


def test_a_seat_sees_the_field_and_both_capture_piles() -> None:
    round_ = fresh()
    play(round_, "play:14", "take:12", "take:36")
    assert round_.captures[0] and round_.to_move == 1
    view = PlayerView.of(round_, 0)
    assert view.field == round_.field
    assert view.captures == (round_.captures[0], round_.captures[1])


def test_the_seat_to_move_sees_its_legal_actions() -> None:
    round_ = fresh()
    mover, waiter = PlayerView.of(round_, 0), PlayerView.of(round_, 1)
    assert mover.legal == tuple(round_.legal_actions())
    assert waiter.legal == ()
    assert mover.to_move == waiter.to_move == 0


def test_the_seat_to_move_sees_the_card_awaiting_its_choice() -> None:
    round_ = fresh()
    play(round_, "play:14")
    view = PlayerView.of(round_, 0)
    assert view.phase is Phase.TAKE
    assert view.pending_card == 14
    assert [str(a) for a in view.legal] == ["take:12", "take:13"]


def test_the_unseen_cards_are_the_opponents_hand_and_the_draw_pile() -> None:
    round_ = fresh()
    for seat in (0, 1):
        view = PlayerView.of(round_, seat)
        assert view.unseen == round_.hands[1 - seat] | mask_of(round_.draw_pile)


@pytest.mark.parametrize("seat", [0, 1])
def test_a_card_awaiting_a_capture_choice_is_not_unseen(seat: int) -> None:
    round_ = fresh()
    play(round_, "play:14")  # face up on the table while seat 0 chooses
    view = PlayerView.of(round_, seat)
    assert not view.unseen & pile(14)
    assert count(view.unseen) == view.opponent_hand_count + view.draw_pile_count


@pytest.mark.parametrize("seat", [0, 1])
def test_a_drawn_card_awaiting_a_capture_choice_is_not_unseen(seat: int) -> None:
    round_ = fresh()
    play(round_, "play:14", "take:12")  # the drawn 38 finds the deer and the blue ribbon
    assert round_.pending_card == 38
    view = PlayerView.of(round_, seat)
    assert not view.unseen & pile(38)
    assert count(view.unseen) == view.opponent_hand_count + view.draw_pile_count


def test_the_opponents_hidden_cards_do_not_change_a_seats_view() -> None:
    cards = deck([14, 30], [], FIELD, [38])
    hidden = swapped(cards, cards[8], cards[40])  # an opponent's card and one deep in the pile
    a, b = Round(STANDARD, cards), Round(STANDARD, hidden)
    assert PlayerView.of(a, 0) == PlayerView.of(b, 0)
    assert PlayerView.of(a, 1) != PlayerView.of(b, 1)
    play(a, "play:30")
    play(b, "play:30")
    assert PlayerView.of(a, 0) == PlayerView.of(b, 0)


def test_the_draw_piles_order_does_not_change_any_view() -> None:
    cards = deck([14, 30], [], FIELD, [38])
    hidden = swapped(cards, cards[30], cards[45])
    a, b = Round(STANDARD, cards), Round(STANDARD, hidden)
    for seat in (0, 1):
        assert PlayerView.of(a, seat) == PlayerView.of(b, seat)
    assert PlayerView.public(a) == PlayerView.public(b)


def test_the_public_view_shows_no_hand() -> None:
    round_ = fresh()
    play(round_, "play:14")
    view = PlayerView.public(round_)
    assert view.spectator
    assert view.hand == 0
    assert view.legal == ()
    assert view.pending_card is None
    assert (view.hand_count, view.opponent_hand_count) == (7, 8)


def test_the_public_view_does_not_change_when_the_hands_trade_cards() -> None:
    cards = deck([14, 30], [], FIELD, [38])
    hidden = swapped(cards, cards[3], cards[12])  # one card of each hand
    a, b = Round(STANDARD, cards), Round(STANDARD, hidden)
    assert PlayerView.public(a) == PlayerView.public(b)
    assert PlayerView.of(a, 0) != PlayerView.of(b, 0)


def test_the_public_view_counts_both_hands_and_the_draw_pile_as_unseen() -> None:
    round_ = fresh()
    view = PlayerView.public(round_)
    assert view.unseen == round_.hands[0] | round_.hands[1] | mask_of(round_.draw_pile)


def test_a_view_without_a_match_shows_the_rounds_own_state() -> None:
    round_ = fresh()
    view = PlayerView.of(round_, 1)
    assert (view.scores, view.round_number, view.match_over) == ((0, 0), 1, False)
    assert (view.month, view.dealer, view.rules) == (1, 0, STANDARD)
    assert (view.rounds, view.target_score) == (12, 50)


def test_the_turns_cards_are_public() -> None:
    round_ = fresh()
    play(round_, "play:14", "take:13")
    assert PlayerView.of(round_, 1).turn_cards == round_.turn_cards != 0


def test_a_view_says_whether_its_rules_have_a_koikoi_multiplier() -> None:
    from bot.engine.match import Match
    from bot.engine.rules import preset

    assert Match(preset("standard"), 1).view(0).has_multiplier
    assert not Match(preset("traditional"), 1).view(0).has_multiplier


def test_a_card_captures_the_field_cards_of_its_month() -> None:
    view = PlayerView.of(fresh(), 0)  # the field holds the cuckoo and the April ribbon
    assert view.captures_with(14) == mask_of([12, 13])
    assert view.can_capture(14)


def test_a_card_of_a_month_not_on_the_field_captures_nothing() -> None:
    view = PlayerView.of(fresh(), 0)
    assert view.captures_with(30) == 0
    assert not view.can_capture(30)


def test_stopping_scores_the_yaku_formed_times_the_koikoi_multiplier() -> None:
    round_ = position(
        hands=([2, 3], [6, 7]),
        field=[10, 11],
        captures=([0, 8, 28, 1, 5, 9], []),
        koikoi_calls=(1, 0),
    )
    answer = PlayerView.of(round_, 0).stop_score()
    assert [(y.key, y.points) for y in answer.yaku] == [("sanko", 5), ("akatan", 5)]
    assert (answer.base, answer.multiplier, answer.total) == (10, 2, 20)
    assert answer.yaku == tuple(round_.yaku_of(0)) and answer.total == round_.stop_value(0)


def test_a_spectator_is_told_no_stop_score() -> None:
    round_ = position(hands=([2, 3], [6, 7]), field=[10, 11], captures=([0, 8, 28], []))
    answer = PlayerView.public(round_).stop_score()
    assert (answer.yaku, answer.base, answer.total) == ((), 0, 0)
