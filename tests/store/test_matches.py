from __future__ import annotations

import asyncio
import random
from datetime import UTC, datetime, timedelta
from pathlib import Path

import pytest

from bot.engine import Player, preset
from bot.store import (
    AlreadyPlayingError,
    ChannelBusyError,
    MatchNotActiveError,
    Store,
    migrations,
)
from bot.store.sql import ConstraintViolation
from testing.store import play_logged, play_to_result, raw, start, tamper

COMPUTER = Player.computer("easy")
DEADLINE = datetime(2026, 3, 1, 12, 0, 30, 250000, tzinfo=UTC)
STAMP = "2026-01-01T00:00:00.000000Z"


async def test_a_second_active_match_in_a_channel_is_refused(store: Store) -> None:
    first, _ = await start(store, (Player.member(1), COMPUTER), channel_id=10)
    with pytest.raises(ChannelBusyError) as caught:
        await start(store, (Player.member(2), COMPUTER), channel_id=10)
    assert (caught.value.channel_id, caught.value.match_id) == (10, first.match_id)
    assert [r.match_id for r in await store.unfinished_matches()] == [first.match_id]


@pytest.mark.parametrize("seats", [(5, 2), (2, 5)])
async def test_a_member_already_playing_in_the_server_cannot_start_a_second_match(
    store: Store, seats: tuple[int, int]
) -> None:
    first, _ = await start(store, (Player.member(5), Player.member(6)))
    with pytest.raises(AlreadyPlayingError) as caught:
        await start(store, (Player.member(seats[0]), Player.member(seats[1])))
    assert (caught.value.user_id, caught.value.match_id) == (5, first.match_id)
    assert len(await store.unfinished_matches()) == 1


async def test_a_member_may_play_in_two_servers_at_once(store: Store) -> None:
    await start(store, (Player.member(1), COMPUTER), guild_id=1)
    await start(store, (Player.member(1), COMPUTER), guild_id=2)
    assert len(await store.unfinished_matches()) == 2


async def test_a_member_may_play_again_once_their_match_is_finished_or_abandoned(
    store: Store,
) -> None:
    done, match = await play_to_result(store, (COMPUTER, Player.member(1)), 1)
    await store.finish_match(done.match_id, match)
    gone, _ = await start(store, (Player.member(1), COMPUTER), channel_id=done.channel_id)
    assert await store.abandon_match(gone.match_id)
    again, _ = await start(store, (Player.member(1), COMPUTER), channel_id=done.channel_id)
    assert [r.match_id for r in await store.unfinished_matches()] == [again.match_id]


async def test_the_database_itself_refuses_a_second_match_for_a_member(store: Store) -> None:
    await start(store, (Player.member(1), COMPUTER))
    with pytest.raises(ConstraintViolation, match="playing_members"):
        await tamper(
            store,
            "INSERT INTO matches (guild_id, channel_id, seat0_level, seat1_user_id, "
            "rules_preset, rules_json, seed, created_at, updated_at) "
            "VALUES (1, 99, 'easy', 1, 'standard', '{}', 1, 'x', 'x')",
        )


async def test_the_database_itself_refuses_a_second_match_in_a_channel(store: Store) -> None:
    await start(store, (Player.member(1), COMPUTER), channel_id=99)
    with pytest.raises(ConstraintViolation, match="matches"):
        await tamper(
            store,
            "INSERT INTO matches (guild_id, channel_id, seat0_level, seat1_user_id, "
            "rules_preset, rules_json, seed, created_at, updated_at) "
            "VALUES (1, 99, 'easy', 2, 'standard', '{}', 1, 'x', 'x')",
        )


async def test_two_stores_starting_matches_for_one_member_at_once_let_exactly_one_win(
    database: str,
) -> None:
    stores = [await Store.open(database) for _ in range(2)]
    try:
        results = await asyncio.gather(
            *(
                store.create_match(1, 10 + i, (Player.member(1), COMPUTER), preset("standard"))
                for i, store in enumerate(stores)
            ),
            return_exceptions=True,
        )
        assert sorted(type(r).__name__ for r in results) == ["AlreadyPlayingError", "MatchRecord"]
        assert len(await stores[0].unfinished_matches()) == 1
    finally:
        for store in stores:
            await store.close()


async def test_a_turn_deadline_is_stored_and_read_back_after_a_restart(database: str) -> None:
    store = await Store.open(database)
    record, _ = await start(store, (Player.member(1), COMPUTER))
    assert await store.turn_deadline(record.match_id) is None
    await store.set_turn_deadline(record.match_id, DEADLINE)
    await store.close()

    store = await Store.open(database)
    try:
        assert await store.turn_deadline(record.match_id) == DEADLINE
        (listed,) = await store.unfinished_matches()
        assert listed.turn_deadline == DEADLINE
        await store.set_turn_deadline(record.match_id, DEADLINE + timedelta(minutes=5))
        assert await store.turn_deadline(record.match_id) == DEADLINE + timedelta(minutes=5)
        await store.set_turn_deadline(record.match_id, None)
        assert await store.turn_deadline(record.match_id) is None
    finally:
        await store.close()


async def test_a_match_that_ends_loses_its_turn_deadline_and_takes_no_new_one(
    store: Store,
) -> None:
    record, _ = await start(store, (Player.member(1), COMPUTER))
    await store.set_turn_deadline(record.match_id, DEADLINE)
    await store.abandon_match(record.match_id)

    assert await store.turn_deadline(record.match_id) is None
    with pytest.raises(MatchNotActiveError):
        await store.set_turn_deadline(record.match_id, DEADLINE)
    await store.set_turn_deadline(record.match_id, None)  # clearing is always allowed


async def test_a_hint_marks_the_match_and_only_an_active_one(store: Store) -> None:
    record, match = await start(store, (Player.member(1), COMPUTER))
    await play_logged(store, record, match, random.Random(1), limit=2)
    assert (await store.get_match(record.match_id)).hinted is False
    await store.mark_hinted(record.match_id)
    assert (await store.get_match(record.match_id)).hinted is True
    await store.abandon_match(record.match_id)
    with pytest.raises(MatchNotActiveError):
        await store.mark_hinted(record.match_id)


async def test_a_version_2_database_with_doubled_matches_keeps_the_oldest_active(
    db_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    with monkeypatch.context() as patch:
        patch.setattr(migrations, "MIGRATIONS", migrations.MIGRATIONS[:2])
        store = await Store.open(db_path)
        await store.close()
    conn = raw(db_path)
    try:
        for channel, member in ((10, 1), (10, 2), (11, 1), (12, 3)):
            conn.execute(
                "INSERT INTO matches (guild_id, channel_id, seat0_user_id, seat1_level, "
                "rules_preset, rules_json, seed, created_at, updated_at) "
                "VALUES (1, ?, ?, 'easy', 'standard', ?, 1, ?, ?)",
                (channel, member, preset("standard").model_dump_json(), STAMP, STAMP),
            )
    finally:
        conn.close()

    store = await Store.open(db_path)
    try:
        active = [(r.channel_id, r.players[0].user_id) for r in await store.unfinished_matches()]
        with pytest.raises(AlreadyPlayingError):
            await start(store, (Player.member(3), COMPUTER))
    finally:
        await store.close()
    assert active == [(10, 1), (12, 3)]
