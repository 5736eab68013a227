"""A deadline that follows how long the work takes now, within its floor and its ceiling."""

from __future__ import annotations

import pytest

from bot.pace import Pace


def _pace() -> Pace:
    return Pace("pictures", floor=5.0, ceiling=60.0, slow_after=2.5)


def test_before_anything_is_measured_the_deadline_is_the_floor() -> None:
    assert _pace().deadline() == 5.0


def test_quick_work_keeps_the_floor() -> None:
    pace = _pace()
    for _ in range(20):
        pace.record(0.2)
    assert pace.deadline() == 5.0
    assert not pace.too_slow()


def test_slow_work_moves_the_deadline_to_a_few_times_its_ninetieth_percentile() -> None:
    pace = _pace()
    for seconds in [1.0] * 5 + [4.0] * 45:
        pace.record(seconds)
    assert pace.typical() == 4.0
    assert pace.deadline() == pytest.approx(12.0)
    assert pace.too_slow()


def test_the_deadline_never_passes_the_ceiling() -> None:
    pace = _pace()
    for _ in range(10):
        pace.record(100.0)
    assert pace.deadline() == 60.0


def test_a_machine_that_recovers_brings_the_deadline_back_down() -> None:
    pace = _pace()
    for _ in range(50):
        pace.record(6.0)
    for _ in range(50):
        pace.record(0.1)
    assert pace.deadline() == 5.0
    assert not pace.too_slow()


def test_a_few_slow_pieces_among_many_quick_ones_do_not_move_it() -> None:
    pace = _pace()
    for seconds in [0.2] * 46 + [30.0] * 4:
        pace.record(seconds)
    assert pace.deadline() == 5.0


def test_nonsense_durations_are_not_kept() -> None:
    pace = _pace()
    pace.record(-1.0)
    pace.record(float("inf"))
    assert pace.measured == 0


def test_a_floor_above_the_ceiling_is_refused() -> None:
    with pytest.raises(ValueError):
        Pace("x", floor=10.0, ceiling=5.0, slow_after=1.0)


def test_it_describes_itself_in_a_line() -> None:
    pace = _pace()
    assert "not measured" in pace.describe()
    pace.record(4.0)
    assert "4.00 s" in pace.describe() and "12.0 s" in pace.describe()


def test_work_whose_quiet_deadline_depends_on_its_size_gets_its_own_floor_and_ceiling() -> None:
    pace = _pace()
    assert pace.within(35.0, 105.0) == 35.0
    for _ in range(10):
        pace.record(20.0)
    assert pace.within(35.0, 105.0) == pytest.approx(60.0)
    assert pace.within(35.0, 50.0) == 50.0
