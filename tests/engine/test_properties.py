"""Properties that hold across random legal games and random capture piles."""

from __future__ import annotations

import json
import random

import pytest
from hypothesis import assume, given, settings
from hypothesis import strategies as st

from bot.engine.actions import KOIKOI, STOP, TAKES, Action
from bot.engine.cards import DECK_SIZE, FULL_DECK, MONTH_MASK, cards_of
from bot.engine.events import (
    CardDrawn,
    CardLaid,
    CardPlayed,
    CardsCaptured,
    Event,
    YakuFormed,
)
from bot.engine.match import Match
from bot.engine.round import IllegalActionError, Phase, Round
from bot.engine.rules import PRESETS, STANDARD, TRADITIONAL, RuleSet, twelve_months_variant
from bot.engine.view import PlayerView
from bot.engine.yaku import scorer_for
from bot.engine.yaku_table import RAIN_SPOILERS
from tests.engine import oracle
from tests.engine.helpers import where_cards_are
from tests.engine.house_rules import house_rule_sets

RULE_SETS = [
    *PRESETS.values(),
    twelve_months_variant(TRADITIONAL),
    TRADITIONAL.model_copy(update={"loser_pays": True}),
    STANDARD.model_copy(update={"seven_point_doubling": True}),
]
EVERY_ACTION = [
    *(Action("play", card) for card in range(DECK_SIZE)),
    *TAKES,
    KOIKOI,
    STOP,
]

# The presets and their variants, and any combination of house rules on any of them.
rule_sets = st.one_of(st.sampled_from(RULE_SETS), house_rule_sets)
seeds = st.integers(min_value=0, max_value=2**32)
piles = st.one_of(
    st.integers(min_value=0, max_value=FULL_DECK),
    st.sets(st.integers(min_value=0, max_value=DECK_SIZE - 1), max_size=20).map(
        lambda cards: sum(1 << card for card in cards)
    ),
)
months = st.integers(min_value=1, max_value=12)


def random_action(match: Match, rng: random.Random) -> Action:
    legal = match.legal_actions()
    if legal == [STOP, KOIKOI]:
        return KOIKOI if rng.random() < 0.6 else STOP
    return rng.choice(legal)


def check_round(round_: Round) -> None:
    """Every card is in exactly one place; a pending card exists exactly in a TAKE phase."""
    assert where_cards_are(round_) == FULL_DECK
    assert (round_.pending_card is not None) == (round_.phase is Phase.TAKE)
    assert (round_.to_move is None) == round_.over


@pytest.mark.slow
@settings(max_examples=150, deadline=None)
@given(rules=rule_sets, seed=seeds, rng=st.randoms(use_true_random=False))
def test_every_card_is_in_exactly_one_place_at_every_step(
    rules: RuleSet, seed: int, rng: random.Random
) -> None:
    match = Match(rules, seed)
    check_round(match.round)
    while not match.over:
        match.apply(random_action(match, rng))
        check_round(match.round)


@pytest.mark.slow
@settings(max_examples=100, deadline=None)
@given(rules=rule_sets, seed=seeds, rng=st.randoms(use_true_random=False))
def test_every_offered_action_applies_and_every_other_action_is_refused(
    rules: RuleSet, seed: int, rng: random.Random
) -> None:
    match = Match(rules, seed)
    while not match.over:
        round_ = match.round
        legal = round_.legal_actions()
        assert legal, "a round in play always offers an action"
        for action in legal:
            trial = round_.copy()
            trial.apply(action)
            check_round(trial)
        refused = rng.choice([a for a in EVERY_ACTION if a not in legal])
        before = round_.to_dict()
        try:
            round_.apply(refused)
        except IllegalActionError:
            pass
        else:
            raise AssertionError(f"{refused} was not offered but was accepted")
        assert round_.to_dict() == before
        match.apply(random_action(match, rng))


@settings(max_examples=100, deadline=None)
@given(rules=rule_sets, seed=seeds, rng=st.randoms(use_true_random=False))
def test_replaying_the_log_reproduces_the_state(
    rules: RuleSet, seed: int, rng: random.Random
) -> None:
    match = Match(rules, seed, (rng.choice([None, 1, 6, 12]), rng.choice([None, 2, 7])))
    stop_after = rng.randrange(300)
    while not match.over and len(match.actions) < stop_after:
        match.apply(random_action(match, rng))
    replayed = Match.replay(rules, seed, [str(a) for a in match.actions], match.birth_months)
    assert replayed.to_dict() == match.to_dict()


