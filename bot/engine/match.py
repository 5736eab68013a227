"""A match: rounds dealt from (seed, round number), dealers, scores, target and end."""

from __future__ import annotations

import random
from collections.abc import Iterable
from typing import Any

from bot.engine.actions import Action
from bot.engine.cards import DECK_SIZE, month_of
from bot.engine.events import (
    DealerChosen,
    Event,
    Forfeited,
    MatchOver,
    RoundOver,
    RoundResult,
    RoundStarted,
)
from bot.engine.round import IllegalActionError, Round
from bot.engine.rules import FirstDealer, NextDealer, RuleSet, as_preset
from bot.engine.view import PlayerView

MAX_REDEALS = 100  # a redeal chain this long cannot happen with a fair shuffle


def _rng(seed: int, *parts: object) -> random.Random:
    # A str seed is hashed with SHA-512 by random.Random: stable across runs and platforms.
    return random.Random(":".join(map(str, ("koikoi", seed, *parts))))


def deal_for(seed: int, round_number: int, attempt: int = 0) -> list[int]:
    """The shuffled deck of round ``round_number`` (1-based), deal attempt ``attempt``."""
    deck = list(range(DECK_SIZE))
    _rng(seed, "round", round_number, attempt).shuffle(deck)
    return deck


def month_of_round(round_number: int) -> int:
    """Round n is month ((n - 1) mod 12) + 1."""
    return (round_number - 1) % 12 + 1


def _month_distance(a: int, b: int) -> int:
    # Months wrap around: December is next to January.
    d = abs(a - b) % 12
    return min(d, 12 - d)


def choose_first_dealer(
    rules: RuleSet, seed: int, birth_months: tuple[int | None, int | None]
) -> DealerChosen:
    """The first dealer under ``rules`` (docs/rules.md section 5, 'first dealer')."""
    rng = _rng(seed, "first-dealer")
    if rules.first_dealer is FirstDealer.RANDOM:
        return DealerChosen(rng.randrange(2))
    deck = list(range(DECK_SIZE))
    rng.shuffle(deck)
    revealed = deck.pop()
    month = month_of(revealed)
    a, b = birth_months
    if a is not None and b is not None:
        da, db = _month_distance(a, month), _month_distance(b, month)
        if da != db:
            return DealerChosen(0 if da < db else 1, revealed)
    # Unknown birth month (or a tie): each draws a card, the earlier month deals.
    draws: list[tuple[int, int]] = []
    while True:
        pair = (deck.pop(), deck.pop())
        draws.append(pair)
        m0, m1 = month_of(pair[0]), month_of(pair[1])
        if m0 != m1:
            return DealerChosen(0 if m0 < m1 else 1, revealed, tuple(draws))


class MatchOverError(ValueError):
    """An action sent to a match that has ended."""


