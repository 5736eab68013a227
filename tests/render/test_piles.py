from __future__ import annotations

from bot.engine.cards import Kind
from bot.engine.rules import preset
from bot.render.piles import column_widths, pile_order


def test_traditional_piles_follow_its_columns_flowers_ribbons_animals_specials() -> None:
    assert pile_order(preset("traditional")) == (Kind.CHAFF, Kind.RIBBON, Kind.ANIMAL, Kind.BRIGHT)


def test_standard_piles_keep_brights_first() -> None:
    assert pile_order(preset("standard")) == (Kind.BRIGHT, Kind.ANIMAL, Kind.RIBBON, Kind.CHAFF)


def test_columns_fill_the_room_they_are_given() -> None:
    widths = column_widths([2, 9, 3, 24], 700, 46, 28)
    assert abs(sum(widths) - 700) < 1


def test_a_column_of_many_cards_is_wider_than_one_of_few() -> None:
    widths = column_widths([1, 1, 1, 20], 700, 46, 28)
    assert widths[3] > widths[0]
