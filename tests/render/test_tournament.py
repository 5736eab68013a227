"""The tournament pictures: a line or a game a row, read on a phone in any script."""

from __future__ import annotations

import pytest

from bot.render import legibility
from bot.render.tournament import (
    BracketGame,
    BracketPicture,
    BracketRound,
    StandingLine,
    StandingsPicture,
    render_bracket,
    render_standings,
)
from tests.render.conftest import open_png

NAMES = ("山田太郎", "مريم الحسيني", "Magnhild-Kristine Johannessen", "Zoë Ōtake", "Aoi")
READ, NEEDED = 11.0, 9.0  # names and points; anything else, at 360 px wide


def _standings(count: int) -> StandingsPicture:
    lines = tuple(
        StandingLine(i + 1, NAMES[i % len(NAMES)], "1–0–1", str(count - i)) for i in range(count)
    )
    return StandingsPicture("Koi-Koi cup", "Swiss · round 2 of 3", "W–D–L", "Points", lines, "x")


def _bracket(games: int) -> BracketPicture:
    first = tuple(
        BracketGame(NAMES[i % 5], NAMES[(i + 1) % 5] if i else "", "7 – 3", i % 2)
        for i in range(games)
    )
    second = (BracketGame(NAMES[0], NAMES[2], "–", None),)
    rounds = (BracketRound("Round 1", first), BracketRound("Round 2", second))
    return BracketPicture("Koi-Koi cup", "Single elimination", rounds, "Round 2")


def test_the_standings_grow_a_row_per_player() -> None:
    assert (
        open_png(render_standings(_standings(8))).height
        > open_png(render_standings(_standings(3))).height
    )


def test_the_bracket_grows_a_row_per_game() -> None:
    assert (
        open_png(render_bracket(_bracket(8))).height > open_png(render_bracket(_bracket(2))).height
    )


@pytest.mark.parametrize("count", [2, 8, 32])
def test_names_and_points_of_the_standings_read_at_11_px_and_nothing_below_9_on_a_phone(
    count: int,
) -> None:
    with legibility.recording() as drawn:
        render_standings(_standings(count))
    read = [d for d in drawn if d.text in NAMES or d.text.isdigit() or d.text.endswith("…")]
    assert read
    assert all(d.size_at() >= READ for d in read), [(d.text, d.size_at()) for d in read]
    assert all(d.size_at() >= NEEDED for d in drawn)


@pytest.mark.parametrize("games", [1, 4, 16])
def test_names_of_the_bracket_read_at_11_px_and_nothing_below_9_on_a_phone(games: int) -> None:
    with legibility.recording() as drawn:
        render_bracket(_bracket(games))
    read = [d for d in drawn if d.text in NAMES or d.text.endswith("…")]
    assert read
    assert all(d.size_at() >= READ for d in read), [(d.text, d.size_at()) for d in read]
    assert all(d.size_at() >= NEEDED for d in drawn)


def test_a_game_won_is_drawn_differently_from_a_game_being_played() -> None:
    played = _bracket(1)
    pending = BracketPicture(
        played.title,
        played.subtitle,
        (BracketRound("Round 1", (BracketGame(NAMES[0], "", "7 – 3", None),)), played.rounds[1]),
        played.footer,
    )
    assert render_bracket(played) != render_bracket(pending)
