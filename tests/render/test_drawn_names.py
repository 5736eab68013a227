"""Names in pictures: any name a member can have is drawn, an emoji-only one included."""

from __future__ import annotations

import pytest

from bot.render.fonts import NEUTRAL, clean, face_of
from bot.render.leaderboard import BoardPicture, BoardRow, render_leaderboard

EMOJI_ONLY = ("🌸🌸", "😀", "🎴 ✨", "🦊")


def _board(name: str) -> bytes:
    row = BoardRow("1", 1, name, "10 points", "1 win of 2")
    return render_leaderboard(BoardPicture("Koi-Koi ranking", (row,), "Page 1 of 1"))


@pytest.mark.parametrize("name", EMOJI_ONLY)
def test_an_emoji_only_name_is_drawn_in_the_tables_fonts_not_as_a_placeholder(name: str) -> None:
    drawn = clean(name, "?")
    assert drawn not in ("?", NEUTRAL)
    assert all(face_of(char) is not None for char in drawn if not char.isspace())
    assert _board(name) != _board("?")


@pytest.mark.parametrize("name", ["\u3164", "\u3164\u3164", "\U000e0041\U000e0042", "\u2061"])
def test_a_name_of_only_invisible_characters_falls_back_to_the_placeholder(name: str) -> None:
    assert clean(name, "?") == "?"
    assert _board(name) == _board("?")