@settings(max_examples=100, deadline=None)
@given(rules=rule_sets, seed=seeds, rng=st.randoms(use_true_random=False))
def test_a_saved_match_restores_to_the_same_state_at_any_step(
    rules: RuleSet, seed: int, rng: random.Random
) -> None:
    match = Match(rules, seed)
    stop_after = rng.randrange(200)
    while not match.over and len(match.actions) < stop_after:
        match.apply(random_action(match, rng))
    data = match.to_dict()
    restored = Match.from_dict(json.loads(json.dumps(data)))
    assert restored.to_dict() == data
    round_ = Round.from_dict(json.loads(json.dumps(match.round.to_dict())))
    assert round_.to_dict() == match.round.to_dict()


@settings(max_examples=200, deadline=None)
@given(rules=rule_sets, pile=piles, month=months)
def test_the_yaku_total_is_the_sum_of_the_yaku_points(
    rules: RuleSet, pile: int, month: int
) -> None:
    scorer = scorer_for(rules)
    assert scorer.total(pile, month) == sum(y.points for y in scorer.yaku(pile, month))


@settings(max_examples=300, deadline=None)
@given(rules=rule_sets, pile=piles, month=months)
def test_the_yaku_read_from_the_tables_are_the_yaku_counted_card_by_card(
    rules: RuleSet, pile: int, month: int
) -> None:
    scorer = scorer_for(rules)
    counted = scorer.count_yaku(pile, month)
    assert scorer.yaku(pile, month) == counted
    assert scorer.total(pile, month) == sum(y.points for y in counted)


@settings(max_examples=200, deadline=None)
@given(rules=rule_sets, pile=piles, month=months, card=st.integers(0, DECK_SIZE - 1))
def test_capturing_a_card_never_lowers_the_yaku_total(
    rules: RuleSet, pile: int, month: int, card: int
) -> None:
    assume(not (rules.rain_spoils_viewing and 1 << card & RAIN_SPOILERS))  # ame-nagare lowers it
    scorer = scorer_for(rules)
    assert scorer.total(pile | 1 << card, month) >= scorer.total(pile, month)


@settings(max_examples=200, deadline=None)
@given(rules=rule_sets, pile=piles, month=months)
def test_every_yaku_is_formed_from_cards_in_the_pile(rules: RuleSet, pile: int, month: int) -> None:
    for yaku in scorer_for(rules).yaku(pile, month):
        assert yaku.points > 0
        assert yaku.cards & ~pile == 0


@pytest.mark.slow
@settings(max_examples=150, deadline=None)
@given(
    rules=st.sampled_from([STANDARD, TRADITIONAL]),
    deck=st.permutations(range(DECK_SIZE)),
    rng=st.randoms(use_true_random=False),
    dealer=st.integers(0, 1),
)
def test_shuffling_the_cards_a_seat_cannot_see_leaves_its_view_unchanged(
    rules: RuleSet, deck: list[int], rng: random.Random, dealer: int
) -> None:
    # Positions 8..15 are the other seat's hand, 24..47 the draw pile: hidden from the dealer.
    hidden_positions = [*range(8, 16), *range(24, 48)]
    hidden = [deck[i] for i in hidden_positions]
    rng.shuffle(hidden)
    other = list(deck)
    for i, card in zip(hidden_positions, hidden, strict=True):
        other[i] = card
    a, b = Round(rules, deck, dealer), Round(rules, other, dealer)
    assert PlayerView.of(a, dealer) == PlayerView.of(b, dealer)
    assert PlayerView.public(a) == PlayerView.public(b)


def random_round(
    rules: RuleSet, deck: list[int], rng: random.Random
) -> tuple[Round, list[Action], list[list[Event]]]:
    """A round dealt from ``deck`` and played to its end with random legal actions."""
    round_ = Round(rules, deck)
    actions: list[Action] = []
    story: list[list[Event]] = []
    while not round_.over:
        legal = round_.legal_actions()
        action = KOIKOI if legal == [STOP, KOIKOI] and rng.random() < 0.6 else rng.choice(legal)
        actions.append(action)
        story.append(round_.apply(action))
    return round_, actions, story


