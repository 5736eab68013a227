"""Result images: a round's yaku and score, and a whole match's final score with its rounds."""

from __future__ import annotations

from PIL import Image, ImageDraw

from bot.engine.cards import cards_of
from bot.engine.events import RoundResult
from bot.render import palette
from bot.render.cards import card_height
from bot.render.compose import draw_card, fan_step, paste, pill
from bot.render.fonts import draw_text, fit, fit_lines, text_width
from bot.render.plates import display_name, name_plate, signed
from bot.render.png import encode
from bot.render.sprites import disc, equals_sign, month_emblem, rounded_box, star
from bot.render.words import Words, yaku_label

WIDTH = 1100
MARGIN = 28
HEADER_H = 104
ROW_CARD = 60
ROW_H = card_height(ROW_CARD) + 22
NAME_W = 300
POINTS_W = 110
FOOTER_H = 78
PLATES_H = 76


def _header(image: Image.Image, round_number: int, month: int) -> None:
    """Month emblem with its number, and the round number."""
    size = 76
    y = MARGIN
    paste(image, month_emblem(month, size), MARGIN, y)
    paste(image, disc(34, palette.INK, palette.PAPER, 2), MARGIN + size - 26, y + size - 28)
    draw_text(
        ImageDraw.Draw(image),
        (MARGIN + size - 9, y + size - 10),
        str(month),
        18 if month < 10 else 16,
        palette.WHITE,
        "mm",
        bold=True,
    )
    pill(
        image,
        MARGIN + size + 22,
        y + size / 2 - 19,
        f"#{round_number}",
        24,
        palette.TEXT,
        palette.FELT_PANEL,
        38,
    )


def _winner_banner(image: Image.Image, name: str, seat: int, points: int) -> None:
    """Star, winner's name and the points they gained, at the top right."""
    draw = ImageDraw.Draw(image)
    mid = MARGIN + 38
    right = WIDTH - MARGIN
    gain = signed(points)
    gain_w = pill(image, right, mid - 30, gain, 40, palette.INK, palette.WIN, 60, "r")
    name_room = WIDTH - 2 * MARGIN - 260 - gain_w
    shown = fit(name, 36, name_room, bold=True)
    x: float = right - gain_w - 22
    draw_text(draw, (x, mid), shown, 36, palette.TEXT, "rm", bold=True)
    x -= text_width(shown, 36, bold=True) + 42
    paste(image, star(32, palette.WIN), x, mid - 16)


def _yaku_row(image: Image.Image, y: float, name: str, cards: list[int], points: str) -> None:
    draw = ImageDraw.Draw(image)
    paste(image, rounded_box(WIDTH - 2 * MARGIN, ROW_H - 10, 12, palette.FELT_PANEL), MARGIN, y)
    mid = y + (ROW_H - 10) / 2
    lines, size = fit_lines(name, 32, NAME_W - 30, bold=True, smallest=26)  # a long name: two lines
    for i, line in enumerate(lines):
        at = (MARGIN + 22, mid + (i - (len(lines) - 1) / 2) * size * 1.15)
        draw_text(draw, at, line, size, palette.TEXT, "lm", bold=True)
    room = WIDTH - 2 * MARGIN - NAME_W - POINTS_W - 20
    step = fan_step(len(cards), ROW_CARD, room, ROW_CARD + 8)
    for i, card in enumerate(cards):
        draw_card(image, card, MARGIN + NAME_W + i * step, y + 6, ROW_CARD)
    draw_text(draw, (WIDTH - MARGIN - 24, mid), points, 40, palette.WIN, "rm", bold=True)


def _score_plates(
    image: Image.Image,
    y: float,
    names: tuple[str, str],
    scores: tuple[int, int],
    winner: int | None,
) -> None:
    width = (WIDTH - 2 * MARGIN - 20) // 2
    for seat in (0, 1):
        x = MARGIN + seat * (width + 20)
        name_plate(
            image,
            x,
            y,
            width,
            PLATES_H - 12,
            display_name(names, seat),
            seat,
            str(scores[seat]),
            winner == seat,
        )


def render_round_result(
    result: RoundResult,
    names: tuple[str, str],
    scores: tuple[int, int],
    round_number: int,
    month: int,
    words: Words | None = None,
) -> bytes:
    """A round's outcome as PNG bytes: each yaku with its cards and points, the multiplier and
    the round score, then both match scores (``scores``); a draw shows an equals sign."""
    words = words or Words()
    winner = result.winner
    rows: list[tuple[str, list[int], str]] = [
        (yaku_label(y.key, words), cards_of(y.cards), str(y.points)) for y in result.yaku
    ]
    if winner is not None and not rows and result.base:
        rows.append((words.dealer_point, [], str(result.base)))
    body = len(rows) * ROW_H + FOOTER_H if winner is not None else 180
    height = MARGIN + HEADER_H + body + PLATES_H + MARGIN
    image = Image.new("RGB", (WIDTH, height), palette.FELT)
    _header(image, round_number, month)
    y = MARGIN + HEADER_H
    if winner is None:
        _draw_banner(image, y, names)
        y += 180
    else:
        _winner_banner(image, display_name(names, winner), winner, result.points[winner])
        for name, cards, points in rows:
            _yaku_row(image, y, name, cards, points)
            y += ROW_H
        _sum_line(image, y, result.base, result.multiplier, result.points[winner])
        y += FOOTER_H
    _score_plates(image, y, names, scores, None)
    return encode(image)


