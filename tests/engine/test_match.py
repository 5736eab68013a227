"""A match (docs/rules.md section 5): dealers, months, end, winner, forfeit, replay and saving."""

from __future__ import annotations

import itertools
import json
import random

import pytest

from bot.engine.actions import Action
from bot.engine.cards import DECK_SIZE, month_of
from bot.engine.events import Event, MatchOver, Redealt, RoundResult, RoundStarted
from bot.engine.match import (
    Match,
    MatchOverError,
    choose_first_dealer,
    deal_for,
    month_of_round,
)
from bot.engine.round import IllegalActionError, Round
from bot.engine.rules import (
    PRESETS,
    SINGLE_DEAL,
    STANDARD,
    TRADITIONAL,
    ExhaustedRound,
    RuleSet,
    twelve_months_variant,
)
from tests.engine.helpers import play_out

ALL = list(PRESETS.values())
IDS = list(PRESETS)


def rounds_played(
    rules: RuleSet, seed: int, koikoi: float = 0.5
) -> tuple[Match, list[tuple[int, int, int]]]:
    """A randomly played match and the (number, month, dealer) of each of its rounds."""
    match = Match(rules, seed)
    events: list[Event] = [*match.opening_events]
    events += play_out(match, random.Random(seed), koikoi=koikoi)
    return match, [(e.number, e.month, e.dealer) for e in events if isinstance(e, RoundStarted)]


def finished(rules: RuleSet, seed: int, koikoi: float = 0.5) -> Match:
    """A randomly played match, over."""
    match = Match(rules, seed)
    play_out(match, random.Random(seed), koikoi=koikoi)
    return match


# -- deals -------------------------------------------------------------------------------------


def test_a_deal_is_a_shuffle_of_the_48_cards() -> None:
    assert sorted(deal_for(7, 1)) == list(range(DECK_SIZE))


def test_a_deal_depends_only_on_seed_round_and_attempt() -> None:
    assert deal_for(7, 3, 1) == deal_for(7, 3, 1)
    assert deal_for(7, 3) != deal_for(7, 4)
    assert deal_for(7, 3) != deal_for(8, 3)
    assert deal_for(7, 3, 0) != deal_for(7, 3, 1)


def test_the_first_round_is_dealt_from_the_seed() -> None:
    match = Match(STANDARD, 11)
    expected = Round(STANDARD, deal_for(11, 1), match.dealer, 1)
    assert match.redeals == 0
    assert match.round.to_dict() == expected.to_dict()


def test_a_void_deal_is_dealt_again_with_the_next_attempt() -> None:
    seed = next(s for s in range(5000) if Round(STANDARD, deal_for(s, 1)).result is not None)
    match = Match(STANDARD, seed)
    assert match.redeals >= 1
    assert Redealt("field_four_of_a_month") in match.opening_events
    assert match.round.result is None
    expected = Round(STANDARD, deal_for(seed, 1, match.redeals), match.dealer, 1)
    assert match.round.to_dict() == expected.to_dict()


def test_a_hand_bonus_in_single_deal_ends_the_match_at_the_deal() -> None:
    match = next(
        m for m in (Match(SINGLE_DEAL, s) for s in range(20000)) if m.results and not m.actions
    )
    (result,) = match.results
    assert result.end == "hand_bonus"
    assert match.over
    assert result.winner is not None
    assert match.scores[result.winner] == 6
    assert match.winner == result.winner
    assert isinstance(match.opening_events[-1], MatchOver)


# -- the first dealer --------------------------------------------------------------------------


@pytest.mark.parametrize("rules", [STANDARD, SINGLE_DEAL], ids=["standard", "single-deal"])
def test_the_first_dealer_is_random_outside_traditional(rules: RuleSet) -> None:
    dealers = {Match(rules, seed).dealer for seed in range(40)}
    assert dealers == {0, 1}
    assert Match(rules, 0).first_dealer.revealed is None


def test_the_first_dealer_is_random_but_fixed_by_the_seed() -> None:
    assert [Match(STANDARD, s).dealer for s in range(20)] == [
        Match(STANDARD, s).dealer for s in range(20)
    ]


