"""The yaku watch: for one seat, the yaku it is one or two cards from, each named with its
count and the cards it may still capture toward it (as the engine's progress tells)."""

from __future__ import annotations

import contextlib
from collections import OrderedDict
from dataclasses import dataclass

from PIL import Image, ImageDraw

from bot.engine.cards import cards_of
from bot.engine.progress import YakuProgress, out_of_reach, yaku_watch
from bot.engine.rules import RuleSet
from bot.engine.view import PlayerView
from bot.render import palette
from bot.render.cards import card_height
from bot.render.compose import draw_card
from bot.render.fonts import draw_text, text_width
from bot.render.words import Words, yaku_label

MOST_SHOWN = 5  # thumbnails per yaku; the rest are counted ("+3")
KEPT = 512
# The engine's answer depends only on the rules, the month, the pile and the cards out of reach:
# kept, since most moves change none of them (the rules object is kept to check its identity).
_kept: OrderedDict[tuple[int, int, int, int], tuple[RuleSet, list[YakuProgress]]] = OrderedDict()


@dataclass(frozen=True, slots=True)
class WatchItem:
    """One yaku of the watch as drawn: its label at ``x``, then its thumbnails and a count of
    the cards not shown."""

    key: str
    label: str
    x: float
    cards: tuple[int, ...]
    more: int


def watch_entries(view: PlayerView, seat: int) -> list[YakuProgress]:
    """The yaku ``seat`` is one or two cards from, nearest first (the engine's answer)."""
    key = (id(view.rules), view.month, view.captures[seat], out_of_reach(view, seat))
    kept = _kept.get(key)
    if kept is not None and kept[0] is view.rules:
        with contextlib.suppress(KeyError):  # another drawing thread may just have dropped it
            _kept.move_to_end(key)
        return kept[1]
    entries = yaku_watch(view, seat)
    _kept[key] = (view.rules, entries)
    with contextlib.suppress(KeyError):
        while len(_kept) > KEPT:
            _kept.popitem(last=False)
    return entries


def thumb_width(height: int) -> int:
    """The width of the thumbnails of a watch row ``height`` high."""
    return max(8, round((height - 4) / 1.6))


def _sizes(height: int) -> tuple[int, int]:
    """The label's text size and the thumbnails' width for a row ``height`` high."""
    return round(height * 0.55), thumb_width(height)


def watch_layout(
    entries: list[YakuProgress], x: float, width: float, height: int, words: Words | None = None
) -> list[WatchItem]:
    """The watch's items from ``x`` in a row ``width`` wide: as many yaku as fit, nearest
    first, named in the picture's language."""
    words = words or Words()
    text, thumb = _sizes(height)
    items: list[WatchItem] = []
    right = x + width
    for entry in entries:
        label = f"{yaku_label(entry.key, words)} {entry.have}/{entry.need}"
        cards = cards_of(entry.cards)
        shown = tuple(cards[:MOST_SHOWN])
        more = len(cards) - len(shown)
        need = text_width(label, text, bold=True) + 6 + len(shown) * (thumb + 3)
        need += text_width(f"+{more}", text, bold=True) + 4 if more else 0
        if x + need > right:
            break
        items.append(WatchItem(entry.key, label, x, shown, more))
        x += need + round(height * 0.6)
    return items


def draw_watch(image: Image.Image, items: list[WatchItem], y: float, height: int) -> None:
    """Draw the watch's ``items`` on the row at ``y``, ``height`` high."""
    draw = ImageDraw.Draw(image)
    text, thumb = _sizes(height)
    mid = y + height / 2
    for item in items:
        draw_text(draw, (item.x, mid), item.label, text, palette.HIGHLIGHT, "lm", bold=True)
        cx = item.x + text_width(item.label, text, bold=True) + 6
        for card in item.cards:
            draw_card(image, card, cx, mid - card_height(thumb) / 2, thumb)
            cx += thumb + 3
        if item.more:
            draw_text(draw, (cx + 1, mid), f"+{item.more}", text, palette.TEXT, "lm", bold=True)
