"""Greedy: the reference beginner, for measuring the levels (not offered on Discord).

It always makes the capture worth most by a simple card value (bright 20, animal 10, ribbon 5,
chaff 1), lays its least valuable card when nothing captures, and stops at its first yaku.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Literal

from bot.ai.determinize import check_decision
from bot.engine.actions import STOP, Action
from bot.engine.cards import KIND, Kind, iter_cards, matches_on
from bot.engine.round import Phase
from bot.engine.view import PlayerView

# The cards' face values in the old counting game: what a beginner knows first.
CARD_VALUE = {Kind.BRIGHT: 20, Kind.ANIMAL: 10, Kind.RIBBON: 5, Kind.CHAFF: 1}


def card_value(card: int) -> int:
    """A card's simple value by its kind."""
    return CARD_VALUE[KIND[card]]


def capture_value(card: int, field: int) -> int:
    """What playing ``card`` onto ``field`` captures at best (0 when it captures nothing)."""
    matches = [card_value(c) for c in iter_cards(matches_on(field, card))]
    if not matches:
        return 0
    if len(matches) == 3:
        return card_value(card) + sum(matches)
    return card_value(card) + max(matches)


def greedy_order(card: int, field: int) -> tuple[int, int]:
    """Sort key of a hand card for the greedy play: the best capture, else the cheapest card."""
    value = capture_value(card, field)
    return (1, value) if value else (0, -card_value(card))


@dataclass(frozen=True, slots=True)
class GreedyPlayer:
    """Takes the capture worth most by card value; stops at its first yaku."""

    seed: int = 0

    @property
    def level(self) -> Literal["greedy"]:
        """What kind of player this is."""
        return "greedy"

    def decide(self, view: PlayerView) -> Action:
        """A legal action for the view's pending decision (ties: the first in ``view.legal``)."""
        check_decision(view)
        legal = view.legal
        if len(legal) == 1:
            return legal[0]
        if view.phase is Phase.KOIKOI:
            return STOP
        if view.phase is Phase.TAKE:
            return max(legal, key=lambda action: card_value(action.card))
        return max(legal, key=lambda action: greedy_order(action.card, view.field))


__all__ = ["CARD_VALUE", "GreedyPlayer", "capture_value", "card_value", "greedy_order"]
