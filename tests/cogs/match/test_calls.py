"""The spectators' call on the table: its guess buttons and the line of how the channel guessed."""

from __future__ import annotations

from collections.abc import AsyncIterator
from pathlib import Path

import pytest

from bot.app.core.preferences import Preferences
from bot.app.core.spectators_call import SpectatorsCall, open_decision
from bot.app.core.table import Table
from bot.engine import Match, Phase, Player
from bot.engine.rules import preset
from bot.i18n import t
from bot.i18n.catalog import LOCALES
from bot.store import Store
from cogs.match.calls import call_part

GUILD, ANN, BOB, CAROL = 5, 1, 2, 3
NAMES = ("Ann", "Bob")


@pytest.fixture
async def store(tmp_path: Path) -> AsyncIterator[Store]:
    opened = await Store.open(tmp_path / "koikoi.db")
    try:
        yield opened
    finally:
        await opened.close()


def _table_at_a_later_decision() -> Table:
    """Ann and Bob's match, its first round over, a member facing STOP or KOI-KOI in a later
    round; the table's recent events hold the first round's end."""
    for seed in range(400):
        match = Match(preset("standard"), seed)
        table = Table(7, GUILD, 70, (Player.member(ANN), Player.member(BOB)), match)
        while not match.over:
            if match.results and match.round.phase is Phase.KOIKOI:
                return table
            table.recent_events.extend(match.apply(match.legal_actions()[0]))
    raise AssertionError("no decision in a later round found")


@pytest.mark.parametrize("locale", LOCALES)
async def test_the_verdict_waits_for_the_end_of_the_round_the_koikoi_was_called_in(
    store: Store, locale: str
) -> None:
    table = _table_at_a_later_decision()
    seq = open_decision(table)
    assert seq is not None
    calls = SpectatorsCall(store, Preferences(store))
    await calls.vote(table, CAROL, seq, "koikoi")
    caller = table.match.to_move or 0
    koikoi = next(a for a in table.match.legal_actions() if a.verb == "koikoi")
    table.recent_events.extend(table.match.apply(koikoi))
    verdicts = {
        t(locale, key, player=NAMES[caller], round=len(table.match.results) + 1)
        for key in ("call-paid-off", "call-backfired")
    }
    _, line = await call_part(calls, table, locale, NAMES)
    assert line is not None and not any(v in line for v in verdicts)  # the round goes on
    rounds = len(table.match.results)
    while len(table.match.results) == rounds:
        table.recent_events.extend(table.match.apply(table.match.legal_actions()[0]))
    won = table.match.results[rounds].winner == caller
    _, line = await call_part(calls, table, locale, NAMES)
    key = "call-paid-off" if won else "call-backfired"
    said = t(locale, key, player=NAMES[caller], round=rounds + 1)  # says which round it is about
    assert line is not None and said in line
    told = calls.verdict(table, seq)
    assert told is not None and told.round == rounds + 1


@pytest.mark.parametrize("locale", LOCALES)
async def test_the_guess_buttons_read_as_guesses_not_as_the_players_own_buttons(
    store: Store, locale: str
) -> None:
    table = _table_at_a_later_decision()
    buttons, _ = await call_part(SpectatorsCall(store, Preferences(store)), table, locale, NAMES)
    labels = [getattr(b, "label", "") or "" for b in buttons]
    assert len(labels) == 2
    own = {t(locale, "button-stop"), t(locale, "button-koikoi")}
    for label in labels:
        assert label.startswith(t(locale, "panel-guess-mark"))  # each says it is a guess
        assert label not in own
