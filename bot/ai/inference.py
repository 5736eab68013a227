"""Reading the opponent's last play: how likely a dealt opponent hand is, given what it played.

A player holding a card that captures a bright usually takes it, rather than a chaff or laying a
card. So an opponent hand that could have made a much better capture than the one the opponent
made is less likely than one that could not. The opponent is modelled as choosing its hand card
by a softmax over the capture values of the cards it held (the rollouts' plain values); the weight
of a dealt hand is the chance that model gives the play it made.

Only the opponent's last turn is public in a view (``turn_cards``), so only it is read.
"""

from __future__ import annotations

import math
from dataclasses import dataclass

from bot.engine.cards import iter_cards, matches_on, month_groups
from bot.engine.round import Phase
from bot.engine.view import PlayerView

# What laying a card costs in the play model, per unit of its value (as in the rollouts).
_LAY_WEIGHT = 0.6


def play_value(card: int, field: int, values: tuple[float, ...]) -> float:
    """The model's value of playing ``card`` onto ``field``: its best capture, or laying it."""
    matches = [values[c] for c in iter_cards(matches_on(field, card))]
    if not matches:
        return -_LAY_WEIGHT * values[card]
    if len(matches) == 3:
        return values[card] + sum(matches)
    return values[card] + max(matches)


@dataclass(frozen=True, slots=True)
class PlayClue:
    """What the opponent's last play tells about the cards it still holds.

    ``chosen`` is the model's weight of the play it made; ``weights[c]`` that of holding ``c``
    instead (0 for a card it cannot hold).
    """

    chosen: float
    weights: tuple[float, ...]

    def likelihood(self, hand: int) -> float:
        """The model's chance of the play the opponent made, had it held ``hand`` besides."""
        total = self.chosen
        weights = self.weights
        while hand:
            low = hand & -hand
            total += weights[low.bit_length() - 1]
            hand ^= low
        return self.chosen / total


def field_before_turn(view: PlayerView) -> int:
    """The field as the opponent's last turn found it (the cards it captured back on it).

    A captured group also holds the card that captured it; leaving it in is a slight
    overestimate of what the field offered.
    """
    moved = view.turn_cards
    return (view.field & ~moved) | (moved & view.captures[view.opponent])


def read_last_play(
    view: PlayerView, values: tuple[float, ...], sharpness: float
) -> PlayClue | None:
    """The clue of the opponent's last turn, or None when the view holds none.

    Read only at the start of the seat's own turn, when ``turn_cards`` is the opponent's turn.
    Which of the turn's two new cards came from the hand is not public; the model takes the one
    worth more to it, since the hand card was chosen and the drawn one was not.
    """
    moved = view.turn_cards
    if view.phase is not Phase.PLAY or not moved or sharpness <= 0:
        return None
    before = field_before_turn(view)
    taken = moved & view.captures[view.opponent]
    laid = moved & view.field
    # The turn's groups: each laid card alone, each captured month together.
    chosen = -math.inf
    for card in iter_cards(laid):
        chosen = max(chosen, -_LAY_WEIGHT * values[card])
    for group in month_groups(taken):
        chosen = max(chosen, sum(values[c] for c in iter_cards(group)))
    if chosen == -math.inf:
        return None
    weights = [0.0] * len(values)
    for card in iter_cards(view.unseen):
        weights[card] = math.exp(sharpness * (play_value(card, before, values) - chosen))
    return PlayClue(1.0, tuple(weights))


__all__ = ["PlayClue", "field_before_turn", "play_value", "read_last_play"]
