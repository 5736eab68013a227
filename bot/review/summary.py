"""A whole match reviewed: every decision judged, the totals, and the costliest choices."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import Any

from bot.review.decisions import Decision, MatchLog, decisions_of
from bot.review.judge import DecisionReview, Reviewer

COSTLIEST = 3  # decisions shown with a picture and a reason
# A smaller cost is written "0.0 points" (one decimal): it is no loss worth naming.
NAMED_POINTS = 0.05

Progress = Callable[[int, int], None]  # (decisions judged, decisions in all)


@dataclass(frozen=True, slots=True)
class MatchReview:
    """One seat's decisions in a match, judged."""

    seat: int
    decisions: tuple[DecisionReview, ...]

    @property
    def reviewed(self) -> int:
        """Decisions with more than one choice."""
        return len(self.decisions)

    @property
    def matched(self) -> int:
        """Decisions where the player chose what the expert would have."""
        return sum(d.matched for d in self.decisions)

    @property
    def matched_share(self) -> float:
        """The share of decisions that matched the expert's choice (1.0 with none)."""
        return self.matched / self.reviewed if self.reviewed else 1.0

    @property
    def mistakes(self) -> int:
        """Decisions that cost at least a point."""
        return sum(d.mistake for d in self.decisions)

    @property
    def points_lost(self) -> float:
        """Points given up over the match, as the expert values them."""
        return sum(d.points for d in self.decisions)

    def points_lost_by_round(self) -> dict[int, float]:
        """Points given up in each round with a decision, by round number."""
        lost: dict[int, float] = {}
        for d in self.decisions:
            lost[d.decision.round_number] = lost.get(d.decision.round_number, 0.0) + d.points
        return lost

    @property
    def worst_round(self) -> int | None:
        """The round with the most points given up (the first on a tie; None if none lost)."""
        lost = self.points_lost_by_round()
        if not lost or max(lost.values()) < NAMED_POINTS:
            return None
        return max(lost, key=lambda r: (lost[r], -r))

    def costliest(self, count: int = COSTLIEST) -> list[DecisionReview]:
        """The decisions that cost most (only those that cost at least ``NAMED_POINTS``),
        costliest first."""
        costly = [d for d in self.decisions if d.points >= NAMED_POINTS]
        return sorted(costly, key=lambda d: (-d.points, d.decision.index))[:count]

    def to_dict(self) -> dict[str, Any]:
        """The review as plain JSON-able data."""
        return {
            "seat": self.seat,
            "reviewed": self.reviewed,
            "matched": self.matched,
            "matched_share": round(self.matched_share, 4),
            "mistakes": self.mistakes,
            "points_lost": round(self.points_lost, 2),
            "points_lost_by_round": {
                str(r): round(p, 2) for r, p in sorted(self.points_lost_by_round().items())
            },
            "worst_round": self.worst_round,
            "costliest": [d.decision.index for d in self.costliest()],
            "decisions": [_decision_dict(d) for d in self.decisions],
        }


def _decision_dict(review: DecisionReview) -> dict[str, Any]:
    view = review.view
    return {
        "index": review.decision.index,
        "round": view.round_number,
        "phase": view.phase.value,
        "played": str(review.played),
        "best": str(review.best),
        "matched": review.matched,
        "loss": round(review.loss, 4),
        "points": round(review.points, 2),
        "mistake": review.mistake,
        "reason": review.reason.to_dict(),
        "values": {str(a): round(v, 4) for a, v in review.values},
    }


def review_decisions(
    decisions: Sequence[Decision],
    seat: int,
    reviewer: Reviewer | None = None,
    progress: Progress | None = None,
) -> MatchReview:
    """Judge ``decisions`` (of ``seat``) one by one, reporting progress after each."""
    judge = (reviewer or Reviewer()).judge
    judged: list[DecisionReview] = []
    for decision in decisions:
        judged.append(judge(decision))
        if progress is not None:
            progress(len(judged), len(decisions))
    return MatchReview(seat, tuple(judged))


def review_match(
    log: MatchLog,
    seat: int,
    reviewer: Reviewer | None = None,
    progress: Progress | None = None,
) -> MatchReview:
    """Review every decision ``seat`` made in the match ``log`` describes."""
    return review_decisions(decisions_of(log, seat), seat, reviewer, progress)


__all__ = ["COSTLIEST", "MatchReview", "Progress", "review_decisions", "review_match"]
