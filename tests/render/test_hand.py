from __future__ import annotations

from dataclasses import replace

import pytest
from PIL import Image

from bot.engine.cards import mask_of
from bot.engine.match import Match
from bot.engine.view import PlayerView
from bot.render import palette
from bot.render.hand import (
    HEIGHT,
    card_label,
    hand_order,
    hand_position,
    hand_width,
    render_hand,
    tab_box,
)
from tests.render.conftest import open_png, rgb_pixels


def _view(match: Match, hand: list[int], field: list[int]) -> PlayerView:
    return replace(match.view(0), hand=mask_of(hand), hand_count=len(hand), field=mask_of(field))


def _mark_pixels(image: Image.Image, box: tuple[int, int, int, int]) -> int:
    """How many pixels in ``box`` have the capture mark's green."""
    target = palette.CAPTURE
    return sum(
        1
        for p in rgb_pixels(image.crop(box))
        if sum(abs(a - b) for a, b in zip(p, target, strict=True)) < 40
    )


def test_hand_image_is_as_wide_as_the_hand_needs(mid_match: Match) -> None:
    full = open_png(render_hand(_view(mid_match, list(range(0, 32, 4)), [])))
    short = open_png(render_hand(_view(mid_match, [0, 4, 8, 12, 16], [])))
    assert full.size == (hand_width(8), HEIGHT)
    assert short.size == (hand_width(5), HEIGHT)
    assert full.width > short.width


def test_hand_marks_a_card_that_can_capture_and_not_one_that_cannot(mid_match: Match) -> None:
    # Jan crane meets the Jan ribbon on the field; the Feb warbler finds nothing.
    image = open_png(render_hand(_view(mid_match, [0, 4], [1, 20])))
    assert _mark_pixels(image, tab_box(0, 2)) > 50
    assert _mark_pixels(image, tab_box(1, 2)) == 0


def test_the_capture_mark_follows_the_field(mid_match: Match) -> None:
    image = open_png(render_hand(_view(mid_match, [0, 4], [20, 24])))
    assert _mark_pixels(image, tab_box(0, 2)) == 0


def test_hand_cards_are_numbered_from_one_in_ascending_card_order() -> None:
    hand = mask_of([40, 3, 17])
    assert hand_order(hand) == [3, 17, 40]
    assert [hand_position(card, hand) for card in (3, 17, 40)] == [1, 2, 3]


def test_card_label_starts_with_the_position_drawn_in_the_hand_image() -> None:
    hand = mask_of([40, 3, 17])
    assert card_label(40, hand) == "3 Nov rain man"


def test_card_label_refuses_a_card_that_is_not_in_the_hand() -> None:
    with pytest.raises(ValueError):
        card_label(5, mask_of([3]))


def test_an_empty_hand_renders(mid_match: Match) -> None:
    assert open_png(render_hand(_view(mid_match, [], [1, 2]))).size == (hand_width(0), HEIGHT)


def test_the_same_hand_renders_to_the_same_bytes(mid_match: Match) -> None:
    view = mid_match.view(0)
    assert render_hand(view) == render_hand(replace(view))
