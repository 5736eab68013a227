"""Rule sets: every difference between the presets of docs/rules.md section 5 is a field."""

from __future__ import annotations

from collections.abc import Mapping
from enum import StrEnum
from functools import cache
from types import MappingProxyType
from typing import Any, Literal, SupportsIndex

from pydantic import (
    BaseModel,
    ConfigDict,
    Field,
    SerializerFunctionWrapHandler,
    model_serializer,
    model_validator,
)

YAKU_KEYS = (
    "goko", "shiko", "ame_shiko", "sanko", "inoshikacho", "tane", "akatan", "aotan",
    "tan", "kasu", "hanami", "tsukimi", "tsukifuda", "teshi", "kuttsuki",
)  # fmt: skip

# Romanised names, the same in every language.
YAKU_NAMES = {
    "goko": "Gokō", "shiko": "Shikō", "ame_shiko": "Ame-shikō", "sanko": "Sankō",
    "inoshikacho": "Ino-shika-chō", "tane": "Tane", "akatan": "Akatan", "aotan": "Aotan",
    "tan": "Tan", "kasu": "Kasu", "hanami": "Hanami-zake", "tsukimi": "Tsukimi-zake",
    "tsukifuda": "Tsuki-fuda", "teshi": "Teshi", "kuttsuki": "Kuttsuki",
}  # fmt: skip


class SakeCup(StrEnum):
    """How the September sake cup counts."""

    ANIMAL = "animal"  # an animal, never chaff
    JOKER = "joker"  # animal or chaff, whichever scores more
    BOTH = "both"  # animal and chaff at once


class ViewingYaku(StrEnum):
    """Whether hanami-zake and tsukimi-zake score."""

    ON = "on"
    BONUS_ONLY = "bonus_only"  # only together with another yaku
    OFF = "off"


class Multiplier(StrEnum):
    """What a koi-koi call does to the stopper's score (docs/rules.md section 10)."""

    DOUBLING = "doubling"  # total x 2^(calls by either player this round)
    NONE = "none"
    OWN_CALLS = "own_calls"  # Soft Koi: total x 2^(the stopper's own calls)
    AFTER_RIVAL_CALL = "after_rival_call"  # Hard Koi: total x 2 once the other player called


class ExhaustedRound(StrEnum):
    """What a round with both hands empty and nobody stopped gives."""

    DRAW = "draw"
    LAST_CALLER_OR_DEALER = "last_caller_or_dealer"  # last koi-koi caller scores, else oya-ken


class FirstDealer(StrEnum):
    """How the first round's dealer is chosen."""

    RANDOM = "random"
    BIRTH_MONTH = "birth_month"  # a revealed card; closest birth month deals


class NextDealer(StrEnum):
    """Who deals the next round."""

    ALTERNATE = "alternate"  # every round, draws included
    WINNER = "winner"  # the round's winner; unchanged after a draw


_STANDARD_POINTS = {
    "goko": 10, "shiko": 8, "ame_shiko": 7, "sanko": 5, "inoshikacho": 5, "tane": 1,
    "akatan": 5, "aotan": 5, "tan": 1, "kasu": 1, "hanami": 5, "tsukimi": 5,
    "tsukifuda": 5, "teshi": 6, "kuttsuki": 6,
}  # fmt: skip


class PileOrder(StrEnum):
    """The order capture piles are shown in, kind by kind."""

    BRIGHTS_FIRST = "brights_first"  # brights, animals, ribbons, chaff
    FLOWERS_FIRST = "flowers_first"  # flowers (chaff), ribbons, animals, specials (brights)


class Variant(StrEnum):
    """An optional variant a preset's description offers (docs/rules.md section 5)."""

    LOSER_PAYS = "loser_pays"  # the loser loses what the winner gains
    TWELVE_MONTHS = "twelve_months"  # exactly twelve months, no target, the higher total wins


PresetName = Literal["standard", "traditional", "single-deal"]

# What a rule set is, beside how it is played: saves written before these were fields say it
# by their name only (a preset's, with TWELVE_MONTHS_MARK for the twelve months).
_FACTS = ("based_on", "variants_offered", "twelve_months", "two_step_by_default")
# House rules added after saves and views existed: at their default they are left out of the
# saved form and the repr, so a preset saves, prints and digests as before.
_LATER_RULES = ("rain_spoils_viewing",)
TWELVE_MONTHS_MARK = "-12"  # what twelve_months_variant adds to the name, a label
_PRESETS: dict[str, RuleSet] = {}  # filled once the presets below are made


