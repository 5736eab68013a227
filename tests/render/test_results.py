from __future__ import annotations

from typing import Any

import pytest
from PIL import Image

from bot.app.core.stories import match_words, round_words
from bot.engine.cards import mask_of
from bot.engine.events import RoundResult
from bot.engine.levels import ranking_points
from bot.engine.match import Match
from bot.engine.rules import STANDARD
from bot.engine.yaku import Yaku
from bot.i18n import t
from bot.render import plates, results, sprites
from bot.render.demo import finished
from bot.render.fonts import fit
from bot.render.plates import display_name
from bot.render.results import (
    GRID_NAME,
    WIDTH,
    grid_columns,
    grid_name_width,
    render_match_result,
    render_round_result,
    round_heading,
)
from bot.render.words import RoundWords
from tests.render.conftest import open_png
from tests.render.drawn import recorded, texts

NAMES = ("Aoi", "Ren")
WIN = RoundResult(
    winner=1,
    points=(0, 24),
    end="stop",
    yaku=(
        Yaku("sanko", 5, mask_of([0, 8, 28])),
        Yaku("tsukimi", 5, mask_of([28, 32])),
        Yaku("kasu", 2, mask_of(range(2, 48, 4))),
    ),
    base=12,
    multiplier=2,
    koikoi_calls=(1, 0),
)
DRAW = RoundResult(winner=None, points=(0, 0), end="exhausted")


def test_a_won_round_lists_every_yaku_in_its_own_row() -> None:
    one = RoundResult(1, (0, 5), "stop", WIN.yaku[:1], 5, 1)
    tall = open_png(render_round_result(WIN, NAMES, (0, 24), 3, 3))
    short = open_png(render_round_result(one, NAMES, (0, 5), 3, 3))
    assert tall.width == short.width == WIDTH
    assert tall.height > short.height


def test_a_drawn_round_renders_a_picture_unlike_a_win() -> None:
    drawn = render_round_result(DRAW, NAMES, (4, 4), 2, 2)
    assert open_png(drawn).width == WIDTH
    assert drawn != render_round_result(WIN, NAMES, (4, 4), 2, 2)


def test_an_oya_ken_point_without_yaku_renders() -> None:
    oya_ken = RoundResult(0, (1, 0), "exhausted", (), 1, 1)
    open_png(render_round_result(oya_ken, NAMES, (1, 0), 1, 1))


def test_negative_points_of_the_loser_pays_variant_render() -> None:
    paid = RoundResult(0, (7, -7), "stop", (Yaku("akatan", 7, mask_of([1, 5, 9])),), 7, 1)
    open_png(render_round_result(paid, NAMES, (7, -7), 1, 1))


@pytest.mark.parametrize("names", [("山田", "😀😀"), ("N" * 200, "Ōta Zoë " * 20)])
def test_result_images_survive_long_and_unicode_names(names: tuple[str, str]) -> None:
    open_png(render_round_result(WIN, names, (0, 24), 1, 1))
    open_png(render_match_result(names, (3, 60), 1, [WIN, DRAW]))


def test_match_result_renders_a_real_match(full_match: Match) -> None:
    scores = (full_match.scores[0], full_match.scores[1])
    image = open_png(render_match_result(NAMES, scores, full_match.winner, full_match.results))
    assert image.width == WIDTH


def test_a_long_match_wraps_its_round_grid_onto_more_rows() -> None:
    short = open_png(render_match_result(NAMES, (30, 0), 0, [WIN] * 5))
    long = open_png(render_match_result(NAMES, (30, 0), 0, [WIN] * 30))
    assert long.height > short.height


def test_a_drawn_match_differs_from_a_won_one() -> None:
    assert render_match_result(NAMES, (10, 10), None, [DRAW]) != render_match_result(
        NAMES, (10, 10), 0, [DRAW]
    )


def test_a_round_nothing_multiplied_shows_its_total_without_a_times_one() -> None:
    plain = RoundResult(1, (0, 6), "stop", WIN.yaku[:1], 6, 1)
    other_base = RoundResult(1, (0, 6), "stop", WIN.yaku[:1], 5, 1)
    assert render_round_result(plain, NAMES, (0, 6), 1, 1) == render_round_result(
        other_base, NAMES, (0, 6), 1, 1
    )


def test_the_heading_does_not_repeat_the_month_badge_as_a_round_number() -> None:
    assert round_heading(3, 3, RoundWords()) == ("March",)
    assert round_heading(13, 1, RoundWords()) == ("January", "Round 13")


def test_the_story_of_the_round_is_drawn() -> None:
    told = RoundWords(sum="12 points, doubled because Ren called KOI-KOI: +24", story=("x",))
    plain = open_png(render_round_result(WIN, NAMES, (0, 24), 3, 3))
    story = open_png(render_round_result(WIN, NAMES, (0, 24), 3, 3, told))
    assert story.height > plain.height


