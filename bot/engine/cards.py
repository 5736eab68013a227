"""The 48-card hanafuda deck: months, kinds, special cards and card-set masks.

A card is an int 0..47, ``id = (month - 1) * 4 + slot`` (docs/rules.md, "Card numbering").
A set of cards is an int bit mask: bit ``id`` is set when the card is in the set.
"""

from __future__ import annotations

from collections.abc import Iterable, Iterator
from enum import IntEnum
from typing import Final

DECK_SIZE: Final = 48
MONTHS = range(1, 13)


class Kind(IntEnum):
    """A card's kind; the order is the order capture piles are shown in."""

    BRIGHT = 0
    ANIMAL = 1
    RIBBON = 2
    CHAFF = 3


# Kinds by slot, month by month (docs/rules.md section 1).
_KINDS_BY_MONTH: tuple[tuple[Kind, Kind, Kind, Kind], ...] = (
    (Kind.BRIGHT, Kind.RIBBON, Kind.CHAFF, Kind.CHAFF),  # 1 pine
    (Kind.ANIMAL, Kind.RIBBON, Kind.CHAFF, Kind.CHAFF),  # 2 plum
    (Kind.BRIGHT, Kind.RIBBON, Kind.CHAFF, Kind.CHAFF),  # 3 cherry
    (Kind.ANIMAL, Kind.RIBBON, Kind.CHAFF, Kind.CHAFF),  # 4 wisteria
    (Kind.ANIMAL, Kind.RIBBON, Kind.CHAFF, Kind.CHAFF),  # 5 iris
    (Kind.ANIMAL, Kind.RIBBON, Kind.CHAFF, Kind.CHAFF),  # 6 peony
    (Kind.ANIMAL, Kind.RIBBON, Kind.CHAFF, Kind.CHAFF),  # 7 bush clover
    (Kind.BRIGHT, Kind.ANIMAL, Kind.CHAFF, Kind.CHAFF),  # 8 pampas
    (Kind.ANIMAL, Kind.RIBBON, Kind.CHAFF, Kind.CHAFF),  # 9 chrysanthemum
    (Kind.ANIMAL, Kind.RIBBON, Kind.CHAFF, Kind.CHAFF),  # 10 maple
    (Kind.BRIGHT, Kind.ANIMAL, Kind.RIBBON, Kind.CHAFF),  # 11 willow
    (Kind.BRIGHT, Kind.CHAFF, Kind.CHAFF, Kind.CHAFF),  # 12 paulownia
)

KIND: tuple[Kind, ...] = tuple(kind for month in _KINDS_BY_MONTH for kind in month)

PLANTS: tuple[str, ...] = (
    "pine", "plum blossom", "cherry blossom", "wisteria", "iris", "peony",
    "bush clover", "pampas grass", "chrysanthemum", "maple", "willow", "paulownia",
)  # fmt: skip

# Named cards (docs/rules.md "Card numbering").
CRANE = 0
BUSH_WARBLER = 4
CURTAIN = 8
CUCKOO = 12
BRIDGE = 16
BUTTERFLIES = 20
BOAR = 24
MOON = 28
GEESE = 29
SAKE_CUP = 32
DEER = 36
RAIN_MAN = 40
SWALLOW = 41
LIGHTNING = 43
PHOENIX = 44

POETRY_RIBBON_CARDS = (1, 5, 9)
BLUE_RIBBON_CARDS = (21, 33, 37)
RED_PLAIN_RIBBON_CARDS = (13, 17, 25, 42)

# Short English names, used by tools and logs; the Discord layer translates its own.
_SUBJECTS: dict[int, str] = {
    CRANE: "crane", BUSH_WARBLER: "bush warbler", CURTAIN: "curtain", CUCKOO: "cuckoo",
    BRIDGE: "bridge", BUTTERFLIES: "butterflies", BOAR: "boar", MOON: "moon", GEESE: "geese",
    SAKE_CUP: "sake cup", DEER: "deer", RAIN_MAN: "rain man", SWALLOW: "swallow",
    LIGHTNING: "lightning", PHOENIX: "phoenix",
    **{c: "poetry ribbon" for c in POETRY_RIBBON_CARDS},
    **{c: "blue ribbon" for c in BLUE_RIBBON_CARDS},
    **{c: "red ribbon" for c in RED_PLAIN_RIBBON_CARDS},
}  # fmt: skip


