"""Pictures of the game: card art, table, hand, results and the yaku guide, as PNG bytes.

Pure Pillow: plain data in, PNG bytes out; no Discord, no files.
"""

from bot.render.deck import render_deck_sheet
from bot.render.guide import render_yaku_guide
from bot.render.hand import card_label, hand_letter, hand_order, hand_position, render_hand
from bot.render.names import yaku_name
from bot.render.results import render_match_result, render_round_result
from bot.render.table import render_table
from bot.render.words import Words

__all__ = [
    "Words",
    "card_label",
    "hand_letter",
    "hand_order",
    "hand_position",
    "render_deck_sheet",
    "render_hand",
    "render_match_result",
    "render_round_result",
    "render_table",
    "render_yaku_guide",
    "yaku_name",
]
