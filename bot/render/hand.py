"""The hand image: one seat's cards in ascending order, numbered like the buttons that play
them, with a mark on every card that can capture from the field."""

from __future__ import annotations

from PIL import Image, ImageDraw

from bot.engine.cards import MONTH_MASK, bit, card_name, cards_of
from bot.engine.view import PlayerView
from bot.render import palette
from bot.render.cards import card_height
from bot.render.compose import draw_card, paste
from bot.render.fonts import draw_text
from bot.render.png import encode
from bot.render.sprites import capture_tab, rounded_box

CARD = 124
GAP = 16
MIN_SLOTS = 4  # a short hand keeps some width so the image does not look cramped
MARGIN = 24
LABEL_H = 46
TAB = 40
HEIGHT = MARGIN + card_height(CARD) + 12 + LABEL_H + MARGIN


def hand_order(hand: int) -> list[int]:
    """The cards of a hand mask in the order they are shown and numbered (ascending id)."""
    return cards_of(hand)


def hand_position(card: int, hand: int) -> int:
    """The 1-based position of ``card`` in ``hand`` as numbered in the hand image."""
    if not hand & bit(card):
        raise ValueError(f"card {card} is not in the hand")
    return (hand & (bit(card) - 1)).bit_count() + 1


def card_label(card: int, hand: int) -> str:
    """A button label matching the hand image: position number and card name, '3 Mar curtain'."""
    return f"{hand_position(card, hand)} {card_name(card)}"


def can_capture(card: int, field: int) -> bool:
    """Whether playing ``card`` takes something from ``field`` (a field card of its month)."""
    return bool(field & MONTH_MASK[card >> 2])


def hand_width(total: int) -> int:
    """The width of the hand image for a hand of ``total`` cards."""
    slots = max(MIN_SLOTS, total)
    return 2 * MARGIN + slots * CARD + (slots - 1) * GAP


def card_box(index: int, total: int) -> tuple[int, int, int, int]:
    """Where the ``index``-th (0-based) of ``total`` hand cards is drawn: (x0, y0, x1, y1)."""
    row_w = total * CARD + (total - 1) * GAP
    x = (hand_width(total) - row_w) // 2 + index * (CARD + GAP)
    return x, MARGIN, x + CARD, MARGIN + card_height(CARD)


def tab_box(index: int, total: int) -> tuple[int, int, int, int]:
    """Where the capture mark of the ``index``-th hand card goes (its bottom-right corner)."""
    _, _, x1, y1 = card_box(index, total)
    return x1 - TAB + 6, y1 - TAB + 6, x1 + 6, y1 + 6


def render_hand(view: PlayerView) -> bytes:
    """``view``'s hand as PNG bytes: cards numbered 1.. in ascending order, capturing cards
    marked with a green corner tab and a green number. The width follows the hand's size."""
    cards = hand_order(view.hand)
    image = Image.new("RGB", (hand_width(len(cards)), HEIGHT), palette.FELT)
    draw = ImageDraw.Draw(image)
    if not cards:
        x0, y0, _, _ = card_box(0, 1)
        slot = rounded_box(CARD, card_height(CARD), 10, None, palette.FELT_LINE, 3)
        paste(image, slot, x0, y0)
    for i, card in enumerate(cards):
        x0, y0, x1, y1 = card_box(i, len(cards))
        draw_card(image, card, x0, y0, CARD)
        capturing = can_capture(card, view.field)
        if capturing:
            tx, ty, _, _ = tab_box(i, len(cards))
            paste(image, capture_tab(TAB), tx, ty)
        label_w = 64
        colour = palette.CAPTURE if capturing else palette.INK
        text = palette.INK if capturing else palette.TEXT
        lx = (x0 + x1) / 2 - label_w / 2
        ly = y1 + 12
        paste(image, rounded_box(label_w, LABEL_H, LABEL_H / 2, colour, palette.PAPER, 2), lx, ly)
        draw_text(
            draw, ((x0 + x1) / 2, ly + LABEL_H / 2 + 1), str(i + 1), 32, text, "mm", bold=True
        )
    return encode(image)
