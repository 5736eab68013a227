"""Reach: how likely the opponent can take a card left on the field on their next play.

A field card is taken by a card of its month. The seat cannot see the opponent's hand, only how
many cards it holds and which cards it cannot see (``PlayerView.unseen``: that hand and the draw
pile), so the opponent's hand is read as that many cards drawn at random from the unseen ones.
Only the hand counts: adding the chance of their draw step matching measured no better.
"""

from __future__ import annotations

from bot.engine.cards import month_mates
from bot.engine.view import PlayerView


def opponent_reach(view: PlayerView, cards: int) -> float:
    """The chance that the opponent holds a card of the month of any of ``cards``."""
    unseen = view.unseen
    pool = unseen.bit_count()
    held = min(view.opponent_hand_count, pool)
    mates = (unseen & month_mates(cards)).bit_count()
    if not mates or not held:
        return 0.0
    # Hypergeometric: the chance that none of the held cards is one of the mates.
    none_held = 1.0
    for drawn in range(held):
        none_held *= max(0.0, (pool - mates - drawn) / (pool - drawn))
    return 1.0 - none_held


__all__ = ["opponent_reach"]
