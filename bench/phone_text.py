"""The smallest text of the result, guide, leaderboard and review pictures on a phone (shown
360 px wide), in English and Japanese: ``python -m bench.phone_text``. A text's size there is
its font size × 360 / the picture's width."""

from __future__ import annotations

from collections.abc import Callable
from functools import partial
from typing import Any

from bot.app.core.guide_words import guide_words
from bot.app.core.stories import match_words, round_words
from bot.engine.actions import PLAYS
from bot.engine.cards import mask_of
from bot.engine.events import RoundResult
from bot.engine.rules import PRESETS
from bot.engine.view import PlayerView
from bot.engine.yaku import Yaku
from bot.render import fonts, guide, leaderboard, plates, results, review, roundinfo
from bot.render.demo import finished

NAMES = ("Aoi", "CPU ★★")
WIN = RoundResult(1, (0, 24), "stop", (Yaku("sanko", 5, mask_of([0, 8, 28])),), 12, 2, (1, 0))
MODULES = (guide, leaderboard, plates, results, review, roundinfo)


def smallest(draw: Callable[[], object]) -> list[tuple[str, float]]:
    """The three smallest texts ``draw`` writes, with their size on a phone."""
    seen: list[tuple[str, float]] = []
    real = fonts.draw_text

    def record(pen: Any, xy: Any, text: str, size: int, *args: Any, **kwargs: Any) -> None:
        seen.append((text, size * 360 / pen.im.size[0]))
        real(pen, xy, text, size, *args, **kwargs)

    for module in MODULES:
        module.draw_text = record  # type: ignore[attr-defined]
    try:
        draw()
    finally:
        for module in MODULES:
            module.draw_text = real  # type: ignore[attr-defined]
    return sorted(seen, key=lambda pair: pair[1])[:3]


def main() -> None:
    """Print each picture's three smallest texts at phone size."""
    from tests.review.positions import feeding_position

    match = finished(11)
    scores = (match.scores[0], match.scores[1])
    rows = tuple(
        leaderboard.BoardRow(str(i), i, name, "90 points", "3 wins of 4")
        for i, name in enumerate(("Aoi", "山田太郎"), start=1)
    )
    for lang in ("en", "ja"):
        round_told = round_words(WIN, NAMES, lang, 13, 1)
        match_told = match_words(NAMES, scores, match.winner, {0: 30}, lang)
        standard = PRESETS["standard"]
        pictures: dict[str, Callable[[], object]] = {
            "round result": partial(
                results.render_round_result, WIN, NAMES, (3, 24), 13, 1, round_told
            ),
            "match result": partial(
                results.render_match_result,
                NAMES,
                scores,
                match.winner,
                match.results,
                match_told,
            ),
            "yaku guide": partial(guide.render_yaku_guide, standard, guide_words(lang, standard)),
        }
        for name, draw in pictures.items():
            shown = ", ".join(f"{text[:16]!r} {size:.1f} px" for text, size in smallest(draw))
            print(f"{name} ({lang}): {shown}")
    board = leaderboard.BoardPicture("Koi-Koi ranking", rows, "Page 1 of 1")
    print("leaderboard:", smallest(lambda: leaderboard.render_leaderboard(board)))
    view = PlayerView.of(feeding_position(), 0)
    print("review:", smallest(lambda: review.render_decision(view, PLAYS[20], PLAYS[46], 1.8)))


if __name__ == "__main__":
    main()
