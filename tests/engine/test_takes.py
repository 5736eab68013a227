from __future__ import annotations

from dataclasses import replace

from hypothesis import given
from hypothesis import strategies as st

from bot.engine.actions import Action
from bot.engine.match import Match
from bot.engine.round import Phase
from bot.engine.rules import preset
from bot.engine.takes import automatic_take, equivalent
from bot.engine.view import PlayerView

WISTERIA_CHAFF = (14, 15)
WISTERIA_RIBBON = 13


def _taking(view: PlayerView, *cards: int) -> PlayerView:
    return replace(view, phase=Phase.TAKE, legal=tuple(Action("take", c) for c in cards))


def _view(name: str = "standard") -> PlayerView:
    return Match(preset(name), 1).view(0)


def test_two_wisteria_chaff_are_taken_without_asking_the_lower_one_first() -> None:
    for name in ("standard", "traditional", "single-deal"):
        assert automatic_take(_taking(_view(name), *reversed(WISTERIA_CHAFF))) == 14


def test_a_ribbon_and_a_chaff_of_one_month_are_still_asked() -> None:
    assert automatic_take(_taking(_view(), WISTERIA_RIBBON, 14)) is None


def test_no_choice_is_made_outside_a_capture_choice() -> None:
    assert automatic_take(replace(_taking(_view(), *WISTERIA_CHAFF), phase=Phase.PLAY)) is None


def test_a_card_counted_by_a_yaku_of_the_round_is_not_equivalent_to_one_not_counted() -> None:
    # Sake cup (32) and the September chaff differ in kind, and so for Hanami-zake.
    assert not equivalent(preset("standard"), 1, 32, 34)


@given(st.integers(0, 47), st.integers(0, 47), st.integers(1, 12))
def test_equivalence_is_symmetric(first: int, second: int, month: int) -> None:
    rules = preset("standard")
    assert equivalent(rules, month, first, second) == equivalent(rules, month, second, first)
