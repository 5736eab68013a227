"""A review made ready to show: its lines in a language and a picture per costly decision."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from bot.engine.actions import Action
from bot.engine.view import PlayerView
from bot.i18n import t
from bot.render.review import ReviewWords, render_decision
from bot.review.judge import DecisionReview
from bot.review.picture_words import review_words
from bot.review.summary import MatchReview
from bot.review.wording import costly_line, reason_text, rounds_line, summary_lines


@dataclass(frozen=True, slots=True)
class CostlyDecision:
    """One of the costliest decisions: what happened, why it cost, and its picture."""

    line: str
    why: str
    picture: bytes | None  # PNG; None when it was late (the words alone go out)


@dataclass(frozen=True, slots=True)
class ReviewReport:
    """Everything a review message shows."""

    title: str
    summary: tuple[str, ...]
    rounds: str
    costly: tuple[CostlyDecision, ...]


@dataclass(frozen=True, slots=True)
class Reader:
    """Who reads a review: in which language, whom it calls the opponent, and who shares it
    (None: the player alone, addressed as "you")."""

    locale: str
    opponent: str
    shared_by: str | None = None


def pictures_of(review: MatchReview, reader: Reader | None = None) -> list[bytes]:
    """The pictures of the costliest decisions, drawn here (slow: keep off the event loop)."""
    return [render_decision(*picture_args(judged, reader)) for judged in review.costliest()]


def picture_args(
    judged: DecisionReview, reader: Reader | None = None
) -> tuple[PlayerView, Action, Action, float, ReviewWords | None]:
    """What ``render_decision`` draws one costly decision from, in ``reader``'s words."""
    words = None
    if reader is not None:
        words = review_words(reader.locale, judged, reader.opponent, reader.shared_by)
    return judged.view, judged.played, judged.best, judged.points, words


def build_report(
    review: MatchReview,
    locale: str,
    match_id: int,
    opponent: str,
    pictures: Sequence[bytes | None] | None = None,
    shared_by: str | None = None,
    title: str | None = None,
) -> ReviewReport:
    """The review in ``locale``, to the player or, shared, naming ``shared_by``; ``pictures``
    of its costliest decisions (None: drawn here); ``title`` for a game that is no match of
    the store (the daily deal)."""
    costliest = review.costliest()
    reader = Reader(locale, opponent, shared_by)
    drawn: list[bytes | None] = (
        list(pictures) if pictures is not None else list(pictures_of(review, reader))
    )
    costly = tuple(
        CostlyDecision(
            line=costly_line(locale, judged, shared_by),
            why=reason_text(locale, judged.reason, judged.best, opponent, shared_by),
            picture=picture,
        )
        for judged, picture in zip(costliest, drawn, strict=True)
    )
    return ReviewReport(
        title=title or t(locale, "review-title", match=match_id),
        summary=tuple(summary_lines(locale, review)),
        rounds=rounds_line(locale, review),
        costly=costly,
    )


__all__ = [
    "CostlyDecision",
    "Reader",
    "ReviewReport",
    "build_report",
    "picture_args",
    "pictures_of",
]
