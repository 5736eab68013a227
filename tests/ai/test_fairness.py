"""No level may depend on what its seat cannot see (docs/rules.md section 6)."""

from __future__ import annotations

import random

import pytest

from bot.ai import make_player
from bot.ai.player import Level, Reference
from bot.engine.rules import PRESETS
from bot.engine.view import PlayerView
from tests.ai.positions import random_positions, with_other_hidden_cards

SETTINGS: dict[Level | Reference, dict[str, float]] = {
    "greedy": {},
    "easy": {},
    "normal": {},
    "expert": {"playouts": 120, "time_budget": 60.0},
}


@pytest.mark.slow
@pytest.mark.parametrize("rules_name", list(PRESETS))
@pytest.mark.parametrize("level", list(SETTINGS))
def test_changing_the_hidden_cards_never_changes_a_decision(
    level: Level | Reference, rules_name: str
) -> None:
    rng = random.Random(f"fairness:{level}:{rules_name}")
    positions = 40 if level == "expert" else 150
    changed_hidden = 0
    for round_ in random_positions(PRESETS[rules_name], rng, positions):
        seat = round_.to_move
        assert seat is not None
        other = with_other_hidden_cards(round_, seat, rng)
        view, other_view = PlayerView.of(round_, seat), PlayerView.of(other, seat)
        assert view == other_view
        changed_hidden += other.draw_pile != round_.draw_pile
        seed = rng.getrandbits(32)
        player = make_player(level, seed, **SETTINGS[level])
        assert player.decide(view) == player.decide(other_view)
    assert changed_hidden > positions // 2


def test_the_expert_reads_no_hidden_card_when_it_samples() -> None:
    from bot.ai.determinize import hidden_cards

    rng = random.Random("hidden")
    for round_ in random_positions(PRESETS["standard"], rng, 50):
        seat = round_.to_move
        assert seat is not None
        other = with_other_hidden_cards(round_, seat, rng)
        assert hidden_cards(PlayerView.of(round_, seat)) == hidden_cards(PlayerView.of(other, seat))


@pytest.mark.parametrize("rules_name", list(PRESETS))
def test_the_expert_reading_the_opponents_play_still_never_depends_on_hidden_cards(
    rules_name: str,
) -> None:
    rng = random.Random(f"fairness:read:{rules_name}")
    for round_ in random_positions(PRESETS[rules_name], rng, 30):
        seat = round_.to_move
        assert seat is not None
        other = with_other_hidden_cards(round_, seat, rng)
        player = make_player(
            "expert", rng.getrandbits(32), playouts=120, time_budget=60.0, read_play=1.0
        )
        view, other_view = PlayerView.of(round_, seat), PlayerView.of(other, seat)
        assert player.decide(view) == player.decide(other_view)
