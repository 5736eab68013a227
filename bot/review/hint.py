"""A hint: what the expert would do now, and why, from the player's own view."""

from __future__ import annotations

from dataclasses import dataclass

from bot.ai.expert import ExpertPlayer
from bot.engine.actions import Action
from bot.engine.view import PlayerView
from bot.review.reasons import Reason, explain

HINT_PLAYOUTS = 2000  # a hint answers within a second on a busy machine


@dataclass(frozen=True, slots=True)
class Hint:
    """The expert's choice, and why it beats the next best one."""

    best: Action
    reason: Reason


def hint(view: PlayerView, seed: int = 0, playouts: int = HINT_PLAYOUTS) -> Hint:
    """The expert's advice for the view's pending decision (its only choice, if one)."""
    if len(view.legal) == 1:
        return Hint(view.legal[0], Reason("review-why-best"))
    evaluation = ExpertPlayer(seed=seed, playouts=playouts, time_budget=60.0).evaluate(view)
    best = evaluation.actions[evaluation.best]
    ranked = sorted(
        (i for i in range(len(evaluation.actions)) if i != evaluation.best),
        key=lambda i: -evaluation.means[i],
    )
    return Hint(best, explain(view, evaluation.actions[ranked[0]], best))


__all__ = ["HINT_PLAYOUTS", "Hint", "hint"]
