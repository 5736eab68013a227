"""Helpers that put sprites and labels onto an image: cards with highlights, pills, fans."""

from __future__ import annotations

from functools import lru_cache

from PIL import Image, ImageDraw

from bot.engine.cards import kind_of, month_of
from bot.render import legibility
from bot.render.cards import card_height, card_sprite
from bot.render.fonts import draw_text, text_width
from bot.render.palette import HIGHLIGHT, RGB
from bot.render.sprites import badge, month_digit_size, month_plate, rounded_box
from bot.render.stamps import stamp_of

RING = 5  # how far a highlight ring stands out from its card


def paste(canvas: Image.Image, sprite: Image.Image, x: float, y: float) -> None:
    """Composite an RGBA ``sprite`` onto ``canvas`` with its top left at (x, y)."""
    stamp_of(sprite).press(canvas, round(x), round(y))


def draw_card(
    canvas: Image.Image,
    card: int,
    x: float,
    y: float,
    width: int,
    highlight: bool = False,
    sprite: Image.Image | None = None,
) -> None:
    """Draw ``card`` (or the back) at (x, y), with a bright ring when ``highlight``; ``sprite``
    replaces the card's own."""
    if highlight:
        h = card_height(width)
        ring = rounded_box(
            width + 2 * RING, h + 2 * RING, width * 0.1 + RING, None, HIGHLIGHT, RING - 1
        )
        paste(canvas, ring, x - RING, y - RING)
    paste(canvas, sprite if sprite is not None else card_sprite(card, width), x, y)


@lru_cache(maxsize=128)
def marked_card(card: int, width: int, plate: int, kind: int) -> Image.Image:
    """``card`` at ``width`` with its month plate ``plate`` and its kind badge ``kind`` pixels
    across, larger than printed so a field card reads on a phone (one sprite: one paste)."""
    sprite = card_sprite(card, width).copy()
    sprite.alpha_composite(month_plate(month_of(card), plate), (0, 0))
    sprite.alpha_composite(badge(kind_of(card), kind), (width - kind, 1))
    return sprite


def draw_field_card(
    canvas: Image.Image,
    card: int,
    x: float,
    y: float,
    width: int,
    marks: tuple[int, int],
    highlight: bool = False,
) -> None:
    """Draw a field ``card`` with its large month plate and kind badge (``marks``: their sizes),
    with a bright ring when ``highlight``."""
    draw_card(canvas, card, x, y, width, highlight, marked_card(card, width, *marks))
    if legibility.recording_now():  # the plate's digit is drawn once into a cached sprite
        month = month_of(card)
        digit = month_digit_size(month, marks[0])
        legibility.note(str(month), digit, True, (x, y), canvas.width, "month")


def pill(
    canvas: Image.Image,
    x: float,
    y: float,
    text: str,
    size: int,
    fg: RGB,
    bg: RGB,
    height: int | None = None,
    align: str = "l",
    outline: RGB | None = None,
) -> int:
    """A rounded label with ``text``; (x, y) is its left/centre/right top by ``align``.

    Returns the pill's width."""
    h = height or round(size * 1.45)
    w = round(text_width(text, size, bold=True) + h * 0.8)
    left = x if align == "l" else x - w / 2 if align == "m" else x - w
    paste(canvas, rounded_box(w, h, h / 2, bg, outline, 2 if outline else 0), left, y)
    draw_text(ImageDraw.Draw(canvas), (left + w / 2, y + h / 2), text, size, fg, "mm", bold=True)
    return w


def fan_step(count: int, width: int, room: float, most: float) -> float:
    """The offset between fanned cards so ``count`` cards ``width`` wide fit in ``room``."""
    if count <= 1:
        return 0.0
    return max(1.0, min(most, (room - width) / (count - 1)))
