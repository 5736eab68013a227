"""A replay drawn: every scene's table with the live table's own drawing, a line under it
saying what the move did, the player's own hand under that in their private replay, and each
round's and the match's result picture; one animated GIF (plain data in, bytes out).

Runs in a replay worker (a process of its own at a low priority): a whole match takes seconds.
"""

from __future__ import annotations

import io
from dataclasses import dataclass
from functools import partial

from PIL import Image, ImageDraw

from bot.app.core.picture_words import picture_words
from bot.app.core.stories import match_words, round_words
from bot.engine.match import month_of_round
from bot.engine.view import PlayerView
from bot.render import indexed, palette, render_match_result, render_round_result
from bot.render.cards import card_height
from bot.render.compose import draw_card
from bot.render.film import Film
from bot.render.fonts import draw_text, fit, fit_size
from bot.render.frames import Part, Sketch
from bot.render.hand import hand_order
from bot.render.table import WIDTH, table_sketch
from bot.render.words import Words
from bot.replay.scenes import PlayedMatch, Scene, Span, scenes
from bot.replay.words import caption, description, hand_label

# Drawn as the live table, kept at half its width (600 px, wider than a phone shows it), or at
# a third where a long match would not fit Discord's upload limit at half.
SHRINKS = (2, 3)
UPLOAD_LIMIT = 10 * 1024 * 1024  # what Discord takes in any server, boosted or not
CAPTION_H = 120  # two lines of what the move did
CAPTION_TEXT = 36  # 18 px in the replay, 11 px on a 360 px phone screen
CAPTION_SMALLEST = 28
HAND_CARD = 96  # the player's own hand, as large as the field's cards
HAND_LABEL = 34
HAND_H = 16 + 44 + card_height(HAND_CARD) + 18
HAND_PITCH = HAND_CARD + 14
MARGIN = 24
# How long each kind of scene stays, in milliseconds: long enough to follow a move, longer for
# a decision, a round's result and the match's.
SHOWN = {"deal": 1800, "move": 1100, "decision": 2000, "round_over": 4000, "match_over": 6000}


@dataclass(frozen=True, slots=True)
class ReplayOrder:
    """What a replay shows and to whom: ``seat`` None is the public replay (no hand shown)."""

    played: PlayedMatch
    span: Span
    names: tuple[str, str]
    locale: str
    seat: int | None = None
    shrink: int | None = None  # None: the largest size that fits the upload limit


@dataclass(frozen=True, slots=True)
class Reel:
    """A drawn replay: the GIF, and what it shows in words for a screen reader."""

    gif: bytes
    description: str


def reel_of(order: ReplayOrder) -> Reel:
    """The replay ``order`` asks for, with its alt text (what a replay worker runs)."""
    shown = scenes(order.played, order.span, order.seat)
    return Reel(draw_replay(order, shown), description(shown, order.names, order.locale))


class TooLong(ValueError):
    """The replay does not fit Discord's upload limit even at its smallest: a shorter span
    (a round) does."""


def draw_replay(order: ReplayOrder, shown: list[Scene] | None = None) -> bytes:
    """The replay as GIF bytes (the same bytes for the same order), as large as fits Discord's
    upload limit; ``TooLong`` where none does. ``shown``: its scenes, where told already."""
    shown = scenes(order.played, order.span, order.seat) if shown is None else shown
    for shrink in SHRINKS if order.shrink is None else (order.shrink,):
        gif = _drawn(shown, order, shrink)
        if len(gif) <= UPLOAD_LIMIT:
            return gif
    raise TooLong(f"{len(gif)} bytes at 1/{shrink} of the table's size")


def _drawn(shown: list[Scene], order: ReplayOrder, shrink: int) -> bytes:
    """The replay of ``shown`` at 1/``shrink`` of the live table's size."""
    tables = [
        (scene, table_sketch(scene.view, order.names, _words(scene.view, order)))
        for scene in shown
        if scene.kind in ("deal", "move")
    ]
    table_h = max(sketch.height for _, sketch in tables)
    height = table_h + CAPTION_H + (HAND_H if order.seat is not None else 0)
    film = Film(WIDTH, height, palette.FELT, shrink)
    drawn = iter(tables)
    for scene in shown:
        if scene.kind in ("deal", "move"):
            _, sketch = next(drawn)
            film.sketch(_framed(sketch, scene, order, table_h, height), milliseconds(scene))
        else:
            film.still(_result(scene, order), milliseconds(scene))
    return film.finish()


