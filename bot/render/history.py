"""A member's history as a picture: their rating over their rated matches (the provisional
part drawn apart), their results against each kind of opponent, and the yaku they made.

Plain data in (numbers and the words in the viewer's language), PNG bytes out.
"""

from __future__ import annotations

import itertools
from collections.abc import Mapping
from dataclasses import dataclass, field

from PIL import Image, ImageDraw

from bot.render import palette
from bot.render.fonts import draw_text, fit
from bot.render.png import encode

WIDTH = 800  # as the results: a phone (360 px) shows every word at 11 px or more
MARGIN = 28
TITLE = 36
LABEL = 28
SMALL = 26
CHART_H = 230
BAR_H = 34
BAR_GAP = 12
NAME_W = 300
MOST_YAKU = 8  # the yaku made most often; the rest are left out


@dataclass(frozen=True, slots=True)
class RatingPoint:
    """The rating shown after a member's ``rated``-th rated match."""

    rated: int
    shown: int
    provisional: bool


@dataclass(frozen=True, slots=True)
class Results:
    """Matches won, drawn and lost against one kind of opponent."""

    opponent: str  # its label, in the viewer's language
    won: int
    drawn: int
    lost: int


@dataclass(frozen=True, slots=True)
class History:
    """What the picture shows."""

    ratings: tuple[RatingPoint, ...]
    results: tuple[Results, ...]
    yaku: tuple[tuple[str, int], ...]  # a yaku's name and how often it was made, most first


@dataclass(frozen=True, slots=True)
class HistoryWords:
    """The picture's words (English defaults)."""

    title: str = "History"
    rating: str = "Rating"
    provisional: str = "provisional"
    no_rating: str = "No rated match yet"
    results: str = "Results"
    won: str = "won"
    drawn: str = "drawn"
    lost: str = "lost"
    yaku: str = "Yaku made"
    no_yaku: str = "No yaku yet"
    extra: Mapping[str, str] = field(default_factory=dict)


def render_history(history: History, words: HistoryWords | None = None) -> bytes:
    """The member's history as PNG bytes: three panels, one under the other."""
    words = words or HistoryWords()
    results = [r for r in history.results if r.won + r.drawn + r.lost]
    yaku = history.yaku[:MOST_YAKU]
    height = (
        MARGIN + 56 + (LABEL + 20 + CHART_H + 40)
        + (LABEL + 20 + max(1, len(results)) * (BAR_H + BAR_GAP) + 40)
        + (LABEL + 20 + max(1, len(yaku)) * (BAR_H + BAR_GAP) + MARGIN)
    )  # fmt: skip
    image = Image.new("RGB", (WIDTH, height), palette.FELT)
    draw = ImageDraw.Draw(image)
    draw_text(draw, (MARGIN, MARGIN), fit(words.title, TITLE, WIDTH - 2 * MARGIN, True), TITLE,
              palette.TEXT, bold=True)  # fmt: skip
    y: float = MARGIN + 56
    y = _rating(draw, y, history.ratings, words)
    y = _results(draw, y, results, words)
    _yaku(draw, y, yaku, words)
    return encode(image)


def _heading(draw: ImageDraw.ImageDraw, y: float, text: str) -> float:
    draw_text(draw, (MARGIN, y), fit(text, LABEL, WIDTH - 2 * MARGIN, True), LABEL,
              palette.TEXT_DIM, bold=True)  # fmt: skip
    return y + LABEL + 20


