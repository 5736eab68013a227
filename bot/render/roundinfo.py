"""Where the round stands: the month's emblem and name, the match's progress and, where the
rules have one, the koi-koi multiplier."""

from __future__ import annotations

from PIL import Image, ImageDraw

from bot.engine.view import PlayerView
from bot.render import palette
from bot.render.compose import paste, pill
from bot.render.fonts import draw_text, fit
from bot.render.sprites import month_emblem
from bot.render.words import Words, month_label, progress_lines


def draw_round_info(
    image: Image.Image,
    view: PlayerView,
    words: Words,
    x: float,
    y: float,
    width: float,
    *,
    emblem: int = 64,
    text: int = 22,
) -> float:
    """The month's emblem over its name, the match's progress and the multiplier (only when
    the rules double on koi-koi), centred in a column ``width`` wide. Returns the bottom."""
    draw = ImageDraw.Draw(image)
    cx = x + width / 2
    paste(image, month_emblem(view.month, emblem), cx - emblem / 2, y)
    y += emblem + 4
    month = fit(month_label(view, words), text + 2, width, bold=True)
    draw_text(draw, (cx, y), month, text + 2, palette.TEXT, "ma", bold=True)
    y += round((text + 2) * 1.45)
    for line in progress_lines(view, words):
        draw_text(draw, (cx, y), fit(line, text, width), text, palette.TEXT_DIM, "ma")
        y += round(text * 1.35)
    y += round(text * 0.2)
    if view.has_multiplier:
        colour = palette.KOIKOI if view.multiplier > 1 else palette.FELT_DARK
        h = round(text * 1.7)
        pill(image, cx, y, f"×{view.multiplier}", text + 4, palette.WHITE, colour, h, "m")
        y += h
    return y
