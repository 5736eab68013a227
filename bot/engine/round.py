"""One round ("month") of Koi-Koi: deal, turns of a hand step and a draw step, yaku, end."""

from __future__ import annotations

from collections.abc import Sequence
from enum import StrEnum
from typing import Any, Final

from bot.engine.actions import KOIKOI, PLAYS, STOP, TAKES, Action
from bot.engine.cards import BIT, DECK_SIZE, FULL_DECK, MONTH_MASK, cards_of, mask_of
from bot.engine.events import (
    CAPTURED,
    DRAWN,
    LAID,
    PLAYED,
    ChoiceNeeded,
    Event,
    KoiKoiCalled,
    Redealt,
    RoundOver,
    RoundResult,
    Step,
    Stopped,
    YakuFormed,
)
from bot.engine.rules import RuleSet
from bot.engine.scoring import Score, base_points, exhausted_score, multiplier, paid, stop_score
from bot.engine.yaku import Scorer, Yaku, scorer_for
from bot.engine.yaku_table import RAIN_SPOILERS

HAND_SIZE: Final = 8
FIELD_SIZE: Final = 8


class Phase(StrEnum):
    """What the round waits for."""

    PLAY = "play"  # a hand card from the seat to move
    TAKE = "take"  # which of two matching field cards to capture
    KOIKOI = "koikoi"  # STOP or KOI-KOI
    OVER = "over"


# The phases under short names: in Python 3.11 each ``Phase.X`` goes through the enum's
# metaclass, and every move reads them. Final lets the compiled engine read these tables without
# a lookup by name.
_PLAY: Final = Phase.PLAY
_TAKE: Final = Phase.TAKE
_DECIDE: Final = Phase.KOIKOI
_OVER: Final = Phase.OVER


class IllegalActionError(ValueError):
    """An action that the rules do not allow now; the round is unchanged."""

    def __init__(self, action: Action, legal: Sequence[Action], reason: str) -> None:
        self.action = action
        self.legal = tuple(legal)
        listed = ", ".join(map(str, legal)) or "none"
        super().__init__(f"{action} is not allowed: {reason} (legal: {listed})")


class InvalidDeckError(ValueError):
    """A deck that is not the 48 cards, each once."""


_EVERY_CARD: Final = frozenset(range(DECK_SIZE))


def check_deck(deck: Sequence[int]) -> None:
    """Raise InvalidDeckError unless ``deck`` holds every card 0..47 exactly once."""
    if len(deck) == DECK_SIZE and not _EVERY_CARD.difference(deck):
        return  # the common case, checked cheaply: every round of every simulation deals
    if len(deck) != DECK_SIZE:
        raise InvalidDeckError(f"a deck has 48 cards, got {len(deck)}")
    out_of_range = [c for c in deck if not 0 <= c < DECK_SIZE]
    if out_of_range:
        raise InvalidDeckError(f"card ids run from 0 to 47, got {out_of_range[0]}")
    if mask_of(deck) != FULL_DECK:
        seen: set[int] = set()
        twice = next(c for c in deck if c in seen or seen.add(c))  # type: ignore[func-returns-value]
        raise InvalidDeckError(f"card {twice} appears twice")


