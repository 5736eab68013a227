"""Yaku (docs/rules.md section 3), under each preset."""

from __future__ import annotations

import pytest

from bot.engine.cards import (
    BOAR,
    BRIDGE,
    BUSH_WARBLER,
    BUTTERFLIES,
    CRANE,
    CUCKOO,
    CURTAIN,
    DEER,
    GEESE,
    LIGHTNING,
    MOON,
    PHOENIX,
    RAIN_MAN,
    SAKE_CUP,
    SWALLOW,
    cards_of,
    month_mask,
)
from bot.engine.rules import PRESETS, SINGLE_DEAL, STANDARD, TRADITIONAL, RuleSet
from bot.engine.yaku import Scorer, Yaku, score, scorer_for, total
from tests.engine.helpers import pile

ALL = list(PRESETS.values())
IDS = list(PRESETS)

# Chaff that belongs to no yaku but kasu (two per month from January to December).
CHAFF_LIST = [2, 3, 6, 7, 10, 11, 14, 15, 18, 19, 22, 23, 26, 27, 30, 31, 34, 35, 38, 39, 43, 45]
# Animals other than the sake cup and the boar-deer-butterflies set.
PLAIN_ANIMALS = [BUSH_WARBLER, CUCKOO, BRIDGE, GEESE, SWALLOW]
RED_PLAIN_RIBBONS = [13, 17, 25, 42]


def keys(pile_: int, rules: RuleSet, month: int = 1) -> dict[str, int]:
    """The yaku of a pile as {key: points}."""
    return {y.key: y.points for y in score(pile_, rules, month)}


# -- brights -----------------------------------------------------------------------------------


@pytest.mark.parametrize(("rules", "points"), list(zip(ALL, [10, 10, 15], strict=True)), ids=IDS)
def test_all_five_brights_make_goko(rules: RuleSet, points: int) -> None:
    assert keys(pile(CRANE, CURTAIN, MOON, RAIN_MAN, PHOENIX), rules) == {"goko": points}


@pytest.mark.parametrize(("rules", "points"), list(zip(ALL, [8, 8, 10], strict=True)), ids=IDS)
def test_four_brights_without_the_rain_man_make_shiko(rules: RuleSet, points: int) -> None:
    assert keys(pile(CRANE, CURTAIN, MOON, PHOENIX), rules) == {"shiko": points}


@pytest.mark.parametrize(("rules", "points"), list(zip(ALL, [7, 6, 8], strict=True)), ids=IDS)
def test_four_brights_with_the_rain_man_make_ame_shiko(rules: RuleSet, points: int) -> None:
    assert keys(pile(CRANE, CURTAIN, RAIN_MAN, PHOENIX), rules) == {"ame_shiko": points}


@pytest.mark.parametrize(("rules", "points"), list(zip(ALL, [5, 5, 6], strict=True)), ids=IDS)
def test_three_brights_without_the_rain_man_make_sanko(rules: RuleSet, points: int) -> None:
    assert keys(pile(CRANE, MOON, PHOENIX), rules) == {"sanko": points}


@pytest.mark.parametrize("rules", ALL, ids=IDS)
def test_three_brights_with_the_rain_man_score_nothing(rules: RuleSet) -> None:
    assert keys(pile(CRANE, MOON, RAIN_MAN), rules) == {}
    assert total(pile(CRANE, MOON, RAIN_MAN), rules) == 0


@pytest.mark.parametrize("rules", ALL, ids=IDS)
def test_two_brights_score_nothing(rules: RuleSet) -> None:
    assert keys(pile(CRANE, PHOENIX), rules) == {}


@pytest.mark.parametrize("rules", ALL, ids=IDS)
def test_only_the_best_bright_yaku_counts(rules: RuleSet) -> None:
    found = keys(pile(CRANE, CURTAIN, MOON, RAIN_MAN, PHOENIX), rules)
    assert set(found) == {"goko"}
    assert set(keys(pile(CRANE, CURTAIN, MOON, PHOENIX), rules)) == {"shiko"}


@pytest.mark.parametrize("rules", ALL, ids=IDS)
def test_adding_the_rain_man_to_sanko_turns_it_into_ame_shiko(rules: RuleSet) -> None:
    found = keys(pile(CRANE, MOON, PHOENIX, RAIN_MAN), rules)
    assert found == {"ame_shiko": rules.points("ame_shiko")}


def test_the_sanko_yaku_names_its_three_brights() -> None:
    (sanko,) = score(pile(CRANE, MOON, PHOENIX, 2, 3), STANDARD)
    assert sanko == Yaku("sanko", 5, pile(CRANE, MOON, PHOENIX))