class RuleSet(BaseModel):
    """One complete, configurable set of Koi-Koi rules, and which preset it is."""

    model_config = ConfigDict(frozen=True, extra="forbid")

    name: str = "standard"
    rounds: int | None = Field(12, ge=1, description="rounds at most; None: until the target")
    target_score: int | None = Field(50, ge=1, description="the match ends when reached")
    first_dealer: FirstDealer = FirstDealer.RANDOM
    next_dealer: NextDealer = NextDealer.ALTERNATE
    redeal_four_of_a_month_on_field: bool = True
    redeal_four_pairs_on_field: bool = False
    hand_bonuses: bool = False  # teshi and kuttsuki
    multiplier: Multiplier = Multiplier.DOUBLING
    exhausted_round: ExhaustedRound = ExhaustedRound.DRAW
    oya_ken_points: int = 1
    sake_cup: SakeCup = SakeCup.ANIMAL
    viewing_yaku: ViewingYaku = ViewingYaku.ON
    tsukifuda: bool = False
    seven_point_doubling: bool = False  # house rule: a total of 7 or more is doubled
    # Ame-nagare: a pile holding the rain man or the lightning scores no viewing yaku.
    rain_spoils_viewing: bool = False
    loser_pays: bool = False  # traditional variant: the loser loses what the winner gains
    yaku_points: dict[str, int] = Field(default_factory=lambda: dict(_STANDARD_POINTS))
    pile_order: PileOrder = PileOrder.BRIGHTS_FIRST
    # What the rules are, not how the game is played: out of repr, and out of the saved form
    # where the name implies them, so views and saves read as before.
    based_on: PresetName = Field("standard", repr=False)  # the preset these rules start from
    variants_offered: tuple[Variant, ...] = Field((), repr=False)  # what a match may add
    twelve_months: bool = Field(False, repr=False)  # that variant is played (see its rules)
    # Members pick a card, then confirm it, unless they chose otherwise.
    two_step_by_default: bool = Field(False, repr=False)

    @model_validator(mode="before")
    @classmethod
    def _facts_from_the_name(cls, data: Any) -> Any:
        """A rule set saved without its facts is told them by its name."""
        if not isinstance(data, dict) or all(key in data for key in _FACTS):
            return data
        return {**_named_facts(str(data.get("name", "standard"))), **data}

    @model_validator(mode="after")
    def _twelve_months_are_played(self) -> RuleSet:
        if self.twelve_months and (self.rounds, self.target_score) != (12, None):
            raise ValueError("the twelve months variant plays 12 rounds without a target")
        return self

    @model_serializer(mode="wrap")
    def _without_the_named_facts(self, handler: SerializerFunctionWrapHandler) -> Any:
        """The saved form leaves out the facts its name implies: a preset saves as before."""
        data = handler(self)
        if isinstance(data, dict):
            for key, implied in _named_facts(self.name).items():
                if key in data and getattr(self, key) == implied:
                    del data[key]
            for key in _LATER_RULES:
                if key in data and getattr(self, key) == _LATER_DEFAULTS[key]:
                    del data[key]
        return data

    def __repr_args__(self) -> Any:
        """The repr leaves out the later house rules at their default (see _LATER_RULES)."""
        for key, value in super().__repr_args__():
            if key not in _LATER_RULES or value != _LATER_DEFAULTS[key]:
                yield key, value

    @property
    def variants_played(self) -> tuple[Variant, ...]:
        """The optional variants these rules play."""
        played = (
            (Variant.LOSER_PAYS, self.loser_pays),
            (Variant.TWELVE_MONTHS, self.twelve_months),
        )
        return tuple(variant for variant, on in played if on)

    def offers(self, variant: Variant) -> bool:
        """Whether a match on these rules may add ``variant`` (only the traditional offer any)."""
        return variant in self.variants_offered

    def points(self, key: str) -> int:
        """Base points of a yaku under this rule set."""
        return self.yaku_points[key]

    @property
    def koikoi_doubles(self) -> bool:
        """Whether koi-koi calls may multiply a stopper's score (by either player's calls, the
        stopper's own, or the other player's)."""
        return self.multiplier is not Multiplier.NONE

    def __reduce_ex__(self, protocol: SupportsIndex) -> str | tuple[Any, ...]:
        """A preset is pickled as its name: every picture and computer move sends its rules
        to another process, and the whole model costs more to pickle than the rest."""
        if PRESETS.get(self.name) is self:
            return (preset, (self.name,))
        return super().__reduce_ex__(protocol)


