"""A tournament as pictures: the standings (round robin, Swiss) and the bracket of single
elimination, one game a row so that names stay large on a phone, in the leaderboard's style."""

from __future__ import annotations

from dataclasses import dataclass

from PIL import Image, ImageDraw

from bot.render import palette
from bot.render.compose import paste, pill
from bot.render.fonts import clean, draw_text, fit, fit_lines, text_width
from bot.render.indexed import new_canvas
from bot.render.png import encode
from bot.render.sprites import crown, rounded_box

WIDTH = 800  # shown 360 px wide, the smallest words (24 px) read at 10.8 px
MARGIN = 28
TITLE_H = 112
ROW_H = 76
HEADING_H = 56
FOOTER_H = 56
NOTE_H = 34  # a line of notes
RANK_W = 80
NAME = 30  # names and points
SMALL = 24  # records, headings of columns, the footer
PODIUM = (palette.WIN, palette.TEXT_DIM, palette.KOIKOI)


@dataclass(frozen=True, slots=True)
class StandingLine:
    """A player's line: place, name, record ("2–0–1") and match points, as written."""

    place: int
    name: str
    record: str
    points: str
    out: bool = False  # withdrawn: drawn dimmed


@dataclass(frozen=True, slots=True)
class StandingsPicture:
    """The standings: title, what round, column headings, the lines and a footer."""

    title: str
    subtitle: str
    record_heading: str
    points_heading: str
    lines: tuple[StandingLine, ...]
    footer: str
    notes: tuple[str, ...] = ()  # what a round played did not decide by play, one a line


@dataclass(frozen=True, slots=True)
class BracketGame:
    """One game of a round: both names (the second empty for a bye), the score between them as
    written, and which side won (0, 1, or None while it is played)."""

    first: str
    second: str
    score: str
    winner: int | None


@dataclass(frozen=True, slots=True)
class BracketRound:
    """A round's heading and its games."""

    heading: str
    games: tuple[BracketGame, ...]


@dataclass(frozen=True, slots=True)
class BracketPicture:
    """The elimination bracket, round after round from top to bottom."""

    title: str
    subtitle: str
    rounds: tuple[BracketRound, ...]
    footer: str
    notes: tuple[str, ...] = ()  # what the words in the score column mean, one a line


def render_standings(picture: StandingsPicture) -> bytes:
    """The standings as PNG bytes."""
    body = HEADING_H + max(len(picture.lines), 1) * ROW_H + _notes_height(picture.notes)
    image, y = _canvas(picture.title, picture.subtitle, body)
    draw = ImageDraw.Draw(image)
    right = WIDTH - MARGIN - 20
    points_x, record_x = right, right - 150
    draw_text(
        draw, (points_x, y + HEADING_H / 2), picture.points_heading, SMALL, palette.TEXT_DIM, "rm"
    )
    draw_text(
        draw, (record_x, y + HEADING_H / 2), picture.record_heading, SMALL, palette.TEXT_DIM, "rm"
    )
    y += HEADING_H
    for index, line in enumerate(picture.lines):
        _standing(image, y, line, index, record_x)
        y += ROW_H
    y = _notes(draw, y if picture.lines else y + ROW_H, picture.notes)
    _footer(draw, y, picture.footer)
    return encode(image)


def render_bracket(picture: BracketPicture) -> bytes:
    """The bracket as PNG bytes."""
    body = sum(HEADING_H + len(r.games) * ROW_H for r in picture.rounds)
    body += _notes_height(picture.notes)
    if not picture.footer:
        body -= FOOTER_H - MARGIN // 2  # no footer line: only a little room under the notes
    image, y = _canvas(picture.title, picture.subtitle, body)
    draw = ImageDraw.Draw(image)
    for stage in picture.rounds:
        draw_text(
            draw, (MARGIN + 4, y + HEADING_H / 2), stage.heading, 28, palette.TEXT, "lm", bold=True
        )
        y += HEADING_H
        for index, game in enumerate(stage.games):
            _game(image, y, game, index)
            y += ROW_H
    y = _notes(draw, y, picture.notes)
    _footer(draw, y, picture.footer)
    return encode(image)


NOTE_W = WIDTH - 2 * MARGIN - 8


def _note_lines(notes: tuple[str, ...]) -> list[tuple[str, int]]:
    """Each note wrapped on at most two lines (a long name may shrink it a little)."""
    out: list[tuple[str, int]] = []
    for text in notes:
        lines, size = fit_lines(text, SMALL, NOTE_W, lines=2, smallest=SMALL - 2)
        out.extend((line, size) for line in lines)
    return out


