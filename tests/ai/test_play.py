"""`koikoi play`: a whole match in the terminal, driven by scripted input."""

from __future__ import annotations

from collections.abc import Callable, Iterator
from dataclasses import replace

from bot.ai.easy import EasyPlayer
from bot.cli.play import Game, run_game
from bot.engine.actions import STOP
from bot.engine.round import Phase
from bot.engine.rules import STANDARD, preset
from bot.engine.view import PlayerView
from tests.engine.helpers import position


def scripted(answers: Iterator[str], asked: list[str]) -> Callable[[str], str]:
    def read(prompt: str) -> str:
        asked.append(prompt)
        return next(answers)

    return read


def always(answer: str) -> Iterator[str]:
    while True:
        yield answer


def test_scripted_input_plays_a_whole_match_to_its_end() -> None:
    out: list[str] = []
    asked: list[str] = []
    status = run_game(scripted(always("1"), asked), out.append, "easy", preset("standard"), 3)
    assert status == 0
    assert any(line.startswith("Match over") for line in out)
    assert len(asked) > 20


def test_the_computers_moves_are_narrated() -> None:
    out: list[str] = []
    run_game(scripted(always("1"), []), out.append, "normal", preset("single-deal"), 8)
    assert any(line.startswith("The computer plays") for line in out)
    assert any(line.startswith("The computer draws") for line in out)


def test_bad_input_asks_again_without_an_error() -> None:
    def answers() -> Iterator[str]:
        yield from ["", "abc", "0", "99", "-1"]
        yield from always("1")

    out: list[str] = []
    status = run_game(scripted(answers(), []), out.append, "easy", preset("single-deal"), 4)
    assert status == 0
    assert sum(line.startswith("Please type a number") for line in out) == 5
    assert any(line.startswith("Match over") for line in out)


def test_the_table_shows_the_hand_field_and_both_piles() -> None:
    out: list[str] = []
    run_game(scripted(always("1"), []), out.append, "easy", preset("single-deal"), 4)
    for heading in ("Your hand:", "Field:", "Your pile:", "Computer's pile:"):
        assert any(line.startswith(heading) for line in out)


def test_end_of_input_leaves_the_game_cleanly() -> None:
    def read(prompt: str) -> str:
        raise EOFError

    out: list[str] = []
    assert run_game(read, out.append, "easy", preset("standard"), 1) == 0
    assert out[-1].strip() == "Game abandoned."


def test_ctrl_c_leaves_the_game_cleanly() -> None:
    def read(prompt: str) -> str:
        raise KeyboardInterrupt

    out: list[str] = []
    assert run_game(read, out.append, "easy", preset("standard"), 1) == 130
    assert out[-1].strip() == "Game abandoned."


def test_q_quits_the_game() -> None:
    out: list[str] = []
    assert run_game(scripted(always("q"), []), out.append, "easy", preset("standard"), 1) == 0
    assert out[-1].strip() == "Game abandoned."


def test_stop_offers_what_the_engine_says_stopping_scores() -> None:
    # Sankō and akatan, 10 points: doubled at 7 or more by this house rule, then by one call.
    rules = STANDARD.model_copy(update={"seven_point_doubling": True})
    round_ = position(
        rules, hands=([2, 3], [6, 7]), field=[10, 11], captures=([0, 8, 28, 1, 5, 9], []),
        koikoi_calls=(1, 0),
    )  # fmt: skip
    view = replace(PlayerView.of(round_, 0), phase=Phase.KOIKOI)
    game = Game(lambda _: "1", lambda _: None, EasyPlayer(seed=1), rules, 1)
    assert dict(game.options(view))[STOP] == "Stop and score 40 points"
