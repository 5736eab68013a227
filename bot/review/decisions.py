"""A finished match's log replayed into the decisions one seat made, each with its view."""

from __future__ import annotations

import json
from dataclasses import dataclass
from typing import Any

from bot.engine.actions import Action
from bot.engine.match import Match
from bot.engine.rules import RuleSet, preset
from bot.engine.view import PlayerView


@dataclass(frozen=True, slots=True)
class MatchLog:
    """Everything that describes a match: rules, seed, birth months and the actions taken."""

    rules: RuleSet
    seed: int
    actions: tuple[Action, ...]
    birth_months: tuple[int | None, int | None] = (None, None)

    @classmethod
    def of(cls, match: Match) -> MatchLog:
        """The log of an engine match."""
        return cls(match.rules, match.seed, tuple(match.actions), match.birth_months)

    @classmethod
    def from_json(cls, text: str) -> MatchLog:
        """Read ``{"rules": PRESET or {...}, "seed": N, "actions": [...], "birth_months": [...]}``.

        The output of ``Match.to_dict`` has these keys. Raises ValueError for anything else.
        """
        data: Any = json.loads(text)
        if not isinstance(data, dict) or not {"rules", "seed", "actions"} <= data.keys():
            raise ValueError("a match log is a JSON object with rules, seed and actions")
        rules = data["rules"]
        ruleset = preset(rules) if isinstance(rules, str) else RuleSet.model_validate(rules)
        months = data.get("birth_months") or [None, None]
        actions = tuple(Action.parse(str(a)) for a in data["actions"])
        return cls(ruleset, int(data["seed"]), actions, (months[0], months[1]))

    def replay(self) -> Match:
        """The match rebuilt from the log (raises IllegalActionError when it does not fit)."""
        return Match.replay(self.rules, self.seed, self.actions, self.birth_months)


@dataclass(frozen=True, slots=True)
class Decision:
    """One choice a seat made: what it could see, and what it did."""

    index: int  # the action's place in the match log
    view: PlayerView
    action: Action

    @property
    def round_number(self) -> int:
        """The round the decision belongs to."""
        return self.view.round_number


def decisions_of(log: MatchLog, seat: int) -> list[Decision]:
    """Every decision of ``seat`` that had more than one legal choice, in the order made."""
    match = Match(log.rules, log.seed, log.birth_months)
    found: list[Decision] = []
    for index, action in enumerate(log.actions):
        if action.verb != "forfeit" and match.to_move == seat:
            view = match.view(seat)
            if len(view.legal) > 1:
                found.append(Decision(index, view, action))
        match.apply(action)
    return found


__all__ = ["Decision", "MatchLog", "decisions_of"]
