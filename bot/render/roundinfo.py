"""Where the round stands: the month's emblem and name, the match's progress and, where the
rules have one, the koi-koi multiplier."""

from __future__ import annotations

from collections.abc import Sequence

from PIL import Image, ImageDraw

from bot.engine.view import PlayerView
from bot.render import palette
from bot.render.compose import paste, pill
from bot.render.fonts import draw_text, fit, fit_lines, fit_size, text_width
from bot.render.sprites import month_emblem
from bot.render.words import Words, month_label, progress_lines


def inset(text: int) -> int:
    """How far the words keep from each side of the column (text ``text`` pixels tall)."""
    return max(6, round(text * 0.45))


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
    width -= 2 * inset(text)  # the words keep clear of the panel's border around the column
    progress = progress_lines(view, words)
    lines, size = _progress_lines(progress, text, width)
    pitch = one_line = round(text * 1.35)
    if len(lines) > len(progress):
        # A line wrapped: set the progress smaller and closer, and take the room from the emblem.
        lines, size = _progress_lines(progress, round(text * 0.86), width)
        pitch = round(size * 1.2)
        emblem = max(round(emblem * 0.6), emblem - (len(lines) * pitch - len(progress) * one_line))
    paste(image, month_emblem(view.month, emblem), cx - emblem / 2, y)
    y += emblem + 4
    name = month_label(view, words)
    month_size = fit_size(name, text + 2, width, bold=True, smallest=text - 2)  # "Październik"
    month = fit(name, month_size, width, bold=True)
    draw_text(draw, (cx, y), month, month_size, palette.TEXT, "ma", bold=True)
    y += round((text + 2) * 1.45)
    for line in lines:
        draw_text(draw, (cx, y), fit(line, size, width), size, palette.TEXT_DIM, "ma")
        y += pitch
    y += round(text * 0.2)
    if view.has_multiplier:
        h = round(text * 1.7)
        _multiplier_pills(image, view, (cx, y), width, text, h)
        y += h
    return y


def _multiplier_pills(
    image: Image.Image, view: PlayerView, at: tuple[float, float], room: float, text: int, h: int
) -> None:
    """What a stop scores times, as the engine says for each seat: one pill where both seats'
    stops are multiplied alike, else a pill per seat in its seat's colour (Soft and Hard Koi
    multiply one seat's stops and not the other's)."""
    cx, y = at
    times = view.multipliers()
    if times[0] == times[1]:
        colour = palette.KOIKOI if times[0] > 1 else palette.FELT_DARK
        pill(image, cx, y, f"×{times[0]}", text + 4, palette.WHITE, colour, h, "m")
        return
    gap = 8

    def width(size: int) -> float:
        return sum(text_width(f"×{m}", size, bold=True) + h * 0.8 for m in times) + gap

    size = next((s for s in range(text + 4, text - 5, -1) if width(s) <= room), text - 4)
    left = cx - width(size) / 2
    for seat in (0, 1):
        left += pill(image, left, y, f"×{times[seat]}", size, palette.INK, palette.SEAT[seat], h)
        left += gap


def _progress_lines(progress: Sequence[str], size: int, width: float) -> tuple[list[str], int]:
    """The progress lines wrapped ``width`` wide, and one size for them all: ``size``, or a
    little smaller where a word alone is wider than the column ("daripada" in Malay)."""
    fitted = [fit_lines(line, size, width, smallest=round(size * 0.8)) for line in progress]
    least = min((tried for _, tried in fitted), default=size)
    if least == size:
        return [line for lines, _ in fitted for line in lines], size
    return [line for text in progress for line in fit_lines(text, least, width)[0]], least
