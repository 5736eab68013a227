"""Matches read back from the store and replayed from their log."""

from __future__ import annotations

import random

import pytest

from bot.engine import Player, RuleSet
from bot.engine.rules import SINGLE_DEAL
from bot.store import Store
from testing.store import play_logged, start, tamper
from tests.engine import saved_rules


@pytest.mark.parametrize(
    "saved", [saved_rules.TRADITIONAL_WITH_BOTH_VARIANTS, saved_rules.SINGLE_DEAL]
)
async def test_a_match_stored_by_an_earlier_version_restores_and_plays_to_its_end(
    store: Store, saved: str
) -> None:
    rules = RuleSet.model_validate_json(saved)
    record, match = await start(store, (Player.member(1), Player.computer("easy")), rules=rules)
    await tamper(
        store, "UPDATE matches SET rules_json = ? WHERE match_id = ?", (saved, record.match_id)
    )
    await play_logged(store, record, match, random.Random(3), limit=6)

    restored = await store.restore(record.match_id)
    assert restored.match.rules == rules and restored.match.view(0) == match.view(0)
    assert restored.match.rules.variants_played == rules.variants_played
    assert (restored.match.rules is SINGLE_DEAL) == (saved == saved_rules.SINGLE_DEAL)
    await play_logged(store, restored.record, restored.match, random.Random(4))
    outcome = await store.finish_match(record.match_id, restored.match)
    assert outcome is not None and (await store.get_match(record.match_id)).status == "finished"
