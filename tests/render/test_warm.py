from __future__ import annotations

import random

import pytest

from bot.engine import Match, Phase, preset
from bot.engine.view import PlayerView
from bot.render import render_hand, render_match_result, render_round_result, render_table
from bot.render.cards import card_sprite
from bot.render.demo import deciding, finished, play
from bot.render.pool import between_pictures, warm_up
from bot.render.sprites import crown, month_emblem

NAMES = ("Aoi", "Ren")


def _live_pictures(match: Match) -> None:
    """Draw what a move shows: the public table and the hand of the player to move."""
    render_table(PlayerView.public(match.round, match), NAMES)
    seat = match.round.to_move if match.round.to_move is not None else 0
    render_hand(match.view(seat), NAMES)


@pytest.mark.slow
def test_after_a_drawing_process_warmed_up_no_live_picture_draws_a_card_sprite() -> None:
    warm_up()
    for _ in between_pictures():
        pass
    drawn_before = card_sprite.cache_info().misses
    for seed in range(3):
        match = Match(preset("standard"), seed)
        rng = random.Random(seed)
        while not match.over and len(match.results) < 1:
            _live_pictures(match)
            play(match, rng, 1)
        for number, result in enumerate(match.results, start=1):
            render_round_result(result, NAMES, (0, 0), number, 1)
    for phase in (Phase.TAKE, Phase.KOIKOI):
        _live_pictures(deciding(1, phase))
    assert card_sprite.cache_info().misses == drawn_before


@pytest.mark.slow
def test_after_a_drawing_process_warmed_up_no_result_draws_a_month_emblem_or_a_crown() -> None:
    warm_up()
    for _ in between_pictures():
        pass
    emblems, crowns = month_emblem.cache_info().misses, crown.cache_info().misses
    for rules in ("standard", "traditional", "single-deal"):
        match = finished(2, preset(rules))
        for number, result in enumerate(match.results, start=1):
            render_round_result(result, NAMES, (0, 0), number, (number - 1) % 12 + 1)
        final = (match.scores[0], match.scores[1])
        render_match_result(NAMES, final, match.winner, match.results)
    assert month_emblem.cache_info().misses == emblems
    assert crown.cache_info().misses == crowns
