"""The deck sheet: all 48 faces by month (columns) and slot (rows), and the card back."""

from __future__ import annotations

from bot.engine.cards import DECK_SIZE
from bot.render import palette
from bot.render.cards import BACK_CARD, card_height
from bot.render.compose import draw_card
from bot.render.indexed import new_canvas
from bot.render.png import encode

CARD = 92
GAP = 12
MARGIN = 24


def render_deck_sheet() -> bytes:
    """Every card face (month by month, slot by slot) and the back, as PNG bytes."""
    h = card_height(CARD)
    width = 2 * MARGIN + 13 * CARD + 12 * GAP + GAP
    height = 2 * MARGIN + 4 * h + 3 * GAP
    image = new_canvas((width, height), palette.FELT)
    for card in range(DECK_SIZE):
        month, slot = divmod(card, 4)
        draw_card(image, card, MARGIN + month * (CARD + GAP), MARGIN + slot * (h + GAP), CARD)
    x = MARGIN + 12 * (CARD + GAP) + GAP
    draw_card(image, BACK_CARD, x, MARGIN, CARD)
    return encode(image)
