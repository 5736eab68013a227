"""A determinisation fills in only what the seat cannot see, and keeps everything it can."""

from __future__ import annotations

import random

import pytest

from bot.ai.determinize import opponent_lacks, pending_from_hand, sample
from bot.ai.greedy import GreedyPlayer
from bot.engine.match import deal_for
from bot.engine.round import Phase, Round
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
        sim = sample(view, rng, None, opponent_lacks(view))
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


def greedy_play_decisions(count: int) -> list[tuple[Round, PlayerView]]:
    """Play decisions (the round and the mover's view) from rounds of greedy against greedy."""
    players = [GreedyPlayer(), GreedyPlayer()]
    found: list[tuple[Round, PlayerView]] = []
    for deal in range(count):
        round_ = Round(PRESETS["standard"], deal_for(7, deal + 1), deal % 2, deal % 12 + 1)
        while not round_.over:
            seat = round_.to_move
            assert seat is not None
            view = PlayerView.of(round_, seat)
            if view.phase is Phase.PLAY:
                found.append((round_.copy(), view))
            round_.apply(players[seat].decide(view))
    return found


def test_an_opponent_that_laid_its_card_is_read_as_lacking_the_field_months() -> None:
    clues = 0
    for round_, view in greedy_play_decisions(150):
        lacks = opponent_lacks(view)
        assert lacks & ~view.unseen == 0
        # A player that captures whenever it can never holds what its laid turn rules out.
        assert lacks & round_.hands[view.opponent] == 0
        clues += lacks != 0
    assert clues > 50


def test_a_determinisation_deals_the_opponent_none_of_the_cards_it_lacks() -> None:
    rng = random.Random("lacks")
    checked = 0
    for _, view in greedy_play_decisions(60):
        lacks = opponent_lacks(view)
        if not lacks or (view.unseen & ~lacks).bit_count() < view.opponent_hand_count:
            continue
        for _ in range(5):
            sim = sample(view, rng, None, lacks)
            assert sim.hands[view.opponent] & lacks == 0
            assert sorted(sim.draw_pile) == sorted(
                c for c in range(48) if (view.unseen & ~sim.hands[view.opponent]) >> c & 1
            )
        checked += 1
    assert checked > 10
