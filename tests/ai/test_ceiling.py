"""The expert told hidden cards (bench.ceiling): dealt the real ones, and otherwise the same."""

from __future__ import annotations

import random

import pytest

from bench.ceiling import ToldExpert, measure
from bot.ai.determinize import hidden_cards
from bot.ai.expert import ExpertPlayer
from bot.cli.simulate import PlayerSpec, simulate
from bot.engine.round import Round
from bot.engine.rules import PRESETS
from bot.engine.view import PlayerView
from tests.ai.positions import random_positions


def _position(seed: int) -> tuple[Round, PlayerView]:
    round_ = next(random_positions(PRESETS["traditional"], random.Random(seed), 1))
    seat = round_.to_move
    assert seat is not None
    return round_, PlayerView.of(round_, seat)


def test_an_expert_told_every_card_is_dealt_the_real_hand_and_draw_order() -> None:
    round_, view = _position(1)
    player = ToldExpert(truth=round_, tell="all")
    sim = player.determinize(view, random.Random(2), hidden_cards(view), 0)
    assert sim.hands[view.opponent] == round_.hands[view.opponent]
    assert sim.draw_pile == round_.draw_pile


def test_an_expert_told_the_hand_is_dealt_it_with_the_draw_pile_shuffled() -> None:
    round_, view = _position(3)
    player = ToldExpert(truth=round_, tell="hand")
    piles = []
    for seed in range(5):
        sim = player.determinize(view, random.Random(seed), hidden_cards(view), 0)
        assert sim.hands[view.opponent] == round_.hands[view.opponent]
        assert sorted(sim.draw_pile) == sorted(round_.draw_pile)
        piles.append(sim.draw_pile)
    assert any(pile != round_.draw_pile for pile in piles)


def test_the_expert_as_it_plays_is_not_dealt_the_real_hand() -> None:
    round_, view = _position(4)
    hands = [
        ExpertPlayer().determinize(view, random.Random(seed), hidden_cards(view), 0).hands
        for seed in range(5)
    ]
    assert any(hand[view.opponent] != round_.hands[view.opponent] for hand in hands)


def test_the_untold_row_is_the_simulation_of_the_same_players_and_deals() -> None:
    row = measure("single-deal", "none", "normal", pairs=3, playouts=60, jobs=1, seed=5)
    summary = simulate(
        PRESETS["single-deal"], PlayerSpec.parse("expert:playouts=60,time_budget=60"),
        PlayerSpec.parse("normal"), deals=3, seed=5, duplicate=True, rounds_only=True,
    )  # fmt: skip
    assert row["points"] == summary["point_difference_per_round"]["mean"]
    assert row["decided"] == summary["wins"]["a"] + summary["wins"]["b"]


@pytest.mark.slow  # two measures of 12 pairs of matches by the expert
def test_an_expert_told_every_card_outscores_the_same_expert_playing_blind() -> None:
    blind = measure("traditional", "none", "normal", pairs=12, playouts=60, jobs=1, seed=6)
    told = measure("traditional", "all", "normal", pairs=12, playouts=60, jobs=1, seed=6)
    assert told["points"] > blind["points"] + 1.0
