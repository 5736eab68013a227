"""The rules a match plays, put together in one place: a preset, its optional variants and the
house rules (docs/rules.md sections 5 and 10), each the match's own choice or else the server's.

Every way a match begins (``/koikoi start``, a rematch, an accepted challenge, a tournament game,
the daily deal) and every command that shows rules (``/koikoi help``, ``/koikoi rules``, the
guide) asks ``rules_in_play``; none puts rules together itself.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass

from bot.app.core.house_rules import Choices, apply_choices, parse_choices
from bot.app.core.refusal import Refusal
from bot.app.core.variants import NO_VARIANTS, Variants
from bot.engine import RuleSet, preset
from bot.engine.rules import house_rules_played
from bot.store import GuildSettings

NO_SERVER_PRESET = "standard"  # outside a server: the standard rules, as a new server's


@dataclass(frozen=True, slots=True)
class MatchChoices:
    """What a match chose for itself; None leaves the choice to the server."""

    preset: str | None = None  # a preset's name; None: the server's default preset
    variants: Variants | None = None  # None: the server's, where the preset offers them
    house: Mapping[str, str] | None = None  # rule -> choice; None: the server's house rules
    one_round: bool = False  # a single round, no target (the daily deal)


@dataclass(frozen=True, slots=True)
class Settled:
    """A match's choices with every one made: its own, else the server's."""

    preset: str
    variants: Variants
    house: Choices
    one_round: bool = False


SERVERS = MatchChoices()  # a match that leaves every choice to the server


def settled(chosen: MatchChoices | Settled, server: GuildSettings | None = None) -> Settled:
    """``chosen`` with the server's defaults wherever it chose nothing (without a server: the
    standard preset, no variants, no house rules). Raises a Refusal for variants the preset
    does not offer."""
    if isinstance(chosen, Settled):
        return chosen
    name = chosen.preset or (server.default_preset if server else NO_SERVER_PRESET)
    variants = chosen.variants
    if variants is None:
        variants = Variants.from_json(server.default_variants if server else None)
        if not variants.applies_to(preset(name)):
            variants = NO_VARIANTS  # the server's variants go with the traditional rules only
    elif not variants.applies_to(preset(name)):
        raise Refusal("error-variants-traditional-only")
    if chosen.one_round:
        variants = Variants(loser_pays=variants.loser_pays)  # twelve months are not one round
    house = chosen.house
    if house is None:
        house = parse_choices(server.default_house_rules if server else None)
    return Settled(name, variants, dict(house), chosen.one_round)


def rules_in_play(
    chosen: MatchChoices | Settled = SERVERS, server: GuildSettings | None = None
) -> RuleSet:
    """The rules a match plays that chose ``chosen`` in ``server`` (its settings; None: outside
    any server). Raises a Refusal for variants the preset does not offer."""
    played = settled(chosen, server)
    rules = apply_choices(played.variants.apply(preset(played.preset)), played.house)
    if played.one_round and (rules.rounds, rules.target_score) != (1, None):
        rules = rules.model_copy(update={"rounds": 1, "target_score": None})
    return rules


def choices_played(rules: RuleSet) -> Settled:
    """The choices that give ``rules`` again, whatever the server: what a rematch asks for."""
    name, variants = Variants.of_rules(rules)
    base = preset(name)
    length = (rules.rounds, rules.target_score)
    one_round = length == (1, None) and length != (base.rounds, base.target_score)
    house = {rule.value: choice for rule, choice in house_rules_played(rules)}
    return Settled(name, variants, house, one_round)
