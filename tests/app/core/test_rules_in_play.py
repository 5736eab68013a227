"""The one answer to what a match plays: a preset, its variants and house rules, each the
match's own choice or the server's, checked over every combination hypothesis draws."""

from __future__ import annotations

import ast
import json
from pathlib import Path

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from bot.app.core.house_rules import Choices, choices_json, house_of, with_house
from bot.app.core.refusal import Refusal
from bot.app.core.rules_in_play import (
    SERVERS,
    MatchChoices,
    Settled,
    choices_played,
    rules_in_play,
    settled,
)
from bot.app.core.variants import Variants
from bot.engine import PRESETS, RuleSet, preset
from bot.engine.rules import (
    HOUSE_RULES,
    HouseRule,
    UnknownHouseRuleError,
    with_house_rules,
    with_variants,
)
from bot.store import GuildSettings

presets = st.sampled_from(list(PRESETS))
variants = st.builds(Variants, st.booleans(), st.booleans())
houses = st.fixed_dictionaries(
    {},
    optional={rule.value: st.sampled_from(list(choices)) for rule, choices in HOUSE_RULES.items()},
)


@st.composite
def servers(draw: st.DrawFn) -> GuildSettings:
    """A server's settings: any preset, variants and house rules."""
    return GuildSettings(
        guild_id=1,
        default_preset=draw(presets),
        default_variants=draw(variants).to_json(),
        default_house_rules=choices_json(draw(houses)),
    )


@st.composite
def own_choices(draw: st.DrawFn) -> MatchChoices:
    """What a match may choose for itself: any of it, or none, its variants offered."""
    name = draw(st.none() | presets)
    chosen = draw(st.none() | variants)
    if chosen is not None and (name is None or not chosen.applies_to(preset(name))):
        chosen = None  # variants a preset does not offer are refused (a test of its own)
    return MatchChoices(name, chosen, draw(st.none() | houses))


def _engine_rules(name: str, played: Variants, house: Choices) -> RuleSet:
    """The rules written out with the engine's own functions: what the answer must equal."""
    rules = with_variants(preset(name), played.chosen_variants)
    try:
        return with_house_rules(rules, house)
    except UnknownHouseRuleError:  # a length with the twelve months: the variant fixes it
        return with_house_rules(rules, {k: v for k, v in house.items() if k != "length"})


@settings(max_examples=60, deadline=None)
@given(servers())
def test_a_match_that_chooses_nothing_plays_the_servers_preset_variants_and_house_rules(
    server: GuildSettings,
) -> None:
    offered = Variants.from_json(server.default_variants)
    if not offered.applies_to(preset(server.default_preset)):
        offered = Variants()  # the server's variants go with the traditional rules only
    house = json.loads(server.default_house_rules or "{}")
    expected = _engine_rules(server.default_preset, offered, house)
    assert rules_in_play(SERVERS, server) == expected


@settings(max_examples=60, deadline=None)
@given(servers(), own_choices())
def test_a_matchs_own_choices_win_over_the_servers(
    server: GuildSettings, chosen: MatchChoices
) -> None:
    played = settled(chosen, server)
    rules = rules_in_play(chosen, server)
    assert played.preset == (chosen.preset or server.default_preset) == rules.based_on
    if chosen.variants is not None:
        assert played.variants == chosen.variants == Variants.of_rules(rules)[1]
    if chosen.house is not None:
        assert played.house == dict(chosen.house)
    assert rules == _engine_rules(played.preset, played.variants, played.house)


@settings(max_examples=60, deadline=None)
@given(servers(), own_choices(), servers())
def test_a_rematch_plays_the_rules_of_its_match_whatever_the_server_plays_now(
    then: GuildSettings, chosen: MatchChoices, now: GuildSettings
) -> None:
    rules = rules_in_play(chosen, then)
    assert rules_in_play(choices_played(rules), now) == rules


@settings(max_examples=60, deadline=None)
@given(servers(), own_choices(), servers())
def test_a_challenge_as_stored_plays_the_rules_it_was_posted_with(
    then: GuildSettings, chosen: MatchChoices, now: GuildSettings
) -> None:
    played = settled(chosen, then)
    stored = with_house(played.variants.to_json(), played.house)  # its variant_json column
    accepted = MatchChoices(played.preset, Variants.from_json(stored), house_of(stored))
    assert rules_in_play(accepted, now) == rules_in_play(chosen, then)


