"""Normal: takes the strongest capture by card worth, lays cards where they are safe, and gambles
koi-koi while the pot is small.

What a capture denies the opponent, and what a laid card risks, count as far as the opponent
could take those cards on their next play (``bot.ai.reach``): a card nobody else can reach is
not worth defending.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Literal

from bot.ai.determinize import check_decision
from bot.ai.heuristics import Appraiser
from bot.ai.reach import opponent_reach
from bot.engine.actions import KOIKOI, STOP, Action
from bot.engine.cards import bit, iter_cards, month_mates
from bot.engine.round import Phase
from bot.engine.view import PlayerView


@dataclass(frozen=True, slots=True)
class NormalPlayer:
    """Greedy on yaku-aware card worth; koi-koi while the pot is under ``pot_limit`` points."""

    seed: int = 0
    pot_limit: int = 7  # calls koi-koi while a stop would score less than this
    min_hand: int = 4  # ... and at least this many cards are left in hand
    flat_pot_limit: int = 4  # the same, where a call multiplies nobody's stops more
    rival_pot_limit: int = 0  # the same, where a call multiplies only the rival's (Hard Koi)
    deny_weight: float = 0.8  # what denying the opponent a card is worth, against taking it
    plain_weight: float = 0.15  # the share of a card's fixed value beside its yaku worth
    safe_lay: float = 1.0  # how much laying a card nobody can capture later is preferred
    by_reach: bool = True  # denial and a lay's risk weighed by the opponent's reach
    takes_the_match: bool = True  # stops when stopping wins the match outright

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
        worths = self.worths(view)
        # Ties go to the first in view.legal, so decisions are deterministic.
        return legal[max(range(len(legal)), key=worths.__getitem__)]

    def worths(self, view: PlayerView) -> list[float]:
        """What each legal card play, or capture choice, of the view is worth to normal."""
        appraiser = Appraiser(view.rules, view.month, self.deny_weight, self.plain_weight)
        legal = view.legal
        if view.phase is Phase.TAKE:
            assert view.pending_card is not None
            pending = bit(view.pending_card)
            return [
                capture_worth(appraiser, view, pending, bit(a.card), self.by_reach) for a in legal
            ]
        return [
            best_play_worth(appraiser, a.card, view, self.safe_lay, self.by_reach) for a in legal
        ]

    def gambles(self, view: PlayerView) -> bool:
        """Whether to call koi-koi: a small pot and enough cards left to grow it, unless a stop
        wins the match. How small, the engine's stake says: what the call multiplies the
        caller's own next stop by, and the rival's."""
        if self.takes_the_match and stop_wins_match(view):
            return False
        stake = view.koikoi_stake()
        if stake.raises_own:
            limit = self.pot_limit
        elif stake.raises_rival:
            limit = self.rival_pot_limit
        else:
            limit = self.flat_pot_limit
        return stake.stop_now < limit and view.hand_count >= self.min_hand


def stop_wins_match(view: PlayerView) -> bool:
    """Whether stopping now ends the match with this seat ahead (last round or target reached)."""
    mine = view.scores[view.seat] + view.stop_value
    theirs = view.scores[view.opponent]
    last_round = view.rounds is not None and view.round_number >= view.rounds
    reaches = view.target_score is not None and mine >= view.target_score
    return (last_round or reaches) and mine > theirs


def capture_worth(
    appraiser: Appraiser, view: PlayerView, own: int, taken: int, by_reach: bool
) -> float:
    """Capturing the field cards ``taken`` with ``own`` (the played or drawn card): my gain from
    them all, and what the opponent loses. ``by_reach``: only the field cards count as denied,
    as far as the opponent could take them; ``own``, played from the hand, would otherwise have
    stayed there, and drawn, it is taken whichever field card is chosen."""
    mine, theirs = view.captures[view.seat], view.captures[view.opponent]
    if not by_reach:
        return appraiser.capture_worth(own | taken, mine, theirs)
    denied = appraiser.gain(taken, theirs, mine) * opponent_reach(view, taken)
    return appraiser.gain(own | taken, mine, theirs) + appraiser.deny_weight * denied


def best_play_worth(
    appraiser: Appraiser,
    card: int,
    view: PlayerView,
    safe_lay: float = 0.0,
    by_reach: bool = False,
) -> float:
    """What playing ``card`` from the hand captures at best, or what laying it gives away;
    ``by_reach`` weighs the opponent's side by their chance to take the cards."""
    mine, theirs = view.captures[view.seat], view.captures[view.opponent]
    month = month_mates(bit(card))  # the cards that could take it back, once laid
    matches = list(iter_cards(view.captures_with(card)))
    if not matches:
        # Laid on the field, the card may feed the opponent's yaku.
        risk = appraiser.gain(bit(card), theirs, mine)
        if safe_lay and not view.unseen & month:
            # Nobody can take it while its month-mates are all in my hand or out of play.
            return safe_lay * appraiser.gain(bit(card), mine, theirs) - 0.1
        if safe_lay and view.hand & month & ~bit(card):
            risk *= 1.0 - 0.5 * safe_lay  # I hold a mate to take it back
        if by_reach:
            risk *= opponent_reach(view, bit(card))
        return -risk - 0.1
    if len(matches) == 3:
        return capture_worth(appraiser, view, bit(card), sum(map(bit, matches)), by_reach)
    return max(capture_worth(appraiser, view, bit(card), bit(m), by_reach) for m in matches)
