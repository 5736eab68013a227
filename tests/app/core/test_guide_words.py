"""The yaku guide's words: read from the yaku table, in the reader's language."""

from __future__ import annotations

import dataclasses

import pytest

from bot.app.core import guide_words as words_module
from bot.app.core.guide_words import (
    counts_text,
    guide_words,
    legend_text,
    rule_text,
    rules_description,
    rules_title,
)
from bot.engine.rules import PRESETS, preset, with_house_rules
from bot.engine.yaku_table import BY_KEY, YAKU
from bot.i18n import LOCALES, t
from bot.render.breaks import plain, whole
from bot.render.guide import guide_yaku
from bot.render.symbols import SYMBOLS, legend_keys


def test_tane_says_any_five_animals_and_one_more_for_each_card_more() -> None:
    assert rule_text("en", BY_KEY["tane"], preset("standard")) == (
        "any 5 animals; +1 for each card more"
    )


def test_the_brights_say_which_card_they_must_or_must_not_hold_and_what_they_replace() -> None:
    rules = preset("standard")
    assert plain(rule_text("en", BY_KEY["sanko"], rules)) == "any 3 brights, not Nov · Rain man"
    assert plain(rule_text("en", BY_KEY["ame_shiko"], rules)) == (
        "any 4 brights, Nov · Rain man among them; replaces Sankō"
    )
    assert plain(rule_text("en", BY_KEY["goko"], rules)) == (
        "all 5 brights; replaces Shikō, Ame-shikō"
    )


def test_a_card_named_in_a_yaku_line_is_one_piece_for_the_lines_of_the_guide() -> None:
    text = rule_text("en", BY_KEY["sanko"], preset("standard"))
    assert text.endswith(whole("Nov · Rain man")) and "Rain\u00a0man" in text


@pytest.mark.parametrize("name", list(PRESETS))
def test_every_yaku_line_carries_the_tables_count_and_growth(name: str) -> None:
    rules = PRESETS[name]
    for key in guide_yaku(rules):
        entry = BY_KEY[key]
        text = rule_text("en", entry, rules)
        assert str(entry.need) in text, key
        assert (t("en", "teach-grows", points=entry.grows) in text) == bool(entry.grows), key
        for replaced in entry.outranks:
            assert t("en", f"yaku-{replaced}") in text, key


def test_the_growth_text_follows_the_table_not_the_yaku(monkeypatch: pytest.MonkeyPatch) -> None:
    doubled = dataclasses.replace(BY_KEY["tan"], grows=2, need=6)
    monkeypatch.setitem(words_module.BY_KEY, "tan", doubled)
    text = guide_words("en", preset("standard")).rules["tan"]
    assert text == "any 6 ribbons; +2 for each card more"


def test_the_sake_cup_counts_toward_kasu_where_the_rules_make_it_chaff() -> None:
    assert "Sake cup" not in plain(counts_text("en", BY_KEY["kasu"], preset("standard")))
    told = plain(counts_text("en", BY_KEY["kasu"], preset("traditional")))
    assert "Sake cup counts too" in told


@pytest.mark.parametrize("locale", LOCALES)
def test_every_yaku_of_every_preset_has_a_line_in_every_language(locale: str) -> None:
    for rules in PRESETS.values():
        lines = guide_words(locale, rules).rules
        assert set(lines) == set(guide_yaku(rules)) and all(lines.values())
    assert {entry.family for entry in YAKU} >= {"basic", "viewing", "month", "hand"}


def test_the_rules_name_is_translated() -> None:
    assert rules_title("ja", preset("traditional")) == "伝統"
    assert rules_title("pl", preset("single-deal")) == "jedno rozdanie"
    assert guide_words("nb", preset("traditional")).title == "Yaku · regler: tradisjonell"
    assert guide_words("ja", preset("standard")).names["goko"] == "五光"


@pytest.mark.parametrize("locale", LOCALES)
def test_the_symbols_answer_has_a_line_for_every_symbol_and_fits_a_message(locale: str) -> None:
    text = legend_text(locale)
    assert len(text) <= 2000
    for symbol, key in zip(SYMBOLS, legend_keys(), strict=True):
        line = t(locale, key)
        assert line in text
        for glyph in symbol.glyphs:
            assert glyph in line, (symbol.key, glyph)


@pytest.mark.parametrize("locale", LOCALES)
def test_the_rules_are_described_as_played_without_the_presets_contradicting_words(
    locale: str,
) -> None:
    hard = with_house_rules(PRESETS["traditional"], {"multiplier": "after_rival_call"})
    said = rules_description(locale, hard)
    assert said != t(locale, "rules-traditional")  # 'No multiplier…' is not said
    assert t(locale, "house-multiplier-after-rival-call") in said
    assert rules_description(locale, PRESETS["traditional"]) == t(locale, "rules-traditional")


@pytest.mark.parametrize("locale", LOCALES)
def test_the_guide_names_the_house_rules_it_is_drawn_for(locale: str) -> None:
    seven = with_house_rules(PRESETS["standard"], {"seven_doubled": "on", "rain": "on"})
    words = guide_words(locale, seven)
    assert t(locale, "house-seven-doubled-on") in words.house
    assert t(locale, "house-rain-on") in words.house
    assert guide_words(locale, PRESETS["standard"]).house == ""
