from __future__ import annotations

from dataclasses import replace

from bot.engine.cards import BOAR, BUTTERFLIES, CRANE, CURTAIN, DEER, MOON, PHOENIX, mask_of
from bot.engine.match import Match
from bot.engine.progress import closest_yaku, yaku_progress
from bot.engine.rules import preset
from bot.engine.view import PlayerView


def _view(mine: list[int], theirs: list[int], rules: str = "standard") -> PlayerView:
    view = Match(preset(rules), 1).view(0)  # type: ignore[arg-type]
    return replace(view, captures=(mask_of(mine), mask_of(theirs)))


def test_two_of_boar_deer_butterflies_is_the_closest_yaku_as_two_of_three() -> None:
    closest = closest_yaku(_view([], [BOAR, DEER, 2]), 1)
    assert closest is not None
    assert (closest.key, closest.have, closest.need) == ("inoshikacho", 2, 3)


def test_a_yaku_whose_missing_card_the_other_pile_holds_is_not_a_threat() -> None:
    progress = yaku_progress(_view([BUTTERFLIES], [BOAR, DEER]), 1)
    assert "inoshikacho" not in {p.key for p in progress}


def test_a_formed_yaku_is_not_listed_as_in_the_making() -> None:
    progress = yaku_progress(_view([], [BOAR, DEER, BUTTERFLIES]), 1)
    assert "inoshikacho" not in {p.key for p in progress}


def test_an_empty_pile_has_no_closest_yaku() -> None:
    assert closest_yaku(_view([CRANE], []), 1) is None


def test_ties_go_to_the_yaku_worth_more() -> None:
    # Two brights (sankō needs one more, 5 points) and the curtain for hanami-zake (one more).
    closest = closest_yaku(_view([], [CRANE, MOON, CURTAIN]), 1)
    assert closest is not None and closest.missing == 1


def test_viewing_yaku_are_not_threats_where_the_preset_has_none() -> None:
    progress = yaku_progress(_view([], [CURTAIN], rules="single-deal"), 1)
    assert "hanami" not in {p.key for p in progress}


def test_the_nearest_yaku_come_first() -> None:
    progress = yaku_progress(_view([], [CRANE, MOON, PHOENIX, BOAR]), 1)
    assert [p.missing for p in progress] == sorted(p.missing for p in progress)
