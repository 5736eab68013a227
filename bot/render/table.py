"""The table image: field, draw pile, both capture piles, names, scores, whose turn.

No hand is ever shown face up here: both hands are card backs with their counts. The viewer's
seat (seat 0 on the public table) sits at the bottom.
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import lru_cache
from typing import Literal

from PIL import Image, ImageDraw

from bot.engine.cards import KIND_MASK, MONTH_MASK, Kind, cards_of
from bot.engine.view import PlayerView
from bot.render import palette
from bot.render.cards import BACK_CARD, card_height
from bot.render.compose import draw_card, fan_step, paste, pill
from bot.render.fonts import draw_text, fit, text_width
from bot.render.names import DEALER, KOIKOI
from bot.render.plates import display_name
from bot.render.png import encode
from bot.render.sprites import (
    badge,
    capture_tab,
    disc,
    month_emblem,
    rounded_box,
    turn_marker,
)

Theme = Literal["dark", "light"]

WIDTH = 1200
MARGIN = 18
PILE_CARD = 62
FIELD_CARD = 86
HAND_CARD = 30
HAND_STEP = 13
NAME_TEXT = 32
CHIP_TEXT = 20
SCORE_W = 96
FIELD_COLUMNS = 8
BAR_H = 50
PILE_HEADER = 30
PANEL_PAD = 10
PANEL_H = PANEL_PAD + BAR_H + 6 + PILE_HEADER + card_height(PILE_CARD) + PANEL_PAD
FIELD_PAD = 14
FIELD_ROW_GAP = 16
FIELD_H = 2 * card_height(FIELD_CARD) + FIELD_ROW_GAP + 2 * FIELD_PAD
HEIGHT = 2 * MARGIN + 2 * PANEL_H + FIELD_H + 2 * 10
TOP_PANEL = MARGIN
FIELD_TOP = MARGIN + PANEL_H + 10
BOTTOM_PANEL = HEIGHT - MARGIN - PANEL_H
STOCK_X = MARGIN + 16
FIELD_X = STOCK_X + FIELD_CARD + 40
FIELD_PITCH = FIELD_CARD + 12
FIELD_ZONE = FIELD_COLUMNS * FIELD_PITCH - 12
INFO_X = FIELD_X + FIELD_ZONE + 28
# Column widths of the capture piles, sized for 5 brights, 9 animals, 10 ribbons; chaff
# (up to 24) takes the rest.
PILE_COLUMNS: tuple[tuple[Kind, int], ...] = (
    (Kind.BRIGHT, 180),
    (Kind.ANIMAL, 250),
    (Kind.RIBBON, 266),
    (Kind.CHAFF, 0),
)
PILE_GAP = 22
PILE_STEP = 38  # the widest fan step in a capture pile
PILE_MIN = 72  # room a column keeps for its header


@dataclass(frozen=True, slots=True)
class Seat:
    """What the table shows for one seat."""

    seat: int
    name: str
    score: int
    hand_count: int
    capture: int
    koikoi_calls: int
    dealer: bool
    to_move: bool


def _seat(view: PlayerView, seat: int, names: tuple[str, str]) -> Seat:
    mine = seat == view.seat
    return Seat(
        seat=seat,
        name=display_name(names, seat),
        score=view.scores[seat],
        hand_count=view.hand_count if mine else view.opponent_hand_count,
        capture=view.captures[seat],
        koikoi_calls=view.koikoi_calls[seat],
        dealer=view.dealer == seat,
        to_move=view.to_move == seat and not view.match_over,
    )


@lru_cache(maxsize=2)
def _background(theme: Theme) -> Image.Image:
    """The felt with the two seat panels, drawn once (the same design suits both themes)."""
    image = Image.new("RGB", (WIDTH, HEIGHT), palette.FELT)
    panel = rounded_box(WIDTH - 2 * MARGIN, PANEL_H, 16, palette.FELT_PANEL, palette.FELT_LINE, 2)
    paste(image, panel, MARGIN, TOP_PANEL)
    paste(image, panel, MARGIN, BOTTOM_PANEL)
    return image


def _bar(image: Image.Image, seat: Seat, top: float) -> None:
    """One line: turn marker or seat dot, name, dealer and koi-koi chips, hand backs, score."""
    draw = ImageDraw.Draw(image)
    left = MARGIN + PANEL_PAD + 6
    mid = top + BAR_H / 2
    if seat.to_move:
        paste(image, turn_marker(24), left - 2, mid - 12)
    else:
        paste(image, disc(18, palette.SEAT[seat.seat], palette.INK, 1), left, mid - 9)
    chips: list[tuple[str, palette.RGB]] = []
    if seat.dealer:
        chips.append((DEALER, palette.DEALER))
    if seat.koikoi_calls:
        calls = "" if seat.koikoi_calls == 1 else f" ×{seat.koikoi_calls}"
        chips.append((KOIKOI + calls, palette.KOIKOI))
    x: float = left + 30
    score_left = WIDTH - MARGIN - PANEL_PAD - 8 - SCORE_W
    hand_left = score_left - 64 - HAND_CARD - 7 * HAND_STEP
    chip_room = sum(text_width(text, CHIP_TEXT, bold=True) + 40 for text, _ in chips)
    name = fit(seat.name, NAME_TEXT, max(80, hand_left - 24 - x - chip_room), bold=True)
    draw_text(draw, (x, mid), name, NAME_TEXT, palette.TEXT, "lm", bold=True)
    x += text_width(name, NAME_TEXT, bold=True) + 16
    for text, colour in chips:
        x += pill(image, x, mid - 15, text, CHIP_TEXT, palette.WHITE, colour, 30) + 8
    # The hand as fanned backs and its count, then the match score.
    count_x = score_left - 24
    draw_text(draw, (count_x, mid), str(seat.hand_count), 28, palette.TEXT, "rm", bold=True)
    hand_h = card_height(HAND_CARD)
    for i in range(seat.hand_count):
        back_x = count_x - 40 - HAND_CARD - (seat.hand_count - 1 - i) * HAND_STEP
        draw_card(image, BACK_CARD, back_x, mid - hand_h / 2, HAND_CARD)
    score_box = rounded_box(SCORE_W, 42, 12, palette.INK, palette.SEAT[seat.seat], 2)
    paste(image, score_box, score_left, mid - 21)
    draw_text(
        draw,
        (score_left + SCORE_W / 2, mid + 1),
        str(seat.score),
        34,
        palette.TEXT,
        "mm",
        bold=True,
    )


def _column_widths(counts: list[int], room: float) -> list[float]:
    """Pile column widths: the fixed design widths, except that a column too narrow for its
    cards borrows what the others do not need."""
    fixed = [float(w) for _, w in PILE_COLUMNS[:-1]]
    fixed.append(room - sum(fixed))
    natural = [PILE_CARD + max(0, n - 1) * PILE_STEP for n in counts]
    need = [max(0.0, n - w) for n, w in zip(natural, fixed, strict=True)]
    spare = [max(0.0, w - max(n, PILE_MIN)) for n, w in zip(natural, fixed, strict=True)]
    moved = min(sum(need), sum(spare))
    if not moved:
        return fixed
    return [
        w + moved * (g / sum(need)) - moved * (s / sum(spare))
        for w, g, s in zip(fixed, need, spare, strict=True)
    ]


def _pile(image: Image.Image, capture: int, top: float, moved: int) -> None:
    """The capture pile in four columns by kind, each headed by its badge and count."""
    draw = ImageDraw.Draw(image)
    x: float = MARGIN + PANEL_PAD + 6
    room = WIDTH - MARGIN - PANEL_PAD - 6 - x - (len(PILE_COLUMNS) - 1) * PILE_GAP
    groups = [cards_of(capture & KIND_MASK[kind]) for kind, _ in PILE_COLUMNS]
    widths = _column_widths([len(cards) for cards in groups], room)
    card_top = top + PILE_HEADER
    for (kind, _), cards, width in zip(PILE_COLUMNS, groups, widths, strict=True):
        paste(image, badge(kind, 22), x, top)
        draw_text(draw, (x + 28, top + 11), str(len(cards)), 20, palette.TEXT, "lm", bold=True)
        if not cards:
            slot = rounded_box(PILE_CARD, card_height(PILE_CARD), 6, None, palette.FELT_LINE, 2)
            paste(image, slot, x, card_top)
        step = fan_step(len(cards), PILE_CARD, width, PILE_STEP)
        for i, card in enumerate(cards):
            draw_card(image, card, x + i * step, card_top, PILE_CARD, bool(moved >> card & 1))
        x += width + PILE_GAP


def _waiting_card(view: PlayerView) -> int | None:
    """A played or drawn card that waits for a capture choice, if any.

    The engine keeps it in no pile, but it was shown face up and ``turn_cards`` holds it."""
    seen = view.field | view.captures[0] | view.captures[1] | view.hand
    waiting = cards_of(view.turn_cards & ~seen)
    return waiting[0] if waiting else None


def _field(image: Image.Image, view: PlayerView) -> None:
    """The field in two balanced rows, centred; long rows overlap to stay in the zone.

    Cards moved last turn are ringed; the two a waiting card may take get a corner tab."""
    cards = cards_of(view.field)
    waiting = _waiting_card(view)
    options = view.field & MONTH_MASK[waiting >> 2] if waiting is not None else 0
    columns = max(4, -(-len(cards) // 2))
    pitch = min(FIELD_PITCH, (FIELD_ZONE - FIELD_CARD) / (columns - 1))
    h = card_height(FIELD_CARD)
    tab = 28
    for i, card in enumerate(cards):
        row, col = divmod(i, columns)
        in_row = min(columns, len(cards) - row * columns)
        x = FIELD_X + (FIELD_ZONE - (FIELD_CARD + (in_row - 1) * pitch)) / 2 + col * pitch
        y = FIELD_TOP + FIELD_PAD + row * (h + FIELD_ROW_GAP)
        draw_card(image, card, x, y, FIELD_CARD, bool(view.turn_cards >> card & 1))
        if options >> card & 1:
            paste(image, capture_tab(tab), x + FIELD_CARD - tab + 5, y + h - tab + 5)


def _stock(image: Image.Image, view: PlayerView) -> None:
    """The draw pile with its count, and below it a played or drawn card awaiting a choice."""
    h = card_height(FIELD_CARD)
    y = FIELD_TOP + FIELD_PAD
    layers = min(3, view.draw_pile_count)
    for i in range(layers):
        offset = (layers - 1 - i) * 3
        draw_card(image, BACK_CARD, STOCK_X + offset, y + offset, FIELD_CARD)
    if not layers:
        paste(image, rounded_box(FIELD_CARD, h, 8, None, palette.FELT_LINE, 2), STOCK_X, y)
    count = str(view.draw_pile_count)
    pill(
        image,
        STOCK_X + FIELD_CARD / 2 + 3,
        y + h - 40,
        count,
        24,
        palette.TEXT,
        palette.INK,
        36,
        "m",
    )
    waiting = _waiting_card(view)
    if waiting is not None:
        draw_card(image, waiting, STOCK_X, y + h + FIELD_ROW_GAP, FIELD_CARD, True)


def _info(image: Image.Image, view: PlayerView) -> None:
    """The month's emblem and number, the round track and the koi-koi multiplier."""
    draw = ImageDraw.Draw(image)
    cx = (INFO_X + WIDTH - MARGIN) / 2
    y: float = FIELD_TOP + FIELD_PAD
    size, plate = 104, 40
    paste(image, month_emblem(view.month, size), cx - size / 2, y)
    plate_x, plate_y = cx + size / 2 - plate * 0.8, y + size - plate * 0.9
    paste(image, disc(plate, palette.INK, palette.PAPER, 2), plate_x, plate_y)
    draw_text(
        draw,
        (plate_x + plate / 2, plate_y + plate / 2 + 1),
        str(view.month),
        22 if view.month < 10 else 19,
        palette.WHITE,
        "mm",
        bold=True,
    )
    y += size + 16
    number = f"#{view.round_number}"
    pill(image, cx, y, number, 22, palette.TEXT, palette.FELT_DARK, 34, "m")
    y += 48
    if view.rounds is not None and view.rounds <= 12:
        _round_track(image, cx, y, view.rounds, view.round_number)
        y += 32
    multiplier = view.multiplier
    colour = palette.KOIKOI if multiplier > 1 else palette.FELT_DARK
    pill(image, cx, y, f"×{multiplier}", 30, palette.WHITE, colour, 48, "m")


