"""The leaderboard as a picture: a server's ranking on the felt, a member a row, in the fonts
of the table so that names in any script draw."""

from __future__ import annotations

from dataclasses import dataclass

from PIL import Image, ImageDraw

from bot.render import palette
from bot.render.compose import paste, pill
from bot.render.fonts import clean, draw_text, fit, text_width
from bot.render.indexed import new_canvas
from bot.render.png import encode
from bot.render.sprites import crown, rounded_box

WIDTH = 800  # a phone (360 px) shows its smallest words at 10.8 px
MARGIN = 28
TITLE_H = 86
ROW_H = 76
FOOTER_H = 56
RANK_W = 96  # the rank column, "=10" included
POINTS_W = 170  # the points column, so that the records line up
PODIUM = (palette.WIN, palette.TEXT_DIM, palette.KOIKOI)  # the colours of ranks 1, 2 and 3


@dataclass(frozen=True, slots=True)
class BoardRow:
    """One member's line: the rank as written ("=3"), the rank itself, the name, the points
    and the record in words."""

    place: str
    rank: int
    name: str
    points: str
    record: str


@dataclass(frozen=True, slots=True)
class BoardPicture:
    """What the leaderboard picture shows: a title, the rows of one page, a footer, and what
    it says when nobody is ranked yet."""

    title: str
    rows: tuple[BoardRow, ...]
    footer: str
    empty: str = "Nobody has finished a match here yet."


def render_leaderboard(board: BoardPicture) -> bytes:
    """The page of the leaderboard as PNG bytes."""
    body = len(board.rows) * ROW_H if board.rows else ROW_H
    height = MARGIN + TITLE_H + body + FOOTER_H + MARGIN
    image = new_canvas((WIDTH, height), palette.FELT)
    draw = ImageDraw.Draw(image)
    paste(image, crown(44, palette.WIN), MARGIN, MARGIN + 14)
    title = fit(clean(board.title, "Koi-Koi"), 38, WIDTH - 2 * MARGIN - 64, bold=True)
    draw_text(draw, (MARGIN + 62, MARGIN + 36), title, 38, palette.TEXT, "lm", bold=True)
    y = MARGIN + TITLE_H
    if not board.rows:
        draw_text(draw, (WIDTH / 2, y + ROW_H / 2), board.empty, 28, palette.TEXT_DIM, "mm")
    for index, row in enumerate(board.rows):
        _row(image, y, row, index)
        y += ROW_H
    draw_text(draw, (WIDTH - MARGIN, y + FOOTER_H / 2), board.footer, 24, palette.TEXT_DIM, "rm")
    return encode(image)


def _row(image: Image.Image, y: float, row: BoardRow, index: int) -> None:
    """A member's rank in a pill (gold, silver, copper on the podium), name, record, points."""
    draw = ImageDraw.Draw(image)
    shade = palette.FELT_PANEL if index % 2 == 0 else palette.FELT_DARK
    paste(image, rounded_box(WIDTH - 2 * MARGIN, ROW_H - 8, 12, shade), MARGIN, y)
    mid = y + (ROW_H - 8) / 2
    colour = PODIUM[row.rank - 1] if row.rank <= len(PODIUM) else palette.FELT_LINE
    ink = palette.INK if row.rank <= len(PODIUM) else palette.TEXT
    pill(image, MARGIN + 14 + RANK_W / 2, mid - 24, row.place, 28, ink, colour, 48, "m")
    right = WIDTH - MARGIN - 20
    points_w = max(POINTS_W, text_width(row.points, 30, bold=True))
    draw_text(draw, (right, mid), row.points, 30, palette.WIN, "rm", bold=True)
    record_w = min(text_width(row.record, 24), 200)
    record_x = right - points_w - 28
    draw_text(draw, (record_x, mid), fit(row.record, 24, 200), 24, palette.TEXT_DIM, "rm")
    left = MARGIN + 14 + RANK_W + 18
    room = record_x - record_w - 24 - left
    name = fit(clean(row.name, "?"), 30, room, bold=True)
    draw_text(draw, (left, mid), name, 30, palette.TEXT, "lm", bold=True)
