from __future__ import annotations

import asyncio
import random
import time
from pathlib import Path

import pytest

from bot.engine import Player, preset
from bot.store import Store, StoreBusyError
from testing.store import play_logged, play_to_result, raw, start

MATCHES = 24
ACTIONS = 30


async def _play_many(stores: list[Store], limit: int) -> dict[int, dict[str, object]]:
    """MATCHES matches played at once, alternating between ``stores``; their final states."""

    async def one(i: int) -> tuple[int, dict[str, object]]:
        store = stores[i % len(stores)]
        record, match = await start(
            store, (Player.member(i + 1), Player.computer("easy")), channel_id=i, seed=i
        )
        await play_logged(store, record, match, random.Random(i), limit=limit)
        return record.match_id, match.to_dict()

    return dict(await asyncio.gather(*(one(i) for i in range(MATCHES))))


async def _assert_all_restored(path: Path, played: dict[int, dict[str, object]]) -> None:
    store = await Store.open(path)
    try:
        for match_id, state in played.items():
            assert (await store.restore(match_id)).match.to_dict() == state
        assert len(await store.unfinished_matches()) == len(played)
    finally:
        await store.close()


@pytest.mark.slow
async def test_many_matches_appending_at_once_through_two_stores_lose_nothing(
    database: str,
) -> None:
    stores = [await Store.open(database), await Store.open(database)]
    try:
        played = await _play_many(stores, ACTIONS)
    finally:
        for store in stores:
            await store.close()
    await _assert_all_restored(database, played)


@pytest.mark.slow
async def test_a_busy_database_is_retried_instead_of_surfacing_as_locked(database: str) -> None:
    # No busy timeout at all: every collision between the two connections is SQLITE_BUSY.
    stores = [await Store.open(database, busy_timeout_ms=0) for _ in range(2)]
    try:
        played = await _play_many(stores, 12)
    finally:
        for store in stores:
            await store.close()
    await _assert_all_restored(database, played)


async def test_two_stores_opening_a_new_file_at_once_both_migrate_it_safely(database: str) -> None:
    stores = await asyncio.gather(*(Store.open(database, busy_timeout_ms=0) for _ in range(4)))
    for store in stores:
        assert (await store.guild_settings(1)).default_preset == "standard"
        await store.close()


async def test_another_program_holding_the_write_lock_delays_an_append_without_failing(
    sqlite_store: Store, db_path: Path
) -> None:
    store = sqlite_store
    record, match = await start(store, (Player.member(1), Player.computer("easy")))
    other = raw(db_path)
    other.execute("BEGIN IMMEDIATE")
    began = time.monotonic()
    append = asyncio.create_task(store.append_action(record.match_id, 0, match.legal_actions()[0]))
    await asyncio.sleep(0.4)
    assert not append.done()
    other.execute("COMMIT")
    other.close()
    await append
    assert time.monotonic() - began >= 0.4
    assert await store.match_log(record.match_id) == [str(match.legal_actions()[0])]


async def test_a_lock_held_past_the_deadline_raises_a_clear_busy_error(db_path: Path) -> None:
    store = await Store.open(db_path, busy_timeout_ms=20, busy_deadline_s=0.2)
    other = raw(db_path)
    try:
        record, _ = await start(store, (Player.member(1), Player.computer("easy")))
        other.execute("BEGIN IMMEDIATE")
        with pytest.raises(StoreBusyError, match="stayed locked"):
            await store.append_action(record.match_id, 0, "koikoi")
        other.execute("ROLLBACK")
        assert (await store.get_match(record.match_id)).log_length == 0
    finally:
        other.close()
        await store.close()


async def test_a_cancelled_finish_is_either_whole_or_absent_and_the_store_stays_usable(
    store: Store,
) -> None:
    record, match = await play_to_result(store, (Player.computer("expert"), Player.member(1)), 1)
    task = asyncio.create_task(store.finish_match(record.match_id, match))
    await asyncio.sleep(0)
    task.cancel()
    with pytest.raises(asyncio.CancelledError):
        await task

    outcome = await store.finish_match(record.match_id, match)
    profile = await store.profile(1, 1)
    assert profile.ranking_points == 100 and profile.total.played == 1
    assert outcome.seats[0].ranking_points == 100


@pytest.mark.slow
async def test_one_store_shared_by_many_tasks_keeps_every_transaction_whole(store: Store) -> None:
    # Finishing (a multi-statement transaction) interleaved with appends on one connection.
    finished = [
        await play_to_result(store, (Player.computer("normal"), Player.member(100 + i)), 1)
        for i in range(6)
    ]
    record, match = await start(
        store, (Player.member(1), Player.member(2)), rules=preset("standard")
    )

    async def finish_all() -> None:
        await asyncio.gather(*(store.finish_match(r.match_id, m) for r, m in finished))

    await asyncio.gather(finish_all(), play_logged(store, record, match, random.Random(4), 40))

    board = await store.leaderboard(1)
    assert [e.ranking_points for e in board.entries] == [30] * 6
    assert (await store.restore(record.match_id)).match.to_dict() == match.to_dict()
