"""The yaku watch: for one seat, the yaku it is one or two cards from, each named with its
count and the cards it may still capture toward it (as the engine's progress tells)."""

from __future__ import annotations

import contextlib
from collections import OrderedDict
from collections.abc import Sequence
from dataclasses import dataclass, replace

from PIL import Image, ImageDraw

from bot.engine.cards import cards_of
from bot.engine.progress import YakuProgress, made_yaku, out_of_reach, yaku_watch
from bot.engine.rules import RuleSet
from bot.engine.view import PlayerView
from bot.engine.yaku import Yaku
from bot.render import palette
from bot.render.cards import card_height
from bot.render.compose import draw_card, pill
from bot.render.fonts import draw_text, text_width
from bot.render.words import Words, yaku_label

MOST_SHOWN = 5  # thumbnails per yaku; the rest are counted ("+3")
LEAST_SHOWN = 2  # a crowded watch shows this many before it takes another row
KEPT = 512
# The engine's answers depend only on the rules, the month, the pile and the cards out of reach:
# kept, since most moves change none of them, and the table and the hands of one moment ask the
# same (the rules object is kept to check its identity: an unpickled preset is the same object).
_kept: OrderedDict[tuple[int, int, int, int], tuple[RuleSet, list[YakuProgress], list[Yaku]]] = (
    OrderedDict()
)


@dataclass(frozen=True, slots=True)
class WatchItem:
    """One yaku of the watch as drawn: its label at ``x`` on row ``row`` at text ``size``, then,
    when it needs fewer cards than are open to it, how many of them (``pick``), its thumbnails
    and a count of the cards not shown."""

    key: str
    label: str
    x: float
    cards: tuple[int, ...]
    more: int
    row: int = 0
    size: int = 0
    pick: int = 0  # "any 1 of": the cards shown are choices, not all needed (0: all needed)
    made: bool = False  # a yaku the pile forms already: its name and points on a pill
    musts: int = 0  # the first thumbnails: cards it cannot form without, before any choice


def watch_entries(view: PlayerView, seat: int) -> list[YakuProgress]:
    """The yaku ``seat`` is one or two cards from, nearest first (the engine's answer)."""
    return watch_answers(view, seat)[0]


def watch_answers(view: PlayerView, seat: int) -> tuple[list[YakuProgress], list[Yaku]]:
    """The engine's answers the watch of ``seat`` needs: the yaku it is one or two cards from,
    nearest first, and the yaku its pile forms; asked once per state and kept."""
    key = (id(view.rules), view.month, view.captures[seat], out_of_reach(view, seat))
    kept = _kept.get(key)
    if kept is not None and kept[0] is view.rules:
        with contextlib.suppress(KeyError):  # another drawing thread may just have dropped it
            _kept.move_to_end(key)
        return kept[1], kept[2]
    entries, made = yaku_watch(view, seat), made_yaku(view, seat)
    _kept[key] = (view.rules, entries, made)
    with contextlib.suppress(KeyError):
        while len(_kept) > KEPT:
            _kept.popitem(last=False)
    return entries, made


def seat_watch(
    view: PlayerView, seat: int, x: float, width: float, height: int, words: Words | None = None
) -> list[WatchItem]:
    """A seat's watch as a picture draws it: the yaku its pile forms and those it is one or two
    cards from, in rows ``width`` wide from ``x``. It reads only what everyone sees (no hand),
    so the table and the hand show the same entries at the same moment."""
    entries, made = watch_answers(replace(view, hand=0), seat)
    return watch_layout(entries, x, width, height, words, made)


def thumb_width(height: int) -> int:
    """The width of the thumbnails of a watch row ``height`` high."""
    return max(8, round((height - 4) / 1.6))


def _sizes(height: int) -> tuple[int, int]:
    """The label's text size and the thumbnails' width for a row ``height`` high."""
    return round(height * 0.55), thumb_width(height)


def any_label(words: Words, count: int) -> str:
    """The words before a yaku's thumbnails when any ``count`` of them complete it."""
    return words.watch_any.replace("{count}", str(count))


def _pill_h(height: int) -> int:
    return round(height * 0.82)


