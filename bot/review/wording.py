"""A review in words: the summary lines and each costly decision's why, in a locale."""

from __future__ import annotations

from bot.engine.actions import Action
from bot.i18n import t
from bot.review.judge import DecisionReview
from bot.review.reasons import Reason
from bot.review.summary import MatchReview


def points_text(points: float) -> str:
    """Points given up, to one decimal ('2.3')."""
    return f"{points:.1f}"


def card_text(locale: str, card: int) -> str:
    """The card's name in ``locale``."""
    return t(locale, f"card-{card}")


def action_text(locale: str, action: Action) -> str:
    """What a choice was, in words ('playing Jul · Boar', 'STOP')."""
    if action.verb in ("play", "take"):
        return t(locale, f"review-action-{action.verb}", card=card_text(locale, action.card))
    return t(locale, f"review-action-{action.verb}")


# The reasons that speak to the player ("your pile"), and their words for a shared review.
SHARED_REASONS = {
    "review-why-closer": "teach-why-closer-shared",
    "review-why-secures": "teach-why-secures-shared",
    "review-why-stopped-early": "teach-why-stopped-early-shared",
}


def reason_text(
    locale: str, reason: Reason, better: Action, opponent: str, shared_by: str | None = None
) -> str:
    """The one line of why, with the opponent named as the player knows them; naming the
    player ``shared_by`` where it would say "you" to them alone."""
    key = reason.key if shared_by is None else SHARED_REASONS.get(reason.key, reason.key)
    text = t(
        locale,
        key,
        name=shared_by or "",
        better=action_text(locale, better),
        card=card_text(locale, reason.card) if reason.card is not None else "",
        yaku=t(locale, f"yaku-{reason.yaku}") if reason.yaku else "",
        points=reason.points if reason.points is not None else 0,
        opponent=opponent,
    )
    return text[:1].upper() + text[1:]  # a sentence may open with an action ('playing …')


def costly_line(locale: str, review: DecisionReview, shared_by: str | None = None) -> str:
    """'Round 3: you chose …; better was … (about 2.3 points).', or 'alice chose' when shared."""
    key = "review-costly-line" if shared_by is None else "teach-costly-line-shared"
    return t(
        locale,
        key,
        name=shared_by or "",
        round=review.view.round_number,
        played=action_text(locale, review.played),
        better=action_text(locale, review.best),
        lost=points_text(review.points),
    )


def summary_lines(locale: str, review: MatchReview) -> list[str]:
    """The summary: decisions reviewed, share matched, points lost, the worst round."""
    lines = [
        t(
            locale,
            "review-summary",
            reviewed=review.reviewed,
            share=round(100 * review.matched_share),
            lost=points_text(review.points_lost),
        )
    ]
    worst = review.worst_round
    if worst is None:
        lines.append(t(locale, "review-no-loss"))
    else:
        lost = review.points_lost_by_round()[worst]
        lines.append(t(locale, "review-worst-round", round=worst, lost=points_text(lost)))
    return lines


def rounds_line(locale: str, review: MatchReview) -> str:
    """Points given up in each round, on one line."""
    return " · ".join(
        t(locale, "review-round-line", round=r, lost=points_text(p))
        for r, p in sorted(review.points_lost_by_round().items())
    )


__all__ = [
    "SHARED_REASONS", "action_text", "card_text", "costly_line", "points_text", "reason_text",
    "rounds_line", "summary_lines",
]  # fmt: skip
