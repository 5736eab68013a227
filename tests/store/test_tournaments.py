"""Tournaments as stored, on SQLite and PostgreSQL: each step is taken once, by one caller."""

from __future__ import annotations

import asyncio
import random
from datetime import UTC, datetime

import pytest

from bot.engine import Action, Player
from bot.store import Store
from bot.store.tournaments import MAX_PLAYERS, NewGame, TournamentError
from testing.store import play_logged, start, tamper

SOON = datetime(2030, 1, 1, tzinfo=UTC)


async def _open(store: Store, channel: int = 10) -> int:
    record = await store.tournaments.create(1, channel, 99, "swiss", "standard", 3600)
    return record.tournament_id


async def test_a_channel_holds_one_unfinished_tournament_at_a_time(store: Store) -> None:
    first = await _open(store)
    with pytest.raises(TournamentError, match="busy"):
        await _open(store)
    assert await store.tournaments.set_status(first, ["open"], "cancelled")
    await _open(store)


async def test_players_are_seeded_in_order_of_joining_and_join_once(store: Store) -> None:
    tid = await _open(store)
    assert await store.tournaments.join(tid, 7)
    assert await store.tournaments.join(tid, 5)
    assert not await store.tournaments.join(tid, 7)
    entrants = await store.tournaments.entrants(tid)
    assert [(e.user_id, e.seed) for e in entrants] == [(7, 1), (5, 2)]


async def test_nobody_joins_once_the_tournament_started(store: Store) -> None:
    tid = await _open(store)
    assert await store.tournaments.set_status(tid, ["open"], "running")
    with pytest.raises(TournamentError, match="closed"):
        await store.tournaments.join(tid, 7)


async def test_a_full_tournament_refuses_one_more(store: Store) -> None:
    tid = await _open(store)
    for user in range(MAX_PLAYERS):
        await store.tournaments.join(tid, 1000 + user)
    with pytest.raises(TournamentError, match="full"):
        await store.tournaments.join(tid, 1)


async def test_two_processes_starting_at_once_start_it_once(database: str) -> None:
    one, two = await Store.open(database), await Store.open(database)
    try:
        tid = await _open(one)
        started = await asyncio.gather(
            one.tournaments.set_status(tid, ["open"], "running"),
            two.tournaments.set_status(tid, ["open"], "running"),
        )
        assert sorted(started) == [False, True]
        rounds = await asyncio.gather(
            one.tournaments.add_round(tid, 1, [NewGame(1, 2)], SOON),
            two.tournaments.add_round(tid, 1, [NewGame(1, 2)], SOON),
        )
        assert sorted(rounds) == [False, True]
        assert len(await one.tournaments.games(tid)) == 1
    finally:
        await one.close()
        await two.close()


async def test_a_game_is_decided_once(store: Store) -> None:
    tid = await _open(store)
    await store.tournaments.set_status(tid, ["open"], "running")
    games = [NewGame(1, 2), NewGame(3, None, decided=True, winner_id=3)]
    assert await store.tournaments.add_round(tid, 1, games, SOON)
    assert await store.tournaments.set_match(tid, 1, 0, 555)
    assert not await store.tournaments.set_match(tid, 1, 0, 556)
    assert await store.tournaments.decide(tid, 1, 0, 2, (3, 9))
    assert not await store.tournaments.decide(tid, 1, 0, 1, (9, 3))
    played, bye = await store.tournaments.games(tid)
    assert (played.status, played.winner_id, played.match_id) == ("done", 2, 555)
    assert (played.first_points, played.second_points) == (3, 9)
    assert (bye.status, bye.winner_id, bye.second_id) == ("done", 3, None)


