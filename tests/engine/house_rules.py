"""Rule sets with house rules: every choice of every house rule, on every preset, for tests
that must hold whatever a server plays."""

from __future__ import annotations

from typing import Any

from hypothesis import strategies as st

from bot.engine.rules import (
    HOUSE_RULES,
    PRESETS,
    RuleSet,
    Variant,
    loser_pays_variant,
    twelve_months_variant,
    with_house_rules,
)


def _build(base: str, choices: dict[str, str], variants: tuple[Variant, ...]) -> RuleSet:
    rules = with_house_rules(PRESETS[base], choices)
    if Variant.TWELVE_MONTHS in variants:
        rules = twelve_months_variant(rules)
    if Variant.LOSER_PAYS in variants:
        rules = loser_pays_variant(rules)
    return rules


# Any preset, any choice of each house rule (or the preset's own), and now and then a variant.
house_rule_sets: st.SearchStrategy[RuleSet] = st.builds(
    _build,
    st.sampled_from(list(PRESETS)),
    st.fixed_dictionaries(
        {},
        optional={
            rule.value: st.sampled_from(list(choices)) for rule, choices in HOUSE_RULES.items()
        },
    ),
    st.lists(st.sampled_from(list(Variant)), unique=True, max_size=2).map(tuple),
)


def every_choice() -> list[RuleSet]:
    """The standard preset with each choice of each house rule alone, then all at once the
    choices furthest from it: a short list that holds every choice."""
    out: list[RuleSet] = []
    for rule, choices in HOUSE_RULES.items():
        out += [with_house_rules(PRESETS["standard"], {rule.value: c}) for c in choices]
    furthest: dict[str, Any] = {
        "viewing": "on", "rain": "on", "multiplier": "after_rival_call", "seven_doubled": "on",
        "length": "3", "sake_cup": "both", "hand_bonuses": "on", "four_pairs": "on",
    }  # fmt: skip
    out.append(with_house_rules(PRESETS["traditional"], furthest))
    return out
