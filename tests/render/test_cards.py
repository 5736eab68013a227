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