def _lay(
    entries: list[YakuProgress],
    x: float,
    width: float,
    height: int,
    words: Words,
    most: int,
    made: Sequence[Yaku],
) -> list[WatchItem]:
    """The yaku made, then every entry with at most ``most`` thumbnails each, row after row
    ``width`` wide from ``x``."""
    text, thumb = _sizes(height)
    items: list[WatchItem] = []
    row, left = 0, x
    for yaku in made:
        label = f"{yaku_label(yaku.key, words)} {yaku.points}"
        need = text_width(label, text, bold=True) + _pill_h(height) * 0.8
        if left > x and left + need > x + width:
            row, left = row + 1, x
        items.append(WatchItem(yaku.key, label, left, (), 0, row, text, made=True))
        left += need + round(height * 0.3)
    for entry in entries:
        label = f"{yaku_label(entry.key, words)} {entry.have}/{entry.need}"
        # The cards it must get first, then the others: "any N" of those when fewer will do.
        cards = cards_of(entry.must) + cards_of(entry.cards & ~entry.must)
        shown = tuple(cards[:most])
        more = len(cards) - len(shown)
        others = (entry.cards & ~entry.must).bit_count()
        pick = entry.choose if 0 < entry.choose < others else 0
        need = text_width(label, text, bold=True) + 6 + len(shown) * (thumb + 3)
        need += text_width(any_label(words, pick), text) + 6 if pick else 0
        need += text_width(f"+{more}", text, bold=True) + 4 if more else 0
        if left > x and left + need > x + width:
            row, left = row + 1, x
        musts = min(len(shown), entry.must.bit_count())
        items.append(WatchItem(entry.key, label, left, shown, more, row, text, pick, musts=musts))
        left += need + round(height * 0.6)
    return items


def watch_layout(
    entries: list[YakuProgress],
    x: float,
    width: float,
    height: int,
    words: Words | None = None,
    made: Sequence[Yaku] = (),
) -> list[WatchItem]:
    """The watch's items from ``x`` in rows ``width`` wide: the yaku ``made``, then those in
    the making, nearest first, named in the picture's language. Every one is named: where they
    do not fit, fewer thumbnails are shown (down to LEAST_SHOWN, the rest counted) before
    another row follows."""
    words = words or Words()
    fewest = _lay(entries, x, width, height, words, LEAST_SHOWN, made)
    rows = watch_rows(fewest)
    for most in range(MOST_SHOWN, LEAST_SHOWN, -1):
        items = _lay(entries, x, width, height, words, most, made)
        if watch_rows(items) <= rows:
            return items
    return fewest


def watch_rows(items: list[WatchItem]) -> int:
    """How many rows the watch's ``items`` take (0 when there is nothing to watch)."""
    return max((item.row for item in items), default=-1) + 1


def draw_watch(
    image: Image.Image, items: list[WatchItem], y: float, height: int, words: Words | None = None
) -> None:
    """Draw the watch's ``items`` in rows ``height`` high from ``y``."""
    words = words or Words()
    draw = ImageDraw.Draw(image)
    _, thumb = _sizes(height)
    for item in items:
        text = item.size or _sizes(height)[0]
        mid = y + item.row * height + height / 2
        if item.made:
            pill_h = _pill_h(height)
            pill(
                image, item.x, mid - pill_h / 2, item.label, text, palette.INK, palette.WIN, pill_h
            )
            continue
        draw_text(draw, (item.x, mid), item.label, text, palette.HIGHLIGHT, "lm", bold=True)
        cx = item.x + text_width(item.label, text, bold=True) + 6
        for i, card in enumerate(item.cards):
            if item.pick and i == item.musts:  # the choice follows the cards it must get
                draw_text(
                    draw, (cx, mid), any_label(words, item.pick), text, palette.TEXT_DIM, "lm"
                )
                cx += text_width(any_label(words, item.pick), text) + 6
            draw_card(image, card, cx, mid - card_height(thumb) / 2, thumb)
            cx += thumb + 3
        if item.more:
            draw_text(draw, (cx + 1, mid), f"+{item.more}", text, palette.TEXT, "lm", bold=True)
