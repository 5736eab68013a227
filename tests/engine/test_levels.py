"""The computer's levels: one table (docs/rules.md section 7 for their ranking points)."""

from __future__ import annotations

from typing import get_args

import pytest

from bot.engine.levels import (
    BY_NAME,
    COMPUTER_LEVELS,
    DEFAULT_LEVEL,
    LEVELS,
    OPPONENTS,
    Level,
    Opponent,
    computer_level,
    ranking_points,
)
from bot.engine.players import Player


def test_the_levels_are_easy_normal_and_expert_weakest_first() -> None:
    assert LEVELS == ("easy", "normal", "expert")
    assert [level.stars for level in COMPUTER_LEVELS] == [1, 2, 3]


def test_a_whole_match_won_earns_10_30_or_100_ranking_points_by_level() -> None:
    assert [ranking_points(name) for name in LEVELS] == [10, 30, 100]


def test_hints_are_offered_against_the_easy_and_normal_computer_only() -> None:
    assert [level.name for level in COMPUTER_LEVELS if level.hints] == ["easy", "normal"]


def test_the_type_checkers_names_are_the_tables() -> None:
    assert get_args(Level) == LEVELS
    assert get_args(Opponent) == OPPONENTS == (*LEVELS, "member")


def test_the_level_offered_first_is_in_the_table() -> None:
    assert DEFAULT_LEVEL == "normal" and BY_NAME[DEFAULT_LEVEL] is computer_level("normal")


def test_a_level_not_in_the_table_is_refused_with_the_known_ones() -> None:
    with pytest.raises(ValueError, match=r"grandmaster.*easy"):
        computer_level("grandmaster")
    with pytest.raises(ValueError, match="grandmaster"):
        Player(level="grandmaster")  # type: ignore[arg-type]