def month_of(card: int) -> int:
    """The card's month, 1..12."""
    return card // 4 + 1


def kind_of(card: int) -> Kind:
    """The card's kind as printed (the sake cup is an animal here; presets may bend it)."""
    return KIND[card]


def subject_of(card: int) -> str:
    """What the card shows, in plain English: 'crane', 'red ribbon', 'chaff'."""
    return _SUBJECTS.get(card, "chaff")


def card_name(card: int) -> str:
    """A readable name such as 'Jan crane' or 'Dec chaff'."""
    return f"{MONTH_ABBREVIATIONS[month_of(card) - 1]} {subject_of(card)}"


MONTH_ABBREVIATIONS = (
    "Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec",
)  # fmt: skip


def bit(card: int) -> int:
    """The mask holding only ``card``."""
    return BIT[card]


# The mask holding only each card: looking it up is cheaper than shifting on every move.
BIT: Final[tuple[int, ...]] = tuple(1 << card for card in range(DECK_SIZE))


def mask_of(cards: Iterable[int]) -> int:
    """The mask holding every card in ``cards``."""
    mask = 0
    for card in cards:
        mask |= 1 << card
    return mask


def cards_of(mask: int) -> list[int]:
    """The cards of a mask, in ascending order."""
    cards = []
    while mask:  # the same walk as iter_cards, without a generator: the engine calls it often
        low = mask & -mask
        cards.append(low.bit_length() - 1)
        mask ^= low
    return cards


def iter_cards(mask: int) -> Iterator[int]:
    """Iterate the cards of a mask in ascending order."""
    while mask:
        low = mask & -mask
        yield low.bit_length() - 1
        mask ^= low


def count(mask: int) -> int:
    """How many cards a mask holds."""
    return mask.bit_count()


FULL_DECK: Final = (1 << DECK_SIZE) - 1
MONTH_MASK: Final[tuple[int, ...]] = tuple(0b1111 << (4 * m) for m in range(12))
KIND_MASK: Final[tuple[int, ...]] = tuple(
    mask_of(c for c in range(DECK_SIZE) if KIND[c] == kind) for kind in Kind
)
BRIGHTS = KIND_MASK[Kind.BRIGHT]
ANIMALS = KIND_MASK[Kind.ANIMAL]
RIBBONS = KIND_MASK[Kind.RIBBON]
CHAFF = KIND_MASK[Kind.CHAFF]
POETRY_RIBBONS = mask_of(POETRY_RIBBON_CARDS)
BLUE_RIBBONS = mask_of(BLUE_RIBBON_CARDS)
BOAR_DEER_BUTTERFLIES = mask_of((BOAR, DEER, BUTTERFLIES))


def month_mask(month: int) -> int:
    """The four cards of ``month`` (1..12)."""
    return MONTH_MASK[month - 1]


def same_month(card: int) -> int:
    """The mask of the four cards sharing ``card``'s month."""
    return MONTH_MASK[card >> 2]


def matches_on(field: int, card: int) -> int:
    """The cards of ``field`` that ``card`` captures (or chooses among): those of its month."""
    return field & MONTH_MASK[card >> 2]


def month_mates(cards: int) -> int:
    """Every card of the months of ``cards``: the cards that would capture them, and that they
    would capture."""
    months = 0
    while cards:
        low = cards & -cards
        months |= MONTH_MASK[(low.bit_length() - 1) >> 2]
        cards ^= low
    return months


def month_groups(cards: int) -> list[int]:
    """``cards`` split by month, January first, as masks (months without a card left out): what
    one play captures together."""
    groups = []
    for month in MONTH_MASK:
        if cards & month:
            groups.append(cards & month)
    return groups