@pytest.mark.parametrize("seed", range(6))
@pytest.mark.parametrize("seat", [0, 1])
def test_the_player_whose_birth_month_is_closest_to_the_revealed_card_deals(
    seed: int, seat: int
) -> None:
    revealed = choose_first_dealer(TRADITIONAL, seed, (None, None)).revealed
    assert revealed is not None
    month = month_of(revealed)
    near, far = month, month + 1 if month < 12 else month - 1
    births = (near, far) if seat == 0 else (far, near)
    chosen = choose_first_dealer(TRADITIONAL, seed, births)
    assert chosen.revealed == revealed
    assert chosen.dealer == seat
    assert chosen.draws == ()


@pytest.mark.parametrize("births", [(None, None), (3, None), (None, 9), (5, 5)])
def test_without_two_distinct_birth_months_the_earlier_drawn_month_deals(
    births: tuple[int | None, int | None],
) -> None:
    for seed in range(10):
        chosen = choose_first_dealer(TRADITIONAL, seed, births)
        assert chosen.draws
        *ties, (card0, card1) = chosen.draws
        assert all(month_of(a) == month_of(b) for a, b in ties)
        assert month_of(card0) != month_of(card1)
        assert chosen.dealer == (0 if month_of(card0) < month_of(card1) else 1)


def test_a_traditional_match_starts_with_the_chosen_dealer() -> None:
    for seed in range(10):
        match = Match(TRADITIONAL, seed, (1, 7))
        assert match.dealer == match.first_dealer.dealer
        assert match.round.dealer == match.first_dealer.dealer
        assert match.first_dealer == choose_first_dealer(TRADITIONAL, seed, (1, 7))


# -- the next dealer ---------------------------------------------------------------------------


def test_standard_alternates_the_dealer_every_round_draws_included() -> None:
    draws = 0
    for seed in range(12):
        match, rounds = rounds_played(STANDARD, seed, koikoi=0.9)
        dealers = [dealer for _, _, dealer in rounds]
        assert all(a != b for a, b in itertools.pairwise(dealers))
        draws += sum(r.winner is None for r in match.results[:-1])
    assert draws > 0  # the rule was tested after a drawn round too


def dealer_sequence_follows_the_winner(rules: RuleSet, seeds: range) -> tuple[int, int]:
    """Check that each round's winner deals the next (a draw keeps the dealer).

    Returns how many rounds were won by the non-dealer and how many were drawn.
    """
    upsets = draws = 0
    for seed in seeds:
        match, rounds = rounds_played(rules, seed, koikoi=0.9)
        dealers = [dealer for _, _, dealer in rounds]
        for result, dealer, next_dealer in zip(match.results, dealers, dealers[1:], strict=False):
            if result.winner is None:
                draws += 1
                assert next_dealer == dealer
            else:
                upsets += result.winner != dealer
                assert next_dealer == result.winner
    return upsets, draws


def test_traditional_gives_the_next_deal_to_the_rounds_winner() -> None:
    upsets, _ = dealer_sequence_follows_the_winner(TRADITIONAL, range(8))
    assert upsets > 0


def test_the_winner_rule_keeps_the_dealer_after_a_drawn_round() -> None:
    rules = TRADITIONAL.model_copy(update={"exhausted_round": ExhaustedRound.DRAW})
    _, draws = dealer_sequence_follows_the_winner(rules, range(10))
    assert draws > 0


# -- months ------------------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("round_number", "month"), [(1, 1), (2, 2), (11, 11), (12, 12), (13, 1), (14, 2), (25, 1)]
)
def test_round_n_is_month_n_minus_one_mod_12_plus_one(round_number: int, month: int) -> None:
    assert month_of_round(round_number) == month


def test_every_round_of_a_traditional_match_is_played_in_its_month() -> None:
    longest = 0
    for seed in range(6):
        _, played = rounds_played(TRADITIONAL, seed, koikoi=0.9)
        assert [month for _, month, _ in played] == [(n - 1) % 12 + 1 for n, _, _ in played]
        longest = max(longest, len(played))
    assert longest > 12  # the months wrapped around at least once


def test_the_round_knows_its_month() -> None:
    match = Match(TRADITIONAL, 3)
    play_out(match, random.Random(3), until_round_ends=True)
    assert match.round.month == month_of_round(match.round_number)


