"""Why one choice beat another, in a player's terms, read from the position alone.

The words come from what the view shows: the yaku a choice would complete or bring within one
card, the yaku a card left on the field would hand the opponent, and what stopping or calling
koi-koi puts at stake. Only the player's view is read, never the hidden cards, so a review
says the same whatever the opponent held.
"""

from __future__ import annotations

from dataclasses import dataclass

from bot.engine.actions import Action
from bot.engine.cards import KIND, Kind, bit, iter_cards, month_mates
from bot.engine.round import Phase
from bot.engine.view import PlayerView
from bot.engine.yaku import score


@dataclass(frozen=True, slots=True)
class Reason:
    """One line of why: a catalog key (``review-why-...``) and what it names."""

    key: str
    card: int | None = None  # the card the reason is about
    yaku: str | None = None  # a yaku key ('inoshikacho')
    points: int | None = None  # the points at stake

    def to_dict(self) -> dict[str, object]:
        """Plain data for JSON."""
        return {"key": self.key, "card": self.card, "yaku": self.yaku, "points": self.points}


@dataclass(frozen=True, slots=True)
class Outcome:
    """What a play or take does at once: the cards it captures and the card it lays down."""

    captured: int  # mask
    laid: int | None

    def field_after(self, field: int) -> int:
        """The field once the choice is made (before any draw)."""
        field &= ~self.captured
        return field | bit(self.laid) if self.laid is not None else field


def outcome(view: PlayerView, action: Action) -> Outcome:
    """The immediate result of a play or take (a choice between two is assumed the better)."""
    if action.verb == "take":
        assert view.pending_card is not None
        return Outcome(bit(view.pending_card) | bit(action.card), None)
    card = action.card
    matches = view.captures_with(card)
    count = matches.bit_count()
    if count == 0:
        return Outcome(0, card)
    if count == 2:  # the capture is chosen later: assume the card of the stronger kind
        matches = bit(min(iter_cards(matches), key=lambda c: (KIND[c], c)))
    return Outcome(matches | bit(card), None)


def new_yaku(view: PlayerView, pile: int, added: int) -> list[str]:
    """Yaku keys that ``pile`` forms with ``added`` and not without it, the biggest first."""
    rules, month = view.rules, view.month
    before = {y.key for y in score(pile, rules, month)}
    after = sorted(score(pile | added, rules, month), key=lambda y: (-y.points, y.key))
    return [y.key for y in after if y.key not in before]


def _completing(view: PlayerView, pile: int, cards: int) -> tuple[int, str] | None:
    """The first card of ``cards`` that completes a yaku on ``pile``, with that yaku."""
    best: tuple[int, str, int] | None = None
    for card in iter_cards(cards):
        made = new_yaku(view, pile, bit(card))
        if made:
            points = max(y.points for y in score(pile | bit(card), view.rules, view.month))
            if best is None or points > best[2]:
                best = (card, made[0], points)
    return None if best is None else (best[0], best[1])


def _reachable(view: PlayerView, cards: int) -> int:
    """The cards of ``cards`` on the field that a card in the hand can capture."""
    return cards & view.field & month_mates(view.hand)


def explain(view: PlayerView, played: Action, better: Action) -> Reason:
    """Why ``better`` was worth more than ``played`` in ``view`` (or that they are the same)."""
    if played == better:
        return Reason("review-why-best")
    if view.phase is Phase.KOIKOI:
        return _explain_koikoi(view, played)
    return _explain_capture(view, played, better)


def _explain_koikoi(view: PlayerView, played: Action) -> Reason:
    mine, theirs = view.captures[view.seat], view.captures[view.opponent]
    at_stake = view.stop_value
    if played.verb == "stop":
        if _last_round(view) and view.scores[view.seat] + at_stake <= view.scores[view.opponent]:
            return Reason("review-why-stopped-behind", points=at_stake)
        near = _completing(view, mine, _reachable(view, view.field))
        if near is not None:
            return Reason("review-why-stopped-near", near[0], near[1], at_stake)
        return Reason("review-why-stopped-early", points=at_stake)
    threat = _completing(view, theirs, view.field | view.unseen)
    if threat is not None:
        return Reason("review-why-koikoi-threat", threat[0], threat[1], at_stake)
    return Reason("review-why-koikoi-risk", points=at_stake)


def _explain_capture(view: PlayerView, played: Action, better: Action) -> Reason:
    mine, theirs = view.captures[view.seat], view.captures[view.opponent]
    ours, best = outcome(view, played), outcome(view, better)
    made = new_yaku(view, mine, best.captured)
    if made and made[0] not in new_yaku(view, mine, ours.captured):
        return Reason("review-why-made", better.card, made[0])
    # A card the opponent needs, left on the field by the played choice and not by the better.
    exposed = ours.field_after(view.field) & ~best.field_after(view.field)
    threat = _completing(view, theirs, exposed)
    if threat is not None:
        key = "review-why-offered" if threat[0] == ours.laid else "review-why-left"
        return Reason(key, threat[0], threat[1])
    closer = _one_away(view, mine | best.captured) - _one_away(view, mine | ours.captured)
    if closer:
        return Reason("review-why-closer", better.card, min(closer))
    gained = best.captured & ~ours.captured
    if gained and min(KIND[c] for c in iter_cards(gained)) < Kind.CHAFF:
        card = min(iter_cards(gained), key=lambda c: (KIND[c], c))
        # The better card itself, captured before the opponent can take it.
        key = (
            "review-why-secures"
            if better.verb == "play" and card == better.card
            else "review-why-takes"
        )
        return Reason(key, card)
    return Reason("review-why-value", better.card)


def _last_round(view: PlayerView) -> bool:
    """Whether no round follows this one."""
    return view.rounds is not None and view.round_number >= view.rounds


def _one_away(view: PlayerView, pile: int) -> set[str]:
    """The yaku ``pile`` would form with one more card still in play."""
    open_cards = view.field | view.unseen | view.hand
    return {
        key for card in iter_cards(open_cards & ~pile) for key in new_yaku(view, pile, bit(card))
    }


__all__ = ["Outcome", "Reason", "explain", "new_yaku", "outcome"]
