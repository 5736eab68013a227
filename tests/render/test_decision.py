from __future__ import annotations

from dataclasses import replace

from bot.engine.cards import BOAR, DEER, mask_of
from bot.engine.round import Phase
from bot.engine.rules import preset
from bot.render.decision import stop_or_go
from bot.render.demo import deciding

NAMES = ("Aoi", "Ren")


def _koikoi_view():  # type: ignore[no-untyped-def]
    match = deciding(1, Phase.KOIKOI)
    seat = match.round.to_move
    assert seat is not None
    return match.view(seat)


def test_the_stop_value_is_the_engines_not_recomputed() -> None:
    view = replace(_koikoi_view(), stop_base=7, multiplier=4, stop_value=28)
    assert stop_or_go(view, NAMES).stop_value == "7 × 4 = 28"


def test_without_a_multiplier_the_stop_value_is_shown_alone() -> None:
    view = replace(_koikoi_view(), rules=preset("traditional"), stop_value=6, multiplier=1)
    assert stop_or_go(view, NAMES).stop_value == "6"


def test_the_yaku_made_are_listed_with_their_points() -> None:
    panel = stop_or_go(_koikoi_view(), NAMES)
    assert panel.yaku and all(text.split()[-1].isdigit() for text in panel.yaku)


def test_the_opponents_nearest_yaku_is_shown_as_cards_held_of_cards_needed() -> None:
    view = _koikoi_view()
    captures = list(view.captures)
    captures[view.opponent] = mask_of([BOAR, DEER])
    captures[view.seat] &= ~mask_of([BOAR, DEER, 20])
    panel = stop_or_go(replace(view, captures=(captures[0], captures[1])), NAMES)
    assert panel.threat == "Ino-shika-chō 2/3"
    assert panel.threat_name == NAMES[view.opponent]
