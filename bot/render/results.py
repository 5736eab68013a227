"""Result images: a round's yaku and score, and a whole match's final score with its rounds."""

from __future__ import annotations

from dataclasses import dataclass

from PIL import Image, ImageDraw

from bot.engine.cards import cards_of
from bot.engine.events import RoundResult
from bot.render import palette
from bot.render.cards import card_height
from bot.render.compose import draw_card, fan_step, paste, pill
from bot.render.fonts import draw_text, fit, fit_lines, fit_size, text_width, wrap
from bot.render.indexed import new_canvas
from bot.render.plates import display_name, name_plate, signed, winner_mark
from bot.render.png import encode
from bot.render.sprites import disc, month_emblem, rounded_box
from bot.render.words import MONTHS, MatchWords, RoundWords, heading, named, yaku_label

WIDTH = 800  # narrow enough that a phone (360 px) shows every word at 11 px or more
MARGIN = 28
HEADER_H = 104
ROW_CARD = 60
ROW_H = card_height(ROW_CARD) + 22
NAME_W = 230
POINTS_W = 110
FOOTER_H = 78
PLATES_H = 76
STORY_H = 40  # a line of how the round went
BANNER_H = 84  # the winner's line: their mark, "<name> wins the round" and the points gained
DRAW_H = 180  # a drawn round's words
LABEL_H = 40  # "Match totals" over the plates
HEADING_W = 300  # the month's name beside its emblem
EMBLEM = 76  # the month emblem's size in the header


def round_heading(round_number: int, month: int, words: RoundWords) -> tuple[str, ...]:
    """The words beside the month emblem: the month by name, and the round's number only
    where it is not the month's (the emblem's badge already shows the month's number)."""
    name = heading(words.month if words.month is not None else MONTHS[month - 1])
    if round_number == month:
        return (name,)
    return (name, words.round if words.round is not None else f"Round {round_number}")


def _header(image: Image.Image, lines: tuple[str, ...], month: int) -> float:
    """Month emblem with its number, the month by name (and the round); returns the right
    edge of what it drew."""
    size = EMBLEM
    y = MARGIN
    draw = ImageDraw.Draw(image)
    paste(image, month_emblem(month, size), MARGIN, y)
    paste(image, disc(42, palette.INK, palette.PAPER, 2), MARGIN + size - 30, y + size - 32)
    number_size = 24 if month < 10 else 21
    badge = (MARGIN + size - 9, y + size - 11)
    draw_text(draw, badge, str(month), number_size, palette.WHITE, "mm", bold=True)
    left = MARGIN + size + 22
    title = fit(lines[0], 34, HEADING_W, bold=True)
    top = y + size / 2 - (18 if len(lines) > 1 else 0)
    draw_text(draw, (left, top), title, 34, palette.TEXT, "lm", bold=True)
    right = left + text_width(title, 34, bold=True)
    if len(lines) > 1:
        caption = fit(lines[1], 26, HEADING_W)
        draw_text(draw, (left, top + 38), caption, 26, palette.TEXT_DIM, "lm")
        right = max(right, left + text_width(caption, 26))
    return right


def _banner_lines(said: str, points: int) -> tuple[list[str], int]:
    """The winner's line as drawn beside the points gained: on one or two lines at a size from
    36 down to 28, else (a long name in a language without spaces) on as many as it takes."""
    gain_w = text_width(signed(points), 40, bold=True) + 60 * 0.8
    room = WIDTH - MARGIN - gain_w - 24 - (MARGIN + 62)
    lines, size = fit_lines(said, 36, room, bold=True, smallest=28)
    if len(lines) == 2 and lines[-1].endswith("…") and not said.endswith("…"):
        lines, size = wrap(said, 28, room, bold=True), 28
    return lines, size


def _banner_height(said: str, points: int) -> int:
    lines, size = _banner_lines(said, points)
    return max(BANNER_H, round(len(lines) * size * 1.15 + 30))


