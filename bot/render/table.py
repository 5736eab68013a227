"""The table image: field, draw pile, both capture piles, names, scores, whose turn.

No hand is ever shown face up here: both hands are card backs with their counts. The viewer's
seat (seat 0 on the public table) sits at the bottom.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from functools import lru_cache, partial
from typing import Literal

from PIL import Image, ImageDraw

from bot.engine.cards import cards_of
from bot.engine.round import Phase
from bot.engine.view import PlayerView
from bot.render import frames, palette
from bot.render.cards import BACK_CARD, card_height
from bot.render.compose import draw_card, draw_field_card, paste, pill
from bot.render.fonts import draw_text, fit, fit_size, text_width, wrap
from bot.render.frames import Box, Part, Sketch, bands, columns
from bot.render.piles import draw_pile, pile_height, pile_order
from bot.render.plates import display_name
from bot.render.roundinfo import draw_round_info
from bot.render.seatbar import seat_chips
from bot.render.sprites import (
    capture_tab,
    disc,
    draw_rounded_box,
    rounded_box,
    turn_marker,
)
from bot.render.stamps import Stamp, cut
from bot.render.watch import WatchItem, draw_watch, seat_watch, watch_rows
from bot.render.words import Words, deciding_label, language_key, month_label, progress_lines

Theme = Literal["dark", "light"]
Painter = Callable[[Image.Image], None]

WIDTH = 1200
MARGIN = 18
PILE_CARD = 68  # 20.4 px on a 360 px phone screen
FIELD_CARD = 96  # 28.8 px on a 360 px phone screen
MONTH_BADGE = 50  # the field cards' month plate, larger than printed: its digit 9 px at 360
KIND_BADGE = 36
NAME_MOST = 620  # the watch has rows of its own: the bar is the name's, up to its hand
HAND_CARD = 30
HAND_STEP = 13
NAME_TEXT = 37  # 11.1 px on a 360 px phone screen
CHIP_TEXT = 30
SCORE_W = 96
FIELD_COLUMNS = 7
BAR_H = 50
PILE_TEXT = 30
PANEL_PAD = 10
PANEL_H = PANEL_PAD + BAR_H + 6 + pile_height(PILE_CARD, PILE_TEXT) + PANEL_PAD
FIELD_PAD = 12
FIELD_ROW_GAP = 12
FIELD_H = 2 * card_height(FIELD_CARD) + FIELD_ROW_GAP + 2 * FIELD_PAD
HEIGHT = 2 * MARGIN + 2 * PANEL_H + FIELD_H + 2 * 10
TOP_PANEL = MARGIN
FIELD_TOP = MARGIN + PANEL_H + 10
BOTTOM_PANEL = HEIGHT - MARGIN - PANEL_H  # with no watch rows and no decision open
WATCH_H = 68  # a row of a seat's yaku watch: 37 px words, 11.1 px on a 360 px phone screen
DECIDING_H = 56
DECIDING_TEXT = 36
STOCK_X = MARGIN + 16
FIELD_X = STOCK_X + FIELD_CARD + 26
FIELD_PITCH = FIELD_CARD + 12
FIELD_ZONE = FIELD_COLUMNS * FIELD_PITCH - 12
INFO_X = FIELD_X + FIELD_ZONE + 28
INFO_TEXT = 35  # two lines shrink to 30: 9 px on a 360 px phone screen
FOOTER_TEXT = 32  # the house rules in play: 9.6 px on a 360 px phone screen
FOOTER_LINE = 40
FOOTER_ROOM = WIDTH - 2 * MARGIN - 2 * PANEL_PAD
PILE_GAP = 22
SCORE_LEFT = WIDTH - MARGIN - PANEL_PAD - 8 - SCORE_W
HAND_LEFT = SCORE_LEFT - 64 - HAND_CARD - 7 * HAND_STEP
# Where the turn ring reaches into its panel, and nothing else is drawn: rows at its top and
# bottom, then rows where its rounded corners still curve in, and columns at either side.
RIM = 5
CORNER = 4
EDGE = 9
CORNER_EDGE = 4


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


@dataclass(frozen=True, slots=True)
class TableLayout:
    """Where the table's bands go for one view: each seat panel grows by its yaku watch's rows,
    and a line under the field says who is deciding while a STOP / KOI-KOI decision is open."""

    top_rows: int
    bottom_rows: int
    deciding: str | None  # "top" or "bottom": beside the deciding seat's panel
    footer: tuple[str, ...] = ()  # the house rules in play, wrapped, under the bottom panel

    @property
    def top_panel_h(self) -> int:
        return PANEL_H + self.top_rows * WATCH_H

    @property
    def bottom_panel_h(self) -> int:
        return PANEL_H + self.bottom_rows * WATCH_H

    @property
    def deciding_top(self) -> int:
        below_field = TOP_PANEL + self.top_panel_h + 10 + FIELD_H + 10
        return TOP_PANEL + self.top_panel_h + 10 if self.deciding == "top" else below_field

    @property
    def field_top(self) -> int:
        return (
            TOP_PANEL + self.top_panel_h + 10 + (DECIDING_H + 10 if self.deciding == "top" else 0)
        )

    @property
    def bottom_panel(self) -> int:
        return self.field_top + FIELD_H + 10 + (DECIDING_H + 10 if self.deciding == "bottom" else 0)

    @property
    def footer_top(self) -> int:
        return self.bottom_panel + self.bottom_panel_h

    @property
    def height(self) -> int:
        footer = len(self.footer) * FOOTER_LINE + 6 if self.footer else 0
        return self.footer_top + footer + MARGIN


def deciding_seat(view: PlayerView) -> int | None:
    """The seat deciding between STOP and KOI-KOI now, if any (as everyone may see)."""
    if view.phase is Phase.KOIKOI and view.to_move is not None and not view.match_over:
        return view.to_move
    return None


def table_layout(
    view: PlayerView,
    names: tuple[str, str] = ("", ""),
    words: Words | None = None,
    watch: dict[int, list[WatchItem]] | None = None,
) -> TableLayout:
    """The table's bands for ``view`` (``watch``: its ``table_watch``, when already laid out)."""
    watch = watch if watch is not None else table_watch(view, names, words)
    seat = deciding_seat(view)
    side = None if seat is None else "bottom" if seat == view.seat else "top"
    footer = footer_lines(words.house) if words is not None else ()
    return TableLayout(watch_rows(watch[1 - view.seat]), watch_rows(watch[view.seat]), side, footer)


