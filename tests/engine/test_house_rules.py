"""The house rules (docs/rules.md section 10): each an option of the rule set, scored by the
engine as the independent scorer of tests/engine/oracle.py says, under every combination."""

from __future__ import annotations

import json
import random

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from bot.engine.cards import CURTAIN, DECK_SIZE, LIGHTNING, MOON, RAIN_MAN, SAKE_CUP, cards_of
from bot.engine.events import YakuFormed
from bot.engine.match import Match
from bot.engine.round import Phase, Round
from bot.engine.rules import (
    HOUSE_RULES,
    PRESETS,
    SINGLE_DEAL,
    STANDARD,
    TARGET_SCORE,
    TRADITIONAL,
    HouseRule,
    Multiplier,
    RuleSet,
    UnknownHouseRuleError,
    house_rule_choice,
    house_rules_played,
    twelve_months_variant,
    with_house_rules,
)
from bot.engine.scoring import koikoi_stake, multiplier, stop_score
from bot.engine.yaku import score, total
from bot.engine.yaku_table import BY_KEY, scores_for
from tests.engine import oracle
from tests.engine.helpers import deck, pile, play, play_out, position
from tests.engine.house_rules import every_choice, house_rule_sets
from tests.engine.saved_rules import SINGLE_DEAL as SAVED_SINGLE_DEAL
from tests.engine.saved_rules import TRADITIONAL_WITH_BOTH_VARIANTS

RAIN = with_house_rules(STANDARD, {"rain": "on"})
SOFT = with_house_rules(STANDARD, {"multiplier": "own_calls"})
HARD = with_house_rules(STANDARD, {"multiplier": "after_rival_call"})
piles = st.sets(st.integers(0, DECK_SIZE - 1), max_size=24).map(lambda cards: pile(*cards))
calls_by_seat = st.tuples(st.integers(0, 5), st.integers(0, 5))


@pytest.mark.parametrize(
    ("rule", "choice"),
    [(rule, choice) for rule, choices in HOUSE_RULES.items() for choice in choices],
)
def test_every_choice_of_every_house_rule_is_played_by_the_rule_set(
    rule: HouseRule, choice: str
) -> None:
    for base in PRESETS.values():
        assert house_rule_choice(with_house_rules(base, {rule.value: choice}), rule) == choice


def test_choosing_what_a_preset_already_plays_gives_the_preset_itself() -> None:
    for base in PRESETS.values():
        own = {rule.value: house_rule_choice(base, rule) for rule in HouseRule}
        chosen = {name: choice for name, choice in own.items() if choice is not None}
        assert with_house_rules(base, chosen) is base
        assert house_rules_played(base) == ()


def test_the_house_rules_played_are_those_that_differ_from_the_preset() -> None:
    rules = with_house_rules(TRADITIONAL, {"rain": "on", "viewing": "bonus_only", "length": "6"})
    assert house_rules_played(rules) == ((HouseRule.RAIN, "on"), (HouseRule.LENGTH, "6"))


@pytest.mark.parametrize(
    "choices",
    [{"rain": "sometimes"}, {"weather": "on"}, {"multiplier": "triple"}, {"length": "7"}],
)
def test_an_unknown_house_rule_or_choice_is_refused_by_name(choices: dict[str, str]) -> None:
    with pytest.raises(UnknownHouseRuleError, match="unknown house rule"):
        with_house_rules(STANDARD, choices)


def test_the_twelve_months_variant_keeps_its_length_against_a_house_rule() -> None:
    with pytest.raises(UnknownHouseRuleError, match="twelve months"):
        with_house_rules(twelve_months_variant(TRADITIONAL), {"length": "6"})


@pytest.mark.parametrize("rules", PRESETS.values(), ids=list(PRESETS))
def test_a_preset_prints_and_saves_without_the_house_rules_added_since(rules: RuleSet) -> None:
    assert "rain_spoils_viewing" not in repr(rules)
    assert "rain_spoils_viewing" not in rules.model_dump_json()
    assert rules.multiplier in (Multiplier.DOUBLING, Multiplier.NONE)


@pytest.mark.parametrize("saved", [TRADITIONAL_WITH_BOTH_VARIANTS, SAVED_SINGLE_DEAL])
def test_an_earlier_save_loads_without_any_house_rule_added_since(saved: str) -> None:
    rules = RuleSet.model_validate_json(saved)
    assert not rules.rain_spoils_viewing
    assert json.loads(rules.model_dump_json()) == json.loads(saved)


