from __future__ import annotations

import re

import pytest
from hypothesis import given
from hypothesis import strategies as st

from bot.app.core.stories import koikoi_lines, match_words, round_words, sum_sentence
from bot.engine.cards import mask_of
from bot.engine.events import RoundResult
from bot.engine.levels import ranking_points
from bot.engine.rules import STANDARD, with_house_rules
from bot.engine.yaku import Yaku
from bot.i18n import t

NAMES = ("alice", "Ren")
SANKO = (Yaku("sanko", 5, mask_of([0, 8, 28])),)
DOUBLED = RoundResult(0, (10, 0), "stop", SANKO, 5, 2, (1, 0))


def test_the_round_result_says_who_called_koikoi_and_how_often() -> None:
    twice = RoundResult(0, (20, 0), "stop", SANKO, 5, 4, (2, 0))
    assert koikoi_lines(twice, NAMES, "en") == ("alice called KOI-KOI 2 times",)
    assert koikoi_lines(DOUBLED, NAMES, "en") == ("alice called KOI-KOI once",)


def test_a_caller_who_lost_the_round_is_told_the_call_left_them_nothing() -> None:
    lost = RoundResult(1, (0, 10), "stop", SANKO, 5, 2, (1, 0))
    assert koikoi_lines(lost, NAMES, "en") == ("alice called KOI-KOI and scores nothing",)


def test_the_arithmetic_is_said_in_words_with_the_caller_who_doubled_it() -> None:
    expected = "5 points, doubled because alice called KOI-KOI: +10"
    assert sum_sentence(DOUBLED, NAMES, "en", STANDARD) == expected


def test_a_score_nothing_multiplied_is_said_as_its_points_alone() -> None:
    plain = RoundResult(1, (0, 1), "stop", (Yaku("tane", 1, 0),), 1, 1, (0, 0))
    assert sum_sentence(plain, NAMES, "en", STANDARD) == "1 point: +1"


def test_a_drawn_round_has_no_sum() -> None:
    assert sum_sentence(RoundResult(None, (0, 0), "exhausted"), NAMES, "en", STANDARD) is None


def test_the_story_is_told_in_the_players_language() -> None:
    words = round_words(DOUBLED, NAMES, "pl", 3, 3, STANDARD)
    assert words.month == "marzec"
    assert words.sum is not None and "podwojone" in words.sum


LANGUAGES = ("en", "ja", "pl", "nb", "ms")


@pytest.mark.parametrize("locale", LANGUAGES)
@given(won=st.integers(0, 400), lost=st.integers(0, 400), winner=st.sampled_from([0, 1]))
def test_the_match_words_state_the_engines_scores_and_their_difference(
    locale: str, won: int, lost: int, winner: int
) -> None:
    won, lost = max(won, lost), min(won, lost)
    scores = (won, lost) if winner == 0 else (lost, won)
    words = match_words(NAMES, scores, winner, {}, locale)
    assert words.headline is not None and NAMES[winner] in words.headline
    assert words.margin is not None
    assert [int(n) for n in re.findall(r"\d+", words.margin)] == [won - lost, won, lost]
    assert words.ranking == ()


@pytest.mark.parametrize("locale", LANGUAGES)
@pytest.mark.parametrize("level", ["easy", "normal", "expert"])
def test_the_ranking_points_said_are_the_ones_awarded(locale: str, level: str) -> None:
    points = ranking_points(level)
    words = match_words(NAMES, (30, 12), 0, {0: points, 1: 0}, locale)
    assert len(words.ranking) == 1
    assert NAMES[0] in words.ranking[0]
    assert [int(n) for n in re.findall(r"\d+", words.ranking[0])] == [points]


@pytest.mark.parametrize("locale", LANGUAGES)
def test_a_drawn_match_is_said_to_be_a_draw(locale: str) -> None:
    words = match_words(NAMES, (20, 20), None, {}, locale)
    assert words.headline == t(locale, "results-match-drawn")
    assert words.margin is not None and re.findall(r"\d+", words.margin) == ["20", "20"]


HARD_SEVEN = with_house_rules(STANDARD, {"multiplier": "after_rival_call", "seven_doubled": "on"})


def test_a_hard_koi_sum_names_the_rival_whose_call_doubled_it_not_the_winners_calls() -> None:
    """Ren stops after alice's call and his own two: Hard Koi doubles once, for alice's call."""
    made = (Yaku("sanko", 5, 0),)
    result = RoundResult(1, (0, 10), "stop", made, 5, 2, (1, 2))
    expected = "5 points, doubled because alice called KOI-KOI: +10"
    assert sum_sentence(result, NAMES, "en", HARD_SEVEN) == expected


def test_seven_points_doubled_is_a_step_of_its_own_before_the_multiplier() -> None:
    made = (Yaku("sanko", 5, 0), Yaku("tan", 4, 0))
    result = RoundResult(1, (0, 36), "stop", made, 18, 2, (1, 0))
    assert sum_sentence(result, NAMES, "en", HARD_SEVEN) == (
        "9 points, doubled at 7 or more to 18, doubled again because alice called KOI-KOI: +36"
    )
