"""Builders for hand-made deals and mid-round positions, and a few shorthands."""

from __future__ import annotations

import random
from collections.abc import Sequence
from typing import Any

from bot.engine.actions import KOIKOI, STOP, Action
from bot.engine.cards import DECK_SIZE, FULL_DECK, mask_of
from bot.engine.events import Event
from bot.engine.match import Match
from bot.engine.round import HAND_SIZE, Phase, Round
from bot.engine.rules import SINGLE_DEAL, STANDARD, RuleSet

FIELD_SIZE = 8
DRAW_SIZE = DECK_SIZE - 2 * HAND_SIZE - FIELD_SIZE

# Filler order: one card of each month before a second of any, so leftovers rarely pair up.
_SPREAD = sorted(range(DECK_SIZE), key=lambda card: (card % 4, card // 4))


def deck(
    dealer_hand: Sequence[int] = (),
    other_hand: Sequence[int] = (),
    field: Sequence[int] = (),
    draw: Sequence[int] = (),
    *,
    clean: bool = True,
) -> list[int]:
    """A 48-card deck in deal order (dealer hand, other hand, field, draw pile top first).

    The given cards come first in each part; the rest is filled with unused cards. With
    ``clean`` the deal must not be void or give a hand bonus under any preset.
    """
    parts = (
        (list(dealer_hand), HAND_SIZE),
        (list(other_hand), HAND_SIZE),
        (list(field), FIELD_SIZE),
        (list(draw), DRAW_SIZE),
    )
    given = [card for cards, _ in parts for card in cards]
    if len(set(given)) != len(given):
        raise ValueError(f"a card is given twice: {given}")
    if any(len(cards) > size for cards, size in parts):
        raise ValueError("too many cards for one part of the deal")
    spare = [card for card in _SPREAD if card not in set(given)]
    order: list[int] = []
    for cards, size in parts:
        order += cards
        order += spare[: size - len(cards)]
        del spare[: size - len(cards)]
    if clean:
        # Single-deal checks every void deal and hand bonus the other presets check, and more.
        dealt = Round(SINGLE_DEAL, order)
        if dealt.result is not None:
            raise ValueError(f"the filled-in deal is not clean: {dealt.result.end}: {order}")
    return order


def position(
    rules: RuleSet = STANDARD,
    *,
    hands: tuple[Sequence[int], Sequence[int]],
    field: Sequence[int],
    draw: Sequence[int] = (),
    captures: tuple[Sequence[int], Sequence[int]] = ((), ()),
    dealer: int = 0,
    to_move: int | None = None,
    month: int = 1,
    koikoi_calls: tuple[int, int] = (0, 0),
    last_total: tuple[int, int] = (0, 0),
    last_caller: int | None = None,
) -> Round:
    """A round in the middle of play, waiting for ``to_move`` (default: the dealer) to play.

    Cards not placed anywhere go to the bottom of the draw pile, out of reach of the test.
    """
    placed = [*hands[0], *hands[1], *field, *draw, *captures[0], *captures[1]]
    if len(set(placed)) != len(placed):
        raise ValueError(f"a card is placed twice: {placed}")
    rest = [card for card in range(DECK_SIZE) if card not in set(placed)]
    data: dict[str, Any] = {
        "rules": rules.model_dump(mode="json"),
        "month": month,
        "dealer": dealer,
        "hands": [sorted(hands[0]), sorted(hands[1])],
        "field": sorted(field),
        "draw_pile": [*draw, *rest],
        "captures": [sorted(captures[0]), sorted(captures[1])],
        "koikoi_calls": list(koikoi_calls),
        "last_total": list(last_total),
        "last_caller": last_caller,
        "to_move": dealer if to_move is None else to_move,
        "phase": Phase.PLAY.value,
        "pending_card": None,
        "pending_step": None,
        "turn_cards": [],
        "result": None,
    }
    round_ = Round.from_dict(data, rules)
    assert where_cards_are(round_) == FULL_DECK
    return round_


def play(game: Round | Match, *actions: str) -> list[Event]:
    """Apply actions given in their text form; returns every event, in order."""
    events: list[Event] = []
    for text in actions:
        events += game.apply(Action.parse(text))
    return events


def pile(*cards: int) -> int:
    """A capture pile (mask) holding ``cards``."""
    return mask_of(cards)


def where_cards_are(round_: Round) -> int:
    """The union of every place a card can be; raises if any card is in two places."""
    places = [
        round_.hands[0],
        round_.hands[1],
        round_.field,
        mask_of(round_.draw_pile),
        round_.captures[0],
        round_.captures[1],
    ]
    if round_.pending_card is not None:
        # A card awaiting a capture choice has left the hand or draw pile and is held apart.
        places.append(1 << round_.pending_card)
    union = 0
    for mask in places:
        if union & mask:
            raise AssertionError(f"cards in two places: {union & mask:#x}")
        union |= mask
    if len(round_.draw_pile) != len(set(round_.draw_pile)):
        raise AssertionError("a card appears twice in the draw pile")
    return union


def kinds_of(events: Sequence[Event]) -> list[str]:
    """The class names of ``events``, for checking their order."""
    return [type(event).__name__ for event in events]


def play_out(
    match: Match, rng: random.Random, *, koikoi: float = 0.5, until_round_ends: bool = False
) -> list[Event]:
    """Play random legal actions (koi-koi with probability ``koikoi`` when offered).

    Stops when the match is over, or with ``until_round_ends`` when the current round ends.
    """
    events: list[Event] = []
    start = match.round_number
    while not match.over and not (until_round_ends and match.round_number != start):
        legal = match.legal_actions()
        if legal == [STOP, KOIKOI]:
            action = KOIKOI if rng.random() < koikoi else STOP
        else:
            action = rng.choice(legal)
        events += match.apply(action)
    return events
