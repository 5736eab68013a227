"""The store's daily deal, on SQLite and PostgreSQL."""

from __future__ import annotations

from pathlib import Path

import pytest

from bot.store import Store, migrations
from testing.store import FakeClock

DAY, NEXT = "2026-12-02", "2026-12-03"


async def test_a_member_claims_one_try_a_day(store: Store) -> None:
    assert await store.daily.start(1, 10, DAY, "{}")
    assert not await store.daily.start(1, 10, DAY, "{}")
    assert await store.daily.start(1, 10, NEXT, "{}")
    assert await store.daily.start(2, 11, DAY, "{}")  # another member, another server


async def test_a_member_who_tried_in_one_server_cannot_start_in_another(store: Store) -> None:
    assert await store.daily.start(1, 10, DAY, "{}")
    assert not await store.daily.start(2, 10, DAY, "{}")
    assert await store.daily.play(2, 10, DAY) is None
    assert await store.daily.start(2, 10, NEXT, "{}")  # the next day, anywhere


async def test_the_server_that_claimed_a_try_may_claim_it_again_after_a_crash(
    store: Store,
) -> None:
    await store.daily._db.run(
        lambda c: c.execute(
            "INSERT INTO daily_tries (user_id, day, guild_id) VALUES (?, ?, ?)", (10, DAY, 1)
        )
    )  # the key was written, the try was not
    assert await store.daily.start(1, 10, DAY, "{}")
    assert not await store.daily.start(2, 10, DAY, "{}")


async def test_the_installation_draws_its_secret_once_and_keeps_it(
    database: str, clock: FakeClock
) -> None:
    async with await Store.open(database, clock=clock) as store:
        secret = await store.daily.secret()
        assert await store.daily.secret() == secret
    async with await Store.open(database, clock=clock) as reopened:
        assert await reopened.daily.secret() == secret


async def test_two_installations_draw_different_secrets(tmp_path: Path) -> None:
    async with await Store.open(tmp_path / "a.db") as one:
        mine = await one.daily.secret()
    async with await Store.open(tmp_path / "b.db") as two:
        theirs = await two.daily.secret()
    assert mine != theirs and len(mine) >= 32


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


async def test_tries_made_before_the_one_try_rule_are_kept_and_bind_the_member(
    database: str, clock: FakeClock, monkeypatch: pytest.MonkeyPatch
) -> None:
    fair = next(m for m in migrations.MIGRATIONS if any("daily_tries" in s for s in m.statements))
    older = tuple(m for m in migrations.MIGRATIONS if m.version < fair.version)
    with monkeypatch.context() as before:
        before.setattr(migrations, "MIGRATIONS", older)
        async with await Store.open(database, clock=clock) as store:
            for guild in (1, 2):  # one member, two servers, one day: allowed then
                await store.daily._db.run(
                    lambda c, guild=guild: c.execute(
                        "INSERT INTO daily_plays (guild_id, user_id, day, rules, started_at) "
                        "VALUES (?, 10, ?, '{}', '2026-12-02T10:00:00Z')",
                        (guild, DAY),
                    )
                )
    # An upgrade from that version, a backup taken (PostgreSQL asks for one before migrating).
    async with await Store.open(database, clock=clock, i_have_a_backup=True) as store:
        assert (await store.daily.play(1, 10, DAY)) is not None
        assert (await store.daily.play(2, 10, DAY)) is not None
        assert not await store.daily.start(3, 10, DAY, "{}")
