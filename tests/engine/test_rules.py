"""Rule sets and presets (docs/rules.md sections 3 and 5)."""

from __future__ import annotations

import json
import pickle

import pytest
from hypothesis import given
from hypothesis import strategies as st
from pydantic import ValidationError

from bot.engine.match import Match
from bot.engine.rules import (
    PRESETS,
    SINGLE_DEAL,
    STANDARD,
    TRADITIONAL,
    YAKU_KEYS,
    ExhaustedRound,
    FirstDealer,
    Multiplier,
    NextDealer,
    RuleSet,
    SakeCup,
    UnknownPresetError,
    Variant,
    ViewingYaku,
    as_preset,
    loser_pays_variant,
    preset,
    twelve_months_variant,
    with_variants,
)
from tests.engine import saved_rules

BOTH = (Variant.LOSER_PAYS, Variant.TWELVE_MONTHS)

# The yaku table of docs/rules.md section 3: base points under standard, traditional, single-deal.
YAKU_TABLE = {
    "goko": (10, 10, 15),
    "shiko": (8, 8, 10),
    "ame_shiko": (7, 6, 8),
    "sanko": (5, 5, 6),
    "inoshikacho": (5, 5, 5),
    "tane": (1, 1, 1),
    "akatan": (5, 5, 6),
    "aotan": (5, 5, 6),
    "tan": (1, 1, 1),
    "kasu": (1, 1, 1),
}


def test_the_three_presets_are_standard_traditional_and_single_deal() -> None:
    assert list(PRESETS) == ["standard", "traditional", "single-deal"]


@pytest.mark.parametrize("name", ["standard", "traditional", "single-deal"])
def test_a_preset_is_found_by_its_name(name: str) -> None:
    assert preset(name).name == name
    assert preset(name) is PRESETS[name]


def test_an_unknown_preset_name_raises_and_lists_the_known_ones() -> None:
    with pytest.raises(UnknownPresetError, match="standard, traditional, single-deal"):
        preset("koikoi-deluxe")


def test_the_default_rule_set_is_the_standard_preset() -> None:
    assert RuleSet() == STANDARD


def test_the_yaku_keys_are_the_fifteen_named_in_the_rules() -> None:
    assert YAKU_KEYS == (
        "goko", "shiko", "ame_shiko", "sanko", "inoshikacho", "tane", "akatan", "aotan",
        "tan", "kasu", "hanami", "tsukimi", "tsukifuda", "teshi", "kuttsuki",
    )  # fmt: skip
    for rules in PRESETS.values():
        assert set(rules.yaku_points) == set(YAKU_KEYS)


@pytest.mark.parametrize("key", list(YAKU_TABLE))
def test_each_yaku_has_the_points_of_the_table_under_each_preset(key: str) -> None:
    got = (STANDARD.points(key), TRADITIONAL.points(key), SINGLE_DEAL.points(key))
    assert got == YAKU_TABLE[key]


def test_the_viewing_yaku_are_worth_five_where_they_score() -> None:
    for rules in (STANDARD, TRADITIONAL):
        assert (rules.points("hanami"), rules.points("tsukimi")) == (5, 5)


def test_tsukifuda_is_worth_five_in_traditional() -> None:
    assert TRADITIONAL.points("tsukifuda") == 5


def test_teshi_and_kuttsuki_are_worth_six_in_single_deal() -> None:
    assert (SINGLE_DEAL.points("teshi"), SINGLE_DEAL.points("kuttsuki")) == (6, 6)


def test_standard_plays_up_to_12_rounds_to_a_target_of_50() -> None:
    assert (STANDARD.rounds, STANDARD.target_score) == (12, 50)


def test_traditional_plays_until_the_target_of_50() -> None:
    assert (TRADITIONAL.rounds, TRADITIONAL.target_score) == (None, 50)


def test_single_deal_plays_one_round_without_a_target() -> None:
    assert (SINGLE_DEAL.rounds, SINGLE_DEAL.target_score) == (1, None)


def test_only_traditional_chooses_the_first_dealer_by_birth_month() -> None:
    assert STANDARD.first_dealer is FirstDealer.RANDOM
    assert TRADITIONAL.first_dealer is FirstDealer.BIRTH_MONTH
    assert SINGLE_DEAL.first_dealer is FirstDealer.RANDOM


def test_standard_alternates_the_dealer_and_traditional_gives_the_deal_to_the_winner() -> None:
    assert STANDARD.next_dealer is NextDealer.ALTERNATE
    assert TRADITIONAL.next_dealer is NextDealer.WINNER


def test_every_preset_redeals_four_of_a_month_on_the_field() -> None:
    assert all(rules.redeal_four_of_a_month_on_field for rules in PRESETS.values())