async def test_a_player_who_leaves_a_running_tournament_is_withdrawn(store: Store) -> None:
    tid = await _open(store)
    for user in (1, 2, 3):
        await store.tournaments.join(tid, user)
    assert await store.tournaments.leave(tid, 3)  # before the start: off the list
    await store.tournaments.set_status(tid, ["open"], "running")
    assert await store.tournaments.leave(tid, 2)
    assert not await store.tournaments.leave(tid, 2)
    entrants = await store.tournaments.entrants(tid)
    assert [(e.user_id, e.withdrawn) for e in entrants] == [(1, False), (2, True)]


async def test_a_turn_is_reminded_once_whoever_asks(database: str) -> None:
    one, two = await Store.open(database), await Store.open(database)
    try:
        claims = await asyncio.gather(one.claim_reminder(4, 7), two.claim_reminder(4, 7))
        assert sorted(claims) == [False, True]
        assert not await one.claim_reminder(4, 6)  # an older turn, asked late
        assert await two.claim_reminder(4, 9)  # the next turn is reminded again
    finally:
        await one.close()
        await two.close()


async def test_a_tournament_keeps_the_variants_and_house_rules_it_was_opened_with(
    store: Store,
) -> None:
    created = await store.tournaments.create(
        1, 10, 99, "swiss", "traditional", 3600,
        variants='{"loser_pays": true}', house_rules='{"rain": "on"}',
    )  # fmt: skip
    record = await store.tournaments.get(created.tournament_id)
    assert (record.variants, record.house_rules) == ('{"loser_pays": true}', '{"rain": "on"}')


async def test_a_tournament_stored_without_them_plays_no_variants_nor_house_rules(
    store: Store,
) -> None:
    await tamper(
        store,
        "INSERT INTO tournaments (guild_id, channel_id, manager_id, format, rules_preset, "
        "turn_seconds, created_at, updated_at) VALUES (1, 10, 99, 'swiss', 'standard', 60, "
        "'t0', 't0')",
    )  # as the bot wrote it before version 14
    (record,) = await store.tournaments.unfinished()
    assert (record.variants, record.house_rules) == (None, "{}")


async def test_a_member_is_told_of_their_game_of_a_round_once_whoever_asks(
    database: str,
) -> None:
    one, two = await Store.open(database), await Store.open(database)
    try:
        tid = await _open(one)
        claims = await asyncio.gather(
            one.tournaments.claim_notice(tid, 1, 7), two.tournaments.claim_notice(tid, 1, 7)
        )
        assert sorted(claims) == [False, True]
        assert await two.tournaments.claim_notice(tid, 1, 8)  # the other player of the game
        assert await one.tournaments.claim_notice(tid, 2, 7)  # the next round is told again
    finally:
        await one.close()
        await two.close()


async def _forfeited(store: Store, *, marked: int | None, moves: int) -> int:
    """A match between two members: ``moves`` actions, the time-out of turn ``marked``
    recorded (None: none), then seat 0's forfeit logged and the match finished."""
    record, match = await start(store, (Player.member(1), Player.member(2)))
    await play_logged(store, record, match, random.Random(3), limit=moves)
    if marked is not None:
        await store.mark_time_out(record.match_id, marked)
    forfeit = Action("forfeit", 0)
    await store.append_action(record.match_id, len(match.actions), forfeit)
    match.apply(forfeit)
    await store.finish_match(record.match_id, match)
    return record.match_id


async def test_a_match_ended_by_its_turn_clock_reads_as_a_time_out(store: Store) -> None:
    end = await store.tournaments.match_result(await _forfeited(store, marked=2, moves=2))
    assert end is not None and (end.forfeited_by, end.timed_out) == (0, True)


@pytest.mark.parametrize("marked", [None, 1])
async def test_a_forfeit_given_up_reads_as_a_forfeit_even_after_an_earlier_turn_ran_late(
    store: Store, marked: int | None
) -> None:
    """Turn 1's clock rang but its move was logged first: the forfeit at turn 2 was given up."""
    end = await store.tournaments.match_result(await _forfeited(store, marked=marked, moves=2))
    assert end is not None and (end.forfeited_by, end.timed_out) == (0, False)