# The plays of the cards in each byte of a hand, by byte position and value.
_PLAYS_IN_BYTE: Final[tuple[tuple[tuple[Action, ...], ...], ...]] = tuple(
    tuple(
        tuple(PLAYS[8 * position + i] for i in range(8) if value >> i & 1) for value in range(256)
    )
    for position in range(DECK_SIZE // 8)
)
_PLAYS_0: Final = _PLAYS_IN_BYTE[0]
_PLAYS_1: Final = _PLAYS_IN_BYTE[1]
_PLAYS_2: Final = _PLAYS_IN_BYTE[2]
_PLAYS_3: Final = _PLAYS_IN_BYTE[3]
_PLAYS_4: Final = _PLAYS_IN_BYTE[4]
_PLAYS_5: Final = _PLAYS_IN_BYTE[5]


# The cards of every set of cards within one month, in ascending order: what a capture takes.
_CARDS_IN_MONTH: Final[dict[int, tuple[int, ...]]] = {
    slots << 4 * m: tuple(cards_of(slots << 4 * m)) for m in range(12) for slots in range(16)
}


# The first card of every month: folding a month's four bits onto it answers for the month.
_FIRST_OF_EACH_MONTH: Final = sum(1 << (4 * m) for m in range(12))


# A deck whose deal ends nothing at once (no month twice in a hand or on the field), for
# rounds rebuilt from a saved state.
_QUIET_DECK: Final = tuple(4 * month + slot for slot in range(4) for month in range(12))


def _is_four_of_a_month(mask: int) -> bool:
    # All four bits of a month set leave its first bit set.
    return bool(mask & mask >> 1 & mask >> 2 & mask >> 3 & _FIRST_OF_EACH_MONTH)


def _is_four_pairs(mask: int) -> bool:
    # Eight cards that fall into pairs of one month (a four of a month counts as two pairs):
    # every month holds an even number of them, so the parity of its four bits is 0.
    return not (mask ^ mask >> 1 ^ mask >> 2 ^ mask >> 3) & _FIRST_OF_EACH_MONTH


class Round:
    """The state of one round, changed only through ``apply``."""

    __slots__ = (
        "_scorer",
        "captures",
        "dealer",
        "draw_pile",
        "field",
        "hands",
        "koikoi_calls",
        "last_caller",
        "last_total",
        "month",
        "opening_events",
        "over",
        "pending_card",
        "pending_step",
        "phase",
        "result",
        "rules",
        "to_move",
        "turn_cards",
    )

    def __init__(self, rules: RuleSet, deck: Sequence[int], dealer: int = 0, month: int = 1):
        """Deal ``deck`` in order: 8 to the dealer, 8 to the other seat, 8 to the field, 24 to
        draw (top first). The round may be over at once (a redeal or a hand bonus)."""
        check_deck(deck)
        if dealer not in (0, 1) or not 1 <= month <= 12:
            raise ValueError("dealer must be 0 or 1 and month 1..12")
        self.rules = rules
        self._scorer: Scorer = scorer_for(rules)
        self.month = month
        self.dealer = dealer
        self.hands = [0, 0]
        self.hands[dealer] = mask_of(deck[:HAND_SIZE])
        self.hands[1 - dealer] = mask_of(deck[HAND_SIZE : 2 * HAND_SIZE])
        self.field = mask_of(deck[2 * HAND_SIZE : 2 * HAND_SIZE + FIELD_SIZE])
        self.draw_pile: list[int] = list(deck[2 * HAND_SIZE + FIELD_SIZE :])[::-1]  # top last
        self.captures = [0, 0]
        self.koikoi_calls = [0, 0]
        self.last_total = [0, 0]
        self.last_caller: int | None = None
        self.to_move: int | None = dealer
        self.phase = _PLAY
        self.over = False  # whether the round has ended
        self.pending_card: int | None = None
        self.pending_step: Step | None = None
        self.turn_cards = 0
        self.result: RoundResult | None = None
        self.opening_events: list[Event] = []  # a redeal, not part of the saved state
        self._check_deal()

    def _check_deal(self) -> None:
        rules = self.rules
        reason: Any = None
        if rules.redeal_four_of_a_month_on_field and _is_four_of_a_month(self.field):
            reason = "field_four_of_a_month"
        elif rules.redeal_four_pairs_on_field and _is_four_pairs(self.field):
            reason = "field_four_pairs"
        elif rules.hand_bonuses:
            bonuses = [self._hand_bonus(seat) for seat in (0, 1)]
            if all(bonuses):
                reason = "both_hands_bonus"
            else:
                for seat, bonus in enumerate(bonuses):
                    if bonus is not None:
                        points = paid(rules, seat, bonus.points)
                        result = RoundResult(seat, points, "hand_bonus", (bonus,), bonus.points)
                        self._finish(result)
                        return
        if reason is not None:
            self.opening_events.append(Redealt(reason))
            self._finish(RoundResult(None, (0, 0), "redeal"))

    def _hand_bonus(self, seat: int) -> Yaku | None:
        hand = self.hands[seat]
        if _is_four_of_a_month(hand):
            return Yaku("teshi", self.rules.points("teshi"), hand)
        if _is_four_pairs(hand):
            return Yaku("kuttsuki", self.rules.points("kuttsuki"), hand)
        return None

    # -- what may be done -------------------------------------------------------------------

    def legal_actions(self) -> list[Action]:
        """Every action the seat to move may take now, in a stable order."""
        phase = self.phase
        if phase is _PLAY:
            assert self.to_move is not None
            # The hand's plays, eight cards at a time and without a loop: asked every turn.
            b0, b1, b2, b3, b4, b5 = self.hands[self.to_move].to_bytes(DECK_SIZE // 8, "little")
            return [
                *_PLAYS_0[b0], *_PLAYS_1[b1], *_PLAYS_2[b2],
                *_PLAYS_3[b3], *_PLAYS_4[b4], *_PLAYS_5[b5],
            ]  # fmt: skip
        if phase is _TAKE:
            assert self.pending_card is not None
            return [
                TAKES[c] for c in _CARDS_IN_MONTH[self.field & MONTH_MASK[self.pending_card >> 2]]
            ]
        if phase is _DECIDE:
            return [STOP, KOIKOI]
        return []

    def take_options(self) -> tuple[int, int] | None:
        """The two field cards to choose from, while a choice is pending."""
        if self.pending_card is None:
            return None
        first, second = cards_of(self.field & MONTH_MASK[self.pending_card >> 2])
        return first, second

    def why_illegal(self, action: Action) -> str | None:
        """Why ``action`` may not be taken now, or None when it may."""
        phase = self.phase
        if phase is _OVER:
            return "the round is over"
        verb = action.verb
        if verb in ("play", "take") and not (
            isinstance(action.arg, int) and 0 <= action.arg < DECK_SIZE
        ):
            return f"{verb} needs a card id from 0 to 47"
        if verb == "play":
            if phase is not _PLAY:
                return f"a {phase.value} decision is pending"
            assert self.to_move is not None
            if not self.hands[self.to_move] >> action.card & 1:
                return f"card {action.card} is not in the hand of seat {self.to_move}"
            return None
        if verb == "take":
            if phase is not _TAKE:
                return "there is no capture to choose"
            if action not in self.legal_actions():
                return f"card {action.card} is not one of the field cards to choose from"
            return None
        if verb in ("koikoi", "stop"):
            return None if phase is _DECIDE else "there is no yaku to decide on"
        return f"{verb} is not a round action"

    # -- playing ----------------------------------------------------------------------------

    def apply(self, action: Action) -> list[Event]:
        """Take ``action`` for the seat to move; returns what happened.

        Raises IllegalActionError, leaving the round unchanged, when it is not allowed.
        """
        seat = self.to_move
        verb = action.verb
        card = action.arg
        # Fast paths for the commonest legal actions; everything else is checked in full.
        if not (
            verb == "play"
            and self.phase is _PLAY
            and seat is not None
            and card is not None
            and 0 <= card < DECK_SIZE
            and self.hands[seat] & BIT[card]
        ) and not (self.phase is _DECIDE and (verb == "koikoi" or verb == "stop")):
            reason = self.why_illegal(action)
            if reason is not None:
                raise IllegalActionError(action, self.legal_actions(), reason)
        assert seat is not None
        if verb == "play":
            assert card is not None
            self.turn_cards = BIT[card]
            self.hands[seat] ^= BIT[card]
            events: list[Event] = [PLAYED[seat][card]]
            if self._resolve(seat, card, "hand", events):
                self._draw_step(seat, events)
            return events
        events = []
        if verb == "take":
            self._capture_choice(seat, action.card, events)
        elif verb == "koikoi":
            self.koikoi_calls[seat] += 1
            self.last_caller = seat
            self.last_total[seat] = self.total_of(seat)  # to stop later, the total must rise again
            events.append(KoiKoiCalled(seat, self.koikoi_calls[seat]))
            self._next_turn(seat, events)
        else:
            events.append(Stopped(seat))
            self._score_stop(seat, events)
        return events

    def _resolve(self, seat: int, card: int, step: Step, events: list[Event]) -> bool:
        """Match a played or drawn card; False when the seat must choose a capture."""
        matches = self.field & MONTH_MASK[card >> 2]
        if not matches:
            self.field |= BIT[card]
            events.append(LAID[step][seat][card])
        elif matches.bit_count() == 2:
            self.pending_card = card
            self.pending_step = step
            self.phase = _TAKE
            first, second = _CARDS_IN_MONTH[matches]
            events.append(ChoiceNeeded(seat, card, (first, second), step))
            return False
        else:  # one match takes the pair; three take the whole month
            self.field ^= matches
            self.captures[seat] |= matches | BIT[card]
            self.turn_cards |= matches
            events.append(CAPTURED[step][seat][card][matches])
        return True

    def _capture_choice(self, seat: int, chosen: int, events: list[Event]) -> None:
        card, step = self.pending_card, self.pending_step
        assert card is not None and step is not None
        self.field ^= BIT[chosen]
        self.captures[seat] |= BIT[chosen] | BIT[card]
        self.turn_cards |= BIT[chosen]
        self.pending_card = self.pending_step = None
        self.phase = _PLAY
        events.append(CAPTURED[step][seat][card][BIT[chosen]])
        if step == "hand":
            self._draw_step(seat, events)
        else:
            self._check_yaku(seat, events)

    def _draw_step(self, seat: int, events: list[Event]) -> None:
        card = self.draw_pile.pop()
        self.turn_cards |= BIT[card]
        events.append(DRAWN[seat][card])
        if self._resolve(seat, card, "draw", events):
            self._check_yaku(seat, events)

    def _check_yaku(self, seat: int, events: list[Event]) -> None:
        pile = self.captures[seat]
        if not pile & self.turn_cards:  # nothing captured this turn: no yaku can have formed
            self._next_turn(seat, events)
            return
        scorer = self._scorer
        total = scorer.total(pile, self.month)
        rain = pile & self.turn_cards & RAIN_SPOILERS
        if rain and self.rules.rain_spoils_viewing:
            # Ame-nagare may have spoiled a viewing yaku this turn: a new yaku is one beyond
            # what the rain left of the last total (the pile before the turn, and the rain).
            rained = pile & ~self.turn_cards | rain
            self.last_total[seat] = min(self.last_total[seat], scorer.total(rained, self.month))
        if total > self.last_total[seat]:
            events.append(YakuFormed(seat, tuple(scorer.yaku(pile, self.month)), total))
            if not self.hands[seat]:
                events.append(Stopped(seat, automatic=True))
                self._score_stop(seat, events)
                return
            self.phase = _DECIDE
            return
        self._next_turn(seat, events)

    def _next_turn(self, seat: int, events: list[Event]) -> None:
        if not self.hands[0] and not self.hands[1]:
            self._score_exhausted(events)
            return
        self.to_move = 1 - seat
        self.phase = _PLAY

    # -- scoring ----------------------------------------------------------------------------

    def _calls(self) -> tuple[int, int]:
        return self.koikoi_calls[0], self.koikoi_calls[1]

    def _result(self, score: Score, end: Any, yaku: tuple[Yaku, ...] = ()) -> RoundResult:
        return RoundResult(
            score.winner, score.points, end, yaku, score.base, score.multiplier, self._calls()
        )

    def _score_stop(self, seat: int, events: list[Event]) -> None:
        yaku = tuple(self.yaku_of(seat))
        score = stop_score(self.rules, seat, sum([y.points for y in yaku]), self._calls())
        self._finish(self._result(score, "stop", yaku), events)

    def _score_exhausted(self, events: list[Event]) -> None:
        caller = self.last_caller
        yaku = () if caller is None else tuple(self.yaku_of(caller))
        caller_total = sum([y.points for y in yaku])
        score = exhausted_score(self.rules, self.dealer, caller, caller_total, self._calls())
        scored_yaku = yaku if caller is not None and score.winner == caller else ()
        self._finish(self._result(score, "exhausted", scored_yaku), events)

    def _finish(self, result: RoundResult, events: list[Event] | None = None) -> None:
        self.result = result
        self.phase = _OVER
        self.over = True
        self.to_move = None
        if events is not None:
            events.append(RoundOver(self.result))

    # -- reading ----------------------------------------------------------------------------

    def yaku_of(self, seat: int) -> list[Yaku]:
        """The yaku seat ``seat``'s capture pile forms now."""
        return self._scorer.yaku(self.captures[seat], self.month)

    def total_of(self, seat: int) -> int:
        """The yaku total of seat ``seat`` now, before any multiplier."""
        return self._scorer.total(self.captures[seat], self.month)

    def multiplier(self, seat: int) -> int:
        """The koi-koi multiplier a stop by ``seat`` would get now."""
        return multiplier(self.rules, seat, self._calls())

    def stop_base(self, seat: int) -> int:
        """The base points ``seat`` would stop with now, before koi-koi (0 without a yaku)."""
        return base_points(self.rules, self.total_of(seat))

    def stop_value(self, seat: int) -> int:
        """What ``seat`` would score by stopping now (0 without a yaku)."""
        return stop_score(self.rules, seat, self.total_of(seat), self._calls()).points[seat]

    def to_dict(self) -> dict[str, Any]:
        """The whole state as plain JSON-able data."""
        return {
            "rules": self.rules.model_dump(mode="json"),
            "month": self.month,
            "dealer": self.dealer,
            "hands": [cards_of(h) for h in self.hands],
            "field": cards_of(self.field),
            "draw_pile": self.draw_pile[::-1],  # top first
            "captures": [cards_of(c) for c in self.captures],
            "koikoi_calls": list(self.koikoi_calls),
            "last_total": list(self.last_total),
            "last_caller": self.last_caller,
            "to_move": self.to_move,
            "phase": self.phase.value,
            "pending_card": self.pending_card,
            "pending_step": self.pending_step,
            "turn_cards": cards_of(self.turn_cards),
            "result": None if self.result is None else self.result.to_dict(),
        }

    @classmethod
    def from_dict(cls, data: dict[str, Any], rules: RuleSet | None = None) -> Round:
        """Rebuild a round saved by ``to_dict``."""
        if rules is None:
            rules = RuleSet.model_validate(data["rules"])
        # Dealt, then given the saved state: a compiled Round is made only by its constructor.
        self = cls(rules, _QUIET_DECK, data["dealer"], data["month"])
        self.hands = [mask_of(h) for h in data["hands"]]
        self.field = mask_of(data["field"])
        self.draw_pile = list(data["draw_pile"])[::-1]
        self.captures = [mask_of(c) for c in data["captures"]]
        self.koikoi_calls = list(data["koikoi_calls"])
        self.last_total = list(data["last_total"])
        self.last_caller = data["last_caller"]
        self.to_move = data["to_move"]
        self.phase = Phase(data["phase"])
        self.over = self.phase is _OVER
        self.pending_card = data["pending_card"]
        self.pending_step = data["pending_step"]
        self.turn_cards = mask_of(data["turn_cards"])
        result = data["result"]
        self.result = None if result is None else RoundResult.from_dict(result)
        self.opening_events = []
        return self

    def copy(self) -> Round:
        """An independent copy: the saved state, rebuilt."""
        return Round.from_dict(self.to_dict(), self.rules)
