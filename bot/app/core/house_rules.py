"""The house rules a server plays by default (docs/rules.md section 10): stored as a JSON
object of rule to choice (``{"rain": "on", "multiplier": "own_calls"}``), put on a match's
preset when it starts, and named in words for the settings, the table and the guide.

A match stores the whole rule set they produce, so a restart plays on with the same rules.
"""

from __future__ import annotations

import json
from collections.abc import Iterable, Mapping

from bot.app.core.refusal import Refusal
from bot.engine.rules import (
    HOUSE_RULES,
    HouseRule,
    RuleSet,
    UnknownHouseRuleError,
    house_rules_played,
    with_house_rules,
)
from bot.i18n import t

Choices = dict[str, str]  # house rule name -> choice
SELECT_VALUE_SEPARATOR = "="  # a select option's value: "<rule>=<choice>"


def parse_choices(text: str | None) -> Choices:
    """The stored choices; unknown rules or choices and a bad text count as none chosen."""
    try:
        data = json.loads(text) if text else {}
    except ValueError:
        return {}
    if not isinstance(data, dict):
        return {}
    return {
        rule.value: data[rule.value]
        for rule in HouseRule
        if isinstance(data.get(rule.value), str) and data[rule.value] in HOUSE_RULES[rule]
    }


def check_choices_json(text: str | None) -> None:
    """Raise ValueError unless ``text`` is None or a JSON object of known rules and choices."""
    if text is None:
        return
    data = json.loads(text)
    if not isinstance(data, dict) or parse_choices(text) != data:
        raise ValueError(f"not a set of house rules: {text!r}")


def choices_json(choices: Mapping[str, str]) -> str | None:
    """The stored form; None when nothing is chosen."""
    return json.dumps(dict(sorted(choices.items()))) if choices else None


def apply_choices(rules: RuleSet, choices: Mapping[str, str]) -> RuleSet:
    """``rules`` with the house rules ``choices``; a length the rules' twelve months variant
    fixes is left out."""
    try:
        return with_house_rules(rules, choices)
    except UnknownHouseRuleError:
        rest = {rule: choice for rule, choice in choices.items() if rule != HouseRule.LENGTH}
        return with_house_rules(rules, rest)


def choice_words(locale: str, rule: HouseRule | str, choice: str) -> str:
    """One choice in words, briefly ('Soft Koi', 'rain spoils the viewing')."""
    return t(locale, f"house-{HouseRule(rule).value}-{choice}".replace("_", "-"))


def played_words(locale: str, rules: RuleSet) -> list[str]:
    """The house rules ``rules`` play beyond their preset's, in words."""
    return [choice_words(locale, rule, choice) for rule, choice in house_rules_played(rules)]


def choices_words(locale: str, choices: Mapping[str, str]) -> str:
    """Chosen house rules in words, for the settings ('none' when nothing is chosen)."""
    words = [choice_words(locale, rule, choice) for rule, choice in sorted(choices.items())]
    return ", ".join(words) if words else t(locale, "house-rules-none")


def select_options(locale: str, chosen: Mapping[str, str]) -> list[tuple[str, str, bool]]:
    """Every choice of every house rule as a select option: (value, label, chosen now)."""
    return [
        (
            f"{rule.value}{SELECT_VALUE_SEPARATOR}{choice}",
            f"{t(locale, f'house-rule-{rule.value}'.replace('_', '-'))}: "
            f"{choice_words(locale, rule, choice)}",
            chosen.get(rule.value) == choice,
        )
        for rule, choices in HOUSE_RULES.items()
        for choice in choices
    ]


def choices_of(values: Iterable[str]) -> Choices:
    """The choices picked in the select; raises a Refusal for two choices of one rule or a
    value the select never offered."""
    choices: Choices = {}
    for value in values:
        rule, _, choice = value.partition(SELECT_VALUE_SEPARATOR)
        if rule not in HOUSE_RULES or choice not in HOUSE_RULES[HouseRule(rule)]:
            raise Refusal("error-house-rule-unknown")
        if rule in choices:
            raise Refusal("error-house-rule-twice")
        choices[rule] = choice
    return choices


HOUSE_KEY = "house"  # where a challenge's variants JSON keeps the house rules chosen for it


def with_house(variant_json: str | None, house: Mapping[str, str] | None) -> str | None:
    """A challenge's stored variants with the house rules chosen for it (None: the server's
    when it is accepted)."""
    if house is None:
        return variant_json
    data = json.loads(variant_json) if variant_json else {}
    return json.dumps({**data, HOUSE_KEY: dict(sorted(house.items()))})


def house_of(variant_json: str | None) -> Choices | None:
    """The house rules a challenge was posted with, or None where none were chosen for it."""
    try:
        data = json.loads(variant_json) if variant_json else {}
    except ValueError:
        return None
    if not isinstance(data, dict) or HOUSE_KEY not in data:
        return None
    return parse_choices(json.dumps(data[HOUSE_KEY]))
