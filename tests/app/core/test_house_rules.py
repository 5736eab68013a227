"""A server's house rules as stored, chosen in a menu and named in every language."""

import pytest

from bot.app.core.house_rules import (
    apply_choices,
    choices_json,
    choices_of,
    house_of,
    parse_choices,
    played_words,
    select_options,
    with_house,
)
from bot.app.core.refusal import Refusal
from bot.engine.rules import HOUSE_RULES, STANDARD, TRADITIONAL, twelve_months_variant
from bot.i18n import LANGUAGES


@pytest.mark.parametrize("stored", [None, "", "not json", "[1]", '{"rain": "sometimes"}'])
def test_a_stored_text_that_is_no_set_of_house_rules_chooses_none(stored: str | None) -> None:
    assert parse_choices(stored) == {}


def test_chosen_house_rules_come_back_from_their_stored_form() -> None:
    chosen = {"rain": "on", "length": "6"}
    assert parse_choices(choices_json(chosen)) == chosen
    assert choices_json({}) is None


def test_a_challenge_keeps_its_house_rules_beside_its_variants() -> None:
    stored = with_house('{"loser_pays": true}', {"sake_cup": "both"})
    assert house_of(stored) == {"sake_cup": "both"}
    assert house_of('{"loser_pays": true}') is None and house_of(None) is None


def test_the_menu_offers_every_choice_of_every_rule_once_within_discords_limits() -> None:
    for locale in LANGUAGES:
        options = select_options(locale, {"rain": "on"})
        assert len(options) == sum(len(c) for c in HOUSE_RULES.values()) <= 25
        assert len({value for value, _, _ in options}) == len(options)
        assert all(0 < len(label) <= 100 for _, label, _ in options)
        assert [value for value, _, now in options if now] == ["rain=on"]


@pytest.mark.parametrize("values", [["rain=on", "rain=off"], ["weather=on"], ["rain=maybe"]])
def test_a_menu_choice_that_is_no_set_of_house_rules_is_refused(values: list[str]) -> None:
    with pytest.raises(Refusal):
        choices_of(values)


def test_a_twelve_months_match_keeps_its_length_and_takes_the_other_house_rules() -> None:
    rules = apply_choices(twelve_months_variant(TRADITIONAL), {"length": "3", "rain": "on"})
    assert rules.rounds == 12 and rules.rain_spoils_viewing


def test_every_house_rule_played_is_named_in_every_language() -> None:
    rules = apply_choices(STANDARD, {"multiplier": "after_rival_call", "four_pairs": "on"})
    for locale in LANGUAGES:
        assert len(played_words(locale, rules)) == 2
    assert played_words("en", STANDARD) == []
