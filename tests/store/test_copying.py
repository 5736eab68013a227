from __future__ import annotations

import random
from datetime import UTC, datetime
from pathlib import Path

import pytest

from bot.engine import Player
from bot.store import Store
from bot.store.copying import TargetNotEmptyError, copy_database, counts
from testing.store import play_logged, play_to_result, start

LATER = datetime(2030, 1, 1, tzinfo=UTC)


async def _a_server(store: Store) -> tuple[int, int]:
    """Settings, members, a finished and an abandoned match, one in play, a challenge."""
    await store.update_guild_settings(1, default_preset="traditional", turn_pings=False)
    await store.set_language(1, 4, "ms")
    done, match = await play_to_result(store, (Player.computer("expert"), Player.member(2)), 1)
    await store.finish_match(done.match_id, match)
    gone, _ = await start(store, (Player.member(3), Player.computer("easy")), channel_id=10)
    await store.abandon_match(gone.match_id)
    live, match = await start(store, (Player.member(3), Player.computer("easy")), channel_id=10)
    await play_logged(store, live, match, random.Random(3), limit=7)
    await store.set_turn_deadline(live.match_id, LATER)
    await store.create_challenge(1, 11, 5, 6, "standard", LATER, variant_json="{}")
    return done.match_id, live.match_id


async def test_copying_a_server_keeps_every_row_and_its_matches_play_on(
    db_path: Path, database: str, tmp_path: Path
) -> None:
    source = await Store.open(tmp_path / "source.db")
    done_id, live_id = await _a_server(source)
    target = await Store.open(database)
    try:
        copied = await copy_database(source._db, target._db)
        assert copied == await source._db.snapshot(counts)
        assert copied["match_actions"] > 7 and copied["playing_members"] == 1

        assert await target.profile(1, 2) == await source.profile(1, 2)
        assert (await target.profile(1, 4)).language == "ms"
        assert await target.guild_settings(1) == await source.guild_settings(1)
        assert await target.leaderboard(1) == await source.leaderboard(1)
        assert await target.get_match(done_id) == await source.get_match(done_id)
        assert await target.pending_challenges() == await source.pending_challenges()
        restored = await target.restore(live_id)
        assert restored.match.to_dict() == (await source.restore(live_id)).match.to_dict()
        assert await target.turn_deadline(live_id) == LATER

        await target.append_action(live_id, 7, restored.match.legal_actions()[0])
        newer, _ = await start(target, (Player.member(9), Player.computer("easy")))
        assert newer.match_id > live_id
    finally:
        await source.close()
        await target.close()


async def test_copying_into_a_database_that_holds_data_is_refused_and_writes_nothing(
    database: str, tmp_path: Path
) -> None:
    source = await Store.open(tmp_path / "source.db")
    await _a_server(source)
    target = await Store.open(database)
    try:
        await target.set_birth_month(7, 7, 3)
        before = await target._db.snapshot(counts)
        with pytest.raises(TargetNotEmptyError, match=r"not empty: members \(1 rows\)"):
            await copy_database(source._db, target._db)
        assert await target._db.snapshot(counts) == before
    finally:
        await source.close()
        await target.close()


async def test_copying_keeps_the_daily_deals_secret_and_its_tries(
    database: str, tmp_path: Path
) -> None:
    source = await Store.open(tmp_path / "source.db")
    secret = await source.daily.secret()
    await source.daily.start(1, 2, "2026-12-02", "{}")
    await source.daily.finish(1, 2, "2026-12-02", 6, 1)
    target = await Store.open(database)
    try:
        copied = await copy_database(source._db, target._db)
        assert copied["installation_secret"] == copied["daily_tries"] == 1
        assert await target.daily.secret() == secret
        assert [r.points for r in await target.daily.results(1, "2026-12-02")] == [6]
        assert not await target.daily.start(3, 2, "2026-12-02", "{}")  # tried in server 1
    finally:
        await source.close()
        await target.close()