# -- the end of a match ------------------------------------------------------------------------


@pytest.mark.parametrize("seed", range(4))
def test_a_single_deal_match_is_one_round(seed: int) -> None:
    match = finished(SINGLE_DEAL, seed)
    assert match.round_number == 1
    assert len(match.results) == 1


@pytest.mark.parametrize("seed", range(5))
def test_a_standard_match_ends_at_the_target_or_after_twelve_rounds(seed: int) -> None:
    match = Match(STANDARD, seed)
    rng = random.Random(seed)
    while not match.over:
        play_out(match, rng, until_round_ends=True)
        reached = max(match.scores) >= 50 or len(match.results) == 12
        assert match.over == reached
    assert len(match.results) <= 12


def test_without_a_target_a_standard_match_plays_all_twelve_rounds() -> None:
    rules = STANDARD.model_copy(update={"target_score": None})
    match = finished(rules, 2)
    assert len(match.results) == 12 and match.round_number == 12


def won_round(rules: RuleSet, scores: tuple[int, int]) -> tuple[Match, RoundResult]:
    """A match with ``scores`` going in, played on until a round has a winner."""
    for seed in range(100):
        match = Match(rules, seed)
        match.scores = list(scores)
        play_out(match, random.Random(seed), koikoi=0.2, until_round_ends=True)
        result = match.results[-1]
        if result.winner is not None:
            return match, result
    raise AssertionError("no round was won")


def test_a_match_ends_when_a_round_brings_a_score_to_the_target() -> None:
    match, result = won_round(STANDARD, (49, 49))
    assert match.over
    assert match.scores[result.winner] >= 50  # type: ignore[index]
    assert match.winner == result.winner


def test_a_match_goes_on_while_both_scores_are_under_the_target() -> None:
    match, _ = won_round(TRADITIONAL, (0, 0))
    assert max(match.scores) < 50
    assert not match.over
    assert match.round_number == 2


def test_the_twelve_months_variant_ignores_scores_over_fifty() -> None:
    rules = twelve_months_variant(TRADITIONAL)
    match = Match(rules, 4)
    match.scores = [60, 0]
    play_out(match, random.Random(4))
    assert match.round_number == 12
    assert len(match.results) == 12


def test_the_higher_total_wins_the_match() -> None:
    decided = 0
    for seed in range(6):
        match = finished(STANDARD, seed)
        if match.scores[0] != match.scores[1]:
            decided += 1
            assert match.winner == (0 if match.scores[0] > match.scores[1] else 1)
    assert decided > 0


def test_equal_totals_are_a_drawn_match() -> None:
    rules = STANDARD.model_copy(update={"rounds": 1})
    outcomes = set()
    for seed in range(40):
        match = finished(rules, seed, koikoi=1.0)
        drawn = match.results[0].winner is None
        outcomes.add(drawn)
        if drawn:
            assert match.scores == [0, 0]
            assert match.winner is None
        else:
            assert match.winner == match.results[0].winner
    assert outcomes == {True, False}


def test_the_match_over_event_gives_the_winner_and_the_scores() -> None:
    match = Match(SINGLE_DEAL, 5)
    events = play_out(match, random.Random(5))
    assert events[-1] == MatchOver(match.winner, (match.scores[0], match.scores[1]))


def test_round_points_are_added_to_the_match_scores() -> None:
    match = Match(STANDARD, 6)
    play_out(match, random.Random(6), until_round_ends=True)
    assert match.scores == list(match.results[0].points)


def test_the_loser_pays_variant_subtracts_the_points_from_the_loser() -> None:
    rules = TRADITIONAL.model_copy(update={"loser_pays": True})
    match, result = won_round(rules, (0, 0))
    winner = result.winner
    assert winner is not None
    assert match.scores[winner] == -match.scores[1 - winner] > 0


# -- forfeit -----------------------------------------------------------------------------------


