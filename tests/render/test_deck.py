from __future__ import annotations

from bot.render import render_deck_sheet
from tests.render.conftest import open_png


def test_deck_sheet_is_a_png_holding_thirteen_columns_of_cards() -> None:
    image = open_png(render_deck_sheet())
    assert image.width > 13 * 92 and image.height > 4 * 147