_LATER_DEFAULTS = {key: RuleSet.model_fields[key].get_default() for key in _LATER_RULES}


@cache  # a few names only; emptied once the presets are made
def _named_facts(name: str) -> MappingProxyType[str, Any]:
    """The facts a rule set's name implies: the preset's of that name (with the twelve months
    when it ends in TWELVE_MONTHS_MARK), else the fields' defaults."""
    facts = {key: RuleSet.model_fields[key].get_default() for key in _FACTS}
    base = name.removesuffix(TWELVE_MONTHS_MARK)
    described = _PRESETS.get(base)
    if described is not None:
        facts.update({key: getattr(described, key) for key in _FACTS})
        facts["twelve_months"] = base != name
    return MappingProxyType(facts)


STANDARD = RuleSet(name="standard")

TRADITIONAL = RuleSet(
    name="traditional",
    based_on="traditional",
    variants_offered=(Variant.LOSER_PAYS, Variant.TWELVE_MONTHS),
    rounds=None,
    target_score=50,
    first_dealer=FirstDealer.BIRTH_MONTH,
    next_dealer=NextDealer.WINNER,
    multiplier=Multiplier.NONE,
    exhausted_round=ExhaustedRound.LAST_CALLER_OR_DEALER,
    sake_cup=SakeCup.JOKER,
    viewing_yaku=ViewingYaku.BONUS_ONLY,
    tsukifuda=True,
    yaku_points={**_STANDARD_POINTS, "ame_shiko": 6},
    pile_order=PileOrder.FLOWERS_FIRST,
)

SINGLE_DEAL = RuleSet(
    name="single-deal",
    based_on="single-deal",
    two_step_by_default=True,  # the description asks for a pick confirmed
    rounds=1,
    target_score=None,
    redeal_four_pairs_on_field=True,
    hand_bonuses=True,
    multiplier=Multiplier.NONE,
    sake_cup=SakeCup.BOTH,
    viewing_yaku=ViewingYaku.OFF,
    yaku_points={
        **_STANDARD_POINTS,
        "goko": 15, "shiko": 10, "ame_shiko": 8, "sanko": 6, "akatan": 6, "aotan": 6,
    },
)  # fmt: skip

_PRESETS.update({rules.name: rules for rules in (STANDARD, TRADITIONAL, SINGLE_DEAL)})
_named_facts.cache_clear()
PRESETS: MappingProxyType[str, RuleSet] = MappingProxyType(_PRESETS)


class UnknownPresetError(ValueError):
    """Raised for a preset name that does not exist."""


def preset(name: str) -> RuleSet:
    """The preset called ``name`` ('standard', 'traditional' or 'single-deal')."""
    try:
        return PRESETS[name]
    except KeyError:
        known = ", ".join(PRESETS)
        raise UnknownPresetError(f"unknown rule preset {name!r} (known: {known})") from None


def as_preset(rules: RuleSet) -> RuleSet:
    """The preset equal to ``rules`` when there is one (it is shared, and pickled as its name),
    else ``rules`` itself: for rule sets read back from storage."""
    same = PRESETS.get(rules.name)
    return same if same is not None and same == rules else rules


def twelve_months_variant(rules: RuleSet) -> RuleSet:
    """The traditional optional variant: exactly twelve months, no target."""
    update = {"rounds": 12, "target_score": None, "twelve_months": True}
    return rules.model_copy(update={**update, "name": f"{rules.name}{TWELVE_MONTHS_MARK}"})


def loser_pays_variant(rules: RuleSet) -> RuleSet:
    """The traditional optional variant: the loser loses what the winner gains."""
    return rules.model_copy(update={"loser_pays": True})


def with_variants(rules: RuleSet, variants: tuple[Variant, ...]) -> RuleSet:
    """``rules`` with ``variants`` played (``rules`` itself when there are none)."""
    if Variant.TWELVE_MONTHS in variants:
        rules = twelve_months_variant(rules)
    if Variant.LOSER_PAYS in variants:
        rules = loser_pays_variant(rules)
    return rules


