"""Actions and their text form."""

from __future__ import annotations

import pytest

from bot.engine.actions import KOIKOI, STOP, Action, ActionSyntaxError


@pytest.mark.parametrize(
    ("text", "action"),
    [
        ("play:12", Action("play", 12)),
        ("take:0", Action("take", 0)),
        ("play:47", Action("play", 47)),
        ("koikoi", KOIKOI),
        ("stop", STOP),
        ("forfeit:1", Action("forfeit", 1)),
        ("  stop \n", STOP),
    ],
)
def test_an_action_is_read_from_its_text_form(text: str, action: Action) -> None:
    assert Action.parse(text) == action


@pytest.mark.parametrize("text", ["play:12", "take:3", "koikoi", "stop", "forfeit:0"])
def test_an_actions_text_form_reads_back_to_the_same_action(text: str) -> None:
    assert str(Action.parse(text)) == text


@pytest.mark.parametrize(
    "text", ["play:48", "play:-1", "play:", "play:x", "take", "koikoi:1", "forfeit:2", "draw", ""]
)
def test_text_that_is_not_an_action_is_refused(text: str) -> None:
    with pytest.raises(ActionSyntaxError):
        Action.parse(text)


def test_the_card_of_a_play_is_its_argument() -> None:
    assert Action.parse("play:30").card == 30


def test_actions_are_values() -> None:
    assert Action("play", 3) == Action.parse("play:3")
    assert len({Action("play", 3), Action.parse("play:3")}) == 1
