"""The five catalogs against the English one: keys, placeholders, plurals, formatting."""

from __future__ import annotations

import re

import pytest
from fluent.syntax import ast

from bot.i18n import DEFAULT_LOCALE, LOCALES
from tests.i18n.catalogs import (
    FILES,
    TRANSLATIONS,
    all_messages,
    format_message,
    messages,
    needed_plural_categories,
    plural_selects,
    resource,
    text_of,
    variables,
)

MESSAGE_FILES = tuple(file for file in FILES if file != "commands.ftl")
SAMPLE_NUMBERS = (0, 1, 2, 3, 4, 5, 11, 12, 14, 21, 22, 25, 100, 101, 1.5)


@pytest.mark.parametrize("file", FILES)
@pytest.mark.parametrize("locale", LOCALES)
def test_every_catalog_file_parses_without_junk_or_repeated_keys(locale: str, file: str) -> None:
    body = resource(locale, file).body
    junk = [(entry.content or "")[:80] for entry in body if isinstance(entry, ast.Junk)]
    assert junk == []
    ids = [entry.id.name for entry in body if isinstance(entry, ast.Message)]
    assert sorted({i for i in ids if ids.count(i) > 1}) == []


@pytest.mark.parametrize("file", MESSAGE_FILES)
@pytest.mark.parametrize("locale", TRANSLATIONS)
def test_a_translation_has_exactly_the_keys_of_the_english_catalog(locale: str, file: str) -> None:
    english = set(messages(DEFAULT_LOCALE, file))
    translated = set(messages(locale, file))
    assert sorted(english - translated) == [], "missing"
    assert sorted(translated - english) == [], "not in English"


@pytest.mark.parametrize("locale", TRANSLATIONS)
def test_command_translations_cover_every_description_and_invent_no_keys(locale: str) -> None:
    english = set(messages(DEFAULT_LOCALE, "commands.ftl"))
    translated = set(messages(locale, "commands.ftl"))
    descriptions = {key for key in english if key.endswith("-desc")}
    assert sorted(descriptions - translated) == [], "missing"
    assert sorted(translated - english) == [], "not in English"


@pytest.mark.parametrize("locale", TRANSLATIONS)
def test_a_translation_uses_the_same_placeholders_as_english(locale: str) -> None:
    english = all_messages(DEFAULT_LOCALE)
    different = {
        key: (sorted(variables(english[key])), sorted(variables(message)))
        for key, message in all_messages(locale).items()
        if key in english and variables(english[key]) != variables(message)
    }
    assert different == {}


@pytest.mark.parametrize("locale", LOCALES)
def test_plural_variants_are_the_cldr_categories_of_the_language(locale: str) -> None:
    needed = needed_plural_categories(locale)
    wrong = {}
    for key, message in all_messages(locale).items():
        for select in plural_selects(message):
            keys = {v.key.name for v in select.variants if isinstance(v.key, ast.Identifier)}
            default = [v.key for v in select.variants if v.default]
            if keys != needed or len(default) != 1 or getattr(default[0], "name", None) != "other":
                wrong[key] = sorted(keys)
    assert wrong == {}, f"{locale} needs {sorted(needed)}"


def test_the_plural_categories_are_those_each_language_needs() -> None:
    assert {locale: sorted(needed_plural_categories(locale)) for locale in LOCALES} == {
        "en": ["one", "other"],
        "ja": ["other"],
        "ms": ["other"],
        "pl": ["few", "many", "one", "other"],
        "nb": ["one", "other"],
    }


@pytest.mark.parametrize("locale", LOCALES)
def test_every_message_formats_without_errors_for_sample_arguments(locale: str) -> None:
    failures = {}
    for key, message in all_messages(locale).items():
        names = variables(message)
        numbers = SAMPLE_NUMBERS if names else (0,)
        for number in numbers:
            args = {name: number if _is_number(message, name) else f"<{name}>" for name in names}
            text, errors = format_message(locale, key, args)
            if errors or not text.strip() or "{" in text or "}" in text:
                failures[key] = (args, text, errors)
                break
    assert failures == {}


@pytest.mark.parametrize("locale", TRANSLATIONS)
def test_a_translation_never_copies_an_english_sentence(locale: str) -> None:
    english = all_messages(DEFAULT_LOCALE)
    copied = [
        key
        for key, message in all_messages(locale).items()
        if key in english
        and sum(bool(re.search(r"[^\W\d_]{3}", word)) for word in text_of(english[key]).split()) > 1
        and text_of(message) == text_of(english[key])
        and not key.startswith(("language-", "choice-"))
    ]
    assert copied == []


def test_japanese_yaku_are_named_in_japanese_script() -> None:
    ja = messages("ja", "yaku.ftl")
    names = {key.removeprefix("yaku-"): text_of(m) for key, m in ja.items() if _is_yaku_name(key)}
    assert names == {
        "goko": "五光", "shiko": "四光", "ame_shiko": "雨四光", "sanko": "三光",
        "inoshikacho": "猪鹿蝶", "tane": "タネ", "akatan": "赤短", "aotan": "青短", "tan": "タン",
        "kasu": "カス", "hanami": "花見酒", "tsukimi": "月見酒", "tsukifuda": "月札",
        "teshi": "手四", "kuttsuki": "くっつき",
    }  # fmt: skip


@pytest.mark.parametrize("locale", ("ms", "pl", "nb"))
def test_yaku_keep_their_romanised_names_outside_japanese(locale: str) -> None:
    english = messages(DEFAULT_LOCALE, "yaku.ftl")
    translated = messages(locale, "yaku.ftl")
    for key in english:
        if _is_yaku_name(key):
            assert text_of(translated[key]) == text_of(english[key]), key


def test_the_japanese_stop_button_still_says_stop() -> None:
    stop, _ = format_message("ja", "button-stop", {})
    koikoi, _ = format_message("ja", "button-koikoi", {})
    assert "勝負" in stop and "STOP" in stop
    assert koikoi == "こいこい"


def _is_yaku_name(key: str) -> bool:
    return key.startswith("yaku-") and not key.endswith("-gloss") and key != "yaku-with-gloss"


def _is_number(message: ast.Message, name: str) -> bool:
    """Whether the English usage suggests ``name`` is a number (it picks a plural, or counts)."""
    for select in plural_selects(message):
        if isinstance(select.selector, ast.VariableReference) and select.selector.id.name == name:
            return True
    return name in _NUMERIC


_NUMERIC = {
    "count", "points", "minutes", "wins", "number", "target", "total", "multiplier", "score",
    "score0", "score1", "calls", "calls0", "calls1", "played", "won", "lost", "drawn", "rank",
    "page", "pages", "base", "match", "winner_score", "loser_score",
}  # fmt: skip
