"""Wording a player reads: counts agree with their numbers, a hint is a sentence of its
language, and each language calls one thing by one word."""

from __future__ import annotations

import re

import pytest

from bot.engine.actions import KOIKOI, PLAYS, STOP, TAKES, Action
from bot.i18n import t
from bot.i18n.catalog import LOCALES_DIR
from bot.review.wording import action_text, points_text
from tests.i18n.catalogs import FILES, all_messages, format_message, variables

# A noun that disagrees with the number before it, by language and number.
DISAGREEING: dict[str, dict[int, str]] = {
    "en": {1: r"\b1 (\*\*)?(points|minutes|seconds|decisions|cards|ranking points)\b"},
    "pl": {
        1: r"\b1 (punkty|punktów|minuty|minut)\b",
        2: r"\b2 (punkt|punktów|minutę|minut)\b",
        5: r"\b5 (punkt|punkty|minutę|minuty)\b",
    },
    "nb": {1: r"\b1 (minutter|seiere)\b"},
}


# Placeholders given as text already written with one decimal ('1.0 points' is right).
DECIMALS = {"lost": "1.0"}


def _filled(locale: str, key: str, number: int) -> str:
    """The message ``key`` with every placeholder given ``number``."""
    message = all_messages(locale)[key]
    args = {name: DECIMALS.get(name, number) for name in variables(message)}
    text, errors = format_message(locale, key, args)
    assert errors == []
    return text


COUNTS = [(locale, number) for locale, numbers in DISAGREEING.items() for number in numbers]


@pytest.mark.parametrize(("locale", "number"), COUNTS)
def test_no_count_disagrees_with_its_number(locale: str, number: int) -> None:
    """'1 point', '2 punkty', '5 punktów': every count goes through Fluent's plural rules."""
    pattern = re.compile(DISAGREEING[locale][number])
    wrong = [
        f"{key}: {text}"
        for key, message in all_messages(locale).items()
        if variables(message) and pattern.search(text := _filled(locale, key, number))
    ]
    assert wrong == []


def test_one_point_at_stake_is_one_point() -> None:
    text = t("en", "hand-koikoi", yaku="Tane 1", total=1, multiplier=1, score=1)
    assert "= **1** point." in text and "score it," in text


def test_numbers_are_written_as_each_language_writes_them() -> None:
    assert points_text(2.34, "pl") == "2,3" and points_text(2.34, "en") == "2.3"
    assert "12\xa0345" in t("pl", "leaderboard-your-rank", place="1", points=12345)


@pytest.mark.parametrize("action", [PLAYS[34], TAKES[44], STOP, KOIKOI], ids=str)
def test_the_japanese_hint_is_a_sentence(action: Action) -> None:
    """Not 「菊に盃を出すを選びます」: a verb phrase is quoted, never given a bare を."""
    text = t("ja", "hint-text", better=action_text("ja", action), why="")
    assert not re.search(r"[するい]を選", text), text
    assert f"「{action_text('ja', action)}」" in text


def test_japanese_never_gives_a_choice_a_bare_particle() -> None:
    """A choice is a verb phrase (菊に盃を出す): 「…」を or …ほうが, never 出すを or 出すの方."""
    bare = re.compile(r"\{\$(better|played)\}(を|の方|が)")
    wrong = [key for key, message in all_messages("ja").items() if bare.search(_source(message))]
    assert wrong == []


def _source(message: object) -> str:
    from fluent.syntax import FluentSerializer

    return FluentSerializer().serialize_entry(message)  # type: ignore[arg-type]


def _japanese() -> str:
    """Every Japanese catalog file as written."""
    return "\n".join((LOCALES_DIR / "ja" / file).read_text(encoding="utf-8") for file in FILES)


def test_japanese_names_the_easy_level_one_way() -> None:
    words = _japanese()
    assert not ("かんたん" in words and "やさしい" in words)


def test_japanese_names_a_round_one_way() -> None:
    """局 (not in 対局, a match) and 回戦 both name a round: only one of them is used."""
    words = _japanese()
    assert not (re.search(r"(?<!対)局", words) and "回戦" in words)
