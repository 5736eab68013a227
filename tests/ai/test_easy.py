"""Easy's mistakes look human: a slip is the next-best move, never a random one."""

from __future__ import annotations

import random

from bot.ai.easy import EasyPlayer, _plain_grab
from bot.ai.heuristics import kind_rank
from bot.engine.round import Phase
from bot.engine.rules import PRESETS
from bot.engine.view import PlayerView
from tests.ai.positions import random_positions


def test_easy_plays_its_best_or_next_best_move_and_sometimes_slips() -> None:
    rng = random.Random("easy-slips")
    best = slips = 0
    for round_ in random_positions(PRESETS["standard"], rng, 400):
        seat = round_.to_move
        assert seat is not None
        view = PlayerView.of(round_, seat)
        if view.phase is Phase.KOIKOI:
            continue
        if view.phase is Phase.TAKE:
            worth = {a: kind_rank(a.card) for a in view.legal}
        else:
            worth = {a: _plain_grab(a.card, view.field) for a in view.legal}
        ranked = sorted(set(worth.values()), reverse=True)
        chosen = worth[EasyPlayer(seed=rng.getrandbits(32)).decide(view)]
        assert chosen in ranked[:2]
        best += chosen == ranked[0]
        slips += chosen != ranked[0]
    assert slips > 0
    assert best > 3 * slips