def test_a_single_round_match_has_no_round_grid_beside_its_plates() -> None:
    one = open_png(render_match_result(NAMES, (6, 0), 0, [WIN]))
    two = open_png(render_match_result(NAMES, (6, 0), 0, [WIN, DRAW]))
    assert grid_columns(1) == 0
    assert one.height < two.height


def test_twelve_rounds_make_two_even_rows_of_the_grid() -> None:
    assert grid_columns(12) == 6 and grid_columns(8) == 8 and grid_columns(9) == 5
    twelve = open_png(render_match_result(NAMES, (6, 0), 0, [WIN] * 12))
    eight = open_png(render_match_result(NAMES, (6, 0), 0, [WIN] * 8))
    nine = open_png(render_match_result(NAMES, (6, 0), 0, [WIN] * 9))
    assert twelve.height == nine.height > eight.height


def test_a_name_starting_with_an_emoji_is_drawn_whole_in_the_round_grid() -> None:
    names = ("❀🖼 Sakura", "Ren")
    room = grid_name_width(names) - 56
    assert fit(display_name(names, 0), GRID_NAME, room, bold=True) == "❀🖼 Sakura"


LANGUAGES = ("en", "ja", "pl", "nb", "ms")
CPU_NAMES = ("Aoi", "CPU ★★")


@pytest.mark.parametrize("locale", LANGUAGES)
def test_a_drawn_round_says_it_is_a_draw_in_words_over_labelled_totals(
    locale: str, monkeypatch: pytest.MonkeyPatch
) -> None:
    words = round_words(DRAW, NAMES, locale, 2, 2, STANDARD)
    with recorded(monkeypatch) as seen:
        render_round_result(DRAW, NAMES, (4, 9), 2, 2, words)
    drawn = texts(seen)
    assert words.draw in drawn and words.draw_line in " ".join(drawn)  # the line may wrap
    assert words.totals in drawn
    # The only numbers are the match totals, under their label: no unlabelled "0" rows.
    numbers = [text for text in drawn if text.isdigit()]
    assert numbers == ["2", "4", "9"]  # the month's badge, then each seat's total
    assert drawn.index(words.totals) < drawn.index("4")


@pytest.mark.parametrize("locale", LANGUAGES)
def test_a_won_round_names_its_winner_in_words_and_labels_the_match_totals(
    locale: str, monkeypatch: pytest.MonkeyPatch
) -> None:
    words = round_words(WIN, CPU_NAMES, locale, 3, 3, STANDARD)
    with recorded(monkeypatch) as seen:
        render_round_result(WIN, CPU_NAMES, (0, 24), 3, 3, words)
    drawn = texts(seen)
    said = t(locale, "results-round-winner", name="CPU ★★")
    assert any(said.startswith(line.rstrip("…")) for line in drawn if "CPU" in line)
    assert words.totals in drawn


@pytest.mark.parametrize("locale", LANGUAGES)
@pytest.mark.parametrize("level", ["easy", "normal", "expert"])
def test_the_match_result_says_who_won_by_how_much_and_the_ranking_points_earned(
    locale: str, level: str, monkeypatch: pytest.MonkeyPatch
) -> None:
    match = finished(7)
    scores = (match.scores[0], match.scores[1])
    winner = match.winner if match.winner is not None else 0
    awarded = {winner: ranking_points(level)}
    words = match_words(CPU_NAMES, scores, match.winner, awarded, locale)
    with recorded(monkeypatch) as seen:
        render_match_result(CPU_NAMES, scores, match.winner, match.results, words)
    drawn = texts(seen)
    assert words.headline in drawn and words.margin in drawn
    assert words.ranking and all(line in drawn for line in words.ranking)
    assert words.totals in drawn and words.rounds in drawn
    assert str(ranking_points(level)) in words.ranking[0]


def test_the_winner_is_marked_by_a_crown_never_by_the_star_of_the_computers_level(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    marks: list[str] = []
    for module in (results, plates):
        monkeypatch.setattr(module, "star", lambda *a: marks.append("star"), raising=False)
    real_crown = sprites.crown

    def crown(*args: Any) -> Image.Image:
        marks.append("crown")
        return real_crown(*args)

    monkeypatch.setattr(plates, "crown", crown, raising=False)
    render_round_result(WIN, CPU_NAMES, (0, 24), 3, 3)
    render_match_result(CPU_NAMES, (0, 24), 1, [WIN, DRAW])
    assert "star" not in marks
    assert marks.count("crown") >= 2  # the round's winner, the match's winner
