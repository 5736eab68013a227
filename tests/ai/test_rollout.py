"""The expert's fast rollout plays by exactly the engine's rules."""

from __future__ import annotations

import random

import pytest
from hypothesis import given, settings
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
    nth_card,
    playout,
    policy_stops,
    shuffle,
)
from bot.engine.actions import KOIKOI, PLAYS, STOP, TAKES, Action
from bot.engine.events import RoundResult
from bot.engine.round import Phase, Round
from bot.engine.rules import PRESETS, RuleSet, twelve_months_variant, with_house_rules
from bot.engine.scoring import Score, exhausted_score, stop_score
from tests.ai.positions import random_positions, random_round
from tests.engine.house_rules import house_rule_sets

_PHASES = {Phase.PLAY: rollout.PLAY, Phase.TAKE: rollout.TAKE, Phase.KOIKOI: rollout.KOIKOI}


def sim_of(round_: Round) -> SimRound:
    """The full state of an engine round, as the rollout holds it."""
    assert round_.to_move is not None
    return SimRound(
        rules=round_.rules, month=round_.month, dealer=round_.dealer, hands=list(round_.hands),
        field=round_.field, draw_pile=list(round_.draw_pile), captures=list(round_.captures),
        koikoi_calls=list(round_.koikoi_calls), last_total=list(round_.last_total),
        last_caller=round_.last_caller, to_move=round_.to_move, phase=_PHASES[round_.phase],
        turn_cards=round_.turn_cards,
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
    pot = round_.total_of(seat) * round_.multiplier(seat)
    return STOP if policy_stops(policy, pot, round_.hands[seat].bit_count()) else KOIKOI


RULE_SETS = [
    *PRESETS.values(),
    PRESETS["standard"].model_copy(update={"seven_point_doubling": True}),
    twelve_months_variant(PRESETS["traditional"]).model_copy(update={"loser_pays": True}),
    PRESETS["traditional"].model_copy(update={"seven_point_doubling": True, "loser_pays": True}),
]


def engine_move(round_: Round, policy: RolloutPolicy, rng: random.Random) -> Action:
    """The policy's move made through the engine, drawing from ``rng`` as a playout does."""
    seat = round_.to_move
    assert seat is not None
    if round_.phase is Phase.PLAY and policy.explore and rng.random() < policy.explore:
        return PLAYS[nth_card(round_.hands[seat], rng.random())]
    return engine_greedy(round_, policy)


def played_both_ways(
    rules: RuleSet, seed: int, calls_first: int, policy: RolloutPolicy, first: int | None
) -> tuple[Round, tuple[int, int]] | None:
    """A random deal played at random for ``calls_first`` actions, calling koi-koi at every
    yaku, then to the end by ``policy`` (``first``: the index of a legal first action instead
    of the policy's), through the engine and through a playout: the engine's finished round and
    the playout's points (None when the round ended before the policy played)."""
    rng = random.Random(seed)
    round_ = random_round(rules, rng)
    for _ in range(calls_first):
        legal = round_.legal_actions()
        round_.apply(KOIKOI if KOIKOI in legal else rng.choice(legal))
        if round_.over:
            return None
    action = None if first is None else round_.legal_actions()[first % len(round_.legal_actions())]
    start = sim_of(round_)
    moves = random.Random(seed)
    round_.apply(engine_move(round_, policy, moves) if action is None else action)
    while not round_.over:
        round_.apply(engine_move(round_, policy, moves))
    return round_, playout(start, action, policy, random.Random(seed))


def card_values(seed: int) -> tuple[float, ...]:
    rng = random.Random(seed)
    return tuple(float(rng.randrange(10)) for _ in range(48))


@pytest.mark.slow
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


@settings(max_examples=300, deadline=None)
@given(
    rules=st.sampled_from(RULE_SETS),
    seed=st.integers(0, 2**32 - 1),
    calls_first=st.integers(0, 14),
    explore=st.sampled_from([0.0, 0.3, 1.0]),
    stop_at=st.integers(1, 40),
    stop_hand=st.integers(0, 8),
    first=st.none() | st.integers(0, 7),
)
def test_a_playout_scores_the_end_of_any_round_as_the_engine_does(
    rules: RuleSet,
    seed: int,
    calls_first: int,
    explore: float,
    stop_at: int,
    stop_hand: int,
    first: int | None,
) -> None:
    values = (card_values(seed), card_values(seed + 1))
    policy = RolloutPolicy(values[0], explore, values, stop_at=stop_at, stop_hand=stop_hand)
    played = played_both_ways(rules, seed, calls_first, policy, first)
    if played is not None:
        round_, points = played
        assert round_.result is not None
        assert points == round_.result.points


def end_of(result: RoundResult) -> str:
    """How a round ended, in the words of the scoring rules."""
    how = "stop" if result.end == "stop" else "exhausted"
    return f"{how} after koi-koi" if any(result.koikoi_calls) else how


@pytest.mark.parametrize("rules", RULE_SETS, ids=lambda rules: rules.name)
@pytest.mark.parametrize(
    "end", ["stop", "stop after koi-koi", "exhausted", "exhausted after koi-koi"]
)
def test_a_playout_scores_each_kind_of_round_end_as_the_engine_does(
    rules: RuleSet, end: str
) -> None:
    for seed in range(400):
        stop_at = (1, 8, 1000)[seed % 3]  # at once, at a big pot, or never before the last card
        policy = RolloutPolicy(card_values(seed), 0.3, stop_at=stop_at, stop_hand=seed % 2)
        calls_first = seed % 15 if end.endswith("koi-koi") else 0
        played = played_both_ways(rules, seed, calls_first, policy, None)
        if played is not None:
            round_, points = played
            assert round_.result is not None
            assert points == round_.result.points
            if end_of(round_.result) == end:
                return
    pytest.fail(f"no round of 400 ended by {end}")


def engine_scoring(round_: Round) -> Score:
    """What the engine's scoring module says a finished round gives, from the round's state."""
    assert round_.result is not None
    calls = (round_.koikoi_calls[0], round_.koikoi_calls[1])
    if round_.result.end == "stop":
        assert round_.result.winner is not None
        winner = round_.result.winner
        return stop_score(round_.rules, winner, round_.total_of(winner), calls)
    caller = round_.last_caller
    total = 0 if caller is None else round_.total_of(caller)
    return exhausted_score(round_.rules, round_.dealer, caller, total, calls)


@pytest.mark.parametrize("rules", RULE_SETS, ids=lambda rules: rules.name)
def test_a_round_and_a_playout_both_score_by_the_engines_one_scoring(rules: RuleSet) -> None:
    ends = set()
    for seed in range(80):
        policy = RolloutPolicy(card_values(seed), 0.3, stop_at=(1, 1000)[seed % 2], stop_hand=0)
        played = played_both_ways(rules, seed, seed % 15, policy, None)
        if played is not None:
            round_, points = played
            assert round_.result is not None
            score = engine_scoring(round_)
            assert points == round_.result.points == score.points
            assert (round_.result.base, round_.result.multiplier) == (score.base, score.multiplier)
            ends.add(round_.result.end)
    assert ends == {"stop", "exhausted"}


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


@settings(max_examples=25, deadline=None)
@given(rules=house_rule_sets, seed=st.integers(0, 2**32 - 1))
def test_a_playout_under_any_house_rules_scores_what_the_engine_scores(
    rules: RuleSet, seed: int
) -> None:
    check_rules(rules)  # the expert plays every combination
    policy = RolloutPolicy(plain_values(rules), explore=0.0, stop_at=6, stop_hand=1)
    for round_ in random_positions(rules, random.Random(seed), 4):
        for first in round_.legal_actions():
            expected = round_.copy()
            expected.apply(first)
            while not expected.over:
                expected.apply(engine_greedy(expected, policy))
            assert expected.result is not None
            assert (
                playout(sim_of(round_), first, policy, random.Random(0)) == expected.result.points
            )


@pytest.mark.parametrize("first", [PLAYS[4], PLAYS[43]])
def test_a_playout_lowers_the_last_total_when_the_rain_spoils_a_called_viewing(
    first: Action,
) -> None:
    # Seat 0 called koi-koi twice on Hanami-zake and Akatan (10), then takes the lightning (43):
    # the rain leaves 5 of the 10, so the fifth ribbon (13) is a new yaku at 6 and seat 0 stops
    # (6 x 4). Playouts once kept the last total at 10, played on and lost the round.
    rules = with_house_rules(PRESETS["standard"], {"viewing": "on", "rain": "on"})
    round_ = Round.from_dict(
        {
            "month": 1, "dealer": 0, "hands": [[4, 43], [11, 23]],
            "field": [3, 14, 20, 25, 30, 35, 42, 44],
            "draw_pile": [10, 16, 13, 6, 27, 28, 41, 17, 2, 46, 40, 33],
            "captures": [[0, 1, 5, 7, 8, 9, 18, 19, 24, 26, 32, 34, 45, 47],
                         [12, 15, 21, 22, 29, 31, 36, 37, 38, 39]],
            "koikoi_calls": [2, 0], "last_total": [10, 0], "last_caller": 0, "to_move": 0,
            "phase": "play", "pending_card": None, "pending_step": None,
            "turn_cards": [35, 37, 39], "result": None,
        },
        rules,
    )  # fmt: skip
    policy = RolloutPolicy(plain_values(rules), explore=0.0, stop_at=6, stop_hand=1)
    expected = round_.copy()
    expected.apply(first)
    while not expected.over:
        expected.apply(engine_greedy(expected, policy))
    assert expected.result is not None and expected.result.points == (24, 0)
    assert playout(sim_of(round_), first, policy, random.Random(0)) == (24, 0)


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
