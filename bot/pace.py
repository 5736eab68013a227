"""How long a kind of work takes on this machine now, and the deadline that follows from it.

A fixed deadline is either too short on a busy machine (a picture that takes 6 s while a backup
runs is killed at 5 s, again and again, and every hand goes out as text) or too long on a quiet
one. A ``Pace`` keeps the durations of the last few pieces of work (pictures, computer moves,
reviewed decisions) and gives a deadline of a few times their 90th percentile, kept between a
floor (the deadline a quiet machine has always had) and a ceiling (beyond which a worker is
stuck, not slow). It also says when the work takes longer than the game can bear
(``slow_after``): the health check reports that.
"""

from __future__ import annotations

import math
from collections import deque
from dataclasses import dataclass, field

WINDOW = 50  # durations kept: the last minute or so of a busy bot's pictures
SHARE = 0.9  # the percentile the deadline follows
TIMES = 3.0  # the deadline is this many times that percentile


@dataclass
class Pace:
    """The recent durations of one kind of work (seconds) and the deadline they suggest."""

    name: str
    floor: float  # the deadline while the work is quick (never less)
    ceiling: float  # the deadline never grows beyond this
    slow_after: float  # a typical duration above this is too slow for the game
    times: float = TIMES
    window: int = WINDOW
    _durations: deque[float] = field(init=False, repr=False)

    def __post_init__(self) -> None:
        if not 0 < self.floor <= self.ceiling:
            raise ValueError("a pace needs 0 < floor <= ceiling")
        self._durations = deque(maxlen=self.window)

    def record(self, seconds: float) -> None:
        """One piece of work took ``seconds`` (from when its worker started on it)."""
        if seconds >= 0 and math.isfinite(seconds):
            self._durations.append(seconds)

    def recent(self) -> tuple[float, ...]:
        """The durations kept, oldest first."""
        return tuple(self._durations)

    @property
    def measured(self) -> int:
        """How many durations the deadline is based on."""
        return len(self._durations)

    def typical(self) -> float | None:
        """The 90th percentile of the recent durations (None before any)."""
        if not self._durations:
            return None
        ordered = sorted(self._durations)
        return ordered[min(len(ordered) - 1, math.ceil(SHARE * len(ordered)) - 1)]

    def deadline(self) -> float:
        """Seconds the work may take now: ``times`` its typical duration, within the floor and
        the ceiling."""
        return self.within(self.floor, self.ceiling)

    def within(self, floor: float, ceiling: float) -> float:
        """``times`` the typical duration, within ``floor`` and ``ceiling`` (work whose quiet
        deadline depends on its size, as a review's on its playouts)."""
        typical = self.typical()
        if typical is None:
            return floor
        return min(ceiling, max(floor, self.times * typical))

    def too_slow(self) -> bool:
        """Whether the work now typically takes longer than the game can bear."""
        typical = self.typical()
        return typical is not None and typical > self.slow_after

    def describe(self) -> str:
        """One line for a person (the health check's)."""
        typical = self.typical()
        if typical is None:
            return f"{self.name}: not measured yet; deadline {self.deadline():.1f} s"
        return (
            f"{self.name}: {typical:.2f} s (90th percentile of the last {self.measured}); "
            f"deadline {self.deadline():.1f} s; the game needs under {self.slow_after:.1f} s"
        )