@settings(max_examples=100, deadline=None)
@given(rules=house_rule_sets)
def test_a_rule_set_with_house_rules_saves_them_and_comes_back_equal(rules: RuleSet) -> None:
    assert RuleSet.model_validate_json(rules.model_dump_json()) == rules


# -- the yaku -------------------------------------------------------------------------------


@settings(max_examples=400, deadline=None)
@given(rules=house_rule_sets, held=piles, month=st.integers(1, 12))
def test_the_yaku_total_is_the_independent_scorers_under_every_house_rule(
    rules: RuleSet, held: int, month: int
) -> None:
    assert total(held, rules, month) == oracle.yaku_total(cards_of(held), rules, month)


@pytest.mark.parametrize("rules", every_choice(), ids=repr)
def test_each_house_rule_alone_scores_as_the_independent_scorer(rules: RuleSet) -> None:
    rng = random.Random(40)
    for _ in range(300):
        held = pile(*rng.sample(range(DECK_SIZE), rng.randint(0, 24)))
        month = rng.randint(1, 12)
        assert total(held, rules, month) == oracle.yaku_total(cards_of(held), rules, month)


@pytest.mark.parametrize("spoiler", [RAIN_MAN, LIGHTNING], ids=["rain man", "lightning"])
def test_rain_spoils_hanami_and_tsukimi_for_the_seat_holding_the_rain(spoiler: int) -> None:
    viewing = pile(CURTAIN, MOON, SAKE_CUP)
    assert {y.key for y in score(viewing, RAIN)} == {"hanami", "tsukimi"}
    assert score(viewing | pile(spoiler), RAIN) == []
    assert {y.key for y in score(viewing | pile(spoiler), STANDARD)} == {"hanami", "tsukimi"}


@pytest.mark.parametrize("key", ["hanami", "tsukimi"])
def test_whether_a_viewing_yaku_can_score_for_a_seat_is_asked_of_the_rules(key: str) -> None:
    assert scores_for(RAIN, key, pile(CURTAIN, 2))
    assert not scores_for(RAIN, key, pile(CURTAIN, LIGHTNING))
    assert scores_for(STANDARD, key, pile(CURTAIN, LIGHTNING))
    assert not scores_for(SINGLE_DEAL, key, 0)
    assert BY_KEY[key].spoiled_by(RAIN) and not BY_KEY[key].spoiled_by(STANDARD)


def test_rain_spoils_no_yaku_but_the_viewing_ones() -> None:
    assert all(scores_for(RAIN, key, pile(RAIN_MAN, LIGHTNING)) for key in ("goko", "kasu"))


# -- the multiplier -------------------------------------------------------------------------


@settings(max_examples=300, deadline=None)
@given(
    rules=house_rule_sets, seat=st.integers(0, 1), points=st.integers(0, 30), calls=calls_by_seat
)
def test_a_stop_scores_as_the_independent_scorer_under_every_house_rule(
    rules: RuleSet, seat: int, points: int, calls: tuple[int, int]
) -> None:
    gained = stop_score(rules, seat, points, calls).points[seat]
    assert gained == oracle.stop_points(rules, seat, points, calls)


def test_soft_koi_doubles_a_stop_for_each_of_the_stoppers_own_calls_only() -> None:
    assert [multiplier(SOFT, 0, (n, 3)) for n in range(4)] == [1, 2, 4, 8]


def test_hard_koi_doubles_a_stop_once_the_other_player_has_called() -> None:
    assert [multiplier(HARD, 0, (2, n)) for n in range(4)] == [1, 2, 2, 2]


def test_under_hard_koi_a_call_doubles_what_the_rival_would_stop_with() -> None:
    stake = koikoi_stake(HARD, 0, (0, 0))
    assert (stake.multiplier_now, stake.multiplier_after) == (1, 2)


def test_under_soft_koi_a_call_leaves_what_the_rival_would_stop_with() -> None:
    stake = koikoi_stake(SOFT, 0, (1, 0))
    assert stake.multiplier_now == stake.multiplier_after == 1


# -- whole matches --------------------------------------------------------------------------


