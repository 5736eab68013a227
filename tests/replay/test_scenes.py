"""A finished match told again scene by scene, from its stored log."""

from __future__ import annotations

from collections import Counter

import pytest

from bot.engine import Match, preset
from bot.engine.actions import Action
from bot.render.demo import finished
from bot.replay.scenes import PlayedMatch, Span, best_round, moves_in, scenes


@pytest.fixture(scope="module")
def played() -> PlayedMatch:
    return PlayedMatch.of(finished(5))


def test_a_whole_match_has_a_scene_for_every_action_and_each_rounds_deal_and_end(played):
    kinds = Counter(scene.kind for scene in scenes(played, Span("match")))
    rounds = played.replayed().round_number
    assert kinds == {"move": len(played.actions), "deal": rounds, "round_over": rounds,
                     "match_over": 1}  # fmt: skip


def test_a_round_shows_only_its_own_actions(played):
    shown = scenes(played, Span("round", 2))
    assert {scene.round_number for scene in shown} == {2}
    assert sum(scene.kind == "move" for scene in shown) == moves_in(played, Span("round", 2))
    assert [shown[0].kind, shown[-1].kind] == ["deal", "round_over"]


def test_the_best_round_is_the_one_with_the_most_points_won():
    match = finished(5)
    most = max(max(result.points) for result in match.results)
    assert max(match.results[best_round(match) - 1].points) == most


def test_the_public_replay_is_drawn_from_views_that_hold_no_hand(played):
    for scene in scenes(played, Span("match")):
        assert scene.view.spectator and scene.view.hand == 0


def test_a_players_replay_shows_their_own_hand_and_only_its_count_of_the_other(played):
    for scene in scenes(played, Span("round", 1), seat=1):
        assert scene.view.seat == 1 and not scene.view.spectator


def test_a_moves_table_is_the_table_after_it():
    match = Match(preset("standard"), 11)
    first = match.legal_actions()[0]
    match.apply(first)
    shown = scenes(PlayedMatch.of(match), Span("round", 1), seat=0)
    assert shown[1].kind == "move" and shown[1].view == match.view(0)


def test_a_rounds_last_move_shows_its_table_and_not_the_next_deal(played):
    shown = scenes(played, Span("round", 1))
    last_move, ended = shown[-2], shown[-1]
    assert last_move.view.round_number == 1 and ended.result is not None
    assert ended.scores == tuple(ended.result.points)


def test_a_forfeited_match_ends_on_the_forfeit():
    match = Match(preset("standard"), 3)
    match.apply(match.legal_actions()[0])
    match.apply(Action.parse("forfeit:1"))
    kinds = [scene.kind for scene in scenes(PlayedMatch.of(match), Span("match"))]
    assert kinds == ["deal", "move", "move", "match_over"]


def test_a_round_not_played_is_refused(played):
    with pytest.raises(ValueError, match="not played"):
        scenes(played, Span("round", 99))


def test_a_match_is_replayed_with_its_birth_months():
    match = Match(preset("traditional"), 8, (3, 9))
    match.apply(match.legal_actions()[0])
    played = PlayedMatch.of(match)
    assert played.replayed().dealer == match.dealer


def test_a_round_a_hand_bonus_ended_at_its_deal_shows_that_deal_then_its_result():
    match = finished(30, preset("single-deal"))  # a hand bonus ends its one round at the deal
    assert match.results[0].end == "hand_bonus" and not match.actions
    shown = scenes(PlayedMatch.of(match), Span("match"))
    assert [scene.kind for scene in shown] == ["deal", "round_over", "match_over"]
    assert shown[0].view.hand_count == shown[0].view.opponent_hand_count == 8
