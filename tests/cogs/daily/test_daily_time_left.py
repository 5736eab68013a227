"""How long the day's deal has left, as the daily message says it."""

from __future__ import annotations

import re

from hypothesis import given, settings
from hypothesis import strategies as st

from cogs.daily.desk import time_left


@settings(deadline=None)  # the first call loads the catalogs
@given(st.floats(min_value=0.001, max_value=86_400.0))
def test_the_time_left_is_never_said_to_be_longer_than_it_is(seconds: float) -> None:
    said = time_left("en", seconds)
    number = int(re.findall(r"\d+", said)[0])
    if "hour" in said:
        assert seconds >= 2 * 3600 and number * 3600 <= seconds < (number + 1) * 3600
    else:
        assert "minute" in said and (number - 1) * 60 < seconds <= number * 60


def test_a_minute_before_midnight_says_one_minute() -> None:
    assert time_left("en", 60.0) == "Today's deal ends in 1 minute."
