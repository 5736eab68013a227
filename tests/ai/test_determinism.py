"""Every level decides the same again for the same seed and view, so matches replay."""

from __future__ import annotations

import pickle
import random

import pytest

from bot.ai import ExpertPlayer, choose_action, make_player
from bot.ai.player import Level
from bot.engine.match import Match
from bot.engine.rules import preset
from bot.engine.view import PlayerView
from tests.ai.positions import random_positions

SETTINGS: dict[Level, dict[str, float]] = {
    "easy": {},
    "normal": {},
    "expert": {"playouts": 80, "time_budget": 60.0},
}


def play_log(level: Level, seed: int) -> list[str]:
    """The action log of a match of ``level`` against itself, seats seeded apart."""
    players = [make_player(level, seed + seat, **SETTINGS[level]) for seat in (0, 1)]
    match = Match(preset("standard"), seed=77)
    while not match.over:
        seat = match.round.to_move
        assert seat is not None
        match.apply(players[seat].decide(match.view(seat)))
    return [str(action) for action in match.actions]


# The expert's two whole matches take seconds: they run with the slow tests.
LEVELS = [
    pytest.param(level, marks=[pytest.mark.slow] if level == "expert" else []) for level in SETTINGS
]


@pytest.mark.parametrize("level", LEVELS)
def test_the_same_seed_replays_the_same_match(level: Level) -> None:
    assert play_log(level, 5) == play_log(level, 5)


@pytest.mark.parametrize("level", ["easy", "expert"])
def test_a_different_seed_can_decide_differently(level: Level) -> None:
    rng = random.Random("seeds")
    views = list(random_positions(preset("standard"), rng, 60))
    differs = False
    for round_ in views:
        view = PlayerView.of(round_, round_.to_move or 0)
        first = make_player(level, 1, **SETTINGS[level]).decide(view)
        second = make_player(level, 2, **SETTINGS[level]).decide(view)
        differs = differs or first != second
    assert differs


def test_a_rebuilt_player_decides_as_the_one_that_played_before() -> None:
    rng = random.Random("rebuilt")
    kept = make_player("expert", 9, **SETTINGS["expert"])
    for round_ in random_positions(preset("standard"), rng, 20):
        view = PlayerView.of(round_, round_.to_move or 0)
        fresh = choose_action("expert", view, seed=9, time_budget=60.0, playouts=80)
        assert kept.decide(view) == fresh


def test_players_survive_pickling() -> None:
    for level in SETTINGS:
        player = make_player(level, 3, **SETTINGS[level])
        assert pickle.loads(pickle.dumps(player)) == player


def test_a_decision_with_one_legal_action_runs_no_simulation() -> None:
    rng = random.Random("trivial")
    player = ExpertPlayer(seed=1, playouts=10**9, time_budget=3600.0)
    seen = 0
    for round_ in random_positions(preset("standard"), rng, 5):
        while not round_.over and seen < 3:
            legal = round_.legal_actions()
            if len(legal) == 1:
                view = PlayerView.of(round_, round_.to_move or 0)
                assert player.decide(view) == legal[0]
                assert player.last == []
                seen += 1
            round_.apply(legal[-1])
    assert seen


def test_unknown_levels_and_settings_are_refused() -> None:
    with pytest.raises(ValueError):
        make_player("grandmaster", 1)  # type: ignore[arg-type]
    with pytest.raises(ValueError):
        make_player("expert", 1, thinking_speed=3)
