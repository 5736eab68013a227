"""Helpers that put sprites and labels onto an image: cards with highlights, pills, fans."""

from __future__ import annotations

from PIL import Image, ImageDraw

from bot.render.cards import card_height, card_sprite
from bot.render.fonts import draw_text, text_width
from bot.render.palette import HIGHLIGHT, RGB
from bot.render.sprites import rounded_box
from bot.render.stamps import stamp_of

RING = 5  # how far a highlight ring stands out from its card


def paste(canvas: Image.Image, sprite: Image.Image, x: float, y: float) -> None:
    """Composite an RGBA ``sprite`` onto ``canvas`` with its top left at (x, y)."""
    stamp_of(sprite).press(canvas, round(x), round(y))


def draw_card(
    canvas: Image.Image, card: int, x: float, y: float, width: int, highlight: bool = False
) -> None:
    """Draw ``card`` (or the back) at (x, y), with a bright ring when ``highlight``."""
    if highlight:
        h = card_height(width)
        ring = rounded_box(
            width + 2 * RING, h + 2 * RING, width * 0.1 + RING, None, HIGHLIGHT, RING - 1
        )
        paste(canvas, ring, x - RING, y - RING)
    paste(canvas, card_sprite(card, width), x, y)


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
