"""Events: what happened, for the Discord layer to narrate and the renderer to highlight.

Events are slotted dataclasses. Most are not frozen, as frozen construction is several times
slower and simulations create millions of them: treat them as read-only. The four that move a
card are frozen and made once each (``PLAYED``, ``DRAWN``, ``LAID``, ``CAPTURED``), then shared.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Literal

from bot.engine.cards import DECK_SIZE
from bot.engine.yaku import Yaku

Step = Literal["hand", "draw"]
RoundEnd = Literal["stop", "exhausted", "hand_bonus", "redeal", "forfeit"]


@dataclass(frozen=True, slots=True)
class RoundResult:
    """How a round ended and what each seat scored (after multipliers and bonuses)."""

    winner: int | None
    points: tuple[int, int]
    end: RoundEnd
    yaku: tuple[Yaku, ...] = ()  # the scoring seat's yaku (or hand bonus)
    base: int = 0  # the yaku total before the multiplier
    multiplier: int = 1
    koikoi_calls: tuple[int, int] = (0, 0)  # calls made by each seat in the round

    @property
    def redeal(self) -> bool:
        """Whether the deal was void and must be dealt again."""
        return self.end == "redeal"

    def to_dict(self) -> dict[str, object]:
        """Plain JSON-able form."""
        return {
            "winner": self.winner,
            "points": list(self.points),
            "redeal": self.redeal,
            "end": self.end,
            "yaku": [{"key": y.key, "points": y.points, "cards": y.cards} for y in self.yaku],
            "base": self.base,
            "multiplier": self.multiplier,
            "koikoi_calls": list(self.koikoi_calls),
        }

    @staticmethod
    def from_dict(data: dict[str, object]) -> RoundResult:
        """Inverse of to_dict."""
        yaku_list = data.get("yaku", [])
        assert isinstance(yaku_list, list)
        points = data["points"]
        assert isinstance(points, list)
        winner = data["winner"]
        base, multiplier = data.get("base", 0), data.get("multiplier", 1)
        assert (winner is None or isinstance(winner, int)) and isinstance(base, int)
        assert isinstance(multiplier, int)
        calls = data.get("koikoi_calls", [0, 0])
        assert isinstance(calls, list)
        return RoundResult(
            winner=winner,
            points=(int(points[0]), int(points[1])),
            end=data["end"],  # type: ignore[arg-type]
            yaku=tuple(Yaku(y["key"], y["points"], y["cards"]) for y in yaku_list),
            base=base,
            multiplier=multiplier,
            koikoi_calls=(int(calls[0]), int(calls[1])),
        )


@dataclass(frozen=True, slots=True)
class CardPlayed:
    seat: int
    card: int


@dataclass(frozen=True, slots=True)
class CardDrawn:
    seat: int
    card: int


@dataclass(frozen=True, slots=True)
class CardLaid:
    """A played or drawn card matched nothing and joins the field."""

    seat: int
    card: int
    step: Step


@dataclass(frozen=True, slots=True)
class CardsCaptured:
    """The card played or drawn first, then the field cards it takes."""

    seat: int
    cards: tuple[int, ...]
    step: Step


# Each of these events there can be, by seat and card: a round moves some forty cards, and
# looking the event up costs far less than building it.
PLAYED: tuple[tuple[CardPlayed, ...], ...] = tuple(
    tuple(CardPlayed(seat, card) for card in range(DECK_SIZE)) for seat in (0, 1)
)
DRAWN: tuple[tuple[CardDrawn, ...], ...] = tuple(
    tuple(CardDrawn(seat, card) for card in range(DECK_SIZE)) for seat in (0, 1)
)
LAID: dict[Step, tuple[tuple[CardLaid, ...], ...]] = {
    step: tuple(tuple(CardLaid(seat, card, step) for card in range(DECK_SIZE)) for seat in (0, 1))
    for step in ("hand", "draw")
}


def _captures_by(seat: int, card: int, step: Step) -> dict[int, CardsCaptured]:
    # By the field cards taken: one of the other three cards of the month, or all three.
    others = [other for other in range(card & ~3, (card & ~3) + 4) if other != card]
    taken = [(other,) for other in others] + [tuple(others)]
    return {
        sum(1 << c for c in cards): CardsCaptured(seat, (card, *cards), step) for cards in taken
    }


# By step, seat, card and the field cards taken (a mask).
CAPTURED: dict[Step, tuple[tuple[dict[int, CardsCaptured], ...], ...]] = {
    step: tuple(
        tuple(_captures_by(seat, card, step) for card in range(DECK_SIZE)) for seat in (0, 1)
    )
    for step in ("hand", "draw")
}


@dataclass(slots=True)
class ChoiceNeeded:
    """Two field cards match: the seat must choose which to take."""

    seat: int
    card: int
    options: tuple[int, int]
    step: Step


@dataclass(slots=True)
class YakuFormed:
    """The seat's total rose: it must decide STOP or KOI-KOI (or stops at once)."""

    seat: int
    yaku: tuple[Yaku, ...]
    total: int


@dataclass(slots=True)
class KoiKoiCalled:
    seat: int
    calls: int


@dataclass(slots=True)
class Stopped:
    seat: int
    automatic: bool = False  # no card left in hand: scored at once


@dataclass(slots=True)
class RoundOver:
    result: RoundResult


@dataclass(slots=True)
class RoundStarted:
    number: int
    month: int
    dealer: int


@dataclass(slots=True)
class Redealt:
    """The deal was void (field or both hands) and the cards were dealt again."""

    reason: Literal["field_four_of_a_month", "field_four_pairs", "both_hands_bonus"]


@dataclass(slots=True)
class DealerChosen:
    """The first dealer, and the cards revealed to choose them (traditional)."""

    dealer: int
    revealed: int | None = None
    draws: tuple[tuple[int, int], ...] = field(default_factory=tuple)


@dataclass(slots=True)
class Forfeited:
    seat: int


@dataclass(slots=True)
class MatchOver:
    winner: int | None
    scores: tuple[int, int]


Event = (
    CardPlayed | CardDrawn | CardLaid | CardsCaptured | ChoiceNeeded | YakuFormed | KoiKoiCalled
    | Stopped | RoundOver | RoundStarted | Redealt | DealerChosen | Forfeited | MatchOver
)  # fmt: skip
