"""The events a round tells: the shared ones cannot be changed by whoever reads them."""

from __future__ import annotations

import dataclasses

import pytest

from bot.engine.events import CAPTURED, DRAWN, LAID, PLAYED, CardsCaptured


def test_the_events_shared_between_rounds_cannot_be_changed() -> None:
    shared = [PLAYED[0][5], DRAWN[1][47], LAID["draw"][0][12], CAPTURED["hand"][1][0][1 << 1]]
    for event in shared:
        with pytest.raises(dataclasses.FrozenInstanceError):
            event.seat = 1 - event.seat  # type: ignore[misc]


def test_a_shared_capture_names_the_capturing_card_first_then_the_cards_taken() -> None:
    assert CAPTURED["draw"][0][6][1 << 4 | 1 << 5 | 1 << 7] == CardsCaptured(
        0, (6, 4, 5, 7), "draw"
    )
    assert CAPTURED["hand"][1][9][1 << 8] == CardsCaptured(1, (9, 8), "hand")
