"""The expert's fast rollout plays by exactly the engine's rules."""

from __future__ import annotations

import random

import pytest
from hypothesis import given
from hypothesis import strategies as st

from bot.ai import rollout
from bot.ai.expert import rollout_policy
from bot.ai.heuristics import plain_values
from bot.ai.rollout import (
    RULE_FIELDS,
    RolloutPolicy,
    SimRound,
    UnsupportedRuleError,
    check_rules,
    greedy_play,
    greedy_take,
    playout,
    policy_stops,
    shuffle,
)
from bot.engine.actions import KOIKOI, PLAYS, STOP, TAKES, Action
from bot.engine.round import Phase, Round
from bot.engine.rules import PRESETS, RuleSet, twelve_months_variant
from tests.ai.positions import random_positions

_PHASES = {Phase.PLAY: rollout.PLAY, Phase.TAKE: rollout.TAKE, Phase.KOIKOI: rollout.KOIKOI}


def sim_of(round_: Round) -> SimRound:
    """The full state of an engine round, as the rollout holds it."""
    assert round_.to_move is not None
    return SimRound(
        rules=round_.rules, month=round_.month, dealer=round_.dealer, hands=list(round_.hands),
        field=round_.field, draw_pile=list(round_.draw_pile), captures=list(round_.captures),
        koikoi_calls=list(round_.koikoi_calls), last_total=list(round_.last_total),
        last_caller=round_.last_caller, to_move=round_.to_move, phase=_PHASES[round_.phase],
        pending_card=round_.pending_card, pending_from_hand=round_.pending_step == "hand",
    )  # fmt: skip


def engine_greedy(round_: Round, policy: RolloutPolicy) -> Action:
    """The greedy policy's move, made through the engine's own state."""
    seat = round_.to_move
    assert seat is not None
    if round_.phase is Phase.PLAY:
        return PLAYS[greedy_play(round_.hands[seat], round_.field, policy, seat)]
    if round_.phase is Phase.TAKE:
        options = round_.take_options()
        assert options is not None
        return TAKES[greedy_take((1 << options[0]) | (1 << options[1]), policy, seat)]
    pot = round_.total_of(seat) * round_.multiplier()
    return STOP if policy_stops(policy, pot, round_.hands[seat].bit_count()) else KOIKOI


RULE_SETS = [
    *PRESETS.values(),
    PRESETS["standard"].model_copy(update={"seven_point_doubling": True}),
    twelve_months_variant(PRESETS["traditional"]).model_copy(update={"loser_pays": True}),
]


@pytest.mark.parametrize("rules", RULE_SETS, ids=lambda rules: rules.name)
@pytest.mark.parametrize("stop_at", [1, 6, 1000])
def test_a_greedy_playout_scores_what_the_engine_scores_for_the_same_moves(
    rules: RuleSet, stop_at: int
) -> None:
    rng = random.Random(f"rollout:{stop_at}")
    policy = RolloutPolicy(plain_values(rules), explore=0.0, stop_at=stop_at, stop_hand=1)
    for round_ in random_positions(rules, rng, 120):
        for first in round_.legal_actions():
            expected = round_.copy()
            expected.apply(first)
            while not expected.over:
                expected.apply(engine_greedy(expected, policy))
            assert expected.result is not None
            got = playout(sim_of(round_), first, policy, random.Random(0))
            assert got == expected.result.points


@pytest.mark.parametrize("rules", RULE_SETS, ids=lambda rules: rules.name)
def test_a_playout_with_values_of_each_seat_scores_what_the_engine_scores(rules: RuleSet) -> None:
    rng = random.Random("rollout:seats")
    values = plain_values(rules)
    # The second seat plays by other values: chaff before brights.
    other = tuple(10.0 - value for value in values)
    policy = RolloutPolicy(values, explore=0.0, stop_at=6, stop_hand=1, seat_values=(values, other))
    for round_ in random_positions(rules, rng, 60):
        for first in round_.legal_actions():
            expected = round_.copy()
            expected.apply(first)
            while not expected.over:
                expected.apply(engine_greedy(expected, policy))
            assert expected.result is not None
            got = playout(sim_of(round_), first, policy, random.Random(0))
            assert got == expected.result.points


def test_a_playout_leaves_its_starting_state_unchanged() -> None:
    rules = PRESETS["standard"]
    round_ = next(random_positions(rules, random.Random(2), 1))
    sim = sim_of(round_)
    before = repr(sim)
    playout(sim, None, RolloutPolicy(plain_values(rules)), random.Random(1))
    assert repr(sim) == before


def test_every_rule_set_field_is_either_honoured_or_knowingly_ignored_by_the_rollout() -> None:
    fields = set(RuleSet.model_fields)
    assert fields - set(RULE_FIELDS) == set(), "a rule option the rollout does not handle"
    assert set(RULE_FIELDS) - fields == set(), "the rollout's table names a removed rule"


@pytest.mark.parametrize("rules", RULE_SETS, ids=lambda rules: rules.name)
def test_the_rollout_accepts_every_preset_and_variant(rules: RuleSet) -> None:
    check_rules(rules)


@pytest.mark.parametrize(
    "name", [name for name, handling in RULE_FIELDS.items() if handling.values is not None]
)
def test_a_rule_value_the_rollout_cannot_play_is_refused_loudly(name: str) -> None:
    # model_copy skips validation: the stand-in for a value added to the rules later.
    rules = PRESETS["standard"].model_copy(update={name: "a-new-option"})
    with pytest.raises(UnsupportedRuleError, match=name):
        check_rules(rules)
    with pytest.raises(UnsupportedRuleError):
        rollout_policy(rules.model_copy(update={"name": f"new-{name}"}))


def test_a_rule_field_the_rollout_does_not_know_is_refused_loudly() -> None:
    class NewRules(RuleSet):
        double_on_rain: bool = False

    with pytest.raises(UnsupportedRuleError, match="double_on_rain"):
        check_rules(NewRules())


@given(st.integers(min_value=0, max_value=2**64), st.lists(st.integers(0, 47), max_size=48))
def test_the_playouts_shuffle_draws_what_the_standard_shuffle_draws(seed: int, cards: list[int]):
    # The expert's decisions for a given seed stay what they were with random.shuffle.
    mine, theirs = list(cards), list(cards)
    mine_rng, their_rng = random.Random(seed), random.Random(seed)
    shuffle(mine, mine_rng)
    their_rng.shuffle(theirs)
    assert mine == theirs
    assert mine_rng.getrandbits(32) == their_rng.getrandbits(32)
