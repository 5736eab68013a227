"""A member's statistics as a picture (drawn in the replay worker): their rating over their
rated matches, their results by kind of opponent, and the yaku they made in their last finished
matches, counted by replaying those matches' logs."""

from __future__ import annotations

from collections import Counter
from collections.abc import Sequence

from bot.engine.match import Match
from bot.engine.rules import YAKU_NAMES
from bot.rating.skill import PROVISIONAL_MATCHES, SHOWN_PER_MU
from bot.render.history import History, HistoryWords, RatingPoint, Results, render_history
from bot.replay.scenes import PlayedMatch

Seated = tuple[PlayedMatch, int]  # a finished match and the member's seat in it


def yaku_made(matches: Sequence[Seated]) -> Counter[str]:
    """How often the member made each yaku in rounds they won (hand bonuses included)."""
    made: Counter[str] = Counter()
    for played, seat in matches:
        match: Match = played.replayed()
        for result in match.results:
            if result.winner == seat:
                made.update(yaku.key for yaku in result.yaku)
    return made


def rating_points(history: Sequence[tuple[int, float]]) -> tuple[RatingPoint, ...]:
    """The stored mu after each rated match as the rating members are shown."""
    return tuple(
        RatingPoint(rated, round(mu * SHOWN_PER_MU), rated < PROVISIONAL_MATCHES)
        for rated, mu in history
    )


def history_picture(
    ratings: Sequence[tuple[int, float]],
    results: Sequence[Results],
    matches: Sequence[Seated],
    words: HistoryWords,
) -> bytes:
    """The member's history picture (``words.extra``: the yaku's names by key)."""
    made = yaku_made(matches)
    named = tuple(
        (words.extra.get(key, YAKU_NAMES.get(key, key)), count)
        for key, count in sorted(made.items(), key=lambda item: (-item[1], item[0]))
    )
    return render_history(History(rating_points(ratings), tuple(results), named), words)
