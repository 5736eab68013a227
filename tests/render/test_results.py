from __future__ import annotations

import pytest

from bot.engine.cards import mask_of
from bot.engine.events import RoundResult
from bot.engine.match import Match
from bot.engine.yaku import Yaku
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


def test_twelve_rounds_fit_in_one_row_of_the_grid() -> None:
    assert grid_columns(12) == 12
    twelve = open_png(render_match_result(NAMES, (6, 0), 0, [WIN] * 12))
    two = open_png(render_match_result(NAMES, (6, 0), 0, [WIN, DRAW]))
    assert twelve.height == two.height


def test_a_name_starting_with_an_emoji_is_drawn_whole_in_the_round_grid() -> None:
    names = ("❀🖼 Sakura", "Ren")
    room = grid_name_width(names) - 56
    assert fit(display_name(names, 0), GRID_NAME, room, bold=True) == "❀🖼 Sakura"
