"""Decisions waiting to be judged ahead, before anyone asks for their review.

A member's decisions are judged while their match is played, so that the review asked at its
end finds most of its verdicts made. Which decision comes next: those of a finished match first
(its review is likely asked now), the most recently finished first; then one decision of each
match in play in turn, so that a fast match does not starve a slow one. The line is bounded: past
``MATCHES`` matches, the one added to longest ago leaves it (its review judges on request).
"""

from __future__ import annotations

from collections import OrderedDict, deque
from collections.abc import Hashable

from bot.review.decisions import Decision
from bot.review.judge import Reviewer

MATCHES = 256  # matches with decisions waiting, at most
PER_MATCH = 200  # decisions waiting in one match, at most (a long match has about 100 a seat)

Waiting = tuple[Reviewer, Decision]


class AheadLine:
    """The decisions waiting to be judged ahead, by match."""

    def __init__(self, matches: int = MATCHES, per_match: int = PER_MATCH) -> None:
        self.matches, self.per_match = matches, per_match
        self._playing: OrderedDict[Hashable, deque[Waiting]] = OrderedDict()
        self._finished: OrderedDict[Hashable, deque[Waiting]] = OrderedDict()
        self._added: OrderedDict[Hashable, None] = OrderedDict()  # every match, first added first

    def __len__(self) -> int:
        """Decisions waiting."""
        return sum(map(len, self._playing.values())) + sum(map(len, self._finished.values()))

    def add(self, match: Hashable, reviewer: Reviewer, decision: Decision) -> None:
        """``decision`` of ``match`` waits to be judged by ``reviewer``."""
        line = self._finished.get(match)
        if line is None:
            line = self._playing.setdefault(match, deque(maxlen=self.per_match))
        line.append((reviewer, decision))
        self._added[match] = None
        while len(self._added) > self.matches:
            oldest, _ = self._added.popitem(last=False)
            self._playing.pop(oldest, None)
            self._finished.pop(oldest, None)

    def finished(self, match: Hashable) -> None:
        """``match`` ended: its decisions come before every match in play."""
        line = self._playing.pop(match, None)
        if line is not None:
            self._finished[match] = line
            self._finished.move_to_end(match)

    def next(self) -> Waiting | None:
        """The next decision to judge (None: nothing waits); it leaves the line."""
        if self._finished:
            match, line = next(reversed(self._finished.items()))
            source = self._finished
        elif self._playing:
            match, line = next(iter(self._playing.items()))
            source = self._playing
            source.move_to_end(match)  # the next one comes from the next match
        else:
            return None
        waiting = line.popleft()
        if not line:
            del source[match]
            self._added.pop(match, None)
        return waiting


__all__ = ["AheadLine"]