def _winner_banner(image: Image.Image, y: float, said: str, points: int) -> None:
    """The winner's mark and "<name> wins the round", with the points they gained on the right."""
    draw = ImageDraw.Draw(image)
    mid = y + (_banner_height(said, points) - 12) / 2
    right = WIDTH - MARGIN
    pill(image, right, mid - 30, signed(points), 40, palette.INK, palette.WIN, 60, "r")
    paste(image, winner_mark(44), MARGIN + 4, mid - 24)
    left = MARGIN + 62
    lines, size = _banner_lines(said, points)
    for i, line in enumerate(lines):
        at = (left, mid + (i - (len(lines) - 1) / 2) * size * 1.15)
        draw_text(draw, at, line, size, palette.TEXT, "lm", bold=True)


def _label(image: Image.Image, y: float, text: str) -> None:
    """A caption over what follows ("Match totals")."""
    draw = ImageDraw.Draw(image)
    said = fit(text, 26, WIDTH - 2 * MARGIN)
    draw_text(draw, (MARGIN + 4, y + LABEL_H / 2 + 2), said, 26, palette.TEXT_DIM, "lm", bold=True)


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
    words: RoundWords | None = None,
) -> bytes:
    """A round's outcome as PNG bytes: the month (and the round where it is not the month's),
    who won it and its points, each yaku with its cards and points, who called KOI-KOI, the
    arithmetic in words, then both match scores (``scores``) under their label; a draw says so
    in words."""
    words = words or RoundWords()
    winner = result.winner
    rows: list[tuple[str, list[int], str]] = [
        (yaku_label(y.key, words), cards_of(y.cards), str(y.points)) for y in result.yaku
    ]
    if winner is not None and not rows and result.base:
        rows.append((words.dealer_point, [], str(result.base)))
    told = round_told(words)
    said = "" if winner is None else named(words.winner, display_name(names, winner))
    banner = 0 if winner is None else _banner_height(said, result.points[winner])
    body = banner + len(rows) * ROW_H + _sum_height(told.sum) if winner is not None else DRAW_H
    height = MARGIN + HEADER_H + body + told.height + LABEL_H + PLATES_H + MARGIN
    image = new_canvas((WIDTH, height), palette.FELT)
    _header(image, round_heading(round_number, month, words), month)
    y = MARGIN + HEADER_H
    if winner is None:
        _draw_banner(image, y, words)
        y += DRAW_H
    else:
        _winner_banner(image, y, said, result.points[winner])
        y += banner
        for name, cards, points in rows:
            _yaku_row(image, y, name, cards, points)
            y += ROW_H
        _sum_line(image, y, result, told.sum)
        y += _sum_height(told.sum)
    for lines in told.story:
        _story_line(image, y, lines)
        y += len(lines) * STORY_LINE + (STORY_H - STORY_LINE)
    if told.house:
        _house_lines(image, y, told.house)
        y += len(told.house) * STORY_LINE + 8
    y += 12 if told.story or told.house else 0
    _label(image, y, words.totals)
    _score_plates(image, y + LABEL_H, names, scores, None)
    return encode(image)


SUM_TEXT = 30
SUM_LINE = 38
STORY_TEXT = 26
STORY_LINE = 32


@dataclass(frozen=True, slots=True)
class RoundTold:
    """A round result's sentences as wrapped to the picture's width: the sum, each line of the
    story and the house rules in play, every word of them drawn, none cut."""

    sum: tuple[str, ...]
    story: tuple[tuple[str, ...], ...]
    house: tuple[str, ...]

    @property
    def height(self) -> int:
        story = sum(len(lines) * STORY_LINE + (STORY_H - STORY_LINE) for lines in self.story)
        house = len(self.house) * STORY_LINE + 8 if self.house else 0
        return story + house + (12 if self.story or self.house else 0)


def round_told(words: RoundWords) -> RoundTold:
    """The round's sentences in ``words``, wrapped where they do not fit on one line."""
    room = WIDTH - 2 * MARGIN - 44
    summed = (
        tuple(wrap(words.sum, SUM_TEXT, WIDTH - 2 * MARGIN - 24, bold=True)) if words.sum else ()
    )
    story = tuple(tuple(wrap(line, STORY_TEXT, room)) for line in words.story)
    house = tuple(wrap(words.house, STORY_TEXT, WIDTH - 2 * MARGIN - 8)) if words.house else ()
    return RoundTold(summed, story, house)


