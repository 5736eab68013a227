"""Seasons in the store: a due season ends exactly once (late or not, with several processes),
its board is kept, ranking points start again from zero and all-time statistics stay."""

from __future__ import annotations

import asyncio
from datetime import UTC, datetime, timedelta

from hypothesis import given
from hypothesis import strategies as st

from bot.engine import Player
from bot.store import Store
from bot.store.seasons import next_boundary
from testing.store import FakeClock, play_to_result

MEMBER, RIVAL = Player.member(1), Player.member(2)


@given(
    st.datetimes(min_value=datetime(2000, 1, 1), max_value=datetime(2100, 1, 1)),
    st.sampled_from(["monthly", "quarterly"]),
)
def test_a_season_ends_at_the_very_next_month_or_quarter(moment: datetime, length: str) -> None:
    moment = moment.replace(tzinfo=UTC)
    end = next_boundary(moment, length)  # type: ignore[arg-type]
    assert end > moment and (end.day, end.hour, end.minute, end.microsecond) == (1, 0, 0, 0)
    assert length == "monthly" or end.month in (1, 4, 7, 10)
    assert next_boundary(end - timedelta(microseconds=1), length) == end  # type: ignore[arg-type]
    assert end - moment <= timedelta(days=31 if length == "monthly" else 92)


async def _win(store: Store, player: Player, level: str = "expert") -> None:
    record, match = await play_to_result(store, (player, Player.computer(level)), 0)  # type: ignore[arg-type]
    await store.finish_match(record.match_id, match)


async def test_a_season_missed_while_the_bot_was_down_ends_once_on_the_next_start(
    store: Store, clock: FakeClock
) -> None:
    plan = await store.set_season_plan(1, "monthly", 77)
    assert plan.number == 1 and plan.ends_at == datetime(2026, 2, 1, tzinfo=UTC)
    await _win(store, MEMBER)
    await _win(store, RIVAL, "easy")
    clock.now = datetime(2026, 3, 15, tzinfo=UTC)  # down across the end of January

    (ended,) = await store.end_due_seasons()
    assert await store.end_due_seasons() == []

    assert (ended.number, ended.channel_id) == (1, 77)
    assert [(p.place, p.user_id, p.ranking_points) for p in ended.top] == [(1, 1, 100), (2, 2, 10)]
    assert await store.ended_season(1, 1) == ended
    profile = await store.profile(1, 1)
    assert profile.ranking_points == 0 and profile.total.played == 1  # all-time stats stay
    board = await store.leaderboard(1)
    assert [(e.rank, e.ranking_points) for e in board.entries] == [(1, 0), (1, 0)]
    now = await store.season_plan(1)
    assert now and now.number == 2 and now.ends_at == datetime(2026, 4, 1, tzinfo=UTC)


async def test_a_season_not_yet_due_or_turned_off_does_not_end(
    store: Store, clock: FakeClock
) -> None:
    await store.set_season_plan(1, "quarterly", None)
    await store.set_season_plan(2, "monthly", None)
    await store.set_season_plan(2, "off", None)
    clock.now = datetime(2026, 3, 31, 23, 59, tzinfo=UTC)
    assert await store.end_due_seasons() == []
    clock.now = datetime(2026, 4, 1, 0, 0, 5, tzinfo=UTC)
    assert [e.guild_id for e in await store.end_due_seasons()] == [1]
    assert await store.last_ended_season(2) == 0


async def test_several_processes_ending_the_same_season_end_it_once(
    database: str, clock: FakeClock
) -> None:
    stores = [await Store.open(database, clock=clock) for _ in range(3)]
    try:
        await stores[0].set_season_plan(1, "monthly", 5)
        await _win(stores[0], MEMBER)
        clock.now = datetime(2026, 2, 1, 0, 0, 1, tzinfo=UTC)
        ended = await asyncio.gather(*(s.end_due_seasons() for s in stores))
        assert sorted(len(found) for found in ended) == [0, 0, 1]
        claims = await asyncio.gather(*(s.claim_season_announcement(1, 1) for s in stores))
        assert sorted(claims) == [False, False, True]
        assert await stores[1].unannounced_seasons() == []
        assert (await stores[2].profile(1, 1)).ranking_points == 0
    finally:
        for store in stores:
            await store.close()
