"""The hand picture: one player's whole view, so the private message needs no scrolling to the
table. From the top: the opponent's bar and capture pile, the draw pile, the field and the
round, the decision at hand (a capture choice, or STOP / KOI-KOI), the player's hand lettered
like its buttons, their capture pile and their bar.

Hand cards are lettered A-H, never numbered, so a button cannot be mistaken for a month. Each
field card that a hand card would capture carries that card's letter; a hand card that captures
nothing has a dim letter.
"""

from __future__ import annotations

import string
from collections.abc import Callable
from dataclasses import dataclass
from functools import lru_cache, partial

from PIL import Image, ImageDraw

from bot.engine.cards import bit, card_name, cards_of
from bot.engine.round import Phase
from bot.engine.view import PlayerView
from bot.render import frames, indexed, palette
from bot.render.cards import BACK_CARD, card_height
from bot.render.compose import RING, draw_card, draw_field_card, paste, pill
from bot.render.decision import decision_height, draw_decision
from bot.render.fonts import clean, draw_text, fit, text_width
from bot.render.frames import ALWAYS, Box, Part, Sketch, bands, columns
from bot.render.piles import draw_pile, pile_height, pile_order
from bot.render.roundinfo import draw_round_info
from bot.render.seatbar import draw_seat_bar
from bot.render.sprites import capture_tab, draw_rounded_box, rounded_box
from bot.render.stamps import Stamp, cut
from bot.render.watch import WatchItem, draw_watch, seat_watch, watch_rows
from bot.render.words import Words, language_key, month_label, progress_lines, waiting_label

WIDTH = 800
MARGIN = 14
BAR_H = 46
PILE_CARD = 46  # 20.7 px on a 360 px phone screen
FIELD_CARD = 64
FIELD_GAP = 10
FIELD_PAD = 10
TAG_H = 30
STOCK_W = FIELD_CARD + 14
INFO_W = 156
INFO_H = 170  # the round column: emblem, month, progress and multiplier
INFO_TEXT = 24  # two lines shrink to 21: 9.5 px on a 360 px phone screen
HAND_CARD = 84
HAND_GAP = 10
LETTER_H = 36
TAB = 30
GAP = 10
LETTERS = string.ascii_uppercase[:8]
RAISE = 12  # how far a picked card stands above the others
NAME_MOST = 460  # the watch has rows of its own: the bar is the name's, up to its chips and score
MONTH_BADGE = 34  # the field cards' month plate, larger than printed: its digit 9 px at 360
KIND_BADGE = 24
BANNER_H = 46
WATCH_H = 46  # a row of the yaku watch: 25 px words, 11.3 px on a 360 px phone screen
WATCH_PAD = 8
Painter = Callable[[Image.Image], None]


@dataclass(frozen=True, slots=True)
class HandMarks:
    """What the hand picture marks as clickable or chosen: nothing while the player waits."""

    acting: bool  # the player may act now
    waiting_for: int | None  # the seat the player waits for
    letters: dict[int, str]  # field card -> the letters of the hand cards capturing it
    tabbed: frozenset[int]  # hand cards shown as capturing (green tab and letter)
    picked: int | None  # the hand card picked in two-step play, raised and outlined
    targets: int  # mask: the field cards the picked card would capture


def hand_marks(view: PlayerView, picked: int | None = None) -> HandMarks:
    """The marks of ``view``'s hand picture, ``picked`` being the card picked (two-step)."""
    acting = view.to_move == view.seat and not view.match_over
    waiting = view.to_move if not acting and not view.match_over else None
    if not acting:
        return HandMarks(False, waiting, {}, frozenset(), None, 0)
    playing = view.phase is Phase.PLAY
    letters = _capturers(view) if playing else {}
    cards = hand_order(view.hand) if playing else []
    tabbed = frozenset(card for card in cards if view.can_capture(card))
    chosen = picked if playing and picked is not None and view.hand & bit(picked) else None
    targets = view.captures_with(chosen) if chosen is not None else 0
    return HandMarks(True, None, letters, tabbed, chosen, targets)