# -- animals -----------------------------------------------------------------------------------


@pytest.mark.parametrize("rules", ALL, ids=IDS)
def test_boar_deer_and_butterflies_make_inoshikacho_for_five(rules: RuleSet) -> None:
    assert keys(pile(BOAR, DEER, BUTTERFLIES), rules) == {"inoshikacho": 5}


@pytest.mark.parametrize("rules", ALL, ids=IDS)
def test_two_of_boar_deer_and_butterflies_score_nothing(rules: RuleSet) -> None:
    assert keys(pile(BOAR, DEER, *PLAIN_ANIMALS[:2]), rules) == {}


@pytest.mark.parametrize("rules", ALL, ids=IDS)
def test_five_animals_make_tane_for_one(rules: RuleSet) -> None:
    assert keys(pile(*PLAIN_ANIMALS), rules) == {"tane": 1}


@pytest.mark.parametrize("rules", ALL, ids=IDS)
def test_four_animals_score_nothing(rules: RuleSet) -> None:
    assert keys(pile(*PLAIN_ANIMALS[:4]), rules) == {}


@pytest.mark.parametrize("rules", ALL, ids=IDS)
def test_tane_grows_by_one_per_animal_beyond_five(rules: RuleSet) -> None:
    assert keys(pile(*PLAIN_ANIMALS, BOAR), rules) == {"tane": 2}
    assert keys(pile(*PLAIN_ANIMALS, BOAR, DEER), rules) == {"tane": 3}


@pytest.mark.parametrize("rules", ALL, ids=IDS)
def test_inoshikacho_animals_also_count_toward_tane(rules: RuleSet) -> None:
    found = keys(pile(BOAR, DEER, BUTTERFLIES, BUSH_WARBLER, CUCKOO), rules)
    assert found == {"inoshikacho": 5, "tane": 1}


def test_all_nine_animals_in_standard_make_inoshikacho_and_tane_of_five() -> None:
    nine = pile(BOAR, DEER, BUTTERFLIES, SAKE_CUP, *PLAIN_ANIMALS)
    assert keys(nine, STANDARD) == {"inoshikacho": 5, "tane": 5}
    assert total(nine, STANDARD) == 10


# -- ribbons -----------------------------------------------------------------------------------


@pytest.mark.parametrize(("rules", "points"), list(zip(ALL, [5, 5, 6], strict=True)), ids=IDS)
def test_the_three_poetry_ribbons_make_akatan(rules: RuleSet, points: int) -> None:
    assert keys(pile(1, 5, 9), rules) == {"akatan": points}


@pytest.mark.parametrize(("rules", "points"), list(zip(ALL, [5, 5, 6], strict=True)), ids=IDS)
def test_the_three_blue_ribbons_make_aotan(rules: RuleSet, points: int) -> None:
    assert keys(pile(21, 33, 37), rules) == {"aotan": points}


@pytest.mark.parametrize("rules", ALL, ids=IDS)
def test_three_red_plain_ribbons_are_not_akatan(rules: RuleSet) -> None:
    assert keys(pile(13, 17, 25), rules) == {}


@pytest.mark.parametrize("rules", ALL, ids=IDS)
def test_five_ribbons_make_tan_for_one(rules: RuleSet) -> None:
    assert keys(pile(*RED_PLAIN_RIBBONS, 1), rules) == {"tan": 1}


@pytest.mark.parametrize("rules", ALL, ids=IDS)
def test_four_ribbons_score_nothing(rules: RuleSet) -> None:
    assert keys(pile(*RED_PLAIN_RIBBONS), rules) == {}


@pytest.mark.parametrize("rules", ALL, ids=IDS)
def test_tan_grows_by_one_per_ribbon_beyond_five(rules: RuleSet) -> None:
    assert keys(pile(*RED_PLAIN_RIBBONS, 1, 21), rules) == {"tan": 2}


@pytest.mark.parametrize("rules", ALL, ids=IDS)
def test_akatan_ribbons_also_count_toward_tan(rules: RuleSet) -> None:
    found = keys(pile(1, 5, 9, 13, 17), rules)
    assert found == {"akatan": rules.points("akatan"), "tan": 1}


@pytest.mark.parametrize("rules", ALL, ids=IDS)
def test_akatan_aotan_and_tan_all_stack(rules: RuleSet) -> None:
    found = keys(pile(1, 5, 9, 21, 33, 37), rules)
    assert found == {"akatan": rules.points("akatan"), "aotan": rules.points("aotan"), "tan": 2}