def _round_track(image: Image.Image, cx: float, y: float, rounds: int, current: int) -> None:
    """One dot per round: played ones filled, the current one large and bright."""
    dot, gap = 12, 5
    x0 = cx - (rounds * dot + (rounds - 1) * gap) / 2
    for number in range(1, rounds + 1):
        if number < current:
            sprite = disc(dot, palette.TEXT_DIM)
        elif number == current:
            sprite = disc(dot + 6, palette.HIGHLIGHT, palette.INK, 1)
        else:
            sprite = disc(dot, palette.FELT_DARK, palette.TEXT_DIM, 1.5)
        off = (sprite.width - dot) / 2
        paste(image, sprite, x0 + (number - 1) * (dot + gap) - off, y - off)


def render_table(view: PlayerView, names: tuple[str, str], *, theme: Theme = "dark") -> bytes:
    """The table as ``view``'s seat sees it, its seat at the bottom, as PNG bytes.

    ``names`` are by seat. Hands are drawn as card backs only. ``theme`` is Discord's; one felt
    design serves both, so it only has to be valid."""
    if theme not in ("dark", "light"):
        raise ValueError(f"unknown theme {theme!r}")
    image = _background(theme).copy()
    top, bottom = _seat(view, 1 - view.seat, names), _seat(view, view.seat, names)
    moved = view.turn_cards
    # Top panel: bar over pile; the bottom panel mirrors it, so both piles face the field.
    _bar(image, top, TOP_PANEL + PANEL_PAD)
    _pile(image, top.capture, TOP_PANEL + PANEL_PAD + BAR_H + 6, moved)
    _pile(image, bottom.capture, BOTTOM_PANEL + PANEL_PAD, moved)
    _bar(image, bottom, BOTTOM_PANEL + PANEL_H - PANEL_PAD - BAR_H)
    for seat, panel_top in ((top, TOP_PANEL), (bottom, BOTTOM_PANEL)):
        if seat.to_move:
            ring = rounded_box(WIDTH - 2 * MARGIN, PANEL_H, 16, None, palette.TURN, 4)
            paste(image, ring, MARGIN, panel_top)
    _stock(image, view)
    _field(image, view)
    _info(image, view)
    return encode(image)
