"""The deck (docs/rules.md section 1 and "Card numbering")."""

from __future__ import annotations

from collections import Counter

import pytest

from bot.engine import cards
from bot.engine.cards import (
    ANIMALS,
    BLUE_RIBBONS,
    BRIGHTS,
    CHAFF,
    DECK_SIZE,
    FULL_DECK,
    POETRY_RIBBONS,
    RIBBONS,
    Kind,
    bit,
    card_name,
    cards_of,
    count,
    iter_cards,
    kind_of,
    mask_of,
    month_mask,
    month_of,
    same_month,
    subject_of,
)

B, A, R, C = Kind.BRIGHT, Kind.ANIMAL, Kind.RIBBON, Kind.CHAFF

# The "Card numbering" table of docs/rules.md, row by row: (subject, kind) for slots 0..3.
NUMBERING = {
    1: [("crane", B), ("poetry ribbon", R), ("chaff", C), ("chaff", C)],
    2: [("bush warbler", A), ("poetry ribbon", R), ("chaff", C), ("chaff", C)],
    3: [("curtain", B), ("poetry ribbon", R), ("chaff", C), ("chaff", C)],
    4: [("cuckoo", A), ("red ribbon", R), ("chaff", C), ("chaff", C)],
    5: [("bridge", A), ("red ribbon", R), ("chaff", C), ("chaff", C)],
    6: [("butterflies", A), ("blue ribbon", R), ("chaff", C), ("chaff", C)],
    7: [("boar", A), ("red ribbon", R), ("chaff", C), ("chaff", C)],
    8: [("moon", B), ("geese", A), ("chaff", C), ("chaff", C)],
    9: [("sake cup", A), ("blue ribbon", R), ("chaff", C), ("chaff", C)],
    10: [("deer", A), ("blue ribbon", R), ("chaff", C), ("chaff", C)],
    11: [("rain man", B), ("swallow", A), ("red ribbon", R), ("lightning", C)],
    12: [("phoenix", B), ("chaff", C), ("chaff", C), ("chaff", C)],
}

NUMBERED = [
    (4 * (month - 1) + slot, month, subject, kind)
    for month, row in NUMBERING.items()
    for slot, (subject, kind) in enumerate(row)
]


def test_the_deck_has_48_cards() -> None:
    assert DECK_SIZE == 48
    assert len(cards.KIND) == 48
    assert count(FULL_DECK) == 48


def test_every_month_has_four_cards() -> None:
    assert Counter(month_of(card) for card in range(48)) == {m: 4 for m in range(1, 13)}


def test_the_kind_counts_are_5_brights_9_animals_10_ribbons_24_chaff() -> None:
    assert Counter(kind_of(card) for card in range(48)) == {B: 5, A: 9, R: 10, C: 24}


def test_the_kind_masks_hold_the_counted_cards() -> None:
    assert (count(BRIGHTS), count(ANIMALS), count(RIBBONS), count(CHAFF)) == (5, 9, 10, 24)
    assert BRIGHTS | ANIMALS | RIBBONS | CHAFF == FULL_DECK


@pytest.mark.parametrize(("card", "month", "subject", "kind"), NUMBERED)
def test_a_card_id_follows_the_numbering_table(
    card: int, month: int, subject: str, kind: Kind
) -> None:
    assert month_of(card) == month
    assert subject_of(card) == subject
    assert kind_of(card) is kind


def test_the_brights_are_crane_curtain_moon_rain_man_and_phoenix() -> None:
    assert cards_of(BRIGHTS) == [0, 8, 28, 40, 44]


def test_the_special_cards_have_their_table_ids() -> None:
    named = {
        "CRANE": 0, "BUSH_WARBLER": 4, "CURTAIN": 8, "CUCKOO": 12, "BRIDGE": 16,
        "BUTTERFLIES": 20, "BOAR": 24, "MOON": 28, "GEESE": 29, "SAKE_CUP": 32, "DEER": 36,
        "RAIN_MAN": 40, "SWALLOW": 41, "LIGHTNING": 43, "PHOENIX": 44,
    }  # fmt: skip
    assert {name: getattr(cards, name) for name in named} == named


def test_the_rain_man_is_the_november_bright() -> None:
    assert month_of(cards.RAIN_MAN) == 11
    assert kind_of(cards.RAIN_MAN) is B


def test_the_sake_cup_is_printed_as_the_september_animal() -> None:
    assert month_of(cards.SAKE_CUP) == 9
    assert kind_of(cards.SAKE_CUP) is A


def test_the_poetry_ribbons_are_january_february_and_march() -> None:
    assert cards_of(POETRY_RIBBONS) == [1, 5, 9]
    assert [month_of(card) for card in cards.POETRY_RIBBON_CARDS] == [1, 2, 3]


def test_the_blue_ribbons_are_june_september_and_october() -> None:
    assert cards_of(BLUE_RIBBONS) == [21, 33, 37]
    assert [month_of(card) for card in cards.BLUE_RIBBON_CARDS] == [6, 9, 10]


def test_the_red_plain_ribbons_are_april_may_july_and_november() -> None:
    assert [month_of(card) for card in cards.RED_PLAIN_RIBBON_CARDS] == [4, 5, 7, 11]
    assert all(kind_of(card) is R for card in cards.RED_PLAIN_RIBBON_CARDS)


def test_boar_deer_and_butterflies_form_one_mask() -> None:
    assert cards_of(cards.BOAR_DEER_BUTTERFLIES) == [20, 24, 36]


def test_the_lightning_is_novembers_only_chaff() -> None:
    assert cards_of(month_mask(11) & CHAFF) == [cards.LIGHTNING]


def test_december_has_three_chaff() -> None:
    assert cards_of(month_mask(12) & CHAFF) == [45, 46, 47]


def test_the_plants_run_from_pine_to_paulownia() -> None:
    assert cards.PLANTS[0] == "pine"
    assert cards.PLANTS[7] == "pampas grass"
    assert cards.PLANTS[11] == "paulownia"
    assert len(cards.PLANTS) == 12


def test_a_card_name_gives_the_month_and_subject() -> None:
    assert card_name(0) == "Jan crane"
    assert card_name(43) == "Nov lightning"
    assert card_name(47) == "Dec chaff"
    assert card_name(33) == "Sep blue ribbon"


def test_a_month_mask_holds_that_months_four_ids() -> None:
    assert cards_of(month_mask(1)) == [0, 1, 2, 3]
    assert cards_of(month_mask(9)) == [32, 33, 34, 35]
    assert cards_of(month_mask(12)) == [44, 45, 46, 47]


def test_same_month_gives_the_four_cards_of_a_cards_month() -> None:
    assert same_month(42) == month_mask(11)
    assert same_month(0) == month_mask(1)


def test_masks_and_card_lists_convert_both_ways() -> None:
    chosen = [47, 3, 0, 28]
    assert cards_of(mask_of(chosen)) == [0, 3, 28, 47]
    assert list(iter_cards(mask_of(chosen))) == [0, 3, 28, 47]
    assert count(mask_of(chosen)) == 4
    assert bit(5) == 0b100000
    assert cards_of(0) == []
