"""The opponent's reach: the chance they hold a card that takes a given field card."""

from __future__ import annotations

from dataclasses import replace
from itertools import combinations

from hypothesis import assume, given, settings
from hypothesis import strategies as st

from bot.ai.reach import opponent_reach
from bot.engine.cards import FULL_DECK, MONTH_MASK, bit, mask_of
from bot.engine.round import Round
from bot.engine.rules import PRESETS
from bot.engine.view import PlayerView

CRANE, PINE_CHAFF = 0, 2
PHOENIX = 44


def view_with_unseen(unseen: list[int], opponent_holds: int) -> PlayerView:
    """A view in which exactly ``unseen`` are hidden, ``opponent_holds`` of them in their hand."""
    round_ = Round(PRESETS["standard"], list(range(48)), 0, 1)
    view = PlayerView.of(round_, 0)
    return replace(
        view, hand=0, field=0, captures=(FULL_DECK & ~mask_of(unseen), 0), turn_cards=0,
        opponent_hand_count=opponent_holds, draw_pile_count=len(unseen) - opponent_holds,
    )  # fmt: skip


def test_a_card_whose_month_mates_are_all_seen_is_out_of_reach() -> None:
    view = view_with_unseen([PHOENIX + 1, PHOENIX + 2, 20, 21], opponent_holds=2)
    assert opponent_reach(view, bit(CRANE)) == 0.0


def test_an_opponent_holding_every_unseen_card_reaches_a_month_with_one_of_them() -> None:
    view = view_with_unseen([PINE_CHAFF, 20, 21], opponent_holds=3)
    assert opponent_reach(view, bit(CRANE)) == 1.0


@settings(max_examples=60, deadline=None)
@given(
    unseen=st.lists(st.integers(0, 47), min_size=1, max_size=11, unique=True),
    held=st.integers(1, 11),
    card=st.integers(0, 47),
)
def test_the_reach_is_the_share_of_possible_hands_holding_a_month_mate(
    unseen: list[int], held: int, card: int
) -> None:
    unseen = [c for c in unseen if c != card]  # the card itself lies on the field
    assume(unseen)
    held = min(held, len(unseen))
    view = view_with_unseen(unseen, held)
    hands = list(combinations(unseen, held))
    reaching = sum(any(bit(c) & MONTH_MASK[card >> 2] for c in hand) for hand in hands)
    assert abs(opponent_reach(view, bit(card)) - reaching / len(hands)) < 1e-9
