"""Decisions waiting to be judged ahead, before anyone asks for their review.

A member's decisions are judged while their match is played, so that the review asked at its
end finds its verdicts made. A review is ready at once only when every one of its decisions is
judged, so the next decision comes from the match with the fewest waiting (the nearest to
ready; at a member's pace that is every match, one or two decisions behind), a finished match
before one in play (its review is likely asked now), then the match that has waited longest. A
match whose decisions come faster than they can be judged falls behind the others and its review
judges the rest when asked. The line is bounded: past ``MATCHES`` matches, the one added to
longest ago leaves it; past ``PER_MATCH`` decisions of a match, its oldest waiting one leaves.
"""

from __future__ import annotations

import itertools
from collections import deque
from collections.abc import Hashable
from dataclasses import dataclass, field

from bot.review.decisions import Decision
from bot.review.judge import Reviewer

MATCHES = 256  # matches with decisions waiting, at most
PER_MATCH = 200  # decisions waiting in one match, at most (a long match has about 100 a seat)

Waiting = tuple[Reviewer, Decision]


@dataclass(slots=True)
class _Match:
    order: int  # when its first waiting decision came
    line: deque[Waiting]
    finished: bool = False


@dataclass(slots=True)
class AheadLine:
    """The decisions waiting to be judged ahead, by match."""

    matches: int = MATCHES
    per_match: int = PER_MATCH
    _waiting: dict[Hashable, _Match] = field(default_factory=dict)
    _order: itertools.count[int] = field(default_factory=itertools.count)

    def __len__(self) -> int:
        """Decisions waiting."""
        return sum(len(match.line) for match in self._waiting.values())

    def add(self, match: Hashable, reviewer: Reviewer, decision: Decision) -> None:
        """``decision`` of ``match`` waits to be judged by ``reviewer``."""
        waiting = self._waiting.get(match)
        if waiting is None:
            waiting = _Match(next(self._order), deque(maxlen=self.per_match))
            self._waiting[match] = waiting
        waiting.line.append((reviewer, decision))
        if len(self._waiting) > self.matches:
            oldest = min(self._waiting, key=lambda key: self._waiting[key].order)
            del self._waiting[oldest]

    def finished(self, match: Hashable) -> None:
        """``match`` ended: its decisions come before those of a match in play as near ready."""
        waiting = self._waiting.get(match)
        if waiting is not None:
            waiting.finished = True

    def next(self) -> Waiting | None:
        """The next decision to judge (None: nothing waits); it leaves the line."""
        if not self._waiting:
            return None
        match, waiting = min(
            self._waiting.items(),
            key=lambda item: (len(item[1].line), not item[1].finished, item[1].order),
        )
        taken = waiting.line.popleft()
        if not waiting.line:
            del self._waiting[match]
        return taken


__all__ = ["AheadLine"]