@settings(max_examples=60, deadline=None)
@given(servers(), presets, houses)
def test_a_match_of_one_round_plays_its_preset_and_house_rules_in_one_round(
    server: GuildSettings, name: str, house: Choices
) -> None:
    rules = rules_in_play(MatchChoices(name, Variants(), house, one_round=True), server)
    assert (rules.rounds, rules.target_score) == (1, None)
    others = {"rounds", "target_score"}
    expected = _engine_rules(name, Variants(), house)
    assert rules.model_dump(exclude=others) == expected.model_dump(exclude=others)
    assert rules_in_play(choices_played(rules)) == rules


@pytest.mark.parametrize("name", ["standard", "single-deal"])
def test_variants_a_preset_does_not_offer_are_refused(name: str) -> None:
    with pytest.raises(Refusal) as refused:
        rules_in_play(MatchChoices(name, Variants(loser_pays=True)))
    assert refused.value.key == "error-variants-traditional-only"


def test_the_servers_variants_are_left_out_of_a_preset_that_does_not_offer_them() -> None:
    server = GuildSettings(guild_id=1, default_variants='{"loser_pays": true}')
    assert rules_in_play(MatchChoices("standard"), server) == PRESETS["standard"]


def test_outside_a_server_a_match_plays_the_standard_preset_alone() -> None:
    assert rules_in_play() == PRESETS["standard"]


def test_chosen_house_rules_replace_the_servers_rather_than_add_to_them() -> None:
    server = GuildSettings(guild_id=1, default_house_rules='{"rain": "on"}')
    rules = rules_in_play(MatchChoices(house={"multiplier": "own_calls"}), server)
    assert not rules.rain_spoils_viewing and rules.multiplier == "own_calls"


def test_settled_choices_are_taken_as_they_are() -> None:
    chosen = Settled("traditional", Variants(twelve_months=True), {HouseRule.RAIN.value: "on"})
    server = GuildSettings(guild_id=1, default_house_rules='{"viewing": "off"}')
    assert settled(chosen, server) is chosen


ROOT = Path(__file__).resolve().parents[3]
# What puts rules together: the engine's steps, the core's, and a preset looked up by its name.
BUILDERS = frozenset({
    "apply_choices", "with_house_rules", "with_variants", "twelve_months_variant",
    "loser_pays_variant", "preset",
})  # fmt: skip
# Where those steps are written, and the one place that takes them.
BUILT_IN = frozenset({
    "bot/app/core/rules_in_play.py", "bot/app/core/house_rules.py", "bot/app/core/variants.py",
})  # fmt: skip


def _builds_rules(tree: ast.AST) -> set[str]:
    """The builders a module calls, ``.apply`` on variants, and presets looked up by name."""
    called = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.Subscript) and ast.unparse(node.value).endswith("PRESETS"):
            called.add("PRESETS[...]")
        if not isinstance(node, ast.Call):
            continue
        function = node.func
        if isinstance(function, ast.Name) and function.id in BUILDERS:
            called.add(function.id)
        elif isinstance(function, ast.Attribute) and function.attr in BUILDERS:
            called.add(function.attr)
        elif (
            isinstance(function, ast.Attribute)
            and function.attr == "apply"
            and "variants" in ast.unparse(function.value).lower()
        ):
            called.add("Variants.apply")
    return called


def test_no_module_that_begins_a_match_or_shows_rules_puts_rules_together_itself() -> None:
    sources = [
        path
        for folder in ("cogs", "bot/app", "bot/daily", "bot/tournament")
        for path in sorted((ROOT / folder).rglob("*.py"))
    ]
    assert len(sources) > 50  # the folders are where this test looks for them
    found = {
        name: sorted(called)
        for path in sources
        if (name := path.relative_to(ROOT).as_posix()) not in BUILT_IN
        and (called := _builds_rules(ast.parse(path.read_text(encoding="utf-8"))))
    }
    assert found == {}
