"""`koikoi review`: a finished match's review as JSON, from a log file or the database."""

from __future__ import annotations

import asyncio
import json
import random
from pathlib import Path
from typing import Any

import pytest

from bot.cli.main import main
from bot.engine import Match, Player, preset
from bot.store import Store

PLAYOUTS = "40"  # a tiny budget: the tests check the shape, not the verdicts


def finished_match(seed: int = 2) -> Match:
    match = Match(preset("single-deal"), seed)
    rng = random.Random(seed)
    while not match.over:
        match.apply(rng.choice(match.legal_actions()))
    return match


def review(capsys: pytest.CaptureFixture[str], *args: str) -> tuple[int, Any, str]:
    status = main(["review", "--playouts", PLAYOUTS, *args])
    out, err = capsys.readouterr()
    return status, (json.loads(out) if out else None), err


def test_a_log_file_is_reviewed_into_json_with_every_decision_and_its_loss(
    capsys: pytest.CaptureFixture[str], tmp_path: Path
) -> None:
    match = finished_match()
    path = tmp_path / "match.json"
    path.write_text(json.dumps(match.to_dict()))
    status, data, _ = review(capsys, "--log", str(path), "--seat", "1")
    assert status == 0
    assert data["seat"] == 1 and data["reviewed"] == len(data["decisions"]) > 0
    for entry in data["decisions"]:
        assert {"index", "round", "phase", "played", "best", "loss", "points", "why"} <= set(entry)
        assert entry["points"] >= 0 and entry["why"]
    assert set(data["costliest"]) <= {entry["index"] for entry in data["decisions"]}
    assert len(data["summary"]) == 2


def test_the_reasons_come_in_the_language_asked_for(
    capsys: pytest.CaptureFixture[str], tmp_path: Path
) -> None:
    path = tmp_path / "match.json"
    path.write_text(json.dumps(finished_match().to_dict()))
    _, data, _ = review(capsys, "--log", str(path), "--locale", "pl")
    assert data["summary"][0].startswith("Przeanalizowane decyzje")


def test_the_stored_match_of_a_member_is_found_by_its_id(
    capsys: pytest.CaptureFixture[str], tmp_path: Path
) -> None:
    db = tmp_path / "koikoi.db"
    match = finished_match(3)

    async def store_it() -> int:
        async with await Store.open(db) as store:
            players = (Player.computer("easy"), Player.member(4242))
            record = await store.create_match(1, 10, players, preset("single-deal"), seed=3)
            for seq, action in enumerate(match.actions):
                await store.append_action(record.match_id, seq, action)
            await store.finish_match(record.match_id, match)
            return record.match_id

    match_id = asyncio.run(store_it())
    status, data, _ = review(capsys, "--db", str(db), "--match", str(match_id))
    assert status == 0
    assert data["match"] == match_id and data["seat"] == 1  # the member's seat


def test_a_missing_database_is_refused_without_creating_one(
    capsys: pytest.CaptureFixture[str], tmp_path: Path
) -> None:
    db = tmp_path / "none.db"
    status, data, err = review(capsys, "--db", str(db), "--match", "1")
    assert status == 2 and data is None and "no database" in err
    assert not db.exists()


def test_a_log_that_does_not_replay_is_refused(
    capsys: pytest.CaptureFixture[str], tmp_path: Path
) -> None:
    path = tmp_path / "bad.json"
    path.write_text(json.dumps({"rules": "standard", "seed": 1, "actions": ["stop"]}))
    status, data, err = review(capsys, "--log", str(path))
    assert status == 2 and data is None and err.startswith("koikoi:")
