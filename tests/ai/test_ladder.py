"""Each level beats the one below it over fixed duplicate deals (docs/rules.md section 6)."""

from __future__ import annotations

import pytest

from bot.cli.simulate import PlayerSpec, simulate
from bot.engine.rules import preset


@pytest.mark.slow  # 60 whole matches
def test_normal_wins_more_duplicate_matches_than_easy() -> None:
    summary = simulate(
        preset("standard"), PlayerSpec.parse("normal"), PlayerSpec.parse("easy"),
        deals=30, seed=1, duplicate=True,
    )  # fmt: skip
    assert summary["wins"]["a"] > summary["wins"]["b"]
    assert summary["point_difference_per_round"]["mean"] > 0


@pytest.mark.slow
def test_a_small_expert_outscores_normal_over_duplicate_rounds() -> None:
    summary = simulate(
        preset("standard"), PlayerSpec.parse("expert:playouts=300,time_budget=60"),
        PlayerSpec.parse("normal"), deals=60, seed=1, duplicate=True, rounds_only=True,
    )  # fmt: skip
    assert summary["point_difference_per_round"]["mean"] > 0


@pytest.mark.slow  # 60 whole matches
def test_easy_still_scores_against_normal_sometimes() -> None:
    summary = simulate(
        preset("standard"), PlayerSpec.parse("easy"), PlayerSpec.parse("normal"),
        deals=30, seed=2, duplicate=True,
    )  # fmt: skip
    assert summary["wins"]["a"] > 0


@pytest.mark.slow
def test_a_beginner_playing_greedy_wins_about_half_the_decided_matches_against_easy() -> None:
    summary = simulate(
        preset("standard"), PlayerSpec.parse("greedy"), PlayerSpec.parse("easy"),
        deals=100, seed=1, duplicate=True,
    )  # fmt: skip
    assert 0.40 <= summary["a_share_of_decided"] <= 0.65


@pytest.mark.slow
def test_normal_beats_the_greedy_beginner_in_most_decided_matches() -> None:
    summary = simulate(
        preset("standard"), PlayerSpec.parse("normal"), PlayerSpec.parse("greedy"),
        deals=100, seed=1, duplicate=True,
    )  # fmt: skip
    assert summary["a_share_of_decided"] >= 0.6
