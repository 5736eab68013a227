"""The store's daily deal, on SQLite and PostgreSQL."""

from __future__ import annotations

from bot.store import Store

DAY, NEXT = "2026-12-02", "2026-12-03"


async def test_a_member_claims_one_try_a_day(store: Store) -> None:
    assert await store.daily.start(1, 10, DAY, "{}")
    assert not await store.daily.start(1, 10, DAY, "{}")
    assert await store.daily.start(1, 10, NEXT, "{}")
    assert await store.daily.start(2, 10, DAY, "{}")  # another server


async def test_the_log_grows_only_from_the_length_seen(store: Store) -> None:
    await store.daily.start(1, 10, DAY, "{}")
    assert await store.daily.append(1, 10, DAY, 0, ("play:3",))
    assert not await store.daily.append(1, 10, DAY, 0, ("play:4",))
    assert await store.daily.append(1, 10, DAY, 1, ("play:3", "play:7"))
    play = await store.daily.play(1, 10, DAY)
    assert play is not None and play.actions == ("play:3", "play:7")


async def test_finished_tries_make_the_board_best_first(store: Store) -> None:
    for user, points in ((10, 3), (11, 9), (12, 0)):
        await store.daily.start(1, user, DAY, "{}")
        await store.daily.finish(1, user, DAY, points, user - 10)
    await store.daily.start(1, 13, DAY, "{}")  # still playing: not on the board
    board = await store.daily.results(1, DAY)
    assert [(r.user_id, r.points) for r in board] == [(11, 9), (10, 3), (12, 0)]


async def test_tries_of_earlier_days_lapse(store: Store) -> None:
    await store.daily.start(1, 10, DAY, "{}")
    await store.daily.start(1, 11, NEXT, "{}")
    assert await store.daily.lapse_before(NEXT) == 1
    lapsed = await store.daily.play(1, 10, DAY)
    assert lapsed is not None and lapsed.status == "lapsed"
    assert not await store.daily.append(1, 10, DAY, 0, ("play:1",))
    assert [p.user_id for p in await store.daily.in_play()] == [11]


async def test_a_result_is_shared_once(store: Store) -> None:
    await store.daily.start(1, 10, DAY, "{}")
    assert not await store.daily.claim_share(1, 10, DAY)  # not finished
    await store.daily.finish(1, 10, DAY, 4, 0)
    assert await store.daily.claim_share(1, 10, DAY)
    assert not await store.daily.claim_share(1, 10, DAY)
    await store.daily.release_share(1, 10, DAY)
    assert await store.daily.claim_share(1, 10, DAY)


async def test_the_days_played_are_newest_first(store: Store) -> None:
    for day in ("2026-11-30", DAY, "2026-12-01"):
        await store.daily.start(1, 10, day, "{}")
        await store.daily.finish(1, 10, day, 1, 0)
    assert await store.daily.days_played(1, 10) == [DAY, "2026-12-01", "2026-11-30"]
