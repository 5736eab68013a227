"""Determinisation: fill in the cards a seat cannot see, consistently with its view.

Everything here reads only the PlayerView; the hidden cards come from the caller's random
generator, so the opponent's real hand and the real draw order can never leak in.
"""

from __future__ import annotations

import random

from bot.ai.rollout import KOIKOI, PLAY, TAKE, SimRound, shuffle
from bot.engine.cards import bit, cards_of, mask_of, month_mates
from bot.engine.round import Phase
from bot.engine.view import PlayerView

_PHASES = {Phase.PLAY: PLAY, Phase.TAKE: TAKE, Phase.KOIKOI: KOIKOI}


class NotMyDecisionError(ValueError):
    """The view holds no decision for its seat (not its turn, or the round is over)."""


def hidden_cards(view: PlayerView) -> list[int]:
    """The cards the seat cannot see, in ascending order (the pending card is visible)."""
    unseen = view.unseen
    if view.pending_card is not None:
        unseen &= ~bit(view.pending_card)
    return cards_of(unseen)


def pending_from_hand(view: PlayerView) -> bool:
    """Whether the card awaiting a capture choice was played from the hand (else drawn).

    A played card that needs a choice is the only card moved so far in the turn.
    """
    return view.pending_card is not None and view.turn_cards == bit(view.pending_card)


def last_caller(view: PlayerView) -> int | None:
    """Who called koi-koi last, as far as the view tells.

    When both seats have called, the view does not say who was last; the seat with more calls is
    the better guess (the opponent on a tie). It matters only for rules that pay an exhausted
    round to the last caller.
    """
    mine, theirs = view.koikoi_calls[view.seat], view.koikoi_calls[view.opponent]
    if not mine and not theirs:
        return None
    if not theirs or mine > theirs:
        return view.seat
    return view.opponent


def opponent_lacks(view: PlayerView) -> int:
    """Unseen cards the opponent's last turn suggests it does not hold (a mask; 0: no clue).

    When both cards of that turn (the one played and the one drawn) still lie on the field, the
    opponent laid a card while it could have captured any field card of a month it held; sound
    players capture when they can, so it most likely holds no card of the months then on the
    field.
    """
    moved = view.turn_cards
    if view.phase is not Phase.PLAY or moved.bit_count() != 2 or moved & ~view.field:
        return 0
    field_then = view.field & ~moved
    return month_mates(field_then) & view.unseen


def check_decision(view: PlayerView) -> None:
    """Raise NotMyDecisionError unless the view's seat has a decision to make."""
    if view.to_move != view.seat or not view.legal or view.phase not in _PHASES:
        raise NotMyDecisionError(f"seat {view.seat} has no decision to make in this view")


def sample(
    view: PlayerView, rng: random.Random, hidden: list[int] | None = None, lacks: int = 0
) -> SimRound:
    """One determinisation: a random opponent hand and draw order drawn from the unseen cards.

    The opponent's hand avoids the cards of ``lacks`` (see opponent_lacks) when the other unseen
    cards are enough to fill it.
    """
    cards = list(hidden if hidden is not None else hidden_cards(view))
    n_opponent = view.opponent_hand_count
    if len(cards) != n_opponent + view.draw_pile_count:
        raise ValueError("the view's card counts do not add up")
    likely = [card for card in cards if not lacks >> card & 1] if lacks else cards
    if len(likely) >= n_opponent and likely is not cards:
        shuffle(likely, rng)
        pile = likely[n_opponent:] + [card for card in cards if lacks >> card & 1]
        shuffle(pile, rng)
        cards = likely[:n_opponent] + pile
    else:
        shuffle(cards, rng)
    hands = [0, 0]
    hands[view.seat] = view.hand
    hands[view.opponent] = mask_of(cards[:n_opponent])
    return SimRound(
        rules=view.rules,
        month=view.month,
        dealer=view.dealer,
        hands=hands,
        field=view.field,
        draw_pile=cards[n_opponent:],
        captures=list(view.captures),
        koikoi_calls=list(view.koikoi_calls),
        last_total=list(view.last_total),
        last_caller=last_caller(view),
        to_move=view.seat,
        phase=_PHASES[view.phase],
        turn_cards=view.turn_cards,
        pending_card=view.pending_card,
        pending_from_hand=pending_from_hand(view),
    )


__all__ = [
    "NotMyDecisionError",
    "check_decision",
    "hidden_cards",
    "last_caller",
    "opponent_lacks",
    "pending_from_hand",
    "sample",
]
