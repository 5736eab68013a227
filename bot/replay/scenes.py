"""A finished match told again scene by scene, from what the store keeps of it (rules, seed,
birth months and the action log): each round's deal, every action, each round's end and the
match's, with the view the table of that moment is drawn from.

A public replay is drawn from the public view (no hand: the table the channel saw); a player's
own replay from their seat's view, their hand in it and never the other's.
"""

from __future__ import annotations

from collections.abc import Iterator, Sequence
from dataclasses import dataclass
from typing import Literal

from bot.engine import events as ev
from bot.engine.actions import Action
from bot.engine.match import MAX_REDEALS, Match, deal_for
from bot.engine.round import Round
from bot.engine.rules import RuleSet
from bot.engine.view import PlayerView

Length = Literal["round", "best", "match"]
LENGTHS: tuple[Length, ...] = ("round", "best", "match")
SceneKind = Literal["deal", "move", "round_over", "match_over"]


@dataclass(frozen=True, slots=True)
class PlayedMatch:
    """A match as the store keeps it: replaying its actions gives every state it went through."""

    rules: RuleSet
    seed: int
    actions: tuple[str, ...]
    birth_months: tuple[int | None, int | None] = (None, None)

    @classmethod
    def of(cls, match: Match) -> PlayedMatch:
        """The record of an engine match (a daily deal, a test's match)."""
        actions = tuple(str(action) for action in match.actions)
        return cls(match.rules, match.seed, actions, match.birth_months)

    def replayed(self) -> Match:
        """The match after every action of its log."""
        return Match.replay(self.rules, self.seed, self.actions, self.birth_months)


@dataclass(frozen=True, slots=True)
class Span:
    """Which part of a match a replay shows: one round (by number), or the whole match."""

    length: Length
    round_number: int | None = None  # "round": which; None: the last one played

    def rounds(self, match: Match) -> tuple[int, int]:
        """The first and last round numbers shown, in the finished ``match``."""
        played = match.round_number
        if self.length == "match":
            return 1, played
        if self.length == "best":
            best = best_round(match)
            return best, best
        wanted = played if self.round_number is None else self.round_number
        if not 1 <= wanted <= played:
            raise ValueError(f"round {wanted} was not played (the match had {played})")
        return wanted, wanted


def best_round(match: Match) -> int:
    """The round worth showing: the most points won in one round, then the most KOI-KOI calls,
    then the earliest; a match forfeited before any round ended shows its one round."""
    if not match.results:
        return match.round_number

    def worth(number: int) -> tuple[int, int, int]:
        result = match.results[number - 1]
        return max(result.points), sum(result.koikoi_calls), -number

    return max(range(1, len(match.results) + 1), key=worth)


@dataclass(frozen=True, slots=True)
class Standing:
    """The match around a round as a view reads it: at that moment, not after the log."""

    scores: list[int]
    round_number: int
    over: bool


@dataclass(frozen=True, slots=True)
class Scene:
    """One picture of the replay: ``view`` is the table at that moment (for a round's end, its
    last table), ``events`` what the action did (or the round's opening)."""

    kind: SceneKind
    round_number: int
    view: PlayerView
    events: tuple[ev.Event, ...] = ()
    result: ev.RoundResult | None = None
    scores: tuple[int, int] = (0, 0)  # the match's scores after it


def scenes(played: PlayedMatch, span: Span, seat: int | None = None) -> list[Scene]:
    """The replay of ``span`` of a finished match, drawn from ``seat``'s view (None: the public
    view, no hand shown)."""
    first, last = span.rounds(played.replayed())
    return [s for s in _walk(played, seat) if first <= s.round_number <= last] + (
        [_final(played, seat)] if span.length == "match" else []
    )


def moves_in(played: PlayedMatch, span: Span) -> int:
    """How many actions of the log ``span`` shows."""
    first, last = span.rounds(played.replayed())
    match = Match(played.rules, played.seed, played.birth_months)
    count = 0
    for text in played.actions:
        count += first <= match.round_number <= last
        match.apply(Action.parse(text))
    return count


