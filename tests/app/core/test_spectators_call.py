"""The spectators' call: one guess per onlooker and decision, none from the players."""

from __future__ import annotations

from collections.abc import AsyncIterator
from pathlib import Path

import pytest

from bot.app.core.preferences import Preferences
from bot.app.core.refusal import Refusal
from bot.app.core.spectators_call import SpectatorsCall, decision_round, open_decision, verdict
from bot.app.core.table import Table
from bot.engine import Match, Phase, Player
from bot.engine.rules import preset
from bot.store import Store

GUILD, ANN, BOB, CAROL, DAVE = 5, 1, 2, 3, 4


@pytest.fixture
async def store(tmp_path: Path) -> AsyncIterator[Store]:
    opened = await Store.open(tmp_path / "koikoi.db")
    try:
        yield opened
    finally:
        await opened.close()


def table_at_a_decision() -> Table:
    """A match between Ann and Bob, played on until one of them faces STOP or KOI-KOI."""
    for seed in range(200):
        match = Match(preset("standard"), seed)
        while not match.over and match.round.phase is not Phase.KOIKOI:
            match.apply(match.legal_actions()[0])
        if not match.over:
            return Table(7, GUILD, 70, (Player.member(ANN), Player.member(BOB)), match)
    raise AssertionError("no decision found")


async def test_a_player_of_the_match_cannot_guess(store: Store) -> None:
    table = table_at_a_decision()
    seq = open_decision(table)
    assert seq is not None
    calls = SpectatorsCall(store, Preferences(store))
    for player in (ANN, BOB):
        with pytest.raises(Refusal) as refused:
            await calls.vote(table, player, seq, "stop")
        assert refused.value.key == "call-players-cannot-vote"
    assert (await calls.tally(table, seq)).total == 0


async def test_a_guess_counts_once_even_if_clicked_again(store: Store) -> None:
    table = table_at_a_decision()
    seq = open_decision(table)
    assert seq is not None
    calls = SpectatorsCall(store, Preferences(store))
    await calls.vote(table, CAROL, seq, "koikoi")
    with pytest.raises(Refusal) as refused:
        await calls.vote(table, CAROL, seq, "stop")
    assert refused.value.key == "call-already-voted"
    await calls.vote(table, DAVE, seq, "stop")
    tally = await calls.tally(table, seq)
    assert (tally.stop, tally.koikoi) == (1, 1)


async def test_once_decided_the_tally_says_who_guessed_right(store: Store) -> None:
    table = table_at_a_decision()
    seq = open_decision(table)
    assert seq is not None
    calls = SpectatorsCall(store, Preferences(store))
    await calls.vote(table, CAROL, seq, "koikoi")
    await calls.vote(table, DAVE, seq, "stop")
    table.match.apply(next(a for a in table.match.legal_actions() if a.verb == "stop"))
    tally = await calls.tally(table, seq)
    assert (tally.decided, tally.right) == ("stop", 1)
    with pytest.raises(Refusal) as refused:
        await calls.vote(table, 9, seq, "stop")
    assert refused.value.key == "call-closed"


async def test_a_server_can_turn_the_call_off(store: Store) -> None:
    table = table_at_a_decision()
    seq = open_decision(table)
    assert seq is not None
    preferences = Preferences(store)
    await preferences.update_guild(GUILD, spectators_call=False)
    with pytest.raises(Refusal) as refused:
        await SpectatorsCall(store, preferences).vote(table, CAROL, seq, "stop")
    assert refused.value.key == "call-off"


def test_no_call_is_open_for_the_computers_decision() -> None:
    table = table_at_a_decision()
    seat = table.match.to_move or 0
    seats = list(table.seats)
    seats[seat] = Player.computer("normal")
    table.seats = (seats[0], seats[1])
    assert open_decision(table) is None


def _koikoi_in_a_later_round() -> tuple[Match, int, int]:
    """A match whose first round is over, KOI-KOI just called at decision ``seq`` in a later one
    by ``seat``."""
    for seed in range(400):
        match = Match(preset("standard"), seed)
        while not match.over:
            if match.results and match.round.phase is Phase.KOIKOI:
                seq, seat = len(match.actions), match.to_move
                match.apply(next(a for a in match.legal_actions() if a.verb == "koikoi"))
                if not match.round.over and seat is not None:
                    return match, seq, seat
            match.apply(match.legal_actions()[0])
    raise AssertionError("no KOI-KOI in a later round found")


def test_no_verdict_is_told_while_the_round_of_the_call_goes_on() -> None:
    # The previous round's end is in the match's results: it must not be read as this call's.
    match, seq, _ = _koikoi_in_a_later_round()
    assert verdict(match, seq) is None


def test_the_verdict_comes_from_the_round_the_koikoi_was_called_in() -> None:
    match, seq, caller = _koikoi_in_a_later_round()
    assert decision_round(match, seq) == (len(match.results), caller)
    rounds = len(match.results)
    while len(match.results) == rounds:
        match.apply(match.legal_actions()[0])
    told = verdict(match, seq)
    assert told is not None
    assert told.caller == caller
    assert told.won is (match.results[rounds].winner == caller)
