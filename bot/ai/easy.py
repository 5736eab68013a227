"""Easy: captures loosely and stops at its first yaku, so a beginner can beat it."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Literal

from bot.ai.determinize import check_decision
from bot.ai.heuristics import kind_rank
from bot.ai.player import decision_rng
from bot.engine.actions import STOP, Action
from bot.engine.cards import MONTH_MASK, iter_cards
from bot.engine.round import Phase
from bot.engine.view import PlayerView


@dataclass(frozen=True, slots=True)
class EasyPlayer:
    """Often plays a random card; otherwise grabs by the card's kind alone. Always stops."""

    seed: int = 0
    looseness: float = 0.5  # how often a move is random rather than the plain-greedy one

    @property
    def level(self) -> Literal["easy"]:
        """How hard the player is."""
        return "easy"

    def decide(self, view: PlayerView) -> Action:
        """A legal action for the view's pending decision."""
        check_decision(view)
        legal = view.legal
        if len(legal) == 1:
            return legal[0]
        if view.phase is Phase.KOIKOI:
            return STOP
        rng = decision_rng(self.level, self.seed, view)
        if rng.random() < self.looseness:
            return legal[rng.randrange(len(legal))]
        if view.phase is Phase.TAKE:
            return max(legal, key=lambda action: kind_rank(action.card))
        return max(legal, key=lambda action: _plain_grab(action.card, view.field))


def _plain_grab(card: int, field: int) -> float:
    """The kinds a play captures, or minus the card's kind when it captures nothing."""
    matches = list(iter_cards(field & MONTH_MASK[card >> 2]))
    if not matches:
        return -kind_rank(card)
    if len(matches) == 3:
        return kind_rank(card) + sum(map(kind_rank, matches))
    return kind_rank(card) + max(map(kind_rank, matches))
