from __future__ import annotations

import pytest

from bot.render.fonts import clean, face_of, runs
from bot.render.leaderboard import BoardPicture, BoardRow, render_leaderboard
from tests.render.conftest import open_png

NAMES = ("山田太郎", "مريم الحسيني", "דוד כהן", "❀🖼 Sakura", "김민준", "Zoë Ōtake")


def _board(names: tuple[str, ...]) -> BoardPicture:
    rows = tuple(
        BoardRow(
            "=1" if i < 2 else str(i + 1), 1 if i < 2 else i + 1, name, "10 points", "1 win of 2"
        )
        for i, name in enumerate(names)
    )
    return BoardPicture("Koi-Koi ranking · 花札クラブ", rows, "Page 1 of 1")


def test_the_leaderboard_picture_has_a_row_per_member() -> None:
    short = open_png(render_leaderboard(_board(NAMES[:2])))
    long = open_png(render_leaderboard(_board(NAMES)))
    assert long.height > short.height


@pytest.mark.parametrize("name", NAMES)
def test_every_letter_of_a_non_latin_name_has_a_font(name: str) -> None:
    assert all(face_of(char) is not None for char in clean(name) if not char.isspace())
    open_png(render_leaderboard(_board((name,))))


def test_a_right_to_left_name_is_drawn_with_its_first_word_on_the_right() -> None:
    assert [run for _, run in runs("مريم الحسيني")] == ["الحسيني", " ", "مريم"]


def test_right_to_left_names_draw_differently_from_a_placeholder() -> None:
    arabic = render_leaderboard(_board(("مريم",)))
    placeholder = render_leaderboard(_board(("•",)))
    assert arabic != placeholder


def test_an_empty_leaderboard_renders() -> None:
    open_png(render_leaderboard(BoardPicture("Koi-Koi", (), "Page 1 of 1")))