def _sum_height(lines: tuple[str, ...]) -> int:
    return FOOTER_H + max(0, len(lines) - 1) * SUM_LINE


def _sum_line(image: Image.Image, y: float, result: RoundResult, lines: tuple[str, ...]) -> None:
    """The round's points in words ("5 points, doubled because Aoi called KOI-KOI: +10"), on as
    many lines as they take, right-aligned; without words, 'base ×multiplier = total' (no "×1":
    most rules have none)."""
    assert result.winner is not None
    total = result.points[result.winner]
    right = WIDTH - MARGIN
    top = y + 8
    draw = ImageDraw.Draw(image)
    if lines:  # the sentence ends with the total: no pill repeats it
        for i, line in enumerate(lines):
            at = (right - 20, top + 26 + i * SUM_LINE)
            draw_text(draw, at, line, SUM_TEXT, palette.WIN, "rm", bold=True)
        return
    x = right - pill(image, right, top, signed(total), 34, palette.INK, palette.WIN, 52, "r")
    if result.multiplier == 1:
        return
    draw_text(draw, (x - 24, top + 26), "=", 36, palette.TEXT, "mm", bold=True)
    x -= 46
    colour = palette.KOIKOI if result.multiplier > 1 else palette.FELT_PANEL
    x -= pill(image, x, top, f"×{result.multiplier}", 32, palette.WHITE, colour, 52, "r") + 12
    pill(image, x, top, str(result.base), 32, palette.TEXT, palette.FELT_PANEL, 52, "r")


def _story_line(image: Image.Image, y: float, lines: tuple[str, ...]) -> None:
    """One sentence of how the round went ("Ren called KOI-KOI twice"), after a KOI-KOI dot,
    on as many lines as it takes."""
    draw = ImageDraw.Draw(image)
    mid = y + STORY_H / 2
    paste(image, disc(20, palette.KOIKOI, palette.INK, 1), MARGIN + 6, mid - 10)
    for i, line in enumerate(lines):
        draw_text(draw, (MARGIN + 40, mid + i * STORY_LINE), line, STORY_TEXT, palette.TEXT, "lm")


def _house_lines(image: Image.Image, y: float, lines: tuple[str, ...]) -> None:
    """The house rules the round was played under, dim, under the story."""
    draw = ImageDraw.Draw(image)
    for i, line in enumerate(lines):
        at = (MARGIN + 4, y + STORY_LINE / 2 + i * STORY_LINE)
        draw_text(draw, at, line, STORY_TEXT, palette.TEXT_DIM, "lm")


def _draw_banner(image: Image.Image, y: float, words: RoundWords) -> None:
    """A drawn round in words: "Draw" and, under it, that nobody scores this round."""
    paste(image, rounded_box(WIDTH - 2 * MARGIN, DRAW_H - 12, 14, palette.FELT_PANEL), MARGIN, y)
    draw = ImageDraw.Draw(image)
    room = WIDTH - 2 * MARGIN - 48
    title_size = fit_size(words.draw, 64, room, bold=True, smallest=40)
    title = fit(words.draw, title_size, room, bold=True)
    draw_text(draw, (WIDTH / 2, y + 62), title, title_size, palette.WIN, "mm", bold=True)
    lines, size = fit_lines(words.draw_line, 32, room, smallest=26)
    for i, line in enumerate(lines):
        at = (WIDTH / 2, y + 126 + (i - (len(lines) - 1) / 2) * size * 1.2)
        draw_text(draw, at, line, size, palette.TEXT, "mm")


# -- match ------------------------------------------------------------------------------------

GRID_COLUMNS = 8
CELL_W = 58
CELL_H = 54
GRID_NAME_W = (150, 260)  # the name column's narrowest and widest
GRID_NAME = 26
GRID_DIGITS = 26  # a seat's points in a round
ROUND_NUMBER = 25  # the round's number over its column
CALLS = 20  # the number of KOI-KOI calls on their dot