def test_only_single_deal_redeals_four_pairs_on_the_field() -> None:
    flags = [rules.redeal_four_pairs_on_field for rules in PRESETS.values()]
    assert flags == [False, False, True]


def test_only_single_deal_scores_hand_bonuses() -> None:
    assert [rules.hand_bonuses for rules in PRESETS.values()] == [False, False, True]


def test_only_standard_doubles_for_koikoi_calls() -> None:
    assert STANDARD.multiplier is Multiplier.DOUBLING and STANDARD.koikoi_doubles
    assert TRADITIONAL.multiplier is Multiplier.NONE and not TRADITIONAL.koikoi_doubles
    assert SINGLE_DEAL.multiplier is Multiplier.NONE and not SINGLE_DEAL.koikoi_doubles


def test_an_exhausted_round_is_a_draw_except_in_traditional() -> None:
    assert STANDARD.exhausted_round is ExhaustedRound.DRAW
    assert TRADITIONAL.exhausted_round is ExhaustedRound.LAST_CALLER_OR_DEALER
    assert SINGLE_DEAL.exhausted_round is ExhaustedRound.DRAW
    assert TRADITIONAL.oya_ken_points == 1


def test_the_sake_cup_mode_of_each_preset() -> None:
    assert STANDARD.sake_cup is SakeCup.ANIMAL
    assert TRADITIONAL.sake_cup is SakeCup.JOKER
    assert SINGLE_DEAL.sake_cup is SakeCup.BOTH


def test_the_viewing_yaku_mode_of_each_preset() -> None:
    assert STANDARD.viewing_yaku is ViewingYaku.ON
    assert TRADITIONAL.viewing_yaku is ViewingYaku.BONUS_ONLY
    assert SINGLE_DEAL.viewing_yaku is ViewingYaku.OFF


def test_only_traditional_scores_tsukifuda() -> None:
    assert [rules.tsukifuda for rules in PRESETS.values()] == [False, True, False]


def test_no_preset_doubles_seven_points_or_makes_the_loser_pay() -> None:
    for rules in PRESETS.values():
        assert not rules.seven_point_doubling
        assert not rules.loser_pays


def test_the_twelve_months_variant_plays_exactly_twelve_rounds_without_a_target() -> None:
    variant = twelve_months_variant(TRADITIONAL)
    assert (variant.rounds, variant.target_score) == (12, None)
    assert variant.name == "traditional-12"


def test_the_twelve_months_variant_keeps_every_other_setting() -> None:
    variant = twelve_months_variant(TRADITIONAL).model_dump()
    original = TRADITIONAL.model_dump()
    for key in ("name", "rounds", "target_score"):
        del variant[key], original[key]
    assert variant == original


def test_a_rule_set_cannot_be_changed_in_place() -> None:
    with pytest.raises(ValidationError):
        STANDARD.rounds = 3  # type: ignore[misc]


def test_a_rule_set_refuses_unknown_settings() -> None:
    with pytest.raises(ValidationError):
        RuleSet(jokers=True)  # type: ignore[call-arg]


def test_a_rule_set_refuses_zero_rounds() -> None:
    with pytest.raises(ValidationError):
        RuleSet(rounds=0)


def test_a_rule_set_survives_a_round_trip_through_json() -> None:
    for rules in PRESETS.values():
        assert RuleSet.model_validate_json(rules.model_dump_json()) == rules


def test_a_preset_is_pickled_as_its_name_and_comes_back_as_the_same_object() -> None:
    for rules in PRESETS.values():
        data = pickle.dumps(rules, protocol=pickle.HIGHEST_PROTOCOL)
        assert len(data) < 100  # the whole model pickles to about 850 bytes
        assert pickle.loads(data) is rules


def test_a_rule_set_that_is_no_preset_is_pickled_whole() -> None:
    variant = twelve_months_variant(TRADITIONAL)
    changed = STANDARD.model_copy(update={"loser_pays": True})  # still named "standard"
    for rules in (variant, changed):
        back = pickle.loads(pickle.dumps(rules, protocol=pickle.HIGHEST_PROTOCOL))
        assert back == rules
        assert back is not PRESETS.get(rules.name)


def test_a_rule_set_read_back_equal_to_a_preset_becomes_that_preset() -> None:
    for rules in PRESETS.values():
        assert as_preset(RuleSet.model_validate_json(rules.model_dump_json())) is rules
    changed = STANDARD.model_copy(update={"loser_pays": True})
    assert as_preset(RuleSet.model_validate_json(changed.model_dump_json())) == changed
    assert as_preset(changed) is changed


