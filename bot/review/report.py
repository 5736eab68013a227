"""A review made ready to show: its lines in a language and a picture per costly decision."""

from __future__ import annotations

from dataclasses import dataclass

from bot.i18n import t
from bot.render.review import render_decision
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


def build_report(review: MatchReview, locale: str, match_id: int, opponent: str) -> ReviewReport:
    """The review in ``locale`` with its pictures (slow: draw it off the event loop)."""
    costly = tuple(
        CostlyDecision(
            line=costly_line(locale, judged),
            why=reason_text(locale, judged.reason, judged.best, opponent),
            picture=render_decision(judged.view, judged.played, judged.best, judged.points),
        )
        for judged in review.costliest()
    )
    return ReviewReport(
        title=t(locale, "review-title", match=match_id),
        summary=tuple(summary_lines(locale, review)),
        rounds=rounds_line(locale, review),
        costly=costly,
    )


__all__ = ["CostlyDecision", "ReviewReport", "build_report"]