def _sum_line(image: Image.Image, y: float, base: int, multiplier: int, total: int) -> None:
    """'base ×multiplier = total', right-aligned under the points column; the total alone when
    nothing multiplied it (no "×1": most rules have no multiplier at all)."""
    right = WIDTH - MARGIN
    top = y + 8
    x = right - pill(image, right, top, signed(total), 34, palette.INK, palette.WIN, 52, "r")
    if multiplier == 1:
        return
    draw = ImageDraw.Draw(image)
    draw_text(draw, (x - 24, top + 26), "=", 36, palette.TEXT, "mm", bold=True)
    x -= 46
    colour = palette.KOIKOI if multiplier > 1 else palette.FELT_PANEL
    x -= pill(image, x, top, f"×{multiplier}", 32, palette.WHITE, colour, 52, "r") + 12
    pill(image, x, top, str(base), 32, palette.TEXT, palette.FELT_PANEL, 52, "r")


def _draw_banner(image: Image.Image, y: float, names: tuple[str, str]) -> None:
    """A drawn round: both names around a large equals sign, each with +0."""
    size = 140
    cx = WIDTH / 2
    paste(image, equals_sign(size), cx - size / 2, y + 10)
    width = (WIDTH - 2 * MARGIN - size - 60) // 2
    for seat in (0, 1):
        x = MARGIN if seat == 0 else WIDTH - MARGIN - width
        name_plate(
            image, x, y + 10 + size / 2 - 34, width, 68, display_name(names, seat), seat, "0"
        )


# -- match ------------------------------------------------------------------------------------

GRID_COLUMNS = 14
CELL_W = 58
CELL_H = 46
GRID_NAME_W = 190


def render_match_result(
    names: tuple[str, str], scores: tuple[int, int], winner: int | None, rounds: list[RoundResult]
) -> bytes:
    """The final scores as PNG bytes, the winner starred (an equals sign for a drawn match),
    with every round's points in a small grid."""
    blocks = max(1, -(-len(rounds) // GRID_COLUMNS))
    block_h = CELL_H * 3 + 18
    height = MARGIN + 110 + 24 + blocks * block_h + MARGIN
    image = Image.new("RGB", (WIDTH, height), palette.FELT)
    width = (WIDTH - 2 * MARGIN - 100) // 2
    for seat in (0, 1):
        x = MARGIN if seat == 0 else WIDTH - MARGIN - width
        name_plate(
            image,
            x,
            MARGIN + 10,
            width,
            90,
            display_name(names, seat),
            seat,
            str(scores[seat]),
            winner == seat,
            size=34,
        )
    if winner is None:
        paste(image, equals_sign(80), WIDTH / 2 - 40, MARGIN + 15)
    y = MARGIN + 110 + 24
    for block in range(blocks):
        _grid_block(image, y, names, rounds, block * GRID_COLUMNS)
        y += block_h
    return encode(image)


def _grid_block(
    image: Image.Image, y: float, names: tuple[str, str], rounds: list[RoundResult], first: int
) -> None:
    """Round numbers, then each seat's points per round (the round's winner on its colour)."""
    draw = ImageDraw.Draw(image)
    shown = rounds[first : first + GRID_COLUMNS]
    paste(image, rounded_box(WIDTH - 2 * MARGIN, CELL_H * 3 + 8, 12, palette.FELT_PANEL), MARGIN, y)
    x0 = MARGIN + GRID_NAME_W
    for i in range(len(shown)):
        cx = x0 + i * CELL_W + CELL_W / 2
        draw_text(draw, (cx, y + CELL_H / 2 + 4), str(first + i + 1), 20, palette.TEXT_DIM, "mm")
    for seat in (0, 1):
        row_y = y + CELL_H * (seat + 1) + 4
        mid = row_y + CELL_H / 2
        paste(image, disc(14, palette.SEAT[seat], palette.INK, 1), MARGIN + 16, mid - 7)
        name = fit(display_name(names, seat), 22, GRID_NAME_W - 56, bold=True)
        draw_text(draw, (MARGIN + 40, mid), name, 22, palette.TEXT, "lm", bold=True)
        for i, result in enumerate(shown):
            cx = x0 + i * CELL_W + CELL_W / 2
            points = result.points[seat]
            won = result.winner == seat
            if won:
                cell = rounded_box(CELL_W - 8, CELL_H - 8, 8, palette.SEAT[seat])
                paste(image, cell, cx - CELL_W / 2 + 4, row_y + 4)
            text = str(points) if points else "·"
            draw_text(
                draw, (cx, mid), text, 22, palette.INK if won else palette.TEXT, "mm", bold=True
            )