def test_each_preset_is_based_on_itself() -> None:
    assert [rules.based_on for rules in PRESETS.values()] == list(PRESETS)


def test_only_the_traditional_description_offers_the_variants() -> None:
    assert [rules.variants_offered for rules in PRESETS.values()] == [(), BOTH, ()]


def test_only_the_single_deal_description_asks_for_two_step_play() -> None:
    assert [rules.two_step_by_default for rules in PRESETS.values()] == [False, False, True]


def test_a_preset_plays_no_variant() -> None:
    assert all(rules.variants_played == () for rules in PRESETS.values())


def test_the_variants_played_are_known_to_the_rules_they_make() -> None:
    assert twelve_months_variant(TRADITIONAL).variants_played == (Variant.TWELVE_MONTHS,)
    assert loser_pays_variant(TRADITIONAL).variants_played == (Variant.LOSER_PAYS,)
    assert with_variants(TRADITIONAL, BOTH).variants_played == BOTH
    assert with_variants(TRADITIONAL, ()) is TRADITIONAL


def test_a_copy_under_another_name_keeps_what_its_preset_offers() -> None:
    house = TRADITIONAL.model_copy(update={"name": "house"})
    assert house.based_on == "traditional" and house.offers(Variant.TWELVE_MONTHS)
    assert RuleSet.model_validate_json(house.model_dump_json()) == house


def test_the_twelve_months_variant_needs_its_twelve_rounds_without_a_target() -> None:
    with pytest.raises(ValidationError, match="12 rounds"):
        RuleSet(twelve_months=True)


def test_the_facts_of_a_rule_set_do_not_show_in_its_repr() -> None:
    assert "based_on" not in repr(SINGLE_DEAL) and "two_step" not in repr(SINGLE_DEAL)


def test_a_preset_and_its_variants_save_as_they_did_before_rule_sets_knew_their_preset() -> None:
    both = with_variants(TRADITIONAL, BOTH)
    assert both.model_dump_json() == saved_rules.TRADITIONAL_WITH_BOTH_VARIANTS
    assert SINGLE_DEAL.model_dump_json() == saved_rules.SINGLE_DEAL


def test_an_earlier_save_of_the_traditional_rules_with_both_variants_knows_them() -> None:
    rules = RuleSet.model_validate_json(saved_rules.TRADITIONAL_WITH_BOTH_VARIANTS)
    assert rules == with_variants(TRADITIONAL, BOTH)
    assert (rules.based_on, rules.variants_played, rules.variants_offered) == (
        "traditional",
        BOTH,
        BOTH,
    )


def test_an_earlier_save_of_the_single_deal_rules_is_the_preset_asking_for_two_steps() -> None:
    rules = as_preset(RuleSet.model_validate_json(saved_rules.SINGLE_DEAL))
    assert rules is SINGLE_DEAL and rules.two_step_by_default


@pytest.mark.parametrize(
    "saved", [saved_rules.TRADITIONAL_WITH_BOTH_VARIANTS, saved_rules.SINGLE_DEAL]
)
def test_a_match_saved_by_an_earlier_version_plays_on_to_its_end(saved: str) -> None:
    begun = Match(RuleSet.model_validate_json(saved), 7, (3, 9))
    for _ in range(5):
        begun.apply(begun.legal_actions()[-1])
    data = begun.to_dict()
    data["rules"] = json.loads(saved)
    data["round"]["rules"] = json.loads(saved)
    match = Match.from_dict(json.loads(json.dumps(data)))
    assert match.rules == begun.rules and match.view(0) == begun.view(0)
    while not match.over:
        match.apply(match.legal_actions()[-1])
    assert match.winner in (0, 1, None) and len(match.results) >= 1


_NAMES = st.sampled_from(
    ["standard", "traditional", "single-deal", "traditional-12", "standard-12", "house"]
)


@given(
    name=_NAMES,
    based_on=st.sampled_from(list(PRESETS)),
    offered=st.lists(st.sampled_from(list(Variant)), unique=True, max_size=2).map(tuple),
    twelve=st.booleans(),
    two_step=st.booleans(),
)
def test_every_rule_set_comes_back_from_its_saved_form_with_its_facts(
    name: str, based_on: str, offered: tuple[Variant, ...], twelve: bool, two_step: bool
) -> None:
    rules = STANDARD.model_copy(
        update={
            "name": name,
            "based_on": based_on,
            "variants_offered": offered,
            "two_step_by_default": two_step,
            "twelve_months": twelve,
            **({"rounds": 12, "target_score": None} if twelve else {}),
        }
    )
    assert RuleSet.model_validate_json(rules.model_dump_json()) == rules
    assert RuleSet.model_validate(rules.model_dump()) == rules
