"""A review made ready to show: its lines in a language and a picture per costly decision."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from bot.engine.actions import Action
from bot.engine.view import PlayerView
from bot.i18n import t
from bot.render.review import render_decision
from bot.review.judge import DecisionReview
from bot.review.summary import MatchReview
from bot.review.wording import costly_line, reason_text, rounds_line, summary_lines


@dataclass(frozen=True, slots=True)
class CostlyDecision:
    """One of the costliest decisions: what happened, why it cost, and its picture."""

    line: str
    why: str
    picture: bytes  # PNG


@dataclass(frozen=True, slots=True)
class ReviewReport:
    """Everything a review message shows."""

    title: str
    summary: tuple[str, ...]
    rounds: str
    costly: tuple[CostlyDecision, ...]


def pictures_of(review: MatchReview) -> list[bytes]:
    """The pictures of the costliest decisions, drawn here (slow: keep off the event loop)."""
    return [render_decision(*picture_args(judged)) for judged in review.costliest()]


def picture_args(judged: DecisionReview) -> tuple[PlayerView, Action, Action, float]:
    """What ``render_decision`` draws one costly decision from."""
    return judged.view, judged.played, judged.best, judged.points


def build_report(
    review: MatchReview,
    locale: str,
    match_id: int,
    opponent: str,
    pictures: Sequence[bytes] | None = None,
) -> ReviewReport:
    """The review in ``locale``; ``pictures`` of its costliest decisions (None: drawn here)."""
    costliest = review.costliest()
    drawn = list(pictures) if pictures is not None else pictures_of(review)
    costly = tuple(
        CostlyDecision(
            line=costly_line(locale, judged),
            why=reason_text(locale, judged.reason, judged.best, opponent),
            picture=picture,
        )
        for judged, picture in zip(costliest, drawn, strict=True)
    )
    return ReviewReport(
        title=t(locale, "review-title", match=match_id),
        summary=tuple(summary_lines(locale, review)),
        rounds=rounds_line(locale, review),
        costly=costly,
    )


__all__ = ["CostlyDecision", "ReviewReport", "build_report", "picture_args", "pictures_of"]