@settings(max_examples=40, deadline=None)
@given(rules=house_rule_sets, seed=st.integers(0, 2**32 - 1))
def test_a_match_under_any_house_rules_plays_to_its_end_and_restores_from_its_save(
    rules: RuleSet, seed: int
) -> None:
    match = Match(rules, seed)
    rng = random.Random(seed)
    while not match.over:
        play_out(match, rng, until_round_ends=True)
        saved = json.loads(json.dumps(match.to_dict()))
        assert Match.from_dict(saved).to_dict() == saved
        assert Match.from_dict(saved).rules == rules
    played = len([r for r in match.results if not r.redeal])
    assert rules.rounds is None or played <= rules.rounds


def _viewing_after_a_call(rules: RuleSet, hand_card: int) -> Round:
    """Seat 0 called koi-koi on Hanami-zake (5) holding three animals besides the sake cup; its
    ``hand_card`` (November) takes the rain man from the field."""
    return position(
        rules,
        hands=([hand_card, 47], [46, 10]),
        field=[RAIN_MAN, 1, 45, 5],
        draw=[34],
        captures=([CURTAIN, SAKE_CUP, 4, 12, 16], []),
        koikoi_calls=(1, 0),
        last_total=(5, 0),
        last_caller=0,
    )


def test_a_yaku_formed_as_the_rain_spoils_the_viewing_is_announced_at_its_own_worth() -> None:
    round_ = _viewing_after_a_call(RAIN, 41)  # the swallow: a fifth animal, Tane
    events = play(round_, "play:41")
    formed = [e for e in events if isinstance(e, YakuFormed)]
    assert [(y.key, y.points) for y in formed[0].yaku] == [("tane", 1)]
    assert formed[0].total == 1 and round_.phase is Phase.KOIKOI


def test_the_rain_spoiling_the_viewing_alone_forms_nothing_and_lowers_the_bar() -> None:
    round_ = _viewing_after_a_call(RAIN, 42)  # the November ribbon: no new yaku
    events = play(round_, "play:42")
    assert not [e for e in events if isinstance(e, YakuFormed)]
    assert round_.last_total[0] == 0 and round_.to_move == 1


def test_without_the_rain_rule_the_same_capture_adds_tane_to_hanami() -> None:
    round_ = _viewing_after_a_call(STANDARD, 41)
    formed = [e for e in play(round_, "play:41") if isinstance(e, YakuFormed)]
    assert formed[0].total == 6


# -- the deal -------------------------------------------------------------------------------

FOUR_PAIRS_FIELD = [0, 1, 4, 5, 8, 9, 12, 13]
TESHI_HAND = [44, 45, 46, 47, 2, 6, 10, 14]


@pytest.mark.parametrize("base", PRESETS.values(), ids=list(PRESETS))
@pytest.mark.parametrize("choice", ["on", "off"])
def test_four_pairs_on_the_field_are_dealt_again_exactly_where_the_house_rule_says(
    base: RuleSet, choice: str
) -> None:
    rules = with_house_rules(base, {"four_pairs": choice})
    round_ = Round(rules, deck(field=FOUR_PAIRS_FIELD, clean=False))
    assert (round_.result is not None and round_.result.redeal) == (choice == "on")


@pytest.mark.parametrize("base", PRESETS.values(), ids=list(PRESETS))
@pytest.mark.parametrize("choice", ["on", "off"])
def test_teshi_scores_at_the_deal_exactly_where_the_house_rule_says(
    base: RuleSet, choice: str
) -> None:
    rules = with_house_rules(base, {"hand_bonuses": choice})
    round_ = Round(rules, deck(dealer_hand=TESHI_HAND, clean=False))
    scored = round_.result is not None and [y.key for y in round_.result.yaku] == ["teshi"]
    assert scored == (choice == "on")


@pytest.mark.parametrize("choice", ["3", "6", "12", "target"])
def test_a_match_lasts_as_long_as_the_length_chosen(choice: str) -> None:
    rules = with_house_rules(TRADITIONAL, {"length": choice})
    expected = (None, 50) if choice == "target" else (int(choice), None)
    assert (rules.rounds, rules.target_score) == expected
    match = Match(rules, 7)
    play_out(match, random.Random(7))
    played = len([r for r in match.results if not r.redeal])
    if rules.rounds is not None:
        assert played == rules.rounds
    else:
        assert max(match.scores) >= TARGET_SCORE
