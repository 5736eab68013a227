"""The round's column (month, progress, multiplier) keeps its words clear of the panel's border
in every language and rule set: a long line wraps, it never runs to the edge."""

from __future__ import annotations

import pytest
from PIL import Image

from bot.app.core.picture_words import picture_words
from bot.engine.rules import PRESETS
from bot.engine.view import PlayerView
from bot.i18n import LOCALES
from bot.render import hand, palette, table
from bot.render.demo import mid_round
from bot.render.fonts import text_width
from bot.render.roundinfo import draw_round_info
from tests.render.drawn import recorded

GAP = 6  # the least room between the words and each side of the column


@pytest.mark.parametrize("locale", LOCALES)
@pytest.mark.parametrize("rules", sorted(PRESETS))
@pytest.mark.parametrize(
    ("width", "text"),
    [(hand.INFO_W, 22), (table.WIDTH - table.MARGIN - table.INFO_X, table.INFO_TEXT)],
)
def test_the_round_column_keeps_its_words_clear_of_the_border(
    locale: str, rules: str, width: int, text: int, monkeypatch: pytest.MonkeyPatch
) -> None:
    match = mid_round(2, PRESETS[rules])
    view = PlayerView.public(match.round, match)
    words = picture_words(view, locale, ("Aoi", "Ren"))
    image = Image.new("RGB", (width + 40, 400), palette.FELT)
    with recorded(monkeypatch) as seen:
        draw_round_info(image, view, words, 20, 10, width, text=text)
    assert len(seen) >= 2  # the month and the progress at least
    too_wide = [s.text for s in seen if text_width(s.text, s.size, s.bold) > width - 2 * GAP]
    assert too_wide == []
