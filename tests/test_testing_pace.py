"""The machine's pace, measured, and the time limits that follow it."""

from pathlib import Path

import pytest

from testing import pace

ROOT = Path(__file__).resolve().parents[1]
_PINNED = "import os, sys; os.sched_setaffinity(0, {int(sys.argv[1])}); "


def test_a_limit_is_stretched_by_the_slowness_measured_and_never_shortened(
    monkeypatch: pytest.MonkeyPatch,
):
    assert pace.allow(2.0) == 2.0 * pace.slowness() >= 2.0
    monkeypatch.setattr(pace.os, "getloadavg", lambda: (0.0, 0.0, 0.0))
    monkeypatch.setattr(pace, "measure", lambda: pace.Measure(wall=0.001, cpu=0.001))
    monkeypatch.setattr(pace, "_last", None)
    assert pace.allow(2.0) == 2.0  # a machine faster than the reference gets no less
    monkeypatch.setattr(pace, "measure", lambda: pace.Measure(wall=100.0, cpu=0.02))
    monkeypatch.setattr(pace, "_last", None)
    assert pace.allow(2.0) == 2.0 * pace.MOST  # and a test can still fail


def test_a_machine_with_many_processes_waiting_for_each_core_counts_as_that_slow(
    monkeypatch: pytest.MonkeyPatch,
):
    monkeypatch.setattr(pace, "measure", lambda: pace.Measure(wall=0.02, cpu=0.02))
    monkeypatch.setattr(pace.os, "getloadavg", lambda: (16.0, 8.0, 4.0))
    monkeypatch.setattr(pace.os, "cpu_count", lambda: 2)
    monkeypatch.setattr(pace, "_last", None)
    assert pace.slowness() == 8.0


def test_the_pace_is_measured_again_once_it_is_stale(monkeypatch: pytest.MonkeyPatch):
    walls = iter([0.04, 0.08])
    monkeypatch.setattr(pace, "measure", lambda: pace.Measure(wall=next(walls), cpu=0.02))
    monkeypatch.setattr(pace.os, "getloadavg", lambda: (0.0, 0.0, 0.0))
    monkeypatch.setattr(pace, "_last", None)
    first = pace.slowness()
    assert pace.slowness() == first  # fresh: not measured again
    monkeypatch.setattr(pace, "_last", (0.0, first))  # measured long ago
    assert pace.slowness() == 2 * first