def _notes_height(notes: tuple[str, ...]) -> int:
    return len(_note_lines(notes)) * NOTE_H + (NOTE_H // 2 if notes else 0)


def _notes(draw: ImageDraw.ImageDraw, y: int, notes: tuple[str, ...]) -> int:
    """The notes under the rows, one a line; returns where they end."""
    if notes:
        y += NOTE_H // 2
    for line, size in _note_lines(notes):
        draw_text(draw, (MARGIN + 4, y + NOTE_H / 2), line, size, palette.TEXT, "lm")
        y += NOTE_H
    return y


def _canvas(title: str, subtitle: str, body: int) -> tuple[Image.Image, int]:
    """The felt with the crown, the title and the subtitle; returns it and where the body starts."""
    height = MARGIN + TITLE_H + body + FOOTER_H + MARGIN
    image = new_canvas((WIDTH, height), palette.FELT)
    draw = ImageDraw.Draw(image)
    paste(image, crown(44, palette.WIN), MARGIN, MARGIN + 14)
    room = WIDTH - 2 * MARGIN - 64
    draw_text(
        draw,
        (MARGIN + 62, MARGIN + 36),
        fit(clean(title, "Koi-Koi"), 38, room, bold=True),
        38,
        palette.TEXT,
        "lm",
        bold=True,
    )
    draw_text(draw, (MARGIN + 62, MARGIN + 84), fit(subtitle, 26, room), 26, palette.TEXT_DIM, "lm")
    return image, MARGIN + TITLE_H


def _footer(draw: ImageDraw.ImageDraw, y: float, footer: str) -> None:
    if not footer:
        return
    draw_text(
        draw,
        (WIDTH - MARGIN, y + FOOTER_H / 2),
        fit(footer, SMALL, WIDTH - 2 * MARGIN),
        SMALL,
        palette.TEXT_DIM,
        "rm",
    )


def _band(image: Image.Image, y: float, index: int) -> float:
    """A row's band, alternately shaded; returns its middle."""
    shade = palette.FELT_PANEL if index % 2 == 0 else palette.FELT_DARK
    paste(image, rounded_box(WIDTH - 2 * MARGIN, ROW_H - 8, 12, shade), MARGIN, y)
    return y + (ROW_H - 8) / 2


def _standing(
    image: Image.Image, y: float, line: StandingLine, index: int, record_x: float
) -> None:
    """A player's place in a pill (gold, silver, copper on the podium), name, record, points."""
    draw = ImageDraw.Draw(image)
    mid = _band(image, y, index)
    podium = line.place <= len(PODIUM) and not line.out
    colour = PODIUM[line.place - 1] if podium else palette.FELT_LINE
    pill(
        image,
        MARGIN + 14 + RANK_W / 2,
        mid - 24,
        str(line.place),
        28,
        palette.INK if podium else palette.TEXT,
        colour,
        48,
        "m",
    )
    ink = palette.TEXT_DIM if line.out else palette.TEXT
    draw_text(draw, (WIDTH - MARGIN - 20, mid), line.points, NAME, palette.WIN, "rm", bold=True)
    draw_text(draw, (record_x, mid), fit(line.record, SMALL, 130), SMALL, palette.TEXT_DIM, "rm")
    left = MARGIN + 14 + RANK_W + 18
    room = record_x - 130 - 24 - left
    draw_text(
        draw,
        (left, mid),
        fit(clean(line.name, "?"), NAME, room, bold=True),
        NAME,
        ink,
        "lm",
        bold=True,
    )


def _game(image: Image.Image, y: float, game: BracketGame, index: int) -> None:
    """Two names either side of the score; the winner in gold, the loser dimmed."""
    draw = ImageDraw.Draw(image)
    mid = _band(image, y, index)
    centre = WIDTH / 2
    score_w = max(text_width(game.score, SMALL, bold=True), 60)
    room = centre - score_w / 2 - 20 - MARGIN - 16
    for side, name, x, anchor in (
        (0, game.first, centre - score_w / 2 - 20, "rm"),
        (1, game.second, centre + score_w / 2 + 20, "lm"),
    ):
        if not name:
            continue
        won = game.winner == side
        ink = palette.WIN if won else palette.TEXT_DIM if game.winner is not None else palette.TEXT
        draw_text(
            draw, (x, mid), fit(clean(name, "?"), NAME, room, bold=won), NAME, ink, anchor, bold=won
        )
    draw_text(draw, (centre, mid), game.score, SMALL, palette.TEXT_DIM, "mm", bold=True)


__all__ = [
    "BracketGame",
    "BracketPicture",
    "BracketRound",
    "StandingLine",
    "StandingsPicture",
    "render_bracket",
    "render_standings",
]
