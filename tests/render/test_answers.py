"""The engine's answers a picture needs are asked once per state: the table and both hands of
one moment share the yaku watch, and the STOP / KOI-KOI panel asks for its threats once."""

from __future__ import annotations

import random
from collections import Counter
from collections.abc import Callable
from typing import Any

import pytest

from bot.engine import Match, preset
from bot.engine.round import Phase
from bot.engine.view import PlayerView
from bot.render import decision, watch
from bot.render.demo import deciding, play
from bot.render.hand import render_hand
from bot.render.table import render_table

NAMES = ("alice", "bob")


def _counted(asked: Counter[str], name: str, function: Callable[..., Any]) -> Callable[..., Any]:
    def counting(*args: Any) -> Any:
        asked[name] += 1
        return function(*args)

    return counting


@pytest.fixture
def asked(monkeypatch: pytest.MonkeyPatch) -> Counter[str]:
    """How often the renderer asked the engine each question."""
    counts: Counter[str] = Counter()
    for module, name in (
        (watch, "yaku_watch"),
        (watch, "made_yaku"),
        (decision, "koikoi_threats"),
    ):
        monkeypatch.setattr(module, name, _counted(counts, name, getattr(module, name)))
    return counts


@pytest.mark.parametrize("rules", ["standard", "traditional", "single-deal"])
def test_a_moment_asks_the_engine_for_each_seats_watch_once(
    rules: str, asked: Counter[str]
) -> None:
    match = Match(preset(rules), 11)
    rng = random.Random(11)
    moments = 0
    while not match.over and not match.results and moments < 30:
        watch._kept.clear()  # a new state: nothing kept from the moment before
        asked.clear()
        render_table(PlayerView.public(match.round, match), NAMES)
        for seat in (0, 1):
            render_hand(match.view(seat), NAMES)
        assert asked["yaku_watch"] <= 2
        assert asked["made_yaku"] <= 2
        play(match, rng, 1)
        moments += 1
    assert moments > 5


@pytest.mark.parametrize("rules", ["standard", "traditional", "single-deal"])
def test_the_stop_or_koikoi_panel_asks_for_its_threats_once(
    rules: str, asked: Counter[str]
) -> None:
    match = deciding(3, Phase.KOIKOI, preset(rules))
    mover = match.round.to_move
    assert mover is not None
    render_hand(match.view(mover), NAMES)
    assert asked["koikoi_threats"] == 1
