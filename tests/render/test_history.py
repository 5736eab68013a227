"""A member's history picture: the rating line, the results and the yaku made."""

from __future__ import annotations

import io

from PIL import Image

from bot.render import legibility, palette
from bot.render.history import History, HistoryWords, RatingPoint, Results, render_history

RATINGS = tuple(RatingPoint(n, 1000 + 5 * n, n < 10) for n in range(1, 16))
RESULTS = (Results("vs members", 4, 1, 2),)


def drawn_words(history: History) -> set[str]:
    with legibility.recording() as drawn:
        render_history(history)
    return {text.text for text in drawn}


def test_the_picture_names_each_opponent_and_yaku_with_its_count():
    words = drawn_words(History(RATINGS, RESULTS, (("Tane", 3),)))
    assert {"vs members", "4", "2", "Tane", "3"} <= words


def test_the_provisional_part_of_the_rating_is_marked():
    assert "provisional" in drawn_words(History(RATINGS, RESULTS, ()))
    established = tuple(RatingPoint(n + 10, 1000 + n, False) for n in range(5))
    assert "provisional" not in drawn_words(History(established, RESULTS, ()))


def test_a_member_with_nothing_yet_gets_a_picture_that_says_so():
    words = drawn_words(History((), (), ()))
    assert {HistoryWords().no_rating, HistoryWords().no_yaku} <= words


def highlighted(history: History) -> bool:
    picture = Image.open(io.BytesIO(render_history(history))).convert("RGB")
    colours = {colour for _, colour in picture.getcolors(1 << 16) or []}
    return any(sum(abs(a - b) for a, b in zip(c, palette.HIGHLIGHT, strict=True)) < 12
               for c in colours)  # fmt: skip


def test_only_the_established_rating_is_drawn_in_the_highlight_colour():
    assert highlighted(History(RATINGS, RESULTS, ()))
    assert not highlighted(History(RATINGS[:9], RESULTS, ()))  # all of it still provisional
