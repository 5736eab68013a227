from __future__ import annotations

import random

import pytest

from bot.engine import ActionSyntaxError, Player, preset
from bot.store import (
    LogConflictError,
    MatchNotActiveError,
    MatchNotFoundError,
    Store,
)
from testing.store import FakeClock, play_logged, play_to_result, start

PLAYERS = (Player.member(1), Player.computer("normal"))


@pytest.mark.slow
@pytest.mark.parametrize("rules_name", ["standard", "traditional", "single-deal"])
async def test_a_match_restored_after_reopening_equals_the_one_before_action_for_action(
    database: str, rules_name: str
) -> None:
    store = await Store.open(database)
    record, match = await start(store, PLAYERS, rules=preset(rules_name), seed=2024)
    rng = random.Random(5)
    await play_logged(store, record, match, rng, limit=9)
    await store.close()  # as a restart between two moves would

    store = await Store.open(database)
    try:
        restored = (await store.restore(record.match_id)).match
        assert restored.to_dict() == match.to_dict()
        while not match.over:  # both go on identically, and the log keeps up
            action = rng.choice(match.legal_actions())
            await store.append_action(record.match_id, len(match.actions), action)
            match.apply(action)
            restored.apply(action)
            assert restored.to_dict() == match.to_dict()
        again = (await store.restore(record.match_id)).match
        assert again.to_dict() == match.to_dict()
    finally:
        await store.close()


async def test_an_unclosed_store_loses_no_committed_action(database: str) -> None:
    store = await Store.open(database)
    record, match = await start(store, PLAYERS)
    await play_logged(store, record, match, random.Random(1), limit=12)
    # A second connection reads while the first is still open: each append was committed.
    other = await Store.open(database)
    try:
        assert (await other.restore(record.match_id)).match.to_dict() == match.to_dict()
    finally:
        await other.close()
        await store.close()


async def test_a_doubled_click_cannot_append_the_same_action_twice(store: Store) -> None:
    record, match = await start(store, PLAYERS)
    action = match.legal_actions()[0]
    await store.append_action(record.match_id, 0, action)

    with pytest.raises(LogConflictError, match="the next must be #1") as caught:
        await store.append_action(record.match_id, 0, action)

    assert caught.value.log_length == 1
    assert await store.match_log(record.match_id) == [str(action)]


async def test_an_action_that_skips_ahead_in_the_log_is_refused(store: Store) -> None:
    record, match = await start(store, PLAYERS)
    with pytest.raises(LogConflictError):
        await store.append_action(record.match_id, 1, match.legal_actions()[0])
    assert (await store.get_match(record.match_id)).log_length == 0


async def test_no_action_can_be_logged_once_the_match_is_finished(store: Store) -> None:
    record, match = await play_to_result(store, PLAYERS, 0)
    await store.finish_match(record.match_id, match)
    with pytest.raises(MatchNotActiveError, match="finished"):
        await store.append_action(record.match_id, len(match.actions), "forfeit:0")


async def test_text_that_is_no_action_is_refused_before_it_reaches_the_log(store: Store) -> None:
    record, _ = await start(store, PLAYERS)
    with pytest.raises(ActionSyntaxError):
        await store.append_action(record.match_id, 0, "dance:3")
    assert await store.match_log(record.match_id) == []


async def test_an_unknown_match_is_reported_as_such(store: Store) -> None:
    with pytest.raises(MatchNotFoundError, match="match 99 does not exist"):
        await store.append_action(99, 0, "koikoi")
    with pytest.raises(MatchNotFoundError):
        await store.restore(99)


async def test_unfinished_matches_lists_only_active_ones_by_server_and_channel(
    store: Store,
) -> None:
    computer = Player.computer("easy")
    a, _ = await start(store, (Player.member(1), computer), guild_id=1, channel_id=10)
    b, _ = await start(store, (Player.member(2), computer), guild_id=1, channel_id=11)
    c, _ = await start(store, (Player.member(1), computer), guild_id=2, channel_id=20)
    done, match = await play_to_result(store, (Player.member(3), computer), 1)
    await store.finish_match(done.match_id, match)
    gone, _ = await start(store, (Player.member(4), computer))
    assert await store.abandon_match(gone.match_id)

    assert [r.match_id for r in await store.unfinished_matches()] == [
        a.match_id, b.match_id, c.match_id,
    ]  # fmt: skip
    assert [r.match_id for r in await store.unfinished_matches(guild_id=1)] == [
        a.match_id, b.match_id,
    ]  # fmt: skip
    assert [r.match_id for r in await store.unfinished_matches(1, 11)] == [b.match_id]


async def test_a_match_record_keeps_its_seats_rules_seed_and_message(
    store: Store, clock: FakeClock
) -> None:
    rules = preset("traditional")
    await store.set_birth_month(1, 5, 4)
    record = await store.create_match(
        1, 10, (Player.computer("expert"), Player.member(5)), rules, seed=2**62
    )
    await store.set_message_id(record.match_id, 123456789012345678)

    stored = await store.get_match(record.match_id)
    assert stored.players == (Player.computer("expert"), Player.member(5))
    assert stored.birth_months == (None, 4)  # taken from the member's profile
    assert stored.rules_preset == "traditional" and stored.seed == 2**62
    assert stored.message_id == 123456789012345678
    assert stored.status == "active" and stored.result is None
    assert stored.updated_at > stored.created_at
    assert Store.match_for(stored).to_dict() == Store.match_for(record).to_dict()


async def test_a_member_cannot_be_seated_against_themselves(store: Store) -> None:
    with pytest.raises(ValueError, match="themselves"):
        await store.create_match(1, 10, (Player.member(3), Player.member(3)), preset("standard"))