def footer_lines(house: str) -> tuple[str, ...]:
    """The house rules in play as the table's footer says them, on as many lines as they take."""
    return tuple(wrap(house, FOOTER_TEXT, FOOTER_ROOM)) if house else ()


def _footer(image: Image.Image, lines: tuple[str, ...], y: int) -> None:
    """The house rules the round is played under, dim, under the bottom panel."""
    draw = ImageDraw.Draw(image)
    for i, line in enumerate(lines):
        at = (MARGIN + PANEL_PAD, y + 6 + FOOTER_LINE / 2 + i * FOOTER_LINE)
        draw_text(draw, at, line, FOOTER_TEXT, palette.TEXT_DIM, "lm")


def _bar_left(seat: Seat, words: Words) -> tuple[str, float, list[tuple[str, palette.RGB]]]:
    """The bar's name as shown, where it starts, and the chips after it."""
    chips = seat_chips(seat.dealer, seat.koikoi_calls, words)
    x = MARGIN + PANEL_PAD + 6 + 30
    chip_room = sum(text_width(text, CHIP_TEXT, bold=True) + 40 for text, _ in chips)
    room = min(NAME_MOST, max(80, HAND_LEFT - 24 - x - chip_room))
    return fit(seat.name, NAME_TEXT, room, bold=True), x, chips


def _watch_left(seat: Seat, words: Words) -> float:
    """Where the seat's yaku watch starts on its bar: after the name and chips."""
    name, x, chips = _bar_left(seat, words)
    x += text_width(name, NAME_TEXT, bold=True) + 16
    x += sum(text_width(text, CHIP_TEXT, bold=True) + 40 + 8 for text, _ in chips)
    return x + 12


