"""The picture of a reviewed decision."""

from __future__ import annotations

import io

from PIL import Image

from bot.engine.actions import KOIKOI, PLAYS, STOP
from bot.engine.view import PlayerView
from bot.render.compose import RING
from bot.render.review import (
    BETTER,
    PLAYED,
    WIDTH,
    ReviewWords,
    card_spot,
    height_of,
    render_decision,
)
from tests.review.positions import feeding_position, sure_five_position


def picture(data: bytes) -> Image.Image:
    return Image.open(io.BytesIO(data)).convert("RGB")


def ring_colour(image: Image.Image, view: PlayerView, card: int) -> tuple[int, int, int]:
    spot = card_spot(view, card)
    assert spot is not None
    x, y, width = spot
    pixel = image.getpixel((round(x + width / 2), round(y - RING / 2)))
    assert isinstance(pixel, tuple)
    return (pixel[0], pixel[1], pixel[2])


def close(a: tuple[int, int, int], b: tuple[int, int, int]) -> bool:
    return all(abs(x - y) <= 40 for x, y in zip(a, b, strict=True))


def test_the_played_card_is_ringed_red_and_the_better_card_gold() -> None:
    view = PlayerView.of(feeding_position(), 0)
    image = picture(render_decision(view, PLAYS[20], PLAYS[46], 1.8))
    assert image.size == (WIDTH, height_of(view, PLAYS[20], PLAYS[46], ReviewWords()))
    assert close(ring_colour(image, view, 20), PLAYED)
    assert close(ring_colour(image, view, 46), BETTER)
    assert not close(ring_colour(image, view, 2), PLAYED)


def test_a_stop_or_koikoi_decision_is_drawn_with_both_words() -> None:
    view = PlayerView.of(sure_five_position(), 0)
    koikoi = render_decision(view, STOP, KOIKOI, 11.0)
    same_cards = render_decision(view, KOIKOI, KOIKOI, 0.0)
    assert picture(koikoi).size == (WIDTH, height_of(view, STOP, KOIKOI, ReviewWords()))
    assert koikoi != same_cards  # the rings and the points lost differ
