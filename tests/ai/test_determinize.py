"""A determinisation fills in only what the seat cannot see, and keeps everything it can."""

from __future__ import annotations

import random

import pytest

from bot.ai.determinize import pending_from_hand, sample
from bot.engine.round import Phase
from bot.engine.rules import PRESETS
from bot.engine.view import PlayerView
from tests.ai.positions import random_positions


@pytest.mark.parametrize("rules_name", list(PRESETS))
def test_a_determinisation_keeps_everything_the_view_shows(rules_name: str) -> None:
    rng = random.Random(f"sample:{rules_name}")
    for round_ in random_positions(PRESETS[rules_name], rng, 200):
        seat = round_.to_move
        assert seat is not None
        view = PlayerView.of(round_, seat)
        sim = sample(view, rng)
        assert sim.hands[seat] == round_.hands[seat]
        assert sim.hands[1 - seat].bit_count() == round_.hands[1 - seat].bit_count()
        assert sim.hands[1 - seat] | sum(1 << c for c in sim.draw_pile) == (
            round_.hands[1 - seat] | sum(1 << c for c in round_.draw_pile)
        )
        assert len(sim.draw_pile) == len(round_.draw_pile)
        assert (sim.field, sim.captures) == (round_.field, round_.captures)
        assert (sim.pending_card, sim.to_move) == (round_.pending_card, seat)


def test_the_view_tells_whether_a_pending_card_was_played_or_drawn() -> None:
    rng = random.Random("pending")
    seen = {True: 0, False: 0}
    for round_ in random_positions(PRESETS["standard"], rng, 600):
        if round_.phase is Phase.TAKE:
            view = PlayerView.of(round_, round_.to_move or 0)
            from_hand = pending_from_hand(view)
            assert from_hand == (round_.pending_step == "hand")
            seen[from_hand] += 1
    assert seen[True] and seen[False]