@settings(max_examples=150, deadline=None)
@given(rules=rule_sets, deck=st.permutations(range(DECK_SIZE)), rng=st.randoms())
def test_a_round_replayed_from_its_deal_and_actions_tells_the_same_story_and_ends_the_same(
    rules: RuleSet, deck: list[int], rng: random.Random
) -> None:
    played, actions, story = random_round(rules, deck, rng)  # the lists as apply returned them
    replayed = Round(rules, deck)
    assert replayed.opening_events == played.opening_events
    # Read each move's events at once: a later move must not have changed what an earlier told.
    retold = [tuple(replayed.apply(action)) for action in actions]
    assert retold == [tuple(events) for events in story]
    assert replayed.over
    assert replayed.to_dict() == played.to_dict()


class Table:
    """Where every card is, moved only by reading events: the state the events describe."""

    def __init__(self, round_: Round) -> None:
        self.hands = list(round_.hands)
        self.field = round_.field
        self.captures = [0, 0]
        self.draw_pile = list(round_.draw_pile)  # top last

    def follow(self, event: Event) -> None:
        if isinstance(event, CardPlayed):
            assert self.hands[event.seat] >> event.card & 1, "played from the hand"
            self.hands[event.seat] ^= 1 << event.card
        elif isinstance(event, CardDrawn):
            assert self.draw_pile.pop() == event.card, "drawn from the top"
        elif isinstance(event, CardLaid):
            assert not self.field & MONTH_MASK[event.card >> 2], "laid only without a match"
            self.field |= 1 << event.card
        elif isinstance(event, CardsCaptured):
            card, *taken = event.cards
            assert all(card >> 2 == other >> 2 for other in taken), "captures one month"
            for other in taken:
                assert self.field >> other & 1, "captured from the field"
                self.field ^= 1 << other
                self.captures[event.seat] |= 1 << other
            self.captures[event.seat] |= 1 << card


@settings(max_examples=150, deadline=None)
@given(rules=rule_sets, deck=st.permutations(range(DECK_SIZE)), rng=st.randoms())
def test_the_events_of_a_round_move_every_card_where_the_round_holds_it(
    rules: RuleSet, deck: list[int], rng: random.Random
) -> None:
    round_ = Round(rules, deck)
    table = Table(round_)
    while not round_.over:
        legal = round_.legal_actions()
        for event in round_.apply(rng.choice(legal)):
            table.follow(event)
        assert table.hands == round_.hands
        assert table.field == round_.field
        assert table.captures == round_.captures
        assert table.draw_pile == round_.draw_pile


def _bar(round_: Round, seat: int, before: int) -> int:
    """What a yaku must beat at the end of ``seat``'s turn: the last total, or under ame-nagare
    what the rain captured this turn left of it (docs/rules.md section 10)."""
    rain = round_.captures[seat] & round_.turn_cards & RAIN_SPOILERS
    if not (rain and round_.rules.rain_spoils_viewing):
        return before
    left = round_.captures[seat] & ~round_.turn_cards | rain
    return min(before, oracle.yaku_total(cards_of(left), round_.rules, round_.month))


@settings(max_examples=150, deadline=None)
@given(rules=rule_sets, deck=st.permutations(range(DECK_SIZE)), rng=st.randoms())
def test_a_yaku_is_announced_exactly_when_the_pile_scored_from_scratch_rises(
    rules: RuleSet, deck: list[int], rng: random.Random
) -> None:
    scorer = scorer_for(rules)
    round_ = Round(rules, deck)
    while not round_.over:
        seat = round_.to_move
        assert seat is not None
        before = round_.last_total[seat]
        legal = round_.legal_actions()
        action = KOIKOI if legal == [STOP, KOIKOI] and rng.random() < 0.6 else rng.choice(legal)
        events = round_.apply(action)
        turn_ended = any(
            isinstance(e, CardLaid | CardsCaptured) and e.step == "draw" for e in events
        )
        if not turn_ended:
            continue
        yaku = scorer.count_yaku(round_.captures[seat], round_.month)  # the rule, afresh
        from_scratch = sum(y.points for y in yaku)
        formed = [e for e in events if isinstance(e, YakuFormed)]
        assert bool(formed) == (from_scratch > _bar(round_, seat, before))
        if formed:
            assert formed[0].total == from_scratch
            assert list(formed[0].yaku) == yaku
        assert round_.total_of(seat) == from_scratch
