"""`koikoi play`: a whole match in the terminal, driven by scripted input."""

from __future__ import annotations

from collections.abc import Callable, Iterator

from bot.cli.play import run_game
from bot.engine.rules import preset


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
