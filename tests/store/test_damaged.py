from __future__ import annotations

import logging
import random

import pytest

from bot.engine import Action, Player
from bot.store import DamagedMatchError, Store
from testing.store import play_logged, play_to_result, start, tamper

PLAYERS = (Player.member(1), Player.computer("easy"))
# A second member: one member plays one match at a time.
OTHER = (Player.member(3), Player.computer("easy"))


async def _healthy_world(store: Store) -> tuple[int, int]:
    """A finished match on the leaderboard and a match in play."""
    done, match = await play_to_result(store, (Player.computer("expert"), Player.member(2)), 1)
    await store.finish_match(done.match_id, match)
    live, match = await start(store, PLAYERS, seed=11)
    await play_logged(store, live, match, random.Random(11), limit=6)
    return done.match_id, live.match_id


async def _assert_still_working(store: Store, live_id: int) -> None:
    restored = await store.restore(live_id)
    assert len(restored.match.actions) == 6
    await store.append_action(live_id, 6, restored.match.legal_actions()[0])
    board = await store.leaderboard(1)
    assert [(e.user_id, e.ranking_points) for e in board.entries] == [(2, 100)]


async def test_a_match_whose_rule_set_no_longer_loads_fails_alone_with_a_clear_error(
    store: Store, caplog: pytest.LogCaptureFixture
) -> None:
    _, live_id = await _healthy_world(store)
    bad, _ = await start(store, OTHER)
    await tamper(
        store,
        "UPDATE matches SET rules_preset = 'martian', "
        'rules_json = \'{"name": "martian", "gravity": 2}\' WHERE match_id = ?',
        (bad.match_id,),
    )

    with (
        caplog.at_level(logging.ERROR, logger="bot.store"),
        pytest.raises(DamagedMatchError, match=r"preset 'martian'.*gravity") as caught,
    ):
        await store.restore(bad.match_id)

    assert caught.value.match_id == bad.match_id
    assert f"match {bad.match_id} is damaged" in caplog.text
    assert (await store.get_match(bad.match_id)).status == "damaged"
    assert bad.match_id not in [r.match_id for r in await store.unfinished_matches()]
    await _assert_still_working(store, live_id)


async def test_a_log_that_no_longer_replays_fails_alone_with_the_action_at_fault(
    store: Store, caplog: pytest.LogCaptureFixture
) -> None:
    _, live_id = await _healthy_world(store)
    bad, match = await start(store, OTHER, seed=5)
    await play_logged(store, bad, match, random.Random(5), limit=3)
    illegal_card = next(c for c in range(48) if match.why_illegal(Action("play", c)))
    # The store logs what it is told; an action the engine refuses ruins the replay.
    await store.append_action(bad.match_id, 3, f"play:{illegal_card}")

    with (
        caplog.at_level(logging.ERROR, logger="bot.store"),
        pytest.raises(DamagedMatchError, match=rf"action #3 'play:{illegal_card}'"),
    ):
        await store.restore(bad.match_id)

    assert "no longer replays" in caplog.text
    await _assert_still_working(store, live_id)


async def test_a_match_marked_damaged_keeps_failing_clearly_and_its_log_is_kept(
    store: Store,
) -> None:
    bad, match = await start(store, PLAYERS)
    await play_logged(store, bad, match, random.Random(1), limit=2)
    await tamper(
        store, "UPDATE matches SET rules_json = 'not json' WHERE match_id = ?", (bad.match_id,)
    )
    with pytest.raises(DamagedMatchError):
        await store.restore(bad.match_id)

    with pytest.raises(DamagedMatchError, match="rule set") as caught:
        await store.restore(bad.match_id)
    assert "no longer loads" in caught.value.reason
    assert len(await store.match_log(bad.match_id)) == 2


async def test_start_up_recovery_reports_a_damaged_match_and_restores_the_rest(
    database: str, caplog: pytest.LogCaptureFixture
) -> None:
    store = await Store.open(database)
    _, live_id = await _healthy_world(store)
    bad, _ = await start(store, OTHER)
    await store.append_action(bad.match_id, 0, "stop")  # never legal as a first action
    await store.close()

    store = await Store.open(database)
    try:
        with caplog.at_level(logging.ERROR, logger="bot.store"):
            recovery = await store.recover()
        assert [e.match_id for e in recovery.damaged] == [bad.match_id]
        assert [r.record.match_id for r in recovery.restored] == [live_id]
        assert f"match {bad.match_id} is damaged" in caplog.text
        await _assert_still_working(store, live_id)
    finally:
        await store.close()


async def test_restoring_without_marking_leaves_the_match_active(
    store: Store,
) -> None:
    bad, _ = await start(store, PLAYERS)
    await store.append_action(bad.match_id, 0, "koikoi")
    with pytest.raises(DamagedMatchError):
        await store.restore(bad.match_id, mark_damaged=False)
    assert (await store.get_match(bad.match_id)).status == "active"
