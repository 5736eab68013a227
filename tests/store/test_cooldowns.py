"""The wait after a forfeit, stored so that a restart keeps it."""

from __future__ import annotations

from datetime import timedelta

from bot.store import Store
from testing.store import FakeClock


async def test_a_stored_wait_is_read_back_until_it_is_over(store: Store, clock: FakeClock):
    until = clock.now + timedelta(seconds=60)
    await store.set_cooldown(1, 2, until)
    assert await store.cooldowns() == {(1, 2): until}
    clock.now = until
    assert await store.cooldowns() == {}


async def test_a_second_forfeit_moves_the_members_wait_on(store: Store, clock: FakeClock):
    await store.set_cooldown(1, 2, clock.now + timedelta(seconds=60))
    later = clock.now + timedelta(seconds=90)
    await store.set_cooldown(1, 2, later)
    await store.set_cooldown(1, 3, clock.now + timedelta(seconds=60))
    waits = await store.cooldowns()
    assert waits[(1, 2)] == later and set(waits) == {(1, 2), (1, 3)}


async def test_waits_that_are_over_are_cleared_when_another_is_stored(
    store: Store, clock: FakeClock
):
    await store.set_cooldown(1, 2, clock.now + timedelta(seconds=5))
    clock.now += timedelta(seconds=60)
    await store.set_cooldown(1, 3, clock.now + timedelta(seconds=60))
    rows = await store._db.read(lambda s: s.fetchall("SELECT user_id FROM cooldowns"))
    assert [int(row[0]) for row in rows] == [3]
