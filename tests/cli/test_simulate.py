"""``koikoi simulate`` takes the greedy reference player beside the levels."""

from __future__ import annotations

import pytest

from bot.cli.main import main
from bot.cli.simulate import PlayerSpec, PlayerSpecError


def test_the_greedy_reference_player_can_be_simulated(capsys: pytest.CaptureFixture[str]) -> None:
    code = main(["simulate", "--matches", "3", "--duplicate", "greedy", "easy"])
    assert code == 0
    out = capsys.readouterr().out
    assert '"a": "greedy"' in out
    assert '"games": 6' in out


def test_an_unknown_player_names_the_greedy_reference_among_the_choices() -> None:
    with pytest.raises(PlayerSpecError, match="greedy"):
        PlayerSpec.parse("beginner")
