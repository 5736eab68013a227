"""The picture of one reviewed decision: the position, what was played and what was better.

The player's own hand is face up (the review is theirs to see or share), the opponent's hand is
card backs. The played choice has a red ring, the better one a gold ring; a STOP or KOI-KOI
decision shows both words with the same rings, and the points given up are printed.
"""

from __future__ import annotations

from PIL import Image

from bot.engine.actions import Action
from bot.engine.cards import KIND_MASK, Kind, cards_of
from bot.engine.view import PlayerView
from bot.render import palette
from bot.render.cards import BACK_CARD, card_height
from bot.render.compose import RING, draw_card, paste, pill
from bot.render.names import KOIKOI
from bot.render.png import encode
from bot.render.sprites import rounded_box

WIDTH = 1000
MARGIN = 20
BIG = 72  # hand and field cards
SMALL = 40  # capture piles and the opponent's hand
GAP = 10
ROW_BIG = card_height(BIG) + 2 * GAP
ROW_SMALL = card_height(SMALL) + 2 * GAP
HEIGHT = 2 * MARGIN + 2 * ROW_SMALL + 2 * ROW_BIG + 60
PLAYED = palette.DEALER  # red
BETTER = palette.HIGHLIGHT  # gold


def _ring(canvas: Image.Image, x: float, y: float, width: int, colour: palette.RGB) -> None:
    """A coloured ring around a card of ``width`` at (x, y)."""
    h = card_height(width)
    ring = rounded_box(width + 2 * RING, h + 2 * RING, width * 0.1 + RING, None, colour, RING - 1)
    paste(canvas, ring, x - RING, y - RING)


def _ordered(mask: int) -> list[int]:
    """Cards by kind (brights first), then by id."""
    return [c for kind in Kind for c in cards_of(mask & KIND_MASK[kind])]


def card_spot(view: PlayerView, card: int) -> tuple[float, float, int] | None:
    """Where a hand or field card (or the card awaiting its capture) is drawn: x, y, width."""
    field = _field_order(view)
    for row, cards in ((1, field), (2, _ordered(view.hand))):
        if card in cards:
            y = MARGIN + ROW_SMALL + (row - 1) * ROW_BIG + GAP
            return MARGIN + cards.index(card) * (BIG + GAP), y, BIG
    return None


def _field_order(view: PlayerView) -> list[int]:
    """The field, led by the card awaiting its capture."""
    field = _ordered(view.field)
    return field if view.pending_card is None else [view.pending_card, *field]


def _row(
    canvas: Image.Image,
    cards: list[int],
    y: float,
    width: int,
    rings: dict[int, palette.RGB],
    step: float | None = None,
) -> None:
    """Cards left to right from the margin, with rings on the ones in ``rings``."""
    pitch = step if step is not None else width + GAP
    for i, card in enumerate(cards):
        x = MARGIN + i * pitch
        if card in rings:
            _ring(canvas, x, y, width, rings[card])
        draw_card(canvas, card, x, y, width)


def _pile_step(count: int) -> float:
    """The pitch that fits ``count`` small cards in the width."""
    room = WIDTH - 2 * MARGIN - SMALL
    return min(SMALL + 4, room / max(count - 1, 1))


def render_decision(view: PlayerView, played: Action, better: Action, points: float) -> bytes:
    """PNG bytes of the decision in ``view``: ``played`` ringed red, ``better`` gold."""
    canvas = Image.new("RGB", (WIDTH, HEIGHT), palette.FELT)
    rings: dict[int, palette.RGB] = {}
    for action, colour in ((played, PLAYED), (better, BETTER)):
        if action.verb in ("play", "take"):
            rings[action.card] = colour
    me, them = view.seat, view.opponent
    y = MARGIN
    theirs = _ordered(view.captures[them])
    backs = [BACK_CARD] * view.opponent_hand_count
    _row(canvas, backs, y, SMALL, {}, SMALL / 3)
    shift = (len(backs) + 2) * SMALL / 3 + SMALL + GAP if backs else 0  # the pile after the backs
    step = min(SMALL + 4, (WIDTH - 2 * MARGIN - shift - SMALL) / max(len(theirs) - 1, 1))
    for i, card in enumerate(theirs):
        draw_card(canvas, card, MARGIN + shift + i * step, y, SMALL)
    y += ROW_SMALL
    _row(canvas, _field_order(view), y + GAP, BIG, rings)
    if view.pending_card is not None:  # the card awaiting its capture, set apart by a ring
        _ring(canvas, MARGIN, y + GAP, BIG, palette.TEXT)
        draw_card(canvas, view.pending_card, MARGIN, y + GAP, BIG)
    y += ROW_BIG
    _row(canvas, _ordered(view.hand), y + GAP, BIG, rings)
    y += ROW_BIG
    mine = _ordered(view.captures[me])
    _row(canvas, mine, y, SMALL, {}, _pile_step(len(mine)))
    y += ROW_SMALL
    x = MARGIN
    if played.verb in ("stop", "koikoi") or better.verb in ("stop", "koikoi"):
        for verb, label in (("stop", "STOP"), ("koikoi", KOIKOI.upper())):
            outline: palette.RGB | None = None
            if played.verb == verb or better.verb == verb:
                outline = PLAYED if played.verb == verb else BETTER
            width = pill(
                canvas, x, y + 8, label, 22, palette.TEXT, palette.FELT_PANEL, 40, "l", outline
            )
            x += width + 16
    if points > 0:
        pill(canvas, WIDTH - MARGIN, y + 8, f"-{points:.1f}", 22, palette.WHITE, PLAYED, 40, "r")
    return encode(canvas)


__all__ = ["BETTER", "PLAYED", "card_spot", "render_decision"]
