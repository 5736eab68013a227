"""Turn time given back is stored beside the match log, with the turn's longer deadline."""

from __future__ import annotations

import asyncio
import random
import tempfile
from datetime import UTC, datetime, timedelta
from pathlib import Path

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from bot.engine import Match, Player
from bot.store import GivenBack, MatchNotActiveError, Store
from testing.store import play_logged, play_to_result, start

DEADLINE = datetime(2026, 3, 1, 12, 0, 30, tzinfo=UTC)


async def test_time_given_back_and_the_longer_deadline_survive_a_restart(database: str) -> None:
    store = await Store.open(database)
    record, match = await start(store, (Player.member(1), Player.member(2)))
    await play_logged(store, record, match, random.Random(3), limit=4)
    await store.give_back_time(record.match_id, 4, 0, 6.5, DEADLINE)
    await store.give_back_time(record.match_id, 4, 0, 2.0, DEADLINE + timedelta(seconds=2))
    await store.close()

    store = await Store.open(database)
    try:
        assert await store.time_given_back(record.match_id) == [GivenBack(4, 0, 8.5)]
        assert await store.turn_deadline(record.match_id) == DEADLINE + timedelta(seconds=2)
    finally:
        await store.close()


async def test_a_match_that_is_over_is_given_no_time_back(store: Store) -> None:
    record, match = await play_to_result(store, (Player.member(1), Player.member(2)), 0)
    await store.finish_match(record.match_id, match)
    with pytest.raises(MatchNotActiveError):
        await store.give_back_time(record.match_id, len(match.actions), 0, 3.0, DEADLINE)
    assert await store.time_given_back(record.match_id) == []


@settings(max_examples=15, deadline=None)
@given(seed=st.integers(0, 2**16), turns=st.lists(st.integers(0, 30), max_size=5))
def test_time_given_back_leaves_the_replayed_log_as_it_was(seed: int, turns: list[int]) -> None:
    async def scenario(path: Path) -> tuple[Match, Match]:
        async with await Store.open(path) as store:
            record, match = await start(store, (Player.member(1), Player.member(2)), seed=seed)
            rng = random.Random(seed)
            for turn in sorted(turns):
                await play_logged(store, record, match, rng, limit=turn - len(match.actions))
                if match.over:
                    break
                await store.give_back_time(record.match_id, len(match.actions), 0, 1.5, DEADLINE)
            await play_logged(store, record, match, rng)
            return (await store.restore(record.match_id)).match, match

    with tempfile.TemporaryDirectory() as folder:
        restored, played = asyncio.run(scenario(Path(folder) / "koikoi.db"))
    assert restored.actions == played.actions
    assert restored.to_dict() == played.to_dict()
