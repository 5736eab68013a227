"""``koikoi replay --log | --db``: a finished match's replay written as a GIF file."""

from __future__ import annotations

import asyncio
import io
import json
from datetime import UTC, datetime, timedelta
from pathlib import Path

import pytest
from PIL import Image

from bot.cli.main import main
from bot.engine import Match, Player, preset
from bot.i18n import t
from bot.render.demo import finished
from bot.replay.scenes import PlayedMatch, Span, moves_in
from bot.store import Store


def frames_in(path: Path) -> int:
    with Image.open(io.BytesIO(path.read_bytes())) as gif:
        assert gif.format == "GIF"
        return int(gif.n_frames)


@pytest.fixture()
def log(tmp_path: Path) -> Path:
    path = tmp_path / "match.json"
    path.write_text(json.dumps(finished(5).to_dict()))
    return path


def test_a_saved_matchs_round_is_written_as_a_gif_with_a_frame_a_move(
    log: Path, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    out = tmp_path / "round.gif"
    status = main(["replay", "--log", str(log), "--length", "round", "--round", "2",
                   "--out", str(out)])  # fmt: skip
    assert status == 0 and "bytes" in capsys.readouterr().err
    assert frames_in(out) == moves_in(PlayedMatch.of(finished(5)), Span("round", 2)) + 2


def test_the_replay_needs_a_file_to_write(log: Path, capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["replay", "--log", str(log)]) != 0
    assert "--out" in capsys.readouterr().err


def test_a_match_not_yet_over_is_not_replayed(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    match = Match(preset("standard"), 4)
    match.apply(match.legal_actions()[0])
    path = tmp_path / "playing.json"
    path.write_text(json.dumps(match.to_dict()))
    assert main(["replay", "--log", str(path), "--out", str(tmp_path / "x.gif")]) != 0
    assert "not over" in capsys.readouterr().err


GIVEN_BACK_AT = 2  # the move whose turn had time given back, in the stored match below


def _stored(db: Path, match: Match, players: tuple[Player, Player], given_back: float = 0) -> int:
    """``match`` (a finished single deal of seed 31) stored move by move in a new database at
    ``db``, with ``given_back`` seconds given back to seat 1 on move ``GIVEN_BACK_AT``; its id."""

    async def store_it() -> int:
        async with await Store.open(db) as store:
            record = await store.create_match(1, 10, players, preset("single-deal"), seed=31)
            deadline = datetime.now(UTC) + timedelta(minutes=5)
            for seq, action in enumerate(match.actions):
                if seq == GIVEN_BACK_AT and given_back:
                    await store.give_back_time(record.match_id, seq, 1, given_back, deadline)
                await store.append_action(record.match_id, seq, action)
            await store.finish_match(record.match_id, match)
            return record.match_id

    return asyncio.run(store_it())


def test_a_stored_match_is_replayed_from_the_database(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    db = tmp_path / "koikoi.db"
    match = finished(31, preset("single-deal"))
    match_id = _stored(db, match, (Player.computer("easy"), Player.member(4242)))
    out = tmp_path / "stored.gif"
    status = main(["replay", "--db", str(db), "--match", str(match_id), "--out", str(out)])
    assert status == 0, capsys.readouterr().err
    assert frames_in(out) == len(match.actions) + 2 * len(match.results) + 1
    assert capsys.readouterr().out == ""  # no time was given back


def test_a_stored_matchs_time_given_back_is_printed_a_line_a_turn(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    db = tmp_path / "koikoi.db"
    match = finished(31, preset("single-deal"))
    players = (Player.member(4242), Player.member(77))
    match_id = _stored(db, match, players, given_back=4.25)
    out = tmp_path / "stored.gif"
    argv = ["replay", "--db", str(db), "--match", str(match_id), "--out", str(out)]
    assert main([*argv, "--names", "alice,bob", "--locale", "pl"]) == 0
    said = capsys.readouterr().out.splitlines()
    move = GIVEN_BACK_AT + 1
    assert said == [t("pl", "replay-time-given-back", move=move, seconds="4.2", name="bob")]


def test_the_card_order_form_still_prints_the_rounds_state(
    capsys: pytest.CaptureFixture[str],
) -> None:
    assert main(["replay", "--deck", ",".join(map(str, range(48)))]) == 0
    assert "round_over" in json.loads(capsys.readouterr().out)