class Match:
    """A whole match, fully described by ``(rules, seed, birth_months, actions)``."""

    def __init__(
        self,
        rules: RuleSet,
        seed: int,
        birth_months: tuple[int | None, int | None] = (None, None),
    ) -> None:
        self.rules = rules
        self.seed = seed
        self.birth_months = birth_months
        self.scores = [0, 0]
        self.results: list[RoundResult] = []
        self.actions: list[Action] = []
        self.round_number = 0
        self.redeals = 0
        self.winner: int | None = None
        self.forfeited_by: int | None = None
        self.over = False
        chosen = choose_first_dealer(rules, seed, birth_months)
        self.first_dealer = chosen
        self.dealer = chosen.dealer
        self.opening_events: list[Event] = [chosen]
        self.round: Round = self._start_round(self.opening_events)

    @classmethod
    def replay(
        cls,
        rules: RuleSet,
        seed: int,
        actions: Iterable[Action | str],
        birth_months: tuple[int | None, int | None] = (None, None),
    ) -> Match:
        """Rebuild a match from its log; raises IllegalActionError if the log does not fit."""
        match = cls(rules, seed, birth_months)
        for action in actions:
            match.apply(Action.parse(action) if isinstance(action, str) else action)
        return match

    # -- flow -------------------------------------------------------------------------------

    def _start_round(self, events: list[Event]) -> Round:
        """Deal the next round, redealing void deals and settling hand bonuses at once."""
        self.round_number += 1
        month = month_of_round(self.round_number)
        events.append(RoundStarted(self.round_number, month, self.dealer))
        for attempt in range(MAX_REDEALS):
            deck = deal_for(self.seed, self.round_number, attempt)
            round_ = Round(self.rules, deck, self.dealer, month)
            events.extend(round_.opening_events)
            if round_.result is None or not round_.result.redeal:
                break
            self.redeals += 1
        else:  # pragma: no cover - needs a hundred void deals in a row
            raise RuntimeError("could not deal a playable round")
        self.round = round_
        if round_.result is not None:  # a hand bonus ended it at the deal
            events.append(RoundOver(round_.result))
            self._end_round(round_.result, events)
        return self.round

    def _end_round(self, result: RoundResult, events: list[Event]) -> None:
        self.results.append(result)
        self.scores[0] += result.points[0]
        self.scores[1] += result.points[1]
        rules = self.rules
        target = rules.target_score
        if (target is not None and max(self.scores) >= target) or (
            rules.rounds is not None and self.round_number >= rules.rounds
        ):
            self._finish(events)
            return
        if rules.next_dealer is NextDealer.ALTERNATE:
            self.dealer = 1 - self.dealer
        elif result.winner is not None:
            self.dealer = result.winner
        self._start_round(events)

    def _finish(self, events: list[Event]) -> None:
        self.over = True
        if self.forfeited_by is not None:
            self.winner = 1 - self.forfeited_by
        elif self.scores[0] != self.scores[1]:
            self.winner = 0 if self.scores[0] > self.scores[1] else 1
        events.append(MatchOver(self.winner, (self.scores[0], self.scores[1])))

    def apply(self, action: Action) -> list[Event]:
        """Take ``action`` (logged when legal); raises IllegalActionError or MatchOverError."""
        if self.over:
            raise MatchOverError(f"{action} is not allowed: the match is over")
        events: list[Event] = []
        if action.verb == "forfeit":
            reason = self.why_illegal(action)
            if reason is not None:
                raise IllegalActionError(action, self.legal_actions(), reason)
            assert action.arg is not None
            self.actions.append(action)
            self.forfeited_by = action.arg
            events.append(Forfeited(action.arg))
            self._finish(events)
            return events
        events = self.round.apply(action)  # raises before anything changes
        self.actions.append(action)
        if self.round.result is not None:
            self._end_round(self.round.result, events)
        return events

    # -- reading ----------------------------------------------------------------------------

    @property
    def to_move(self) -> int | None:
        """The seat whose decision is awaited, or None when the match is over."""
        return None if self.over else self.round.to_move

    def legal_actions(self) -> list[Action]:
        """The actions the seat to move may take (forfeit is always open to either seat)."""
        return [] if self.over else self.round.legal_actions()

    def why_illegal(self, action: Action) -> str | None:
        """Why ``action`` may not be taken now, or None when it may."""
        if self.over:
            return "the match is over"
        if action.verb == "forfeit":
            return None if action.arg in (0, 1) else "forfeit names seat 0 or 1"
        return self.round.why_illegal(action)

    def view(self, seat: int) -> PlayerView:
        """What seat ``seat`` may see now."""
        return PlayerView.of(self.round, seat, self)

    def to_dict(self) -> dict[str, Any]:
        """The whole state as plain JSON-able data."""
        return {
            "rules": self.rules.model_dump(mode="json"),
            "seed": self.seed,
            "birth_months": list(self.birth_months),
            "scores": list(self.scores),
            "results": [r.to_dict() for r in self.results],
            "actions": [str(a) for a in self.actions],
            "round_number": self.round_number,
            "redeals": self.redeals,
            "dealer": self.dealer,
            "first_dealer": {
                "dealer": self.first_dealer.dealer,
                "revealed": self.first_dealer.revealed,
                "draws": [list(d) for d in self.first_dealer.draws],
            },
            "winner": self.winner,
            "forfeited_by": self.forfeited_by,
            "over": self.over,
            "round": self.round.to_dict(),
        }

    @classmethod
    def from_dict(cls, data: dict[str, Any]) -> Match:
        """Rebuild a match saved by ``to_dict``."""
        self = cls.__new__(cls)
        self.rules = as_preset(RuleSet.model_validate(data["rules"]))
        self.seed = data["seed"]
        a, b = data["birth_months"]
        self.birth_months = (a, b)
        self.scores = list(data["scores"])
        self.results = [RoundResult.from_dict(r) for r in data["results"]]
        self.actions = [Action.parse(a) for a in data["actions"]]
        self.round_number = data["round_number"]
        self.redeals = data["redeals"]
        self.dealer = data["dealer"]
        fd = data["first_dealer"]
        self.first_dealer = DealerChosen(
            fd["dealer"], fd["revealed"], tuple((d[0], d[1]) for d in fd["draws"])
        )
        self.winner = data["winner"]
        self.forfeited_by = data["forfeited_by"]
        self.over = data["over"]
        self.opening_events = [self.first_dealer]
        self.round = Round.from_dict(data["round"], self.rules)
        return self


__all__ = ["IllegalActionError", "Match", "MatchOverError", "deal_for", "month_of_round"]
