"""A review reads only the player's view: the hidden cards never change its verdict."""

from __future__ import annotations

import random

import pytest

from bot.engine.rules import PRESETS
from bot.engine.view import PlayerView
from bot.review import Decision, Reviewer
from tests.ai.positions import random_positions, with_other_hidden_cards


@pytest.mark.parametrize("rules_name", list(PRESETS))
def test_changing_the_hidden_cards_never_changes_the_review_of_a_decision(
    rules_name: str,
) -> None:
    rng = random.Random(f"review-fairness:{rules_name}")
    reviewer = Reviewer(seed=3, playouts=80)
    changed_hidden = 0
    for round_ in random_positions(PRESETS[rules_name], rng, 15):
        seat = round_.to_move
        assert seat is not None
        other = with_other_hidden_cards(round_, seat, rng)
        changed_hidden += other.draw_pile != round_.draw_pile
        view, other_view = PlayerView.of(round_, seat), PlayerView.of(other, seat)
        played = rng.choice(view.legal)
        first = reviewer.judge(Decision(0, view, played))
        second = reviewer.judge(Decision(0, other_view, played))
        assert (first.best, first.values, first.loss, first.reason) == (
            second.best, second.values, second.loss, second.reason,
        )  # fmt: skip
    assert changed_hidden > 7
