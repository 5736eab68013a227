import io
import json

import pytest

from bot.cli.main import main


def run(capsys, *argv: str) -> tuple[int, str, str]:
    status = main(list(argv))
    out, err = capsys.readouterr()
    return status, out, err


def test_score_prints_each_yaku_and_the_total(capsys):
    status, out, _ = run(capsys, "score", "--rules", "standard", "0", "8", "28", "32")
    assert status == 0
    assert json.loads(out) == {
        "yaku": [
            {"key": "sanko", "points": 5},
            {"key": "hanami", "points": 5},
            {"key": "tsukimi", "points": 5},
        ],
        "total": 15,
    }


def test_score_uses_the_round_month_for_tsukifuda(capsys):
    _, out, _ = run(capsys, "score", "--rules", "traditional", "--month", "3", "8", "9", "10", "11")
    assert {"key": "tsukifuda", "points": 5} in json.loads(out)["yaku"]
    _, out, _ = run(capsys, "score", "--rules", "traditional", "--month", "4", "8", "9", "10", "11")
    assert json.loads(out)["yaku"] == []


def test_score_does_not_let_tsukifuda_alone_unlock_hanami_under_traditional(capsys):
    args = ("score", "--rules", "traditional", "--month", "3", "8", "9", "10", "11", "32")
    _, out, _ = run(capsys, *args)
    assert json.loads(out) == {"yaku": [{"key": "tsukifuda", "points": 5}], "total": 5}


def test_score_refuses_an_unknown_preset_with_a_clear_message(capsys):
    status, out, err = run(capsys, "score", "--rules", "casino", "0")
    assert status != 0 and out == ""
    assert "unknown rule preset 'casino'" in err


@pytest.mark.parametrize("bad", ["48", "-1", "x"])
def test_score_refuses_a_card_id_out_of_range(capsys, bad):
    status, _, err = run(capsys, "score", "1", bad)
    assert status != 0
    assert "0 to 47" in err


def test_score_refuses_a_duplicate_card(capsys):
    status, _, err = run(capsys, "score", "1", "5", "1")
    assert status != 0
    assert "card 1 appears twice" in err


def test_score_jsonl_answers_every_line_in_order_and_survives_bad_lines(capsys, monkeypatch):
    lines = [
        {"rules": "traditional", "cards": [8, 32]},
        "not json",
        {"rules": "nope", "cards": [1]},
        {"rules": "single-deal", "cards": [0, 8, 28, 40, 44]},
        {"rules": "standard", "cards": [1, 1]},
    ]
    text = "\n".join(line if isinstance(line, str) else json.dumps(line) for line in lines)
    monkeypatch.setattr("sys.stdin", io.StringIO(text + "\n"))
    status, out, _ = run(capsys, "score", "--jsonl")
    results = [json.loads(line) for line in out.splitlines()]
    assert status == 0
    assert len(results) == 5
    assert results[0] == {"yaku": [], "total": 0}  # viewing yaku alone are bonus only
    assert "malformed JSON" in results[1]["error"]
    assert "unknown rule preset" in results[2]["error"]
    assert results[3] == {"yaku": [{"key": "goko", "points": 15}], "total": 15}
    assert "appears twice" in results[4]["error"]
