"""The round's column (month, progress, multiplier) keeps its words clear of the panel's border
in every language and rule set: a long line wraps, it never runs to the edge."""

from __future__ import annotations

import re
from dataclasses import replace

import pytest
from PIL import Image

from bot.app.core.picture_words import picture_words
from bot.engine.rules import PRESETS, with_house_rules
from bot.engine.scoring import multiplier as multiply
from bot.engine.view import PlayerView
from bot.i18n import LOCALES
from bot.render import hand, legibility, palette, table
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


@pytest.mark.parametrize(
    ("multiplier", "shown"),
    [("after_rival_call", ("×1", "×2")), ("own_calls", ("×2", "×1")), ("doubling", ("×2",))],
)
def test_the_multiplier_chip_shows_each_seats_own_after_a_call(
    multiplier: str, shown: tuple[str, ...]
) -> None:
    """Seat 0 called once: under Hard Koi its own stops stay ×1 and seat 1's score ×2; under
    Soft Koi the other way round; under the standard doubling, one ×2 for both."""
    rules = with_house_rules(PRESETS["standard"], {"multiplier": multiplier})
    view = replace(mid_round(1, rules).view(0), koikoi_calls=(1, 0))
    with legibility.recording() as drawn:
        table.render_table(view, ("A", "B"), picture_words(view, "en", ("A", "B")))
    chips = [d.text for d in drawn if re.fullmatch(r"×\d+", d.text)]
    assert tuple(chips) == shown
    assert view.multipliers() == tuple(
        multiply(rules, seat, view.koikoi_calls) for seat in (0, 1)
    ) and set(shown) == {f"×{m}" for m in view.multipliers()}
