"""Verdicts judged already, kept for the review that asks for them (judged ahead or before).

A verdict depends on nothing but the reviewer (its seed, playouts and stopping rule), the view
and the played choice (see judge.py), so a kept verdict is the one a fresh judging would give:
keeping it changes when a review is ready, never what it says. They are kept in memory, a bounded
number, least recently used first out: after a restart a review only judges them again.
"""

from __future__ import annotations

from collections import OrderedDict
from collections.abc import Hashable
from dataclasses import fields, replace

from bot.engine.actions import Action
from bot.engine.view import PlayerView
from bot.review.decisions import Decision
from bot.review.judge import DecisionReview, Reviewer

# Verdicts kept: about 2 KB each, so a few megabytes; the decisions of some 150 matches.
KEPT_VERDICTS = 4000

_Key = tuple[Reviewer, Hashable, Action]
_VIEW_FIELDS = tuple(f.name for f in fields(PlayerView) if f.name != "rules")


def _view_key(view: PlayerView) -> Hashable:
    """Everything in the view, its rules as their text (a rule set holds tables: unhashable)."""
    return (view.rules.model_dump_json(), *(getattr(view, name) for name in _VIEW_FIELDS))


class Verdicts:
    """The verdicts of one process, by reviewer, view and played choice."""

    def __init__(self, size: int = KEPT_VERDICTS) -> None:
        if size < 1:
            raise ValueError("a verdict cache keeps at least one verdict")
        self.size = size
        self._kept: OrderedDict[_Key, DecisionReview] = OrderedDict()

    def __len__(self) -> int:
        return len(self._kept)

    def __contains__(self, item: tuple[Reviewer, Decision]) -> bool:
        reviewer, decision = item
        return (reviewer, _view_key(decision.view), decision.action) in self._kept

    def get(self, reviewer: Reviewer, decision: Decision) -> DecisionReview | None:
        """The verdict on ``decision`` by ``reviewer``, if judged already (None: not yet)."""
        key = (reviewer, _view_key(decision.view), decision.action)
        kept = self._kept.get(key)
        if kept is None:
            return None
        self._kept.move_to_end(key)
        # The same view and choice may stand at another place of another match's log.
        return kept if kept.decision == decision else replace(kept, decision=decision)

    def put(self, reviewer: Reviewer, judged: DecisionReview) -> None:
        """Keep ``judged``, the verdict of ``reviewer``."""
        key = (reviewer, _view_key(judged.view), judged.played)
        self._kept[key] = judged
        self._kept.move_to_end(key)
        while len(self._kept) > self.size:
            self._kept.popitem(last=False)


__all__ = ["KEPT_VERDICTS", "Verdicts"]
