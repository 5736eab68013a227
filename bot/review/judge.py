"""Judging one decision: what each choice was worth to the expert, and what the played one cost."""

from __future__ import annotations

from dataclasses import dataclass

from bot.ai.expert import ExpertPlayer
from bot.ai.outlook import MatchOutlook
from bot.engine.actions import Action
from bot.engine.view import PlayerView
from bot.review.decisions import Decision
from bot.review.reasons import Reason, explain
from bot.review.sequential import StoppingRule, evaluate_sequentially

# Playouts per decision at most: enough that the expert playing itself is rarely called wrong.
# Sequential judging (see sequential.py) stops far earlier on a decision that is not close.
REVIEW_PLAYOUTS = 6000
# How reviews judge: each decision sampled only until its verdict is known (see sequential.py).
SEQUENTIAL = StoppingRule()
# Seconds per decision: far above what the playouts need, so the cap decides, not the clock.
REVIEW_TIME_BUDGET = 120.0
# A choice that costs at least this many points (equivalent) is called a mistake.
MISTAKE_POINTS = 1.0
# The spread over which a point's worth is measured (see ``point_worth``).
_SPAN = 6


@dataclass(frozen=True, slots=True)
class DecisionReview:
    """One decision with the expert's verdict."""

    decision: Decision
    best: Action  # the expert's choice
    values: tuple[tuple[Action, float], ...]  # each legal choice's worth (chance to win)
    loss: float  # worth given up by the played choice, as a share of a match win (0..1)
    points: float  # the same loss in round points at this moment of the match
    reason: Reason

    @property
    def view(self) -> PlayerView:
        """What the player could see."""
        return self.decision.view

    @property
    def played(self) -> Action:
        """What the player did."""
        return self.decision.action

    @property
    def matched(self) -> bool:
        """Whether the player chose what the expert would have."""
        return self.played == self.best

    @property
    def mistake(self) -> bool:
        """Whether the choice cost at least ``MISTAKE_POINTS``."""
        return self.points >= MISTAKE_POINTS


def point_worth(view: PlayerView) -> float:
    """What one round point is worth toward winning the match now, around the current scores.

    Measured over a few points either way, so the step at the end of a match counts as the
    several points it takes to cross it.
    """
    outlook = MatchOutlook.of(view)
    swing = outlook.value(_SPAN, 0) - outlook.value(0, _SPAN)
    return max(swing / (2 * _SPAN), 1e-6)


@dataclass(frozen=True, slots=True)
class Reviewer:
    """Judges decisions with an expert of a fixed seed and playout count (deterministic).

    ``stopping``: sample each decision only until its verdict is known (None: the expert's full
    evaluation, every decision its whole budget)."""

    seed: int = 0
    playouts: int = REVIEW_PLAYOUTS
    stopping: StoppingRule | None = SEQUENTIAL

    def expert(self) -> ExpertPlayer:
        """The expert that judges, capped by playouts only."""
        return ExpertPlayer(seed=self.seed, playouts=self.playouts, time_budget=REVIEW_TIME_BUDGET)

    def judge(self, decision: Decision) -> DecisionReview:
        """The expert's verdict on one decision, from the decision's view only."""
        view = decision.view
        expert = self.expert()
        point = point_worth(view)
        if self.stopping is None:
            evaluation = expert.evaluate(view)
        else:
            evaluation = evaluate_sequentially(expert, view, decision.action, point, self.stopping)
        values = tuple(zip(evaluation.actions, evaluation.means, strict=True))
        best = evaluation.actions[evaluation.best]
        worth = dict(values)
        loss = 0.0
        if decision.action != best:
            loss = max(0.0, worth[best] - worth[decision.action])
        points = loss / point
        return DecisionReview(
            decision=decision,
            best=best,
            values=values,
            loss=loss,
            points=points,
            reason=explain(view, decision.action, best),
        )


__all__ = ["MISTAKE_POINTS", "REVIEW_PLAYOUTS", "DecisionReview", "Reviewer", "point_worth"]
