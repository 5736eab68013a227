"""How the computer plays each level of the engine's table."""

from __future__ import annotations

from types import MappingProxyType

import pytest

from bot.ai import strengths
from bot.ai.easy import EasyPlayer
from bot.ai.player import choose_action, make_player
from bot.ai.strengths import STRENGTHS, Strength
from bot.engine import Match, preset
from bot.engine.levels import LEVELS


@pytest.mark.parametrize("level", LEVELS)
def test_every_level_of_the_table_makes_a_player_of_that_level(level: str) -> None:
    player = make_player(level, 1)  # type: ignore[arg-type]
    assert player.level == level
    assert isinstance(player, STRENGTHS[level].player)


def test_a_levels_settings_in_the_table_reach_its_player(monkeypatch: pytest.MonkeyPatch) -> None:
    changed = {**STRENGTHS, "easy": Strength(EasyPlayer, {"slip": 0.5})}
    monkeypatch.setattr(strengths, "STRENGTHS", MappingProxyType(changed))
    assert make_player("easy").slip == 0.5  # type: ignore[attr-defined]
    assert make_player("easy", slip=0.2).slip == 0.2  # type: ignore[attr-defined]


def test_only_the_timed_levels_take_the_time_budget(monkeypatch: pytest.MonkeyPatch) -> None:
    assert [level for level in LEVELS if STRENGTHS[level].timed] == ["expert"]
    changed = {**STRENGTHS, "easy": Strength(EasyPlayer, timed=True)}
    monkeypatch.setattr(strengths, "STRENGTHS", MappingProxyType(changed))
    match = Match(preset("standard"), 3)
    with pytest.raises(ValueError, match="time_budget"):
        choose_action("easy", match.view(match.to_move or 0), seed=1, time_budget=0.1)