def test_all_ten_ribbons_in_standard_score_akatan_aotan_and_tan_of_six() -> None:
    ten = pile(1, 5, 9, 21, 33, 37, *RED_PLAIN_RIBBONS)
    assert keys(ten, STANDARD) == {"akatan": 5, "aotan": 5, "tan": 6}


# -- chaff -------------------------------------------------------------------------------------


@pytest.mark.parametrize("rules", ALL, ids=IDS)
def test_ten_chaff_make_kasu_for_one(rules: RuleSet) -> None:
    assert keys(pile(*CHAFF_LIST[:10]), rules) == {"kasu": 1}


@pytest.mark.parametrize("rules", ALL, ids=IDS)
def test_nine_chaff_score_nothing(rules: RuleSet) -> None:
    assert keys(pile(*CHAFF_LIST[:9]), rules) == {}


@pytest.mark.parametrize("rules", ALL, ids=IDS)
def test_kasu_grows_by_one_per_chaff_beyond_ten(rules: RuleSet) -> None:
    assert keys(pile(*CHAFF_LIST[:12]), rules) == {"kasu": 3}


@pytest.mark.parametrize("rules", ALL, ids=IDS)
def test_the_lightning_counts_as_chaff(rules: RuleSet) -> None:
    assert keys(pile(*CHAFF_LIST[:9], LIGHTNING), rules) == {"kasu": 1}


# -- the sake cup ------------------------------------------------------------------------------


def test_standard_counts_the_sake_cup_as_an_animal() -> None:
    assert keys(pile(SAKE_CUP, *PLAIN_ANIMALS[:4]), STANDARD) == {"tane": 1}


def test_standard_never_counts_the_sake_cup_as_chaff() -> None:
    assert keys(pile(SAKE_CUP, *CHAFF_LIST[:9]), STANDARD) == {}


def test_traditional_counts_the_sake_cup_as_an_animal_when_that_scores_more() -> None:
    found = score(pile(SAKE_CUP, *PLAIN_ANIMALS[:4], *CHAFF_LIST[:5]), TRADITIONAL)
    assert [(y.key, y.points) for y in found] == [("tane", 1)]
    assert cards_of(found[0].cards) == sorted([SAKE_CUP, *PLAIN_ANIMALS[:4]])


def test_traditional_counts_the_sake_cup_as_chaff_when_that_scores_more() -> None:
    found = score(pile(SAKE_CUP, *PLAIN_ANIMALS[:3], *CHAFF_LIST[:9]), TRADITIONAL)
    assert [(y.key, y.points) for y in found] == [("kasu", 1)]
    assert found[0].cards & pile(SAKE_CUP)


def test_traditional_never_counts_the_sake_cup_as_animal_and_chaff_at_once() -> None:
    # Four animals and nine chaff: the cup completes tane or kasu, never both.
    assert total(pile(SAKE_CUP, *PLAIN_ANIMALS[:4], *CHAFF_LIST[:9]), TRADITIONAL) == 1


def test_single_deal_counts_the_sake_cup_as_animal_and_chaff_at_once() -> None:
    found = keys(pile(SAKE_CUP, *PLAIN_ANIMALS[:4], *CHAFF_LIST[:9]), SINGLE_DEAL)
    assert found == {"tane": 1, "kasu": 1}


def test_single_deal_counts_the_sake_cup_toward_kasu() -> None:
    assert keys(pile(SAKE_CUP, *CHAFF_LIST[:9]), SINGLE_DEAL) == {"kasu": 1}


# -- viewing yaku ------------------------------------------------------------------------------


def test_curtain_and_sake_cup_make_hanami_in_standard() -> None:
    assert keys(pile(CURTAIN, SAKE_CUP), STANDARD) == {"hanami": 5}


def test_moon_and_sake_cup_make_tsukimi_in_standard() -> None:
    assert keys(pile(MOON, SAKE_CUP), STANDARD) == {"tsukimi": 5}


def test_hanami_and_tsukimi_share_the_sake_cup_in_standard() -> None:
    assert keys(pile(CURTAIN, MOON, SAKE_CUP), STANDARD) == {"hanami": 5, "tsukimi": 5}


def test_hanami_alone_scores_nothing_in_traditional() -> None:
    assert keys(pile(CURTAIN, SAKE_CUP), TRADITIONAL) == {}
    assert total(pile(CURTAIN, SAKE_CUP), TRADITIONAL) == 0


def test_tsukimi_alone_scores_nothing_in_traditional() -> None:
    assert total(pile(MOON, SAKE_CUP), TRADITIONAL) == 0


def test_hanami_and_tsukimi_together_do_not_make_each_other_score_in_traditional() -> None:
    assert total(pile(CURTAIN, MOON, SAKE_CUP), TRADITIONAL) == 0


