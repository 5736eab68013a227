"""The day's board and the shared result: order, shared ranks, streaks, and no card shown."""

from __future__ import annotations

import itertools
import random

import pytest
from hypothesis import given
from hypothesis import strategies as st

from bot.daily.board import board_text, ranked, share_text, streak, turn_symbols
from bot.daily.deal import MEMBER, daily_rules, daily_seed
from bot.engine import Match
from bot.engine.cards import DECK_SIZE
from bot.i18n import LOCALES, t
from bot.store.daily import DailyResult


def test_the_board_ranks_by_points_and_ties_share_a_rank() -> None:
    results = [
        DailyResult(1, 3, 0), DailyResult(2, 7, 1), DailyResult(3, 3, 2), DailyResult(4, 0, 0),
    ]  # fmt: skip
    lines = ranked(results)
    assert [(line.rank, line.user_id) for line in lines] == [
        ("1", 2), ("=2", 1), ("=2", 3), ("4", 4),
    ]  # fmt: skip


def test_a_tie_at_the_top_shares_the_first_rank() -> None:
    lines = ranked([DailyResult(1, 5, 0), DailyResult(2, 5, 0)])
    assert [line.rank for line in lines] == ["=1", "=1"]


@given(st.lists(st.integers(0, 30), max_size=12))
def test_a_better_score_never_ranks_below_a_worse_one(points: list[int]) -> None:
    lines = ranked([DailyResult(i, p, 0) for i, p in enumerate(points)])
    places = [int(line.rank.lstrip("=")) for line in lines]
    assert places == sorted(places)
    assert all(a.points >= b.points for a, b in itertools.pairwise(lines))


def test_the_streak_counts_consecutive_days_up_to_today() -> None:
    days = ["2026-12-02", "2026-12-01", "2026-11-30", "2026-11-28"]
    assert streak(days, "2026-12-02") == 3


def test_the_streak_holds_until_today_is_played() -> None:
    assert streak(["2026-12-01", "2026-11-30"], "2026-12-02") == 2
    assert streak(["2026-11-30"], "2026-12-02") == 0


def _played(day: str, rng_seed: int) -> Match:
    match = Match(daily_rules("standard"), daily_seed("a secret", day))
    rng = random.Random(rng_seed)
    while not match.over:
        match.apply(rng.choice(match.legal_actions()))
    return match


def _card_words(locale: str) -> list[str]:
    """Every card's name in ``locale``, and the subjects named on them ('Crane', 'Chaff')."""
    names = [t(locale, f"card-{card}") for card in range(DECK_SIZE)]
    subjects = {name.split("·")[-1].strip() for name in names}
    return [*names, *subjects]


@pytest.mark.parametrize("locale", LOCALES)
def test_the_board_and_the_share_post_show_no_card_of_the_deal(locale: str) -> None:
    match = _played("2026-12-02", 7)
    symbols = turn_symbols(match, MEMBER)
    results = [DailyResult(1, match.scores[MEMBER], 1), DailyResult(2, 0, 0)]
    board = board_text(locale, "2026-12-02", ranked(results), {1: "Ann", 2: "Bob"})
    post = share_text(locale, "Ann", "2026-12-02", match.scores[MEMBER], 1, symbols, 3)
    for text in (board, post):
        assert [word for word in _card_words(locale) if word in text] == []


def test_the_share_line_has_a_symbol_per_turn_and_the_rounds_end() -> None:
    match = _played("2026-12-02", 3)
    symbols = turn_symbols(match, MEMBER)
    turns = sum(1 for action in match.actions if action.verb == "play") // 2
    assert turns <= len(symbols) - 1 <= turns + 1
    assert set(symbols) <= set("🟩⬜🟨🟥🌸🌧️🍂")


def test_two_equal_tries_share_the_same_line() -> None:
    assert turn_symbols(_played("2026-12-02", 5), MEMBER) == turn_symbols(
        _played("2026-12-02", 5), MEMBER
    )