@pytest.mark.parametrize("seat", [0, 1])
def test_a_forfeit_ends_the_match_and_the_other_seat_wins(seat: int) -> None:
    match = Match(STANDARD, 3)
    match.scores = [30, 0] if seat == 1 else [0, 30]
    events = match.apply(Action("forfeit", seat))
    assert match.over and match.forfeited_by == seat
    assert match.winner == 1 - seat
    assert isinstance(events[-1], MatchOver) and events[-1].winner == 1 - seat
    assert match.actions == [Action("forfeit", seat)]


def test_a_seat_may_forfeit_when_it_is_not_its_move() -> None:
    match = Match(STANDARD, 3)
    waiting = 1 - match.round.dealer
    match.apply(Action("forfeit", waiting))
    assert match.winner == 1 - waiting


def test_a_forfeit_for_a_seat_that_does_not_exist_is_refused() -> None:
    match = Match(STANDARD, 3)
    before = match.to_dict()
    with pytest.raises(IllegalActionError, match="seat 0 or 1"):
        match.apply(Action("forfeit", 2))
    assert match.to_dict() == before


def test_no_action_is_taken_after_the_match_is_over() -> None:
    match = Match(STANDARD, 3)
    match.apply(Action("forfeit", 0))
    with pytest.raises(MatchOverError):
        match.apply(Action("forfeit", 1))
    assert match.legal_actions() == []
    assert match.to_move is None
    assert match.why_illegal(Action("play", 0)) == "the match is over"


# -- illegal actions ---------------------------------------------------------------------------


def test_an_illegal_action_is_refused_and_not_logged() -> None:
    match = Match(STANDARD, 3)
    before = match.to_dict()
    held = match.round.hands[1 - match.round.to_move]  # type: ignore[operator]
    card = (held & -held).bit_length() - 1
    with pytest.raises(IllegalActionError):
        match.apply(Action("play", card))
    assert match.to_dict() == before
    assert match.actions == []


# -- replay and saving -------------------------------------------------------------------------


@pytest.mark.parametrize("rules", ALL, ids=IDS)
def test_replaying_the_action_log_gives_the_identical_match(rules: RuleSet) -> None:
    for seed in range(3):
        match = finished(rules, seed)
        replayed = Match.replay(rules, seed, match.actions)
        assert replayed.to_dict() == match.to_dict()


def test_a_replay_reads_actions_in_their_text_form() -> None:
    match = finished(STANDARD, 8)
    replayed = Match.replay(STANDARD, 8, [str(a) for a in match.actions])
    assert replayed.to_dict() == match.to_dict()


def test_a_replay_of_part_of_the_log_gives_the_match_at_that_point() -> None:
    match = Match(TRADITIONAL, 9, (4, 10))
    play_out(match, random.Random(9), until_round_ends=True)
    snapshot = match.to_dict()
    play_out(match, random.Random(10))
    replayed = Match.replay(TRADITIONAL, 9, snapshot["actions"], (4, 10))
    assert replayed.to_dict() == snapshot


def test_a_replay_with_a_log_that_does_not_fit_raises() -> None:
    match = finished(STANDARD, 8)
    with pytest.raises(IllegalActionError):
        Match.replay(STANDARD, 9, match.actions)


@pytest.mark.parametrize("rules", ALL, ids=IDS)
def test_a_match_survives_a_round_trip_through_json(rules: RuleSet) -> None:
    match = Match(rules, 12, (2, 11))
    rng = random.Random(12)
    for _ in range(25):
        if match.over:
            break
        match.apply(rng.choice(match.legal_actions()))
        data = json.loads(json.dumps(match.to_dict()))
        assert Match.from_dict(data).to_dict() == match.to_dict()


def test_a_restored_match_plays_on_exactly_like_the_original() -> None:
    match = Match(STANDARD, 13)
    play_out(match, random.Random(13), until_round_ends=True)
    restored = Match.from_dict(json.loads(json.dumps(match.to_dict())))
    play_out(match, random.Random(14))
    play_out(restored, random.Random(14))
    assert restored.to_dict() == match.to_dict()


def test_the_view_of_a_match_shows_its_scores_and_round() -> None:
    match = Match(STANDARD, 6)
    play_out(match, random.Random(6), until_round_ends=True)
    view = match.view(0)
    assert view.scores == (match.scores[0], match.scores[1])
    assert view.round_number == 2
    assert (view.rounds, view.target_score) == (12, 50)