def hand_order(hand: int) -> list[int]:
    """The cards of a hand mask in the order they are shown and lettered (ascending id)."""
    return cards_of(hand)


def hand_position(card: int, hand: int) -> int:
    """The 1-based position of ``card`` in ``hand`` as shown in the hand picture."""
    if not hand & bit(card):
        raise ValueError(f"card {card} is not in the hand")
    return (hand & (bit(card) - 1)).bit_count() + 1


def hand_letter(card: int, hand: int) -> str:
    """The letter of ``card`` in ``hand`` ('A' for the first), as on its button and picture."""
    return LETTERS[hand_position(card, hand) - 1]


def card_label(card: int, hand: int) -> str:
    """A button label matching the hand picture: letter and card name, 'C Nov rain man'."""
    return f"{hand_letter(card, hand)} {card_name(card)}"


FIELD_ZONE = WIDTH - 2 * MARGIN - STOCK_W - INFO_W - 2 * GAP
ROW_CARDS = (FIELD_ZONE + FIELD_GAP) // (FIELD_CARD + FIELD_GAP)  # a row's cards without overlap


def _field_layout(count: int) -> tuple[int, float]:
    """Columns per row and the pitch between field cards: one row while it fits, else two."""
    columns = max(1, count if count <= ROW_CARDS else -(-count // 2))
    pitch = min(FIELD_CARD + FIELD_GAP, (FIELD_ZONE - FIELD_CARD) / max(1, columns - 1))
    return columns, pitch


def _field_rows(view: PlayerView) -> int:
    return 1 if view.field.bit_count() <= ROW_CARDS else 2


def _field_height(view: PlayerView) -> int:
    """The field panel's height: its rows, or the draw pile and round column if taller."""
    rows = _field_rows(view)
    cards = rows * (card_height(FIELD_CARD) + TAG_H // 2) + (rows - 1) * FIELD_GAP
    return 2 * FIELD_PAD + max(cards, INFO_H)


def _section_tops(
    view: PlayerView,
    words: Words | None = None,
    watch: dict[int, list[WatchItem]] | None = None,
) -> dict[str, int]:
    """The top of each band of the picture (and 'end', its height); the decision panel's
    height depends on its words (``words``: the picture's language; ``watch``: the picture's
    ``hand_watch``, when already laid out)."""
    tops: dict[str, int] = {}
    y = MARGIN
    watch = watch if watch is not None else hand_watch(view, words=words)
    for band, height in (
        ("their_bar", BAR_H),
        ("their_watch", watch_rows(watch[view.opponent]) * WATCH_H),
        ("their_pile", pile_height(PILE_CARD)),
        ("field", _field_height(view)),
        ("decision", decision_height(view, words, WIDTH - 2 * MARGIN)),
        ("waiting", BANNER_H if view.to_move not in (None, view.seat) else 0),
        ("hand", RAISE + card_height(HAND_CARD) + 8 + LETTER_H),
        ("my_pile", pile_height(PILE_CARD)),
        ("my_watch", watch_rows(watch[view.seat]) * WATCH_H),
        ("my_bar", BAR_H),
    ):
        tops[band] = y
        y += height + (GAP if height else 0)
    tops["end"] = y - GAP + MARGIN
    return tops


def field_card_boxes(
    view: PlayerView, tops: dict[str, int] | None = None
) -> dict[int, tuple[float, float]]:
    """Where each field card is drawn: its top-left corner, by card."""
    cards = cards_of(view.field)
    columns, pitch = _field_layout(len(cards))
    top = (tops or _section_tops(view))["field"] + FIELD_PAD
    left = MARGIN + STOCK_W + GAP
    zone = FIELD_ZONE
    boxes: dict[int, tuple[float, float]] = {}
    for i, card in enumerate(cards):
        row, col = divmod(i, columns)
        in_row = min(columns, len(cards) - row * columns)
        x = left + (zone - (FIELD_CARD + (in_row - 1) * pitch)) / 2 + col * pitch
        boxes[card] = (x, top + row * (card_height(FIELD_CARD) + TAG_H // 2 + FIELD_GAP))
    return boxes


def hand_card_box(
    view: PlayerView, index: int, raised: bool = False, tops: dict[str, int] | None = None
) -> tuple[float, float, float, float]:
    """Where the ``index``-th (0-based) hand card is drawn: (x0, y0, x1, y1); a ``raised``
    (picked) card stands higher."""
    total = max(1, view.hand.bit_count())
    row_w = total * HAND_CARD + (total - 1) * HAND_GAP
    x = (WIDTH - row_w) / 2 + index * (HAND_CARD + HAND_GAP)
    y = (tops or _section_tops(view))["hand"] + (0 if raised else RAISE)
    return x, y, x + HAND_CARD, y + card_height(HAND_CARD)


def letter_box(
    view: PlayerView, index: int, tops: dict[str, int] | None = None
) -> tuple[float, float, float, float]:
    """Where the letter under the ``index``-th hand card is drawn."""
    x0, _, x1, y1 = hand_card_box(view, index, tops=tops)
    w = LETTER_H * 1.5
    return (x0 + x1 - w) / 2, y1 + 8, (x0 + x1 + w) / 2, y1 + 8 + LETTER_H


def _panel(image: Image.Image, top: float, height: float) -> None:
    paste(
        image,
        rounded_box(
            WIDTH - 2 * MARGIN, round(height), 14, palette.FELT_PANEL, palette.FELT_LINE, 2
        ),
        MARGIN,
        top,
    )


def _stock(image: Image.Image, view: PlayerView, top: float) -> None:
    """The draw pile as a back with its count."""
    x, y = MARGIN + 6, top + FIELD_PAD
    h = card_height(FIELD_CARD)
    if view.draw_pile_count:
        draw_card(image, BACK_CARD, x + 3, y + 3, FIELD_CARD)
        draw_card(image, BACK_CARD, x, y, FIELD_CARD)
    else:
        paste(image, rounded_box(FIELD_CARD, h, 6, None, palette.FELT_LINE, 2), x, y)
    pill(
        image,
        x + FIELD_CARD / 2,
        y + h - 20,
        str(view.draw_pile_count),
        24,
        palette.TEXT,
        palette.INK,
        36,
        "m",
    )


def _capturers(view: PlayerView) -> dict[int, str]:
    """For each field card, the letters of the hand cards that would capture it."""
    letters: dict[int, str] = {}
    for index, card in enumerate(hand_order(view.hand)):
        for target in cards_of(view.captures_with(card)):
            letters[target] = letters.get(target, "") + LETTERS[index]
    return letters


def _choices(view: PlayerView) -> int:
    """The field cards a waiting card may take (a capture choice), as a mask."""
    return sum(bit(action.card) for action in view.legal if action.verb == "take")


def _field(image: Image.Image, view: PlayerView, marks: HandMarks, tops: dict[str, int]) -> None:
    """The field cards, ringed when moved last turn, tagged with the letters that capture them;
    the picked card's targets get a capture tab."""
    letters = marks.letters
    choices = _choices(view)
    h = card_height(FIELD_CARD)
    ringed = view.turn_cards | choices | marks.targets
    plates = (MONTH_BADGE, KIND_BADGE)
    for card, (x, y) in field_card_boxes(view, tops).items():
        draw_field_card(image, card, x, y, FIELD_CARD, plates, bool(ringed >> card & 1))
        if marks.targets >> card & 1:
            paste(image, capture_tab(TAB), x + FIELD_CARD - TAB + 5, y + h - TAB + 5)
        tag = letters.get(card)
        if tag:
            pill(
                image,
                x + FIELD_CARD / 2,
                y + h - TAG_H / 2,
                " ".join(tag),
                22,
                palette.INK,
                palette.CAPTURE,
                TAG_H,
                "m",
            )


def _hand(image: Image.Image, view: PlayerView, marks: HandMarks, tops: dict[str, int]) -> None:
    """The hand, lettered A-H; capturing cards get a green tab and a green letter, the picked
    card stands raised and outlined; while the player waits, letters are plain and dim."""
    draw = ImageDraw.Draw(image)
    cards = hand_order(view.hand)
    playing = view.phase is Phase.PLAY and marks.acting
    # Letters name the card buttons: none while a decision or a capture choice is asked.
    lettered = view.phase is Phase.PLAY and (marks.acting or marks.waiting_for is not None)
    if not cards:
        x0, y0, _, _ = hand_card_box(view, 0, tops=tops)
        paste(
            image,
            rounded_box(HAND_CARD, card_height(HAND_CARD), 8, None, palette.FELT_LINE, 3),
            x0,
            y0,
        )
    for i, card in enumerate(cards):
        x0, y0, x1, y1 = hand_card_box(view, i, card == marks.picked, tops)
        if card == marks.picked:
            ring = rounded_box(
                HAND_CARD + 12, card_height(HAND_CARD) + 12, 10, None, palette.TURN, 5
            )
            paste(image, ring, x0 - 6, y0 - 6)
        draw_card(image, card, x0, y0, HAND_CARD)
        capturing = card in marks.tabbed
        if capturing:
            paste(image, capture_tab(TAB), x1 - TAB + 5, y1 - TAB + 5)
        if not lettered:
            continue
        lx0, ly0, lx1, _ = letter_box(view, i, tops)
        fill = palette.CAPTURE if capturing else palette.INK
        ink = palette.INK if capturing else (palette.TEXT if playing else palette.TEXT_DIM)
        paste(
            image,
            rounded_box(round(lx1 - lx0), LETTER_H, LETTER_H / 2, fill, palette.PAPER, 2),
            lx0,
            ly0,
        )
        draw_text(draw, ((lx0 + lx1) / 2, ly0 + LETTER_H / 2), LETTERS[i], 26, ink, "mm", bold=True)


def _banner(image: Image.Image, text: str, top: float) -> None:
    """The line that says whom the player waits for: words between two rules, not a button."""
    draw = ImageDraw.Draw(image)
    mid = top + BANNER_H / 2
    shown = fit(text, 26, WIDTH - 2 * MARGIN - 120, bold=True)
    half = text_width(shown, 26, bold=True) / 2 + 18
    for x0, x1 in ((MARGIN + 20, WIDTH / 2 - half), (WIDTH / 2 + half, WIDTH - MARGIN - 20)):
        if x1 > x0:
            draw.line([(x0, mid), (x1, mid)], fill=indexed.ink(image, palette.TEXT_DIM), width=2)
    draw_text(draw, (WIDTH / 2, mid), shown, 26, palette.TEXT, "mm", bold=True)


def _shown_names(names: tuple[str, str]) -> tuple[str, str]:
    return (clean(names[0], fallback="P1"), clean(names[1], fallback="P2"))


def hand_watch(
    view: PlayerView, names: tuple[str, str] = ("", ""), words: Words | None = None
) -> dict[int, list[WatchItem]]:
    """The yaku watch the hand picture draws for each seat, in rows of their own beside its
    bar, across the picture (``names`` take no room from it)."""
    del names
    inner = WIDTH - 2 * MARGIN - 2 * WATCH_PAD
    return {
        seat: seat_watch(view, seat, MARGIN + WATCH_PAD, inner, WATCH_H, words) for seat in (0, 1)
    }


def hand_sketch(
    view: PlayerView,
    names: tuple[str, str] = ("", ""),
    words: Words | None = None,
    picked: int | None = None,
) -> Sketch:
    """``view``'s hand picture as parts to draw (see ``render_hand``)."""
    words = words or Words()
    marks = hand_marks(view, picked)
    watch = hand_watch(view, names, words)  # laid out once, for the bands and the drawing
    tops = _section_tops(view, words, watch)
    me, them = view.seat, view.opponent
    shown = _shown_names(names)
    order = pile_order(view.rules)
    inner = WIDTH - 2 * MARGIN

    def bar(seat: int) -> tuple[object, Painter]:
        band = "my_bar" if seat == me else "their_bar"
        paint = partial(
            draw_seat_bar,
            view=view,
            seat=seat,
            name=shown[seat],
            x=MARGIN,
            y=tops[band],
            width=inner,
            height=BAR_H,
            name_most=NAME_MOST,
            words=words,
        )
        return _bar_key(view, seat, shown[seat]), paint

    def pile(seat: int) -> tuple[object, Painter]:
        band = "my_pile" if seat == me else "their_pile"
        capture = view.captures[seat]
        paint = partial(
            draw_pile,
            capture=capture,
            order=order,
            x=MARGIN,
            top=tops[band],
            width=inner,
            card=PILE_CARD,
            moved=view.turn_cards,
        )
        return (capture, order, view.turn_cards & capture), paint

    def seat_watch(seat: int) -> tuple[object, Painter]:
        band = "my_watch" if seat == me else "their_watch"
        paint = partial(draw_watch, items=watch[seat], y=tops[band], height=WATCH_H, words=words)
        return tuple(watch[seat]), paint

    waiting = None if marks.waiting_for is None else waiting_label(words, shown[marks.waiting_for])
    painted: dict[str, tuple[object, Painter]] = {
        "their_bar": bar(them),
        "their_watch": seat_watch(them),
        "their_pile": pile(them),
        "decision": (ALWAYS, partial(_decision, view=view, words=words, names=shown, tops=tops)),
        "waiting": (waiting, partial(_waiting, text=waiting, top=tops["waiting"])),
        "hand": (_hand_key(view, marks), partial(_hand, view=view, marks=marks, tops=tops)),
        "my_pile": pile(me),
        "my_watch": seat_watch(me),
        "my_bar": bar(me),
    }
    starts = [(name, 0 if name == "their_bar" else tops[name]) for name in BANDS]
    parts: list[Part] = []
    for name, box in bands(WIDTH, tops["end"], starts):
        if name == "field":
            parts.extend(_field_parts(box, view, marks, words, tops))
        else:
            key, paint = painted[name]
            parts.append(Part(name, box, key, paint))
    layout = ("hand", WIDTH, tuple(tops.items()), shown, language_key(words))
    return Sketch(WIDTH, tops["end"], palette.FELT, layout, tuple(parts))


BANDS = (
    *("their_bar", "their_watch", "their_pile", "field", "decision", "waiting", "hand"),
    *("my_pile", "my_watch", "my_bar"),
)


def _bar_key(view: PlayerView, seat: int, name: str) -> object:
    """What ``draw_seat_bar`` shows for ``seat``."""
    hand = view.opponent_hand_count if seat != view.seat else None
    turn = view.to_move == seat and not view.match_over
    chips = (view.dealer == seat, view.koikoi_calls[seat])
    return (seat, seat == view.seat, name, turn, hand, chips, view.scores[seat])


def _hand_key(view: PlayerView, marks: HandMarks) -> object:
    """What ``_hand`` shows."""
    flags = (view.phase is Phase.PLAY, marks.acting, marks.waiting_for is not None)
    return (view.hand, flags, marks.tabbed, marks.picked)


def _decision(
    image: Image.Image,
    view: PlayerView,
    words: Words,
    names: tuple[str, str],
    tops: dict[str, int],
) -> None:
    if decision_height(view):
        draw_decision(image, view, words, names, MARGIN, tops["decision"], WIDTH - 2 * MARGIN)


def _waiting(image: Image.Image, text: str | None, top: int) -> None:
    if text is not None:
        _banner(image, text, top)


def _field_parts(
    band: Box, view: PlayerView, marks: HandMarks, words: Words, tops: dict[str, int]
) -> list[Part]:
    """The field's panel in three columns: the draw pile, the field cards and the round."""
    top, height = tops["field"], _field_height(view)
    left = MARGIN + STOCK_W + GAP - RING - 1
    info_x = WIDTH - MARGIN - INFO_W
    stock, field, info = columns(band, [("stock", 0), ("field", left), ("info", info_x - 4)])
    ringed = view.turn_cards | _choices(view) | marks.targets
    field_key = (view.field, ringed & view.field, tuple(sorted(marks.letters.items())))
    month = (view.month, month_label(view, words))
    info_key = (month, progress_lines(view, words), view.has_multiplier, view.multipliers())
    round_info = partial(
        draw_round_info,
        view=view,
        words=words,
        x=info_x,
        y=top + FIELD_PAD,
        width=INFO_W,
        text=INFO_TEXT,
    )
    contents: list[tuple[tuple[str, Box], object, Callable[[Image.Image], object]]] = [
        (stock, view.draw_pile_count, partial(_stock, view=view, top=top)),
        (field, (field_key, marks.targets), partial(_field, view=view, marks=marks, tops=tops)),
        (info, info_key, round_info),
    ]
    parts: list[Part] = []
    for (name, box), key, content in contents:
        paint = partial(_in_panel, box=box, top=top, height=height, content=content)
        parts.append(Part(name, box, key, paint))
    return parts


def _in_panel(
    image: Image.Image, box: Box, top: int, height: int, content: Callable[..., object]
) -> None:
    """A column of the field's panel: the panel's piece under ``box``, then ``content``."""
    x0, y0, x1, y1 = box
    piece = (
        max(0, x0 - MARGIN),
        max(0, y0 - top),
        min(WIDTH - 2 * MARGIN, x1 - MARGIN),
        min(height, y1 - top),
    )
    if piece[0] < piece[2] and piece[1] < piece[3]:
        panel_piece(height, piece).press(image, MARGIN + piece[0], top + piece[1])
    content(image)


@lru_cache(maxsize=32)  # cut here: ``stamp_of`` would keep every crop ever pasted
def panel_piece(height: int, piece: Box) -> Stamp:
    """A piece of the field's panel ``height`` high, cut for pasting."""
    return cut(_field_panel(height).crop(piece))


@lru_cache(maxsize=4)  # a panel's pieces are cut one after another: its box drawn once for them
def _field_panel(height: int) -> Image.Image:
    width = WIDTH - 2 * MARGIN
    return draw_rounded_box(width, height, 14, palette.FELT_PANEL, palette.FELT_LINE, 2)


def render_hand(
    view: PlayerView,
    names: tuple[str, str] = ("", ""),
    words: Words | None = None,
    picked: int | None = None,
) -> bytes:
    """``view``'s whole picture as PNG bytes: both bars and capture piles with their yaku
    watch, the field and the round, the decision at hand (or whom the player waits for) and
    the lettered hand, ``picked`` raised. ``names`` are by seat."""
    return frames.render(hand_sketch(view, names, words, picked))


def draw_hand(
    route: int,
    view: PlayerView,
    names: tuple[str, str] = ("", ""),
    words: Words | None = None,
    picked: int | None = None,
) -> bytes:
    """``render_hand``'s picture, drawn over the last hand of the same seat in the match
    ``route`` (a stable number: its channel) where this process keeps it."""
    sketch = hand_sketch(view, names, words, picked)
    return frames.draw_kept(("hand", route, view.seat), sketch, over=view.match_over)