def _bar(image: Image.Image, seat: Seat, top: float, words: Words) -> None:
    """One line: turn marker or seat dot, name, dealer and koi-koi chips, hand backs, score."""
    draw = ImageDraw.Draw(image)
    left = MARGIN + PANEL_PAD + 6
    mid = top + BAR_H / 2
    if seat.to_move:
        paste(image, turn_marker(24), left - 2, mid - 12)
    else:
        paste(image, disc(18, palette.SEAT[seat.seat], palette.INK, 1), left, mid - 9)
    name, x, chips = _bar_left(seat, words)
    draw_text(draw, (x, mid), name, NAME_TEXT, palette.TEXT, "lm", bold=True)
    x += text_width(name, NAME_TEXT, bold=True) + 16
    for text, colour in chips:
        x += pill(image, x, mid - 20, text, CHIP_TEXT, palette.WHITE, colour, 40) + 8
    # The hand as fanned backs and its count, then the match score.
    count_x = SCORE_LEFT - 24
    if seat.hand_count:  # an empty hand shows nothing, not a "0" read as a second score
        draw_text(draw, (count_x, mid), str(seat.hand_count), 32, palette.TEXT, "rm", bold=True)
    hand_h = card_height(HAND_CARD)
    for i in range(seat.hand_count):
        back_x = count_x - 40 - HAND_CARD - (seat.hand_count - 1 - i) * HAND_STEP
        draw_card(image, BACK_CARD, back_x, mid - hand_h / 2, HAND_CARD)
    score_box = rounded_box(SCORE_W, 42, 12, palette.INK, palette.SEAT[seat.seat], 2)
    paste(image, score_box, SCORE_LEFT, mid - 21)
    draw_text(
        draw,
        (SCORE_LEFT + SCORE_W / 2, mid + 1),
        str(seat.score),
        NAME_TEXT,
        palette.TEXT,
        "mm",
        bold=True,
    )


def _pile(image: Image.Image, view: PlayerView, capture: int, top: float) -> None:
    """A capture pile in kind columns, in the rules' order; last turn's cards ringed."""
    x = MARGIN + PANEL_PAD + 6
    width = WIDTH - MARGIN - PANEL_PAD - 6 - x
    order = pile_order(view.rules)
    draw_pile(
        image, capture, order, x, top, width, PILE_CARD, moved=view.turn_cards, text=PILE_TEXT,
        gap=PILE_GAP,
    )  # fmt: skip


def _waiting_card(view: PlayerView) -> int | None:
    """A played or drawn card that waits for a capture choice, if any.

    The engine keeps it in no pile, but it was shown face up and ``turn_cards`` holds it."""
    seen = view.field | view.captures[0] | view.captures[1] | view.hand
    waiting = cards_of(view.turn_cards & ~seen)
    return waiting[0] if waiting else None


@dataclass(frozen=True, slots=True)
class FieldSpot:
    """Where a field card is drawn and how large its month plate is (pixels of the picture)."""

    card: int
    x: float
    y: float
    month_badge: int


