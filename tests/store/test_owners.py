"""Where a match, a challenge and a tournament belong, as the kernel's ownership check reads it."""

from __future__ import annotations

from datetime import UTC, datetime

from bot.engine import PRESETS, Player
from bot.store import Store
from bot.store.owners import Owner, Owners

LATER = datetime(2030, 1, 1, tzinfo=UTC)
SEATS = (Player.member(11), Player.member(12))


async def test_a_matchs_owner_is_its_server_channel_and_seated_members(store: Store) -> None:
    seats = (Player.member(11), Player.computer("easy"))
    made = await store.create_match(1, 10, seats, PRESETS["standard"])
    store.owners = Owners(store._db)  # nothing kept: read from the database
    assert await store.owners.of("match", made.match_id) == Owner(1, 10, frozenset({11}))
    assert store.owners.queries == 1


async def test_a_match_made_by_this_store_is_known_without_a_read(store: Store) -> None:
    made = await store.create_match(1, 10, SEATS, PRESETS["standard"])
    assert await store.owners.of("match", made.match_id) == Owner(1, 10, frozenset({11, 12}))
    assert store.owners.queries == 0


async def test_a_challenges_owner_is_its_server_channel_message_and_the_challenged(
    store: Store,
) -> None:
    made = await store.create_challenge(1, 10, 11, 12, "standard", LATER, message_id=77)
    assert await store.owners.of("challenge", made.challenge_id) == Owner(
        1, 10, frozenset({12}), 77
    )


async def test_a_tournaments_owner_is_its_server_channel_and_sign_up_message(store: Store) -> None:
    made = await store.tournaments.create(1, 10, 11, "swiss", "standard", 600)
    assert await store.owners.of("tournament", made.tournament_id) == Owner(1, 10, frozenset())
    await store.tournaments.set_message(made.tournament_id, 77)
    assert await store.owners.of("tournament", made.tournament_id) == Owner(1, 10, frozenset(), 77)


async def test_an_owner_once_read_is_not_read_again(store: Store) -> None:
    made = await store.create_challenge(1, 10, 11, 12, "standard", LATER, message_id=77)
    await store.owners.of("challenge", made.challenge_id)
    await store.owners.of("challenge", made.challenge_id)
    assert store.owners.queries == 1


async def test_a_record_that_does_not_exist_has_no_owner(store: Store) -> None:
    for record in ("match", "challenge", "tournament"):
        assert await store.owners.of(record, 404) is None  # type: ignore[arg-type]
    assert await store.owners.of("match", 10**19 + 1) is None  # more than a row can hold


async def test_a_match_restored_by_this_store_is_known_without_a_read(store: Store) -> None:
    made = await store.create_match(1, 10, SEATS, PRESETS["standard"])
    store.owners = Owners(store._db)  # as after a restart
    await store.restore(made.match_id)
    assert await store.owners.of("match", made.match_id) == Owner(1, 10, frozenset({11, 12}))
    assert store.owners.queries == 0