def test_hanami_adds_five_to_another_yaku_in_traditional() -> None:
    found = keys(pile(CURTAIN, SAKE_CUP, *RED_PLAIN_RIBBONS, 1), TRADITIONAL)
    assert found == {"tan": 1, "hanami": 5}


def test_tsukimi_adds_five_to_sanko_in_traditional() -> None:
    found = keys(pile(MOON, SAKE_CUP, CRANE, PHOENIX), TRADITIONAL)
    assert found == {"sanko": 5, "tsukimi": 5}


def test_tsukifuda_alone_does_not_unlock_hanami_in_traditional() -> None:
    march_and_sake = pile(*cards_of(month_mask(3)), SAKE_CUP)
    assert keys(march_and_sake, TRADITIONAL, month=3) == {"tsukifuda": 5}
    assert total(march_and_sake, TRADITIONAL, month=3) == 5


def test_tsukifuda_alone_does_not_unlock_tsukimi_in_traditional() -> None:
    august_and_sake = pile(*cards_of(month_mask(8)), SAKE_CUP)
    assert keys(august_and_sake, TRADITIONAL, month=8) == {"tsukifuda": 5}
    assert total(august_and_sake, TRADITIONAL, month=8) == 5


def test_hanami_adds_five_beside_tsukifuda_and_a_basic_yaku_in_traditional() -> None:
    ribbons = [*RED_PLAIN_RIBBONS[:3], 1]  # with the March ribbon: five, Tan
    found = keys(pile(*cards_of(month_mask(3)), SAKE_CUP, *ribbons), TRADITIONAL, 3)
    assert found == {"tan": 1, "tsukifuda": 5, "hanami": 5}


def test_the_viewing_yaku_are_off_in_single_deal() -> None:
    assert keys(pile(CURTAIN, MOON, SAKE_CUP), SINGLE_DEAL) == {}


def test_the_viewing_yaku_stay_off_in_single_deal_beside_another_yaku() -> None:
    found = keys(pile(CURTAIN, MOON, SAKE_CUP, CRANE), SINGLE_DEAL)
    assert found == {"sanko": 6}


# -- tsuki-fuda --------------------------------------------------------------------------------


@pytest.mark.parametrize("month", range(1, 13))
def test_all_four_cards_of_the_rounds_month_make_tsukifuda_in_traditional(month: int) -> None:
    assert keys(month_mask(month), TRADITIONAL, month) == {"tsukifuda": 5}


def test_the_four_cards_of_another_month_are_not_tsukifuda() -> None:
    assert keys(month_mask(12), TRADITIONAL, month=1) == {}


def test_three_cards_of_the_rounds_month_are_not_tsukifuda() -> None:
    assert keys(pile(45, 46, 47), TRADITIONAL, month=12) == {}


@pytest.mark.parametrize("rules", [STANDARD, SINGLE_DEAL], ids=["standard", "single-deal"])
def test_tsukifuda_is_off_outside_traditional(rules: RuleSet) -> None:
    assert keys(month_mask(12), rules, month=12) == {}


def test_tsukifuda_stacks_with_other_yaku() -> None:
    # November: rain man, swallow, red ribbon, lightning, plus four more animals.
    found = keys(pile(*cards_of(month_mask(11)), *PLAIN_ANIMALS[:4]), TRADITIONAL, month=11)
    assert found == {"tane": 1, "tsukifuda": 5}


# -- totals ------------------------------------------------------------------------------------


@pytest.mark.parametrize("rules", ALL, ids=IDS)
def test_an_empty_pile_scores_nothing(rules: RuleSet) -> None:
    assert score(0, rules) == []
    assert total(0, rules) == 0


def test_every_kind_of_yaku_stacks_in_one_total() -> None:
    big = pile(CRANE, MOON, PHOENIX, BOAR, DEER, BUTTERFLIES, BUSH_WARBLER, CUCKOO, 1, 5, 9, 13, 17)
    assert keys(big, STANDARD) == {"sanko": 5, "inoshikacho": 5, "tane": 1, "akatan": 5, "tan": 1}
    assert total(big, STANDARD) == 17


def test_the_scorer_follows_changed_points() -> None:
    rules = STANDARD.model_copy(update={"yaku_points": {**STANDARD.yaku_points, "sanko": 9}})
    assert total(pile(CRANE, MOON, PHOENIX), rules) == 9


def test_scorer_for_caches_one_scorer_per_rule_set() -> None:
    assert scorer_for(STANDARD) is scorer_for(STANDARD)
    assert scorer_for(TRADITIONAL) == Scorer.from_rules(TRADITIONAL)