def field_layout(view: PlayerView, field_top: float = FIELD_TOP) -> list[FieldSpot]:
    """The field in two balanced rows, centred; long rows overlap to stay in the zone."""
    cards = cards_of(view.field)
    columns = max(4, -(-len(cards) // 2))
    pitch = min(FIELD_PITCH, (FIELD_ZONE - FIELD_CARD) / (columns - 1))
    h = card_height(FIELD_CARD)
    spots: list[FieldSpot] = []
    for i, card in enumerate(cards):
        row, col = divmod(i, columns)
        in_row = min(columns, len(cards) - row * columns)
        x = FIELD_X + (FIELD_ZONE - (FIELD_CARD + (in_row - 1) * pitch)) / 2 + col * pitch
        y = field_top + FIELD_PAD + row * (h + FIELD_ROW_GAP)
        spots.append(FieldSpot(card, x, y, MONTH_BADGE))
    return spots


def _field(image: Image.Image, view: PlayerView, field_top: float) -> None:
    """The field cards with large month plates and kind badges, to be read on a phone.

    Cards moved last turn are ringed; the two a waiting card may take get a corner tab."""
    waiting = _waiting_card(view)
    options = view.captures_with(waiting) if waiting is not None else 0
    h = card_height(FIELD_CARD)
    tab = 32
    for spot in field_layout(view, field_top):
        card, x, y = spot.card, spot.x, spot.y
        marks = (spot.month_badge, KIND_BADGE)
        draw_field_card(image, card, x, y, FIELD_CARD, marks, bool(view.turn_cards >> card & 1))
        if options >> card & 1:
            paste(image, capture_tab(tab), x + FIELD_CARD - tab + 5, y + h - tab + 5)


def _stock(image: Image.Image, view: PlayerView, field_top: float) -> None:
    """The draw pile with its count, and below it a played or drawn card awaiting a choice."""
    h = card_height(FIELD_CARD)
    y = field_top + FIELD_PAD
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
        y + h - 48,
        count,
        32,
        palette.TEXT,
        palette.INK,
        44,
        "m",
    )
    waiting = _waiting_card(view)
    if waiting is not None:
        draw_card(image, waiting, STOCK_X, y + h + FIELD_ROW_GAP, FIELD_CARD, True)


def _info(image: Image.Image, view: PlayerView, words: Words, field_top: float) -> None:
    """The month's emblem and name, the match's progress with its round track, and the koi-koi
    multiplier where the rules have one."""
    y = field_top + FIELD_PAD
    width = WIDTH - MARGIN - INFO_X
    bottom = draw_round_info(image, view, words, INFO_X, y, width, emblem=96, text=INFO_TEXT)
    if view.rounds is not None and view.rounds <= 12:
        _round_track(image, INFO_X + width / 2, bottom + 10, view.rounds, view.round_number)


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


def table_watch(
    view: PlayerView, names: tuple[str, str] = ("", ""), words: Words | None = None
) -> dict[int, list[WatchItem]]:
    """The yaku each seat has made and is one or two cards from, in rows of their own on its
    panel beside its bar (``names`` take no room from it)."""
    del names
    x = MARGIN + PANEL_PAD + 6
    return {seat: seat_watch(view, seat, x, WIDTH - 2 * x, WATCH_H, words) for seat in (0, 1)}


def _deciding(
    image: Image.Image, view: PlayerView, names: tuple[str, str], words: Words, y: float
) -> None:
    """The line that tells onlookers a player holds a yaku and is choosing STOP or KOI-KOI."""
    seat = deciding_seat(view)
    if seat is None:
        return
    text = deciding_label(words, display_name(names, seat))
    size = fit_size(text, DECIDING_TEXT, WIDTH - 2 * MARGIN - 60, bold=True, smallest=30)
    draw = ImageDraw.Draw(image)
    mid = y + DECIDING_H / 2
    paste(image, turn_marker(30), MARGIN + 10, mid - 15)
    draw_text(draw, (MARGIN + 52, mid), text, size, palette.HIGHLIGHT, "lm", bold=True)


def _panel(
    image: Image.Image, band: Box, top: int, height: int, ring: bool, content: Painter
) -> None:
    """A band of a seat panel: the panel's rows in ``band``, ``content``, then the turn ring's
    rows when the seat is to move (the same layers, in the same order, as the whole panel)."""
    _, y0, _, y1 = band
    rows = (max(0, y0 - top), min(height, y1 - top))
    if rows[0] < rows[1]:
        panel_rows(height, rows, ring=False).press(image, MARGIN, top + rows[0])
    content(image)
    if ring and rows[0] < rows[1]:
        panel_rows(height, rows, ring=True).press(image, MARGIN, top + rows[0])


# Cut here, not through ``stamp_of``: its cache holds every sprite pasted (1,536, by count),
# and these crops (up to 1 MB each) would stay there long after they were dropped here.
# 256: twenty matches' layouts use about a hundred; 32 were cut again at almost every table.
@lru_cache(maxsize=256)
def panel_rows(height: int, rows: tuple[int, int], *, ring: bool) -> Stamp:
    """Rows of a seat panel ``height`` high, cut for pasting: its box, or the turn ring drawn
    over it."""
    return cut(_seat_panel(height, ring).crop((0, rows[0], WIDTH - 2 * MARGIN, rows[1])))


@lru_cache(maxsize=8)  # a panel's bands are cut one after another: its box drawn once for them
def _seat_panel(height: int, ring: bool) -> Image.Image:
    width = WIDTH - 2 * MARGIN
    if ring:
        return draw_rounded_box(width, height, 16, None, palette.TURN, 4)
    return draw_rounded_box(width, height, 16, palette.FELT_PANEL, palette.FELT_LINE, 2)


def table_sketch(
    view: PlayerView,
    names: tuple[str, str],
    words: Words | None = None,
    *,
    theme: Theme = "dark",
) -> Sketch:
    """The table as ``view``'s seat sees it, as parts to draw (see ``render_table``)."""
    if theme not in ("dark", "light"):
        raise ValueError(f"unknown theme {theme!r}")
    words = words or Words()
    watch = table_watch(view, names, words)  # laid out once, for the bands and the drawing
    layout = table_layout(view, names, words, watch)
    top, bottom = _seat(view, 1 - view.seat, names), _seat(view, view.seat, names)
    # Top panel: bar, watch, pile; the bottom panel mirrors it, so both piles face the field.
    top_bar = TOP_PANEL + PANEL_PAD
    top_pile = top_bar + BAR_H + layout.top_rows * WATCH_H
    top_rim = TOP_PANEL + layout.top_panel_h - RIM
    bottom_panel = layout.bottom_panel
    bottom_bar = bottom_panel + layout.bottom_panel_h - PANEL_PAD - BAR_H
    bottom_watch = bottom_bar - layout.bottom_rows * WATCH_H
    starts = [("top_bar", 0), ("top_watch", top_bar + BAR_H), ("top_pile", top_pile)]
    starts += [("top_pile_low", top_rim - CORNER), ("top_rim", top_rim)]
    deciding = [("deciding", layout.deciding_top)]
    starts += deciding if layout.deciding == "top" else []
    starts += [("field", layout.field_top)]
    starts += deciding if layout.deciding == "bottom" else []
    starts += [("bottom_rim", bottom_panel), ("bottom_pile_high", bottom_panel + RIM)]
    starts += [("bottom_pile", bottom_panel + RIM + CORNER)]
    starts += [("bottom_watch", bottom_watch), ("bottom_bar", bottom_bar)]
    starts += [("footer", layout.footer_top)] if layout.footer else []
    order = pile_order(view.rules)
    panels = {
        top.seat: (TOP_PANEL, layout.top_panel_h),
        bottom.seat: (bottom_panel, layout.bottom_panel_h),
    }

    def pile(seat: Seat, y: int) -> tuple[Seat, object, Painter]:
        key = (seat.capture, order, view.turn_cards & seat.capture)
        return seat, key, partial(_pile, view=view, capture=seat.capture, top=y)

    def seat_watch(seat: Seat, y: int) -> tuple[Seat, object, Painter]:
        items = watch[seat.seat]
        paint = partial(draw_watch, items=items, y=y, height=WATCH_H, words=words)
        return seat, tuple(items), paint

    def bar(seat: Seat, y: int) -> tuple[Seat, object, Painter]:
        return seat, _bar_key(seat), partial(_bar, seat=seat, top=y, words=words)

    top_pile_part = pile(top, top_pile + 6)
    bottom_pile_part = pile(bottom, bottom_panel + PANEL_PAD)
    in_panels = {"top_bar": bar(top, top_bar), "top_watch": seat_watch(top, top_bar + BAR_H)}
    in_panels |= {"top_pile": top_pile_part, "top_pile_low": top_pile_part}
    in_panels |= {"top_rim": (top, None, _nothing), "bottom_rim": (bottom, None, _nothing)}
    in_panels |= {"bottom_pile_high": bottom_pile_part, "bottom_pile": bottom_pile_part}
    in_panels |= {"bottom_watch": seat_watch(bottom, bottom_watch)}
    in_panels |= {"bottom_bar": bar(bottom, bottom_bar)}
    # A pile is painted once for its two bands (the second by the ring's rounded corners).
    pile_areas = {
        "top_pile": (0, top_pile, WIDTH, top_rim),
        "bottom_pile": (0, bottom_panel + RIM, WIDTH, bottom_watch),
    }
    parts: list[Part] = []
    for name, band in bands(WIDTH, layout.height, starts):
        if name in in_panels:
            seat, key, content = in_panels[name]
            area = pile_areas.get(name.removesuffix("_low").removesuffix("_high"), band)
            panel = _Panel(panels[seat.seat], area, name.endswith(("_low", "_high")))
            whole = name.endswith(("_bar", "_rim"))  # the ring's rows: a seat to move or not
            parts += _panel_parts(name, band, seat, panel, key, content, whole)
        elif name == "deciding":
            parts.append(_deciding_part(band, view, names, words, layout.deciding_top))
        elif name == "footer":
            paint = partial(_footer, lines=layout.footer, y=layout.footer_top)
            parts.append(Part("footer", band, layout.footer, paint))
        else:
            parts.extend(_field_parts(band, view, words, layout.field_top))
    parts.sort(key=lambda part: part.area is not None)  # those sharing a paint next to each other
    language = ("table", WIDTH, layout, names, language_key(words))
    return Sketch(WIDTH, layout.height, palette.FELT, language, tuple(parts))


def _nothing(image: Image.Image) -> None:
    """A band of a panel with nothing on it but the panel (and the turn ring)."""


@dataclass(frozen=True, slots=True)
class _Panel:
    """Where a band of a seat panel sits: the panel's top and height, the rows its content is
    painted in at once (a pile spans two bands), and whether it lies by the rounded corners."""

    spans: tuple[int, int]
    area: Box
    by_corner: bool


def _panel_parts(
    name: str,
    band: Box,
    seat: Seat,
    panel: _Panel,
    key: object,
    content: Painter,
    whole: bool,
) -> list[Part]:
    """A band of ``seat``'s panel as parts: in one piece with the turn ring in its key, or
    (``whole`` False) as its content between two edges, the only pieces the ring is drawn on."""
    top, height = panel.spans
    if whole:
        paint = partial(_panel, band=band, top=top, height=height, content=content)
        return [Part(name, band, (key, seat.to_move), partial(paint, ring=seat.to_move))]
    edge = partial(_panel, band=band, top=top, height=height, ring=seat.to_move, content=_nothing)
    middle = _middle(top, height, panel.area, content)
    width = EDGE + (CORNER_EDGE if panel.by_corner else 0)
    left, inner, right = columns(
        band, [("left", 0), ("middle", MARGIN + width), ("right", WIDTH - MARGIN - width)]
    )
    return [
        Part(f"{name}_left", left[1], seat.to_move, edge),
        Part(name, inner[1], key, middle, panel.area),
        Part(f"{name}_right", right[1], seat.to_move, edge),
    ]


@lru_cache(maxsize=32)
def _middle(top: int, height: int, area: Box, content: Painter) -> Painter:
    """The paint of a band's content without the turn ring: one object for the bands that
    share ``area``, so it is painted once for them."""
    return partial(_panel, band=area, top=top, height=height, ring=False, content=content)


def _bar_key(seat: Seat) -> object:
    """What a seat's bar shows (its capture pile is not on it)."""
    return (seat.seat, seat.name, seat.score, seat.hand_count, seat.koikoi_calls, seat.dealer)


def _deciding_part(
    band: Box, view: PlayerView, names: tuple[str, str], words: Words, y: int
) -> Part:
    seat = deciding_seat(view)
    label = None if seat is None else deciding_label(words, display_name(names, seat))
    paint = partial(_deciding, view=view, names=names, words=words, y=y)
    return Part("deciding", band, label, paint)


def _field_parts(band: Box, view: PlayerView, words: Words, field_top: int) -> list[Part]:
    """The band between the panels: the draw pile, the field, and the round's column."""
    waiting = _waiting_card(view)
    options = view.captures_with(waiting) if waiting is not None else 0
    info_key = (
        view.month,
        month_label(view, words),
        progress_lines(view, words),
        view.has_multiplier,
        view.multipliers(),
        view.rounds,
        view.round_number,
    )
    stock, field, info = columns(
        band, [("stock", 0), ("field", FIELD_X - 10), ("info", INFO_X - 14)]
    )
    return [
        Part(
            "stock",
            stock[1],
            (view.draw_pile_count, waiting),
            partial(_stock, view=view, field_top=field_top),
        ),
        Part(
            "field",
            field[1],
            (view.field, view.turn_cards & view.field, options),
            partial(_field, view=view, field_top=field_top),
        ),
        Part(
            "info", info[1], info_key, partial(_info, view=view, words=words, field_top=field_top)
        ),
    ]


def render_table(
    view: PlayerView,
    names: tuple[str, str],
    words: Words | None = None,
    *,
    theme: Theme = "dark",
) -> bytes:
    """The table as ``view``'s seat sees it, its seat at the bottom, as PNG bytes.

    ``names`` are by seat; ``words`` are the month and progress in the viewers' language.
    Hands are drawn as card backs only. ``theme`` is Discord's; one felt
    design serves both, so it only has to be valid."""
    return frames.render(table_sketch(view, names, words, theme=theme))


def draw_table(
    route: int,
    view: PlayerView,
    names: tuple[str, str],
    words: Words | None = None,
    *,
    theme: Theme = "dark",
) -> bytes:
    """``render_table``'s picture, drawn over the last table of the match ``route`` (a stable
    number: its channel) seen from the same seat where this process keeps it."""
    sketch = table_sketch(view, names, words, theme=theme)
    return frames.draw_kept(("table", route, view.seat), sketch, over=view.match_over)