def _rating(
    draw: ImageDraw.ImageDraw, y: float, points: tuple[RatingPoint, ...], words: HistoryWords
) -> float:
    """The rating as a line over the rated matches; the provisional part thin and dim."""
    top = _heading(draw, y, words.rating)
    box = (MARGIN + 70, top, WIDTH - MARGIN, top + CHART_H)
    draw.rounded_rectangle(
        (MARGIN, top, WIDTH - MARGIN, top + CHART_H), 12, fill=palette.FELT_PANEL
    )
    if not points:
        draw_text(draw, ((box[0] + box[2]) / 2, top + CHART_H / 2), words.no_rating, SMALL,
                  palette.TEXT_DIM, "mm")  # fmt: skip
        return top + CHART_H + 40
    low = min(p.shown for p in points) - 20
    high = max(p.shown for p in points) + 20
    last = max(p.rated for p in points)
    left, right, upper, lower = box[0] + 10, box[2] - 16, box[1] + 18, box[3] - 18

    def at(point: RatingPoint) -> tuple[float, float]:
        x = left + (right - left) * ((point.rated - 1) / max(1, last - 1))
        return x, lower - (lower - upper) * (point.shown - low) / max(1, high - low)

    for value in (high - 20, low + 20):
        y_value = at(RatingPoint(1, value, False))[1]
        draw_text(draw, (box[0] - 8, y_value), str(value), SMALL, palette.TEXT_DIM, "rm")
    for first, second in itertools.pairwise(points):
        dim = second.provisional
        colour = palette.TEXT_DIM if dim else palette.HIGHLIGHT
        draw.line((*at(first), *at(second)), fill=colour, width=3 if dim else 5)
    for point in points:
        x, y_point = at(point)
        colour = palette.TEXT_DIM if point.provisional else palette.HIGHLIGHT
        draw.ellipse((x - 5, y_point - 5, x + 5, y_point + 5), fill=colour)
    if points[0].provisional:
        draw_text(draw, (left, upper), words.provisional, SMALL, palette.TEXT_DIM, "la")
    return top + CHART_H + 40


def _results(
    draw: ImageDraw.ImageDraw, y: float, results: list[Results], words: HistoryWords
) -> float:
    """A bar per kind of opponent: won, drawn and lost, each its colour and count."""
    top = _heading(draw, y, f"{words.results}: {words.won} · {words.drawn} · {words.lost}")
    room = WIDTH - MARGIN - (MARGIN + NAME_W)
    most = max((r.won + r.drawn + r.lost for r in results), default=1)
    colours = (palette.CAPTURE, palette.TEXT_DIM, palette.DEALER)
    for row, result in enumerate(results):
        y_row = top + row * (BAR_H + BAR_GAP)
        name = fit(result.opponent, SMALL, NAME_W - 12)
        draw_text(draw, (MARGIN, y_row + BAR_H / 2), name, SMALL, palette.TEXT, "lm")
        x = float(MARGIN + NAME_W)
        for count, colour in zip((result.won, result.drawn, result.lost), colours, strict=True):
            if not count:
                continue
            width = room * count / most
            draw.rectangle((x, y_row, x + width - 2, y_row + BAR_H), fill=colour)
            if width > 30:
                draw_text(draw, (x + width / 2, y_row + BAR_H / 2), str(count), SMALL,
                          palette.INK, "mm", bold=True)  # fmt: skip
            x += width
    return top + max(1, len(results)) * (BAR_H + BAR_GAP) + 40


def _yaku(
    draw: ImageDraw.ImageDraw, y: float, yaku: tuple[tuple[str, int], ...], words: HistoryWords
) -> None:
    """A bar per yaku made, the most made first."""
    top = _heading(draw, y, words.yaku)
    if not yaku:
        draw_text(draw, (MARGIN, top + BAR_H / 2), words.no_yaku, SMALL, palette.TEXT_DIM, "lm")
        return
    room = WIDTH - MARGIN - (MARGIN + NAME_W) - 60
    most = max(count for _, count in yaku)
    for row, (name, count) in enumerate(yaku):
        y_row = top + row * (BAR_H + BAR_GAP)
        draw_text(draw, (MARGIN, y_row + BAR_H / 2), fit(name, SMALL, NAME_W - 12), SMALL,
                  palette.TEXT, "lm")  # fmt: skip
        width = max(4.0, room * count / most)
        left = MARGIN + NAME_W
        draw.rectangle((left, y_row, left + width, y_row + BAR_H), fill=palette.KOIKOI)
        draw_text(draw, (left + width + 10, y_row + BAR_H / 2), str(count), SMALL, palette.TEXT,
                  "lm", bold=True)  # fmt: skip
