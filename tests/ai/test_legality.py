"""Every level only ever returns one of the legal actions."""

from __future__ import annotations

import random

import pytest

from bot.ai import NotMyDecisionError, make_player
from bot.ai.player import ComputerPlayer
from bot.engine.match import Match
from bot.engine.rules import PRESETS
from bot.engine.view import PlayerView
from tests.ai.positions import random_positions

FAST_EXPERT = {"playouts": 60, "time_budget": 60.0}


def _players(seed: int) -> list[ComputerPlayer]:
    return [
        make_player("greedy", seed),
        make_player("easy", seed),
        make_player("normal", seed),
        make_player("expert", seed, **FAST_EXPERT),
    ]


@pytest.mark.slow
@pytest.mark.parametrize("rules_name", list(PRESETS))
def test_every_level_returns_only_legal_actions_in_random_positions(rules_name: str) -> None:
    rng = random.Random(f"legal:{rules_name}")
    players = _players(3)
    for round_ in random_positions(PRESETS[rules_name], rng, 150):
        seat = round_.to_move
        assert seat is not None
        view = PlayerView.of(round_, seat)
        for player in players:
            assert player.decide(view) in round_.legal_actions()


@pytest.mark.slow
@pytest.mark.parametrize("rules_name", list(PRESETS))
def test_every_level_plays_whole_matches_with_legal_actions(rules_name: str) -> None:
    rules = PRESETS[rules_name]
    players = _players(11)
    pairings = [(0, 1), (1, 2), (2, 3), (3, 0)]
    for game, (first, second) in enumerate(pairings):
        match = Match(rules, seed=1000 + game)
        seats = [players[first], players[second]]
        while not match.over:
            seat = match.round.to_move
            assert seat is not None
            view = match.view(seat)
            action = seats[seat].decide(view)
            assert action in match.legal_actions()
            match.apply(action)


def test_asking_a_player_out_of_turn_is_an_error() -> None:
    match = Match(PRESETS["standard"], seed=5)
    seat = match.round.to_move
    assert seat is not None
    for player in _players(1):
        with pytest.raises(NotMyDecisionError):
            player.decide(match.view(1 - seat))