def grid_columns(rounds: int) -> int:
    """How many rounds a row of the grid shows: none for a single round (the plates say it
    all), else the rounds in as few rows of at most 8 as they need, the rows evened out (12
    rounds: two rows of 6), so each cell is wide enough for its points and KOI-KOI dot."""
    if rounds <= 1:
        return 0
    rows = -(-rounds // GRID_COLUMNS)
    return -(-rounds // rows)


def grid_name_width(names: tuple[str, str]) -> float:
    """The grid's name column: as wide as the longer name needs, within its bounds."""
    widest = max(text_width(display_name(names, seat), GRID_NAME, bold=True) for seat in (0, 1))
    return max(GRID_NAME_W[0], min(GRID_NAME_W[1], widest + 56))


def match_headline(
    names: tuple[str, str], scores: tuple[int, int], winner: int | None, words: MatchWords
) -> tuple[str, str]:
    """Who won and by how much (English defaults from the engine's scores where the words are
    not given)."""
    if winner is None:
        headline = words.headline or "The match is a draw"
        return headline, words.margin or f"{scores[0]} to {scores[1]}"
    loser = scores[1 - winner]
    headline = words.headline or f"{display_name(names, winner)} wins the match"
    margin = words.margin or f"by {scores[winner] - loser} points, {scores[winner]} to {loser}"
    return headline, margin


HEADLINE_H = 70
LINE_H = 44  # the margin's and each ranking line's


def render_match_result(
    names: tuple[str, str],
    scores: tuple[int, int],
    winner: int | None,
    rounds: list[RoundResult],
    words: MatchWords | None = None,
) -> bytes:
    """The match's end as PNG bytes: who won (the winner's mark, not a star) and by how much,
    the ranking points earned, the final scores labelled as the match totals, then every round's
    points in a grid sized to the rounds played (none for a single round), a KOI-KOI mark where
    a seat called."""
    words = words or MatchWords()
    columns = grid_columns(len(rounds))
    blocks = -(-len(rounds) // columns) if columns else 0
    block_h = CELL_H * 3 + 18
    said = match_told(names, scores, winner, words)
    told = said.height
    plates = LABEL_H + 110
    grid = LABEL_H + blocks * block_h if blocks else 0
    height = MARGIN + told + plates + grid + MARGIN
    image = new_canvas((WIDTH, height), palette.FELT)
    y = _match_story(image, MARGIN, said, winner)
    _label(image, y, words.totals)
    y += LABEL_H
    width = (WIDTH - 2 * MARGIN - 20) // 2
    for seat in (0, 1):
        x = MARGIN + seat * (width + 20)
        shown = display_name(names, seat)
        value = str(scores[seat])
        name_plate(image, x, y, width, 96, shown, seat, value, winner == seat, size=34)
    y += 110
    if blocks:
        _label(image, y, words.rounds)
        y += LABEL_H
    name_w = grid_name_width(names)
    for block in range(blocks):
        _grid_block(
            image,
            y,
            names,
            rounds[block * columns : (block + 1) * columns],
            block * columns,
            (name_w, columns),
        )
        y += block_h
    return encode(image)


@dataclass(frozen=True, slots=True)
class MatchTold:
    """A match result's sentences as wrapped to the picture's width (a name of 32 characters
    takes a line more, never an ellipsis): the headline at its size, then the margin and each
    ranking line."""

    headline: tuple[str, ...]
    size: int
    lines: tuple[tuple[tuple[str, ...], bool], ...]  # a sentence's lines, and whether it is won

    @property
    def height(self) -> int:
        head = HEADLINE_H + (len(self.headline) - 1) * round(self.size * 1.2)
        return head + sum(len(lines) * LINE_H for lines, _ in self.lines) + 16


def match_told(
    names: tuple[str, str], scores: tuple[int, int], winner: int | None, words: MatchWords
) -> MatchTold:
    """Who won and by how much, and the ranking points, wrapped where they do not fit."""
    headline, margin = match_headline(names, scores, winner, words)
    left = MARGIN + (66 if winner is not None else 0)
    room = WIDTH - MARGIN - left
    head, size = fit_lines(headline, 44, room, bold=True, lines=3, smallest=34)
    said = ((margin, False), *((line, True) for line in words.ranking))
    lines = tuple((tuple(wrap(text, 30, room, bold=True)), won) for text, won in said)
    return MatchTold(tuple(head), size, lines)


def _match_story(image: Image.Image, y: float, told: MatchTold, winner: int | None) -> float:
    """The headline (after the winner's mark), the margin, and the ranking points earned, each
    on its lines; returns where it ends."""
    draw = ImageDraw.Draw(image)
    left = MARGIN
    step = round(told.size * 1.2)
    head_h = HEADLINE_H + (len(told.headline) - 1) * step
    if winner is not None:
        paste(image, winner_mark(52), MARGIN, y + head_h / 2 - 28)
        left += 66
    for i, line in enumerate(told.headline):
        at = (left, y + HEADLINE_H / 2 + i * step)
        draw_text(draw, at, line, told.size, palette.TEXT, "lm", bold=True)
    y += head_h
    for lines, won in told.lines:
        colour = palette.WIN if won else palette.TEXT
        for line in lines:
            draw_text(draw, (left, y + LINE_H / 2), line, 30, colour, "lm", bold=True)
            y += LINE_H
    return y + 16


def _grid_block(
    image: Image.Image,
    y: float,
    names: tuple[str, str],
    shown: list[RoundResult],
    first: int,
    shape: tuple[float, int],
) -> None:
    """Round numbers, then each seat's points per round (the round's winner on its colour,
    a KOI-KOI mark with the calls where the seat called), in a box as wide as the rounds."""
    draw = ImageDraw.Draw(image)
    name_w, columns = shape
    cell = min(96.0, (WIDTH - 2 * MARGIN - name_w - 16) / columns)
    box_w = round(name_w + cell * columns + 16)
    left = (WIDTH - box_w) / 2
    paste(image, rounded_box(box_w, CELL_H * 3 + 8, 12, palette.FELT_PANEL), left, y)
    x0 = left + name_w
    for i in range(len(shown)):
        cx = x0 + i * cell + cell / 2
        draw_text(
            draw, (cx, y + CELL_H / 2 + 4), str(first + i + 1), ROUND_NUMBER, palette.TEXT_DIM, "mm"
        )
    for seat in (0, 1):
        row_y = y + CELL_H * (seat + 1) + 4
        mid = row_y + CELL_H / 2
        paste(image, disc(14, palette.SEAT[seat], palette.INK, 1), left + 16, mid - 7)
        name = fit(display_name(names, seat), GRID_NAME, name_w - 56, bold=True)
        draw_text(draw, (left + 40, mid), name, GRID_NAME, palette.TEXT, "lm", bold=True)
        for i, result in enumerate(shown):
            _grid_cell(image, x0 + i * cell + cell / 2, row_y, cell, result, seat)


def _grid_cell(
    image: Image.Image, cx: float, top: float, cell: float, result: RoundResult, seat: int
) -> None:
    """One seat's points in one round, and its KOI-KOI calls as a small orange mark."""
    draw = ImageDraw.Draw(image)
    mid = top + CELL_H / 2
    points = result.points[seat]
    won = result.winner == seat
    if won:
        box = rounded_box(round(min(cell, 58) - 8), CELL_H - 8, 8, palette.SEAT[seat])
        paste(image, box, cx - min(cell, 58) / 2 + 4, top + 4)
    text = str(points) if points else "·"
    colour = palette.INK if won else palette.TEXT
    draw_text(draw, (cx, mid), text, GRID_DIGITS, colour, "mm", bold=True)
    calls = result.koikoi_calls[seat]
    if calls:  # an orange dot on the cell's corner, the number of calls on it past one
        size = CALLS + 8
        at = (cx + min(cell, 58) / 2 - 2, top + size / 2 - 2)
        paste(image, disc(size, palette.KOIKOI, palette.INK, 1), at[0] - size / 2, at[1] - size / 2)
        if calls > 1:
            draw_text(draw, at, str(calls), CALLS, palette.INK, "mm", bold=True)