class HouseRule(StrEnum):
    """A house rule a match may choose on top of its preset (docs/rules.md section 10)."""

    VIEWING = "viewing"  # the viewing yaku: on, only beside another yaku, off
    RAIN = "rain"  # ame-nagare: the rain man or the lightning spoils the viewing yaku
    MULTIPLIER = "multiplier"  # what a koi-koi call multiplies
    SEVEN_DOUBLED = "seven_doubled"  # a total of 7 or more is doubled
    LENGTH = "length"  # 3, 6 or 12 rounds, or to a target score
    SAKE_CUP = "sake_cup"  # an animal, chaff as well, or either
    HAND_BONUSES = "hand_bonuses"  # teshi and kuttsuki
    FOUR_PAIRS = "four_pairs"  # four pairs on the field are dealt again


ON, OFF = "on", "off"
TARGET = "target"  # the length choice: no round limit, until TARGET_SCORE
TARGET_SCORE = 50

# Every house rule's choices, each as the fields it sets: data, read by with_house_rules and
# house_rule_choice; no code asks which preset a rule set is.
HOUSE_RULES: MappingProxyType[HouseRule, MappingProxyType[str, MappingProxyType[str, Any]]] = (
    MappingProxyType({
        rule: MappingProxyType({choice: MappingProxyType(fields) for choice, fields in choices})
        for rule, choices in (
            (HouseRule.VIEWING, [(v.value, {"viewing_yaku": v}) for v in ViewingYaku]),
            (HouseRule.RAIN, [(OFF, {"rain_spoils_viewing": False}),
                              (ON, {"rain_spoils_viewing": True})]),
            (HouseRule.MULTIPLIER, [(m.value, {"multiplier": m}) for m in Multiplier]),
            (HouseRule.SEVEN_DOUBLED, [(OFF, {"seven_point_doubling": False}),
                                       (ON, {"seven_point_doubling": True})]),
            (HouseRule.LENGTH, [
                *((str(n), {"rounds": n, "target_score": None}) for n in (3, 6, 12)),
                (TARGET, {"rounds": None, "target_score": TARGET_SCORE}),
            ]),
            (HouseRule.SAKE_CUP, [(c.value, {"sake_cup": c}) for c in SakeCup]),
            (HouseRule.HAND_BONUSES, [(OFF, {"hand_bonuses": False}),
                                      (ON, {"hand_bonuses": True})]),
            (HouseRule.FOUR_PAIRS, [(OFF, {"redeal_four_pairs_on_field": False}),
                                    (ON, {"redeal_four_pairs_on_field": True})]),
        )
    })
)  # fmt: skip


class UnknownHouseRuleError(ValueError):
    """Raised for a house rule or a choice that does not exist, or one the rules cannot take."""


def house_rule_choice(rules: RuleSet, rule: HouseRule) -> str | None:
    """The choice of ``rule`` that ``rules`` play, or None where they play none of them (the
    standard preset's length: 12 rounds or 50 points, whichever comes first)."""
    for choice, fields in HOUSE_RULES[rule].items():
        if all(getattr(rules, key) == value for key, value in fields.items()):
            return choice
    return None


def with_house_rules(rules: RuleSet, choices: Mapping[str, str]) -> RuleSet:
    """``rules`` with the house rules ``choices`` (rule name to choice) played; the name, and so
    what the preset offers, stays. Raises UnknownHouseRuleError for an unknown rule or choice,
    or a length the twelve months variant fixes."""
    update: dict[str, Any] = {}
    for name, choice in choices.items():
        try:
            update.update(HOUSE_RULES[HouseRule(name)][choice])
        except (ValueError, KeyError):
            raise UnknownHouseRuleError(f"unknown house rule {name}={choice!r}") from None
    if not update:
        return rules
    try:
        changed = RuleSet.model_validate({**rules.model_dump(), **update})
    except ValueError as error:
        raise UnknownHouseRuleError(str(error)) from None
    return as_preset(changed)


def house_rules_played(rules: RuleSet) -> tuple[tuple[HouseRule, str], ...]:
    """The house rules ``rules`` play that differ from their preset's, with their choice: what
    the table names beside the preset's name."""
    base = _PRESETS[rules.based_on]
    played: list[tuple[HouseRule, str]] = []
    for rule in HouseRule:
        if rule is HouseRule.LENGTH and rules.twelve_months:
            continue  # a variant, named as one
        choice = house_rule_choice(rules, rule)
        if choice is not None and choice != house_rule_choice(base, rule):
            played.append((rule, choice))
    return tuple(played)
