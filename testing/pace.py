"""How fast this machine runs the tests right now, measured, so that a test's time limits follow
it instead of fixed seconds.

A loaded machine (other test workers, other programs) gives each process a share of a core; a
limit met in 3 s on an idle core takes 12 s when four processes share it. ``slowness()`` times
a small fixed piece of work against what it takes on an idle core, or counts the processes
waiting for each core over the last minute (the load average), whichever says slower, and
``allow(seconds)`` is a limit stretched by it. The limits that stand for Discord's or the bot's
own rules (the 3 s to answer a click, a worker's deadline) are stretched this way in tests only.
"""

from __future__ import annotations

import os
import time
from dataclasses import dataclass

# The CPU time the work below takes on the two-core machine the suite is measured on (median
# of 50 runs: 20.4 ms, the least 19.0 ms): its wall time on an idle core.
REFERENCE_SECONDS = 0.020
MOST = 20.0  # a limit is stretched at most this much, so that a test can still fail
FRESH_FOR = 10.0  # seconds a measurement is used: the work holds the event loop while it runs
_LOOPS = 360_000

_last: tuple[float, float] | None = None  # (when measured, slowness)


@dataclass(frozen=True, slots=True)
class Measure:
    """One run of the fixed piece of work: its wall time and the CPU time it got."""

    wall: float
    cpu: float

    @property
    def shared(self) -> float:
        """How many times longer it took than the CPU it got: the processes sharing its core."""
        return self.wall / self.cpu if self.cpu > 0 else 1.0


def work() -> int:
    """The fixed piece of work: pure Python, no I/O, no allocation to speak of."""
    total = 0
    for i in range(_LOOPS):
        total += i * i & 0xFF
    return total


def measure() -> Measure:
    """Time the work once."""
    wall, cpu = time.perf_counter(), time.thread_time()
    work()
    return Measure(time.perf_counter() - wall, time.thread_time() - cpu)


def slowness() -> float:
    """How many times slower than an idle reference core this process runs now (1 to MOST)."""
    global _last
    now = time.monotonic()
    if _last is None or now - _last[0] > FRESH_FOR:
        timed = measure().wall / REFERENCE_SECONDS
        # A short piece of work may slip in between others' slices: the queue says the rest.
        queued = os.getloadavg()[0] / (os.cpu_count() or 1)
        _last = (now, min(MOST, max(1.0, timed, queued)))
    return _last[1]


def allow(seconds: float) -> float:
    """A time limit of ``seconds`` on an idle core, stretched to this machine's pace now."""
    return seconds * slowness()
