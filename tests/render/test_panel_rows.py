"""The seat panels' cut rows outlast a busy drawing process: twenty matches at once."""

from __future__ import annotations

import random

from PIL import Image

from bot.engine.match import Match
from bot.engine.rules import preset
from bot.engine.view import PlayerView
from bot.render.table import panel_rows, table_sketch

NAMES = ("Aoi", "Ren")
_canvas = Image.new("RGB", (1200, 1400))  # taller than any table


def _views(matches: int, moves: int) -> list[PlayerView]:
    """Each match's view after every move, the matches' moves interleaved as they are played."""
    games = [Match(preset("standard"), seed) for seed in range(matches)]
    rngs = [random.Random(seed) for seed in range(matches)]
    views = []
    for _ in range(moves):
        for game, rng in zip(games, rngs, strict=True):
            if not game.over:
                game.apply(rng.choice(game.legal_actions()))
                views.append(game.view(0))
    return views


def _paint_panels(views: list[PlayerView]) -> None:
    """Paint every seat-panel part of each view's table (the only users of the cut rows)."""
    for view in views:
        for part in table_sketch(view, NAMES).parts:
            if part.name.startswith(("top_", "bottom_")):
                part.paint(_canvas)


def test_twenty_matches_tables_drawn_again_cut_no_panel_rows_again() -> None:
    views = _views(matches=20, moves=12)
    _paint_panels(views)
    before = panel_rows.cache_info().misses
    _paint_panels(views)
    assert panel_rows.cache_info().misses == before
