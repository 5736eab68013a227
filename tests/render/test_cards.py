from __future__ import annotations

import itertools

import pytest

from bot.engine.cards import DECK_SIZE
from bot.render.cards import BACK_CARD, card_height, card_sprite
from tests.render.conftest import rgb_pixels


def test_a_card_sprite_has_the_requested_width_and_card_proportions() -> None:
    sprite = card_sprite(0, 60)
    assert sprite.size == (60, 96) == (60, card_height(60))
    assert sprite.mode == "RGBA"


def test_every_card_face_is_different_from_every_other() -> None:
    faces = {card: card_sprite(card, 60).tobytes() for card in range(DECK_SIZE)}
    same = [(a, b) for a, b in itertools.combinations(range(DECK_SIZE), 2) if faces[a] == faces[b]]
    assert same == []


def test_the_back_differs_from_every_face() -> None:
    back = card_sprite(BACK_CARD, 60).tobytes()
    assert all(card_sprite(card, 60).tobytes() != back for card in range(DECK_SIZE))


def test_two_chaff_cards_of_a_month_differ_in_more_than_a_few_pixels() -> None:
    a, b = card_sprite(2, 60), card_sprite(3, 60)
    differing = sum(1 for p, q in zip(rgb_pixels(a), rgb_pixels(b), strict=True) if p != q)
    assert differing > 60 * 96 // 10


def test_card_corners_are_transparent_so_cards_sit_on_any_background() -> None:
    sprite = card_sprite(5, 60)
    alpha = sprite.getchannel("A").tobytes()
    assert alpha[0] < 10  # the top-left corner
    assert alpha[48 * 60 + 30] == 255  # the middle


def test_an_unknown_card_is_refused() -> None:
    with pytest.raises(ValueError):
        card_sprite(48, 60)


def _plate_colour(card: int, width: int) -> tuple[int, int, int]:
    """The colour at the middle of the month plate's ring, left of its number."""
    sprite = card_sprite(card, width).convert("RGB")
    x, y = round(width * 0.08), round(width * 0.18)
    return sprite.getpixel((x, y))  # type: ignore[return-value]


def test_april_and_december_plates_differ_in_colour_on_a_small_pile_card() -> None:
    april, december = _plate_colour(14, 46), _plate_colour(46, 46)
    assert sum(abs(a - b) for a, b in zip(april, december, strict=True)) > 120


def test_every_month_has_its_own_plate_colour() -> None:
    colours = [_plate_colour((month - 1) * 4 + 3, 46) for month in range(1, 13)]
    for i, a in enumerate(colours):
        for b in colours[i + 1 :]:
            assert sum(abs(x - y) for x, y in zip(a, b, strict=True)) > 40
