"""On a phone (the picture shown 360 px wide) the result, guide, leaderboard and review pictures
stay readable in every language: names, scores and result words at 11 px or more, nothing at
all under 9 px. A text's size there is its font size × 360 / the picture's width."""

from __future__ import annotations

import pytest

from bot.app.core.guide_words import guide_words
from bot.app.core.stories import match_words, round_words
from bot.engine.actions import PLAYS
from bot.engine.levels import ranking_points
from bot.engine.rules import PRESETS, STANDARD
from bot.engine.view import PlayerView
from bot.i18n import LOCALES
from bot.render.demo import finished
from bot.render.guide import render_yaku_guide
from bot.render.leaderboard import BoardPicture, BoardRow, render_leaderboard
from bot.render.results import render_match_result, render_round_result
from bot.render.review import render_decision
from tests.render.drawn import Text, recorded
from tests.render.test_results import CPU_NAMES, DRAW, WIN
from tests.review.positions import feeding_position

WORDS = 11.0  # names, scores, result words
ANYTHING = 9.0  # round numbers, the KOI-KOI count on its dot, the month's badge


def _too_small(seen: list[Text], needed: set[str]) -> list[tuple[str, float]]:
    """Texts below their floor on a phone, with their size there."""
    small = []
    for text in seen:
        floor = WORDS if text.text in needed or any(n in text.text for n in CPU_NAMES) else ANYTHING
        if text.at_phone() < floor:
            small.append((text.text, round(text.at_phone(), 1)))
    return small


@pytest.mark.parametrize("locale", LOCALES)
def test_a_round_result_reads_on_a_phone(locale: str, monkeypatch: pytest.MonkeyPatch) -> None:
    for result, month in ((WIN, 3), (DRAW, 11)):
        words = round_words(result, CPU_NAMES, locale, 13, month, STANDARD)
        with recorded(monkeypatch) as seen:
            render_round_result(result, CPU_NAMES, (12, 24), 13, month, words)
        needed = {words.draw, words.draw_line, words.totals, words.sum or "", "12", "24", "+24"}
        needed |= {words.yaku.get(y.key, "") for y in result.yaku}
        assert seen and _too_small(seen, needed) == []


@pytest.mark.parametrize("locale", LOCALES)
def test_a_match_result_and_its_grid_read_on_a_phone(
    locale: str, monkeypatch: pytest.MonkeyPatch
) -> None:
    match = finished(11)
    scores = (match.scores[0], match.scores[1])
    words = match_words(CPU_NAMES, scores, match.winner, {0: ranking_points("expert")}, locale)
    with recorded(monkeypatch) as seen:
        render_match_result(CPU_NAMES, scores, match.winner, match.results, words)
    points = {str(p) for r in match.results for p in r.points} | {str(s) for s in scores}
    needed = {words.headline or "", words.margin or "", words.totals, *words.ranking} | points
    assert len(match.results) > 1  # the grid is drawn
    assert _too_small(seen, needed) == []


@pytest.mark.parametrize("locale", LOCALES)
@pytest.mark.parametrize("rules", sorted(PRESETS))
def test_the_yaku_guide_reads_on_a_phone(
    locale: str, rules: str, monkeypatch: pytest.MonkeyPatch
) -> None:
    words = guide_words(locale, PRESETS[rules])
    with recorded(monkeypatch) as seen:
        render_yaku_guide(PRESETS[rules], words)
    names = set(words.names.values())
    assert names <= {text.text for text in seen}  # every yaku named, whole
    assert _too_small(seen, names) == []


def test_the_leaderboard_reads_on_a_phone(monkeypatch: pytest.MonkeyPatch) -> None:
    rows = tuple(
        BoardRow(str(i + 1), i + 1, name, f"{90 - i} points", "3 wins of 4")
        for i, name in enumerate(("Aoi", "山田太郎", "Zoë Ōtake"))
    )
    with recorded(monkeypatch) as seen:
        render_leaderboard(BoardPicture("Koi-Koi ranking", rows, "Page 1 of 1"))
    needed = {row.name for row in rows} | {row.points for row in rows} | {"1", "2", "3"}
    assert _too_small(seen, needed) == []


def test_a_review_picture_reads_on_a_phone(monkeypatch: pytest.MonkeyPatch) -> None:
    view = PlayerView.of(feeding_position(), 0)
    with recorded(monkeypatch) as seen:
        render_decision(view, PLAYS[20], PLAYS[46], 1.8)
    assert seen and _too_small(seen, set()) == []