def milliseconds(scene: Scene) -> int:
    """How long ``scene`` is shown."""
    if scene.kind == "move" and scene.view.phase.value == "koikoi":
        return SHOWN["decision"]
    return SHOWN[scene.kind]


def _words(view: PlayerView, order: ReplayOrder) -> Words:
    return picture_words(view, order.locale, order.names)


def _framed(sketch: Sketch, scene: Scene, order: ReplayOrder, table_h: int, height: int) -> Sketch:
    """The table's parts, the caption under it, the player's hand under that, and felt below
    where a later table is taller."""
    parts = list(sketch.parts)
    top = sketch.height  # right under the table: no gap where a later table grows
    lines = caption(scene, order.names, order.locale)
    band = (0, top, WIDTH, top + CAPTION_H)
    parts.append(Part("caption", band, lines, partial(_caption, band=band, lines=lines)))
    top += CAPTION_H
    if order.seat is not None:
        shelf = (0, top, WIDTH, top + HAND_H)
        label = hand_label(order.names[order.seat], order.locale)
        key = (scene.view.hand, label)
        paint = partial(_hand, box=shelf, hand=scene.view.hand, label=label)
        parts.append(Part("hand", shelf, key, paint))
        top += HAND_H
    if top < height:
        below = (0, top, WIDTH, height)
        parts.append(Part("below", below, below, _nothing))
    return Sketch(WIDTH, height, sketch.ground, (sketch.layout, table_h, height), tuple(parts))


def _nothing(image: Image.Image) -> None:
    """Felt below, where a later table is taller."""


def _caption(image: Image.Image, band: tuple[int, int, int, int], lines: tuple[str, ...]) -> None:
    """What the move did, a line each, on a darker strip."""
    x0, y0, x1, y1 = band
    indexed.fill(image, palette.FELT_DARK, band)
    room = x1 - x0 - 2 * MARGIN
    size = min(
        (fit_size(line, CAPTION_TEXT, room, smallest=CAPTION_SMALLEST) for line in lines),
        default=CAPTION_TEXT,
    )
    draw = ImageDraw.Draw(image)
    step = (y1 - y0) / max(2, len(lines))
    for number, line in enumerate(lines):
        y = y0 + step * (number + 0.5) + (step / 2 if len(lines) == 1 else 0)
        draw_text(draw, (x0 + MARGIN, y), fit(line, size, room), size, palette.TEXT, "lm")


def _hand(image: Image.Image, box: tuple[int, int, int, int], hand: int, label: str) -> None:
    """The player's own hand, face up, under its label."""
    x0, y0, x1, _ = box
    indexed.fill(image, palette.FELT_PANEL, box)
    draw = ImageDraw.Draw(image)
    draw_text(draw, (x0 + MARGIN, y0 + 16), fit(label, HAND_LABEL, x1 - 2 * MARGIN), HAND_LABEL,
              palette.TEXT_DIM, "la")  # fmt: skip
    cards = hand_order(hand)
    left = x0 + (x1 - x0 - (len(cards) * HAND_PITCH - 14)) / 2
    for number, card in enumerate(cards):
        draw_card(image, card, left + number * HAND_PITCH, y0 + 60, HAND_CARD)


def _result(scene: Scene, order: ReplayOrder) -> Image.Image:
    """A round's or the match's result picture, as the channel saw it."""
    names, locale = order.names, order.locale
    if scene.kind == "round_over":
        assert scene.result is not None
        number = scene.round_number
        month = month_of_round(number)
        words = round_words(scene.result, names, locale, number, month, order.played.rules)
        picture = render_round_result(scene.result, names, scene.scores, number, month, words)
    else:
        match = order.played.replayed()
        said = match_words(names, scene.scores, match.winner, {}, locale)
        picture = render_match_result(names, scene.scores, match.winner, match.results, said)
    return Image.open(io.BytesIO(picture))
