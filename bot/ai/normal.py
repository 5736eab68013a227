"""Normal: takes the strongest capture by card worth and gambles koi-koi while the pot is small."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Literal

from bot.ai.determinize import check_decision
from bot.ai.heuristics import Appraiser
from bot.engine.actions import KOIKOI, STOP, Action
from bot.engine.cards import MONTH_MASK, bit, iter_cards
from bot.engine.round import Phase
from bot.engine.view import PlayerView
from bot.engine.yaku import scorer_for


@dataclass(frozen=True, slots=True)
class NormalPlayer:
    """Greedy on yaku-aware card worth; koi-koi while the pot is under ``pot_limit`` points."""

    seed: int = 0
    pot_limit: int = 4  # calls koi-koi while a stop would score less than this
    min_hand: int = 4  # ... and at least this many cards are left in hand

    @property
    def level(self) -> Literal["normal"]:
        """How hard the player is."""
        return "normal"

    def decide(self, view: PlayerView) -> Action:
        """A legal action for the view's pending decision."""
        check_decision(view)
        legal = view.legal
        if len(legal) == 1:
            return legal[0]
        if view.phase is Phase.KOIKOI:
            return KOIKOI if self.gambles(view) else STOP
        appraiser = Appraiser(view.rules, view.month)
        mine, theirs = view.captures[view.seat], view.captures[view.opponent]
        if view.phase is Phase.TAKE:
            assert view.pending_card is not None
            pending = bit(view.pending_card)
            return max(
                legal,
                key=lambda a: appraiser.capture_worth(pending | bit(a.card), mine, theirs),
            )
        # Decisions follow the order of view.legal on ties, so they are deterministic.
        return max(legal, key=lambda a: best_play_worth(appraiser, a.card, view))

    def gambles(self, view: PlayerView) -> bool:
        """Whether to call koi-koi: a small pot and enough cards left to grow it."""
        total = scorer_for(view.rules).total(view.captures[view.seat], view.month)
        calls = view.koikoi_calls[0] + view.koikoi_calls[1]
        pot = total << calls if view.rules.koikoi_doubles else total
        return pot < self.pot_limit and view.hand_count >= self.min_hand


def best_play_worth(appraiser: Appraiser, card: int, view: PlayerView) -> float:
    """What playing ``card`` from the hand captures at best, or what laying it gives away."""
    mine, theirs = view.captures[view.seat], view.captures[view.opponent]
    matches = list(iter_cards(view.field & MONTH_MASK[card >> 2]))
    if not matches:
        # Laid on the field, the card may feed the opponent's yaku.
        return -appraiser.gain(bit(card), theirs, mine) - 0.1
    if len(matches) == 3:
        return appraiser.capture_worth(bit(card) | sum(map(bit, matches)), mine, theirs)
    return max(appraiser.capture_worth(bit(card) | bit(m), mine, theirs) for m in matches)