def _view(round_: Round, seat: int | None, standing: Standing) -> PlayerView:
    if seat is None:
        return PlayerView.public(round_, standing)
    return PlayerView.of(round_, seat, standing)


def _walk(played: PlayedMatch, seat: int | None) -> Iterator[Scene]:
    """Every scene of the match, round by round."""
    match = Match(played.rules, played.seed, played.birth_months)
    yield from _opening(match, match.opening_events, seat, (0, 0))
    for text in played.actions:
        round_, number = match.round, match.round_number
        before = (match.scores[0], match.scores[1])
        events = match.apply(Action.parse(text))
        scores = (match.scores[0], match.scores[1])
        ended = next((e.result for e in events if isinstance(e, ev.RoundOver)), None)
        over = match.over and ended is None  # forfeited: the round ends with the match
        standing = Standing(list(before if ended is None else scores), number, over)
        view = _view(round_, seat, standing)
        yield Scene("move", number, view, tuple(_until_round_over(events)), None, scores)
        if ended is not None:
            yield Scene("round_over", number, view, (), ended, scores)
            if not match.over:
                opening = events[events.index(_round_over(events)) + 1 :]
                yield from _opening(match, opening, seat, scores)


def _opening(
    match: Match, events: Sequence[ev.Event], seat: int | None, scores: tuple[int, int]
) -> Iterator[Scene]:
    """A round's deal, and its end at once when a hand bonus ended it there (a round may follow
    such a one, dealt in the same step)."""
    starts = [i for i, e in enumerate(events) if isinstance(e, ev.RoundStarted)]
    for place, start in enumerate(starts):
        stop = starts[place + 1] if place + 1 < len(starts) else len(events)
        told = events[start:stop]
        opened = told[0]
        assert isinstance(opened, ev.RoundStarted)
        number = opened.number
        ended = next((e.result for e in told if isinstance(e, ev.RoundOver)), None)
        if ended is None:  # the round in play now: dealt and waiting for its first action
            view = _view(match.round, seat, Standing(list(scores), number, False))
            yield Scene("deal", number, view, tuple(told), None, scores)
            continue
        # Ended at the deal: only the scores tell it (its round object is gone).
        after = (scores[0] + ended.points[0], scores[1] + ended.points[1])
        view = _dealt(match, opened, seat, after)
        yield Scene("deal", number, view, tuple(told), None, scores)
        yield Scene("round_over", number, view, (), ended, after)
        scores = after


def _dealt(
    match: Match, opened: ev.RoundStarted, seat: int | None, scores: tuple[int, int]
) -> PlayerView:
    """The table of a round a hand bonus ended at its deal, dealt again as the match dealt it
    (its first deal that was not void)."""
    for attempt in range(MAX_REDEALS):
        deck = deal_for(match.seed, opened.number, attempt)
        round_ = Round(match.rules, deck, opened.dealer, opened.month)
        if round_.result is None or not round_.result.redeal:
            break
    return _view(round_, seat, Standing(list(scores), opened.number, False))


def _round_over(events: Sequence[ev.Event]) -> ev.Event:
    return next(e for e in events if isinstance(e, ev.RoundOver))


def _until_round_over(events: Sequence[ev.Event]) -> list[ev.Event]:
    """What the action did in its own round (the next round's deal is its own scene)."""
    told: list[ev.Event] = []
    for event in events:
        if isinstance(event, ev.RoundStarted):
            break
        told.append(event)
    return told


def _final(played: PlayedMatch, seat: int | None) -> Scene:
    """The match's end: its result picture, over the last table."""
    match = played.replayed()
    scores = (match.scores[0], match.scores[1])
    view = _view(match.round, seat, Standing(list(scores), match.round_number, True))
    ending = [e for e in _last_events(played) if isinstance(e, ev.MatchOver)]
    return Scene("match_over", match.round_number, view, tuple(ending), None, scores)


def _last_events(played: PlayedMatch) -> list[ev.Event]:
    match = Match(played.rules, played.seed, played.birth_months)
    events: list[ev.Event] = []
    for text in played.actions:
        events = match.apply(Action.parse(text))
    return events
