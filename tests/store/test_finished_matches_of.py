"""A member's own finished matches, for the review."""

from __future__ import annotations

from bot.engine import Player
from bot.store import Store
from testing.store import play_to_result, start

ALICE, BOB = Player.member(1), Player.member(2)


async def test_a_members_finished_matches_in_a_server_come_newest_first(store: Store) -> None:
    first, match = await play_to_result(store, (ALICE, Player.computer("easy")), 0)
    await store.finish_match(first.match_id, match)
    other, match = await play_to_result(store, (BOB, Player.computer("easy")), 0)
    await store.finish_match(other.match_id, match)
    elsewhere, match = await play_to_result(store, (Player.computer("easy"), ALICE), 1, guild_id=99)
    await store.finish_match(elsewhere.match_id, match)
    second, match = await play_to_result(store, (Player.computer("normal"), ALICE), 1)
    await store.finish_match(second.match_id, match)
    await start(store, (ALICE, Player.computer("easy")), seed=5)  # still being played

    found = await store.finished_matches_of(1, ALICE.user_id or 0)
    assert [r.match_id for r in found] == [second.match_id, first.match_id]
