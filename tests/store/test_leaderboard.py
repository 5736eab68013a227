from __future__ import annotations

from pathlib import Path

import pytest

from bot.engine import Player
from bot.store import Store, migrations
from testing.store import play_to_result, raw

A, B, C, D, E, F, G = 101, 102, 103, 104, 105, 106, 107


async def _result(
    store: Store, user: int, against: Player, won: bool | None, guild_id: int = 1
) -> None:
    """``user`` (seat 1) wins (True), loses (False) or draws (None) a match against ``against``."""
    winner = None if won is None else (1 if won else 0)
    record, match = await play_to_result(
        store, (against, Player.member(user)), winner, guild_id=guild_id
    )
    await store.finish_match(record.match_id, match)


@pytest.fixture
async def ranked(store: Store) -> Store:
    """Guild 1, in order of time: the expected order is A, B, C, D, F, E."""
    easy, normal, expert = (Player.computer(level) for level in ("easy", "normal", "expert"))
    await _result(store, E, easy, False)  # E reaches 0 points first of all
    await _result(store, D, easy, False)
    await _result(store, A, expert, True)  # 100
    await _result(store, B, normal, True)
    await _result(store, B, normal, True)  # 60
    await _result(store, C, easy, True)  # 10, reached before D
    await _result(store, D, easy, True)  # 10, reached after C though D started earlier
    await _result(store, F, Player.member(E), True)  # F: 0 points but a win; E: 0 and none
    await _result(store, C, normal, False)  # C still reached 10 points before D
    await store.set_birth_month(1, G, 3)  # a profile, but never played
    return store


async def test_members_rank_by_points_then_wins_then_who_reached_their_points_first(
    ranked: Store,
) -> None:
    board = await ranked.leaderboard(1)
    assert [e.user_id for e in board.entries] == [A, B, C, D, F, E]
    assert [e.ranking_points for e in board.entries] == [100, 60, 10, 10, 0, 0]
    assert (board.page, board.pages, board.total) == (1, 1, 6)


async def test_members_with_equal_ranking_points_share_a_rank(ranked: Store) -> None:
    board = await ranked.leaderboard(1)
    assert [e.place for e in board.entries] == ["1", "2", "=3", "=3", "=5", "=5"]
    assert [e.rank for e in board.entries] == [1, 2, 3, 3, 5, 5]


async def test_a_members_own_rank_agrees_with_the_shared_rank_on_the_board(ranked: Store) -> None:
    for entry in (await ranked.leaderboard(1, per_page=100)).entries:
        assert await ranked.rank_of(1, entry.user_id) == entry


async def test_an_entry_carries_the_members_record(ranked: Store) -> None:
    entries = {e.user_id: e for e in (await ranked.leaderboard(1)).entries}
    assert (entries[B].played, entries[B].won) == (2, 2)
    assert (entries[C].played, entries[C].won, entries[C].lost) == (2, 1, 1)
    assert (entries[D].played, entries[D].won, entries[D].lost) == (2, 1, 1)
    assert (entries[E].played, entries[E].lost) == (2, 2)


async def test_members_who_never_played_are_not_on_the_leaderboard(ranked: Store) -> None:
    board = await ranked.leaderboard(1)
    assert G not in [e.user_id for e in board.entries]
    assert await ranked.rank_of(1, G) is None
    assert await ranked.rank_of(1, 999) is None


async def test_the_leaderboard_is_paged_and_out_of_range_pages_are_clamped(ranked: Store) -> None:
    second = await ranked.leaderboard(1, page=2, per_page=2)
    assert [(e.place, e.user_id) for e in second.entries] == [("=3", C), ("=3", D)]
    assert (second.page, second.pages, second.total, second.per_page) == (2, 3, 6, 2)
    assert [e.user_id for e in (await ranked.leaderboard(1, 99, 2)).entries] == [F, E]
    assert (await ranked.leaderboard(1, 0, 2)).page == 1
    with pytest.raises(ValueError, match="per_page"):
        await ranked.leaderboard(1, 1, 0)


async def test_a_members_own_rank_is_known_when_off_the_page(ranked: Store) -> None:
    page = await ranked.leaderboard(1, per_page=3)
    assert E not in [e.user_id for e in page.entries]
    mine = await ranked.rank_of(1, E)
    assert mine is not None and (mine.place, mine.user_id, mine.ranking_points) == ("=5", E, 0)


@pytest.mark.slow
async def test_each_server_has_its_own_leaderboard(ranked: Store) -> None:
    await _result(ranked, E, Player.computer("expert"), True, guild_id=2)

    other = await ranked.leaderboard(2)
    assert [(e.rank, e.user_id, e.ranking_points) for e in other.entries] == [(1, E, 100)]
    assert (await ranked.rank_of(1, E)).rank == 5  # type: ignore[union-attr]
    assert (await ranked.profile(1, E)).ranking_points == 0
    assert (await ranked.profile(2, E)).ranking_points == 100
    assert (await ranked.leaderboard(3)).entries == []
    assert (await ranked.leaderboard(3)).pages == 1


@pytest.mark.slow
async def test_every_members_own_rank_is_their_place_on_the_whole_board(ranked: Store) -> None:
    easy, normal = Player.computer("easy"), Player.computer("normal")
    await _result(ranked, E, easy, True)  # E moves up twice: 0 -> 10 -> 40 points
    await _result(ranked, E, normal, True)
    await _result(ranked, G, easy, False)  # G joins with 0 points
    board = await ranked.leaderboard(1, per_page=100)

    assert board.total == len(board.entries) == 7
    for entry in board.entries:
        assert await ranked.rank_of(1, entry.user_id) == entry


async def test_a_version_3_database_keeps_its_leaderboard_after_the_upgrade(
    db_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    with monkeypatch.context() as patch:
        patch.setattr(migrations, "MIGRATIONS", migrations.MIGRATIONS[:3])
        await (await Store.open(db_path)).close()
    stamp = "2026-01-01T00:00:00.000000Z"
    conn = raw(db_path)
    try:  # members as version 3 kept them: totals only in member_records
        for user, points, records in ((A, 10, [("easy", 2, 1, 1)]), (B, 40, [("normal", 1, 1, 0),
                                      ("member", 3, 0, 2)]), (C, 0, [])):  # fmt: skip
            conn.execute(
                "INSERT INTO members (guild_id, user_id, ranking_points, points_reached_at, "
                "created_at, updated_at) VALUES (1, ?, ?, ?, ?, ?)",
                (user, points, stamp, stamp, stamp),
            )
            for opponent, played, won, lost in records:
                conn.execute(
                    "INSERT INTO member_records (guild_id, user_id, opponent, played, won, lost) "
                    "VALUES (1, ?, ?, ?, ?, ?)",
                    (user, opponent, played, won, lost),
                )
    finally:
        conn.close()

    async with await Store.open(db_path) as store:
        board = await store.leaderboard(1)
        rank = await store.rank_of(1, A)
    assert [(e.user_id, e.ranking_points, e.played, e.won, e.lost) for e in board.entries] == [
        (B, 40, 4, 1, 2),
        (A, 10, 2, 1, 1),
    ]
    assert rank is not None and rank.rank == 2 and board.total == 2
