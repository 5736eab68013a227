"""The picture of a reviewed decision."""

from __future__ import annotations

import io

from PIL import Image

from bot.engine.actions import KOIKOI, PLAYS, STOP
from bot.engine.cards import BOAR, DEER
from bot.engine.view import PlayerView
from bot.render import palette
from bot.render.compose import RING
from bot.render.review import (
    BETTER,
    PLAYED,
    THREAT,
    WIDTH,
    ReviewWords,
    card_spot,
    height_of,
    label_band,
    legend_band,
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


def _has_text(
    image: Image.Image, top: float, bottom: float, colour: tuple[int, int, int], left: int = 0
) -> bool:
    """Whether a band of the picture holds pixels of ``colour`` (text drawn in it)."""
    band = image.crop((left, round(top), image.width, round(bottom)))
    colours = band.getcolors(band.width * band.height) or []
    return any(close(pixel, colour) for _, pixel in colours)


def test_each_row_of_the_review_picture_is_labelled() -> None:
    view = PlayerView.of(feeding_position(), 0)
    image = picture(render_decision(view, PLAYS[20], PLAYS[46], 1.8, ReviewWords()))
    for row in range(4):
        assert _has_text(image, *label_band(row), palette.TEXT_DIM), row
    unlabelled = ReviewWords(rows=("", "", "", ""))
    blank = picture(render_decision(view, PLAYS[20], PLAYS[46], 1.8, unlabelled))
    assert not any(_has_text(blank, *label_band(row), palette.TEXT_DIM) for row in range(4))


def test_the_review_picture_draws_a_legend_of_its_rings() -> None:
    view = PlayerView.of(feeding_position(), 0)
    words = ReviewWords(threat_cards=1 << BOAR)
    image = picture(render_decision(view, PLAYS[20], PLAYS[46], 1.8, words))
    top = legend_band(view, PLAYS[20], PLAYS[46], words)
    for colour in (PLAYED, BETTER, THREAT):  # a swatch of each ring shown
        assert _has_text(image, top, image.height, colour), colour
    assert _has_text(image, top, image.height, palette.TEXT)  # and its words


def test_the_threat_the_review_names_is_ringed_violet_on_its_cards() -> None:
    view = PlayerView.of(feeding_position(), 0)
    words = ReviewWords(threat_cards=(1 << BOAR) | (1 << DEER))
    image = picture(render_decision(view, PLAYS[20], PLAYS[46], 1.8, words))
    assert close(ring_colour(image, view, BOAR), THREAT)
    assert close(ring_colour(image, view, DEER), THREAT)
    plain = picture(render_decision(view, PLAYS[20], PLAYS[46], 1.8, ReviewWords()))
    assert not close(ring_colour(plain, view, BOAR), THREAT)


def test_a_stop_decision_prints_what_stopping_scores_beside_the_two_words() -> None:
    view = PlayerView.of(sure_five_position(), 0)
    words = ReviewWords(stake="Stopping scores 1 point: Kasu 1")
    image = picture(render_decision(view, STOP, KOIKOI, 11.0, words))
    top = legend_band(view, STOP, KOIKOI, words)
    right_of_the_words = 320  # STOP and KOI-KOI are ringed gold too
    assert _has_text(image, top - 64, top, palette.WIN, right_of_the_words)
    silent = picture(render_decision(view, STOP, KOIKOI, 11.0, ReviewWords()))
    assert not _has_text(silent, top - 64, top, palette.WIN, right_of_the_words)
