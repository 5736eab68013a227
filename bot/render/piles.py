"""Capture piles: the cards a seat has taken, in groups by kind, each headed by its badge and
count, in the order the rule set's description shows them."""

from __future__ import annotations

from PIL import Image, ImageDraw

from bot.engine.cards import KIND_MASK, Kind, cards_of
from bot.engine.rules import PileOrder, RuleSet
from bot.render import palette
from bot.render.cards import card_height
from bot.render.compose import draw_card, fan_step, paste
from bot.render.fonts import draw_text
from bot.render.sprites import badge, rounded_box

ORDERS: dict[PileOrder, tuple[Kind, ...]] = {
    PileOrder.BRIGHTS_FIRST: (Kind.BRIGHT, Kind.ANIMAL, Kind.RIBBON, Kind.CHAFF),
    PileOrder.FLOWERS_FIRST: (Kind.CHAFF, Kind.RIBBON, Kind.ANIMAL, Kind.BRIGHT),
}
# The most cards of each kind a pile can hold: column widths start in this proportion.
_MOST = {Kind.BRIGHT: 5, Kind.ANIMAL: 10, Kind.RIBBON: 10, Kind.CHAFF: 24}


def pile_order(rules: RuleSet) -> tuple[Kind, ...]:
    """The kinds of a capture pile in the order ``rules`` shows them."""
    return ORDERS[rules.pile_order]


def column_widths(counts: list[int], room: float, card: int, step: float) -> list[float]:
    """Widths of the kind columns: each gets what its cards need at the widest ``step``, and
    when they do not all fit, the columns that need more are squeezed the most."""
    header = card * 1.2  # room a column keeps for its badge and count
    natural = [max(header, card + max(0, n - 1) * step) for n in counts]
    if sum(natural) <= room:
        spare = (room - sum(natural)) / len(natural)
        return [w + spare for w in natural]
    floor = [max(header, float(card)) for _ in counts]
    squeeze = (room - sum(floor)) / max(
        1.0, sum(n - f for n, f in zip(natural, floor, strict=True))
    )
    return [f + (n - f) * max(0.0, squeeze) for n, f in zip(natural, floor, strict=True)]


def draw_pile(
    image: Image.Image,
    capture: int,
    order: tuple[Kind, ...],
    x: float,
    top: float,
    width: float,
    card: int,
    *,
    moved: int = 0,
    text: int = 26,
    gap: int = 14,
) -> None:
    """The capture pile ``capture`` in one row of kind columns from (x, top), ``width`` wide;
    cards moved in the last turn are ringed."""
    draw = ImageDraw.Draw(image)
    groups = [cards_of(capture & KIND_MASK[kind]) for kind in order]
    most = card * 0.62  # the widest fan step: the month plate and the badge both show
    room = width - (len(order) - 1) * gap
    widths = column_widths([len(cards) for cards in groups], room, card, most)
    header = round(text * 1.25)
    card_top = top + header + 4
    for kind, cards, column in zip(order, groups, widths, strict=True):
        paste(image, badge(kind, header), x, top)
        draw_text(
            draw, (x + header + 5, top + header / 2), str(len(cards)), text, palette.TEXT, "lm",
            bold=True,
        )  # fmt: skip
        if not cards:
            slot = rounded_box(card, card_height(card), 6, None, palette.FELT_LINE, 2)
            paste(image, slot, x, card_top)
        step = fan_step(len(cards), card, column, most)
        for i, one in enumerate(cards):
            draw_card(image, one, x + i * step, card_top, card, bool(moved >> one & 1))
        x += column + gap


def pile_height(card: int, text: int = 26) -> int:
    """The height ``draw_pile`` takes."""
    return round(text * 1.25) + 4 + card_height(card)
