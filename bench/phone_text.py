"""The smallest text of the result, guide, leaderboard and review pictures on a phone (shown
360 px wide), in English and Japanese: ``python -m bench.phone_text``. A text's size there is
its font size × 360 / the picture's width."""

from __future__ import annotations

from collections.abc import Callable
from functools import partial

from bot.app.core.guide_words import guide_words
from bot.app.core.stories import match_words, round_words
from bot.engine.cards import mask_of
from bot.engine.events import RoundResult
from bot.engine.rules import PRESETS
from bot.engine.yaku import Yaku
from bot.render import guide, leaderboard, legibility, results, review
from bot.render.demo import finished, mid_round

NAMES = ("Aoi", "CPU ★★")
WIN = RoundResult(1, (0, 24), "stop", (Yaku("sanko", 5, mask_of([0, 8, 28])),), 12, 2, (1, 0))


def smallest(draw: Callable[[], object]) -> list[tuple[str, float]]:
    """The three smallest texts ``draw`` writes, with their size on a phone."""
    with legibility.recording() as drawn:
        draw()
    seen = sorted(drawn, key=lambda d: d.size_at())[:3]
    return [(d.text, d.size_at()) for d in seen]


def main() -> None:
    """Print each picture's three smallest texts at phone size."""
    match = finished(11)
    scores = (match.scores[0], match.scores[1])
    rows = tuple(
        leaderboard.BoardRow(str(i), i, name, "90 points", "3 wins of 4")
        for i, name in enumerate(("Aoi", "山田太郎"), start=1)
    )
    for lang in ("en", "ja"):
        round_told = round_words(WIN, NAMES, lang, 13, 1, PRESETS["standard"])
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
    view = mid_round(7).view(0)
    chosen, best = view.legal[0], view.legal[-1]
    print("review:", smallest(lambda: review.render_decision(view, chosen, best, 1.8)))


if __name__ == "__main__":
    main()
