from __future__ import annotations

from dataclasses import replace

from bot.engine.match import Match
from bot.engine.rules import preset
from bot.engine.view import PlayerView
from bot.render.words import Words, month_label, progress_lines, take_label


def test_open_ended_rounds_say_first_to_the_target_never_of_infinity() -> None:
    view = replace(Match(preset("traditional"), 1).view(0), round_number=15)
    lines = progress_lines(view, Words())
    assert lines == ("Round 15", "first to 50")
    assert not any("∞" in line for line in lines)


def test_counted_rounds_say_which_of_how_many() -> None:
    view = replace(Match(preset("standard"), 1).view(0), round_number=3)
    assert progress_lines(view, Words()) == ("Round 3 of 12",)


def test_the_month_is_named_not_numbered() -> None:
    view = replace(Match(preset("standard"), 1).view(0), month=12)
    assert month_label(view, Words()) == "December"
    assert month_label(view, Words(month="12月")) == "12月"


def test_a_candidate_is_labelled_as_its_button() -> None:
    assert take_label(28, Words(take={28: "Aug · Moonを取る"})) == "Aug · Moonを取る"
    assert take_label(28, Words()) == "Take Aug moon"


def test_a_lower_case_month_is_drawn_as_a_heading_with_a_capital(mid_match: Match) -> None:
    view = PlayerView.public(mid_match.round, mid_match)
    assert month_label(view, Words(month="listopad")) == "Listopad"
