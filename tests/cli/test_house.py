"""Every command that takes a preset takes house rules too (``--house RULE=CHOICE``), so what a
house rule does shows outside Discord."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from bot.cli.main import main


def test_score_with_seven_doubled_gives_the_base_a_stop_starts_from(
    capsys: pytest.CaptureFixture[str],
) -> None:
    assert (
        main(["score", "--house", "seven_doubled=on", "--", "0", "8", "28", "24", "36", "20"]) == 0
    )
    answer = json.loads(capsys.readouterr().out)
    assert (answer["total"], answer["base"], answer["house"]) == (10, 20, "seven_doubled=on")


def test_score_with_rain_spoils_the_viewing_yaku_of_a_pile_holding_the_rain_man(
    capsys: pytest.CaptureFixture[str],
) -> None:
    assert main(["score", "--house", "rain=on", "--", "8", "28", "32", "40"]) == 0
    keys = {y["key"] for y in json.loads(capsys.readouterr().out)["yaku"]}
    assert not keys & {"hanami", "tsukimi"}


def test_rules_names_the_house_rules_and_the_fields_they_set(
    capsys: pytest.CaptureFixture[str],
) -> None:
    assert main(["rules", "standard", "--house", "multiplier=after_rival_call"]) == 0
    out = capsys.readouterr().out
    assert "house rules: multiplier=after_rival_call" in out
    assert "after_rival_call" in out.split("house rules:")[1].split("\n", 1)[1]


def test_a_house_rule_that_does_not_exist_is_refused_in_one_line(
    capsys: pytest.CaptureFixture[str],
) -> None:
    assert main(["rules", "--house", "fog=on"]) == 2
    assert "fog" in capsys.readouterr().err


def test_simulate_plays_the_house_rules_it_is_given(capsys: pytest.CaptureFixture[str]) -> None:
    argv = ["simulate", "--matches", "1", "easy", "easy", "--house", "multiplier=own_calls"]
    assert main(argv) == 0
    assert json.loads(capsys.readouterr().out)["house"] == "multiplier=own_calls"


def test_replay_deals_a_round_under_the_house_rules(capsys: pytest.CaptureFixture[str]) -> None:
    dealt = [
        16,
        20,
        24,
        28,
        32,
        36,
        40,
        44,
        17,
        21,
        25,
        29,
        33,
        37,
        41,
        45,
        0,
        1,
        4,
        5,
        8,
        9,
        12,
        13,
    ]
    deck = ",".join(str(card) for card in dealt + [c for c in range(48) if c not in dealt])
    assert main(["replay", "--deck", deck, "--house", "four_pairs=on"]) == 0
    assert json.loads(capsys.readouterr().out)["result"]["redeal"]  # four pairs on the field
    assert main(["replay", "--deck", deck, "--house", "four_pairs=off"]) == 0
    assert json.loads(capsys.readouterr().out)["result"] is None


def test_render_draws_the_sample_pictures_under_the_house_rules(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    argv = [
        "render",
        "--seed",
        "7",
        "--out",
        str(tmp_path),
        "--house",
        "multiplier=after_rival_call",
    ]
    assert main(argv) == 0
    assert (tmp_path / "table.png").exists() and (tmp_path / "guide-standard.png").exists()
