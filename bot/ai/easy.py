"""Easy: plays like a beginner who sometimes slips, and stops at its first yaku."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Literal

from bot.ai.chance import decision_rng
from bot.ai.determinize import check_decision
from bot.ai.heuristics import kind_rank
from bot.engine.actions import STOP, Action
from bot.engine.cards import iter_cards, matches_on
from bot.engine.round import Phase
from bot.engine.view import PlayerView


@dataclass(frozen=True, slots=True)
class EasyPlayer:
    """Grabs by the card's kind alone; now and then makes the next-best move instead, the way a
    person overlooks a better capture. Always stops."""

    seed: int = 0
    slip: float = 0.1  # how often a move is the next-best one rather than the best

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
        if view.phase is Phase.TAKE:
            ranked = sorted(legal, key=lambda action: -kind_rank(action.card))
        else:
            ranked = sorted(legal, key=lambda action: -_plain_grab(action.card, view.field))
        # sorted() is stable: ties keep the order of view.legal, so decisions are deterministic.
        if decision_rng(self.level, self.seed, view).random() < self.slip:
            return ranked[1]
        return ranked[0]


def _plain_grab(card: int, field: int) -> float:
    """The kinds a play captures, or minus the card's kind when it captures nothing."""
    matches = list(iter_cards(matches_on(field, card)))
    if not matches:
        return -kind_rank(card)
    if len(matches) == 3:
        return kind_rank(card) + sum(map(kind_rank, matches))
    return kind_rank(card) + max(map(kind_rank, matches))
