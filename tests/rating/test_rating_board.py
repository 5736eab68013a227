"""The rating board's picture explains its own marks: a provisional rating's '?' is said on the
picture itself, in every language, and only where one is shown."""

from __future__ import annotations

import pytest

from bot.i18n import LOCALES, t
from bot.rating.rating_board import rating_picture
from bot.rating.skill import PROVISIONAL_MATCHES, Skill
from bot.render import legibility
from bot.render.leaderboard import render_leaderboard
from bot.store.ratings import RatingEntry, RatingPage


def _page(*matches: int) -> RatingPage:
    entries = [RatingEntry(n, n, Skill(25.0 + n, 5.0, m)) for n, m in enumerate(matches, start=1)]
    return RatingPage(entries, 1, 3, len(entries))


@pytest.mark.parametrize("locale", LOCALES)
def test_a_board_showing_a_provisional_rating_says_what_its_mark_means(locale: str) -> None:
    picture = rating_picture(_page(12, 3), ["Aoi", "Zoë"], "Server", locale)
    assert t(locale, "rating-board-provisional-note", needed=PROVISIONAL_MATCHES) in picture.footer
    assert t(locale, "leaderboard-page", page=1, pages=3) in picture.footer
    with legibility.recording() as drawn:
        render_leaderboard(picture)
    assert any(picture.footer == d.text for d in drawn)  # drawn whole, not cut


@pytest.mark.parametrize("locale", LOCALES)
def test_a_board_of_established_ratings_only_has_no_note(locale: str) -> None:
    picture = rating_picture(_page(12, 30), ["Aoi", "Zoë"], "Server", locale)
    assert picture.footer == t(locale, "leaderboard-page", page=1, pages=3)
