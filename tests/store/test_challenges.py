from __future__ import annotations

import asyncio
from datetime import UTC, datetime

import pytest

from bot.store import (
    ChallengeNotFoundError,
    ChallengePendingError,
    PendingChallenge,
    Store,
)
from bot.store.sql import ConstraintViolation
from testing.store import FakeClock, tamper

LATER = datetime(2100, 1, 1, tzinfo=UTC)  # not yet expired whenever the tests run


async def _challenge(
    store: Store, challenger: int, challenged: int, *, guild_id: int = 1, **extra: object
) -> PendingChallenge:
    return await store.create_challenge(
        guild_id,
        10,
        challenger,
        challenged,
        "standard",
        LATER,
        **extra,  # type: ignore[arg-type]
    )


async def test_a_pending_challenge_is_stored_with_its_rules_message_and_expiry(
    store: Store,
) -> None:
    made = await _challenge(store, 1, 2, variant_json='{"loser_pays": true}', message_id=77)
    got = await store.get_challenge(made.challenge_id)

    assert got == made
    assert (got.guild_id, got.channel_id, got.challenger_id, got.challenged_id) == (1, 10, 1, 2)
    assert (got.rules_preset, got.variant_json) == ("standard", '{"loser_pays": true}')
    assert (got.message_id, got.expires_at) == (77, LATER)


async def test_a_challenge_learns_its_message_once_posted(store: Store) -> None:
    made = await _challenge(store, 1, 2)
    await store.set_challenge_message(made.challenge_id, 99)
    assert (await store.get_challenge(made.challenge_id)).message_id == 99


@pytest.mark.parametrize(
    ("challenger", "challenged", "busy"),
    [(1, 3, 1), (3, 1, 1), (2, 3, 2), (3, 2, 2)],
)
async def test_a_member_with_a_pending_challenge_on_either_side_cannot_have_a_second(
    store: Store, challenger: int, challenged: int, busy: int
) -> None:
    first = await _challenge(store, 1, 2)
    with pytest.raises(ChallengePendingError) as caught:
        await _challenge(store, challenger, challenged)
    assert (caught.value.user_id, caught.value.challenge_id) == (busy, first.challenge_id)
    assert [c.challenge_id for c in await store.pending_challenges()] == [first.challenge_id]


async def test_a_member_may_have_one_pending_challenge_in_each_server(store: Store) -> None:
    await _challenge(store, 1, 2, guild_id=1)
    await _challenge(store, 1, 2, guild_id=2)
    assert len(await store.pending_challenges()) == 2
    assert len(await store.pending_challenges(guild_id=2)) == 1


async def test_the_database_itself_refuses_a_second_pending_challenge_for_a_member(
    store: Store,
) -> None:
    await _challenge(store, 1, 2)
    with pytest.raises(ConstraintViolation, match="challenge_members"):
        await tamper(
            store,
            "INSERT INTO challenges (guild_id, channel_id, challenger_id, challenged_id, "
            "rules_preset, expires_at, created_at) VALUES (1, 11, 3, 2, 'standard', 'x', 'x')",
        )


async def test_answering_a_challenge_frees_both_members_and_only_one_answer_counts(
    store: Store,
) -> None:
    made = await _challenge(store, 1, 2)
    assert await store.delete_challenge(made.challenge_id) is True
    assert await store.delete_challenge(made.challenge_id) is False
    with pytest.raises(ChallengeNotFoundError):
        await store.get_challenge(made.challenge_id)
    await _challenge(store, 2, 1)


async def test_a_challenge_left_expired_does_not_block_a_new_one(
    store: Store, clock: FakeClock
) -> None:
    stale = await store.create_challenge(1, 10, 1, 2, "standard", clock.now)
    fresh = await _challenge(store, 3, 1)
    assert [c.challenge_id for c in await store.pending_challenges()] == [fresh.challenge_id]
    with pytest.raises(ChallengeNotFoundError):
        await store.get_challenge(stale.challenge_id)


async def test_pending_challenges_survive_a_restart_with_their_expiry(database: str) -> None:
    store = await Store.open(database)
    made = await _challenge(store, 1, 2, message_id=5)
    await store.close()

    store = await Store.open(database)
    try:
        assert await store.pending_challenges() == [made]
    finally:
        await store.close()


@pytest.mark.parametrize("bad", ["[1, 2]", "not json", '"loser_pays"'])
async def test_rule_variants_that_are_not_a_json_object_are_refused(store: Store, bad: str) -> None:
    with pytest.raises(ValueError, match="rule variants"):
        await _challenge(store, 1, 2, variant_json=bad)
    assert await store.pending_challenges() == []


async def test_a_member_cannot_challenge_themselves(store: Store) -> None:
    with pytest.raises(ValueError, match="themselves"):
        await _challenge(store, 1, 1)


async def test_two_stores_challenging_one_member_at_once_let_exactly_one_challenge_stand(
    database: str,
) -> None:
    stores = [await Store.open(database) for _ in range(2)]
    try:
        results = await asyncio.gather(
            *(
                store.create_challenge(1, 10 + i, 10 + i, 1, "standard", LATER)
                for i, store in enumerate(stores)
            ),
            return_exceptions=True,
        )
        kinds = sorted(type(r).__name__ for r in results)
        assert kinds == ["ChallengePendingError", "PendingChallenge"]
        assert len(await stores[1].pending_challenges()) == 1
    finally:
        for store in stores:
            await store.close()
