"""``--house RULE=CHOICE ...``: house rules on top of a preset, wherever a command takes one
(docs/rules.md section 10)."""

from __future__ import annotations

import argparse
from collections.abc import Mapping, Sequence

from bot.engine.rules import (
    HOUSE_RULES,
    RuleSet,
    UnknownHouseRuleError,
    house_rules_played,
    preset,
    with_house_rules,
)

CHOICES = "; ".join(f"{rule.value}: {'|'.join(choices)}" for rule, choices in HOUSE_RULES.items())


def add_house_argument(parser: argparse.ArgumentParser) -> None:
    """The ``--house`` option: any number of RULE=CHOICE."""
    parser.add_argument(
        "--house",
        nargs="*",
        default=[],
        metavar="RULE=CHOICE",
        help=f"house rules on top of the preset ({CHOICES})",
    )


def parse_house(texts: Sequence[str]) -> dict[str, str]:
    """RULE=CHOICE texts as a mapping; raises UnknownHouseRuleError for one without '='."""
    choices: dict[str, str] = {}
    for text in texts:
        rule, sep, choice = text.partition("=")
        if not sep:
            raise UnknownHouseRuleError(f"a house rule is written RULE=CHOICE, got {text!r}")
        choices[rule] = choice
    return choices


def rules_of(name: str, house: Sequence[str] | Mapping[str, str] = ()) -> RuleSet:
    """The preset ``name`` with the house rules ``house`` (RULE=CHOICE texts, or a mapping)."""
    choices = dict(house) if isinstance(house, Mapping) else parse_house(house)
    return with_house_rules(preset(name), choices)


def house_text(rules: RuleSet) -> str:
    """The house rules ``rules`` play beyond their preset's, as RULE=CHOICE ('none')."""
    played = house_rules_played(rules)
    return " ".join(f"{rule.value}={choice}" for rule, choice in played) or "none"
