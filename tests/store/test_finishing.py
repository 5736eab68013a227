from __future__ import annotations

import asyncio
import random
from typing import Any

import pytest

from bot.engine import Action, Level, Player, preset
from bot.store import (
    FinishOutcome,
    MatchMismatchError,
    MatchNotActiveError,
    MatchNotOverError,
    Store,
    members,
)
from testing.store import play_logged, play_offline, play_to_result, start

MEMBER, RIVAL = Player.member(1), Player.member(2)


@pytest.mark.parametrize(("level", "points"), [("easy", 10), ("normal", 30), ("expert", 100)])
async def test_beating_the_computer_earns_the_points_of_its_level(
    store: Store, level: Level, points: int
) -> None:
    record, match = await play_to_result(store, (Player.computer(level), MEMBER), 1)
    outcome = await store.finish_match(record.match_id, match)

    (seat,) = outcome.seats
    assert (seat.user_id, seat.result, seat.points_awarded) == (1, "won", points)
    profile = await store.profile(1, 1)
    assert profile.ranking_points == points
    assert profile.records[level].won == 1 and profile.total.played == 1


@pytest.mark.parametrize("winner", [0, None])
async def test_losing_or_drawing_against_the_computer_earns_nothing(
    store: Store, winner: int | None
) -> None:
    record, match = await play_to_result(store, (Player.computer("expert"), MEMBER), winner)
    outcome = await store.finish_match(record.match_id, match)

    assert outcome.seats[0].points_awarded == 0
    profile = await store.profile(1, 1)
    assert profile.ranking_points == 0
    expected = "lost" if winner == 0 else "drawn"
    assert getattr(profile.records["expert"], expected) == 1


async def test_a_match_between_members_counts_for_both_but_earns_no_points(store: Store) -> None:
    record, match = await play_to_result(store, (MEMBER, RIVAL), 0)
    outcome = await store.finish_match(record.match_id, match)

    assert [(s.user_id, s.result, s.points_awarded) for s in outcome.seats] == [
        (1, "won", 0),
        (2, "lost", 0),
    ]
    assert (await store.profile(1, 1)).records["member"].won == 1
    assert (await store.profile(1, 2)).records["member"].lost == 1


async def test_a_member_who_forfeits_loses_and_earns_nothing(store: Store) -> None:
    record, match = await start(store, (MEMBER, Player.computer("easy")))
    await play_logged(store, record, match, random.Random(3), limit=4)
    await store.append_action(record.match_id, len(match.actions), "forfeit:0")
    match.apply(Action.parse("forfeit:0"))

    outcome = await store.finish_match(record.match_id, match)

    assert (outcome.winner, outcome.forfeited_by) == (1, 0)
    assert outcome.seats[0].result == "lost" and outcome.seats[0].points_awarded == 0
    stored = await store.get_match(record.match_id)
    assert stored.status == "finished" and stored.result is not None
    assert stored.result.forfeited_by == 0


async def test_a_win_by_the_computers_forfeit_counts_but_earns_no_points(store: Store) -> None:
    record, match = await start(store, (MEMBER, Player.computer("expert")))
    await store.append_action(record.match_id, 0, "forfeit:1")
    match.apply(Action.parse("forfeit:1"))

    outcome = await store.finish_match(record.match_id, match)

    assert outcome.seats[0].result == "won" and outcome.seats[0].points_awarded == 0
    assert (await store.profile(1, 1)).records["expert"].won == 1


async def test_finishing_records_best_round_biggest_yaku_and_koikoi_calls(store: Store) -> None:
    # Find a standard match in which seat 0 called koi-koi at least once.
    seed = next(
        s
        for s in range(200)
        if any(r.koikoi_calls[0] for r in play_offline(preset("standard"), s, s).results)
    )
    record, match = await start(store, (MEMBER, Player.computer("easy")), seed=seed)
    await play_logged(store, record, match, random.Random(seed))
    outcome = await store.finish_match(record.match_id, match)

    won_yaku = [y for r in match.results if r.winner == 0 for y in r.yaku]
    best = max(won_yaku, key=lambda y: y.points, default=None)
    profile = await store.profile(1, 1)
    assert profile.best_round_score == max(r.points[0] for r in match.results)
    assert (profile.biggest_yaku and profile.biggest_yaku.points) == (best and best.points)
    assert profile.koikoi_calls == sum(r.koikoi_calls[0] for r in match.results) > 0
    assert profile.koikoi_won == sum(
        1 for r in match.results if r.koikoi_calls[0] and r.winner == 0
    )
    assert outcome.seats[0].new_best_round == (profile.best_round_score > 0)


async def test_finishing_twice_awards_the_points_once(store: Store) -> None:
    record, match = await play_to_result(store, (Player.computer("expert"), MEMBER), 1)
    first = await store.finish_match(record.match_id, match)
    second = await store.finish_match(record.match_id, match)

    assert not first.already_finished and second.already_finished
    assert second.model_copy(update={"already_finished": False}) == first
    profile = await store.profile(1, 1)
    assert profile.ranking_points == 100 and profile.total.played == 1


async def test_finishing_again_after_a_restart_changes_nothing(database: str) -> None:
    store = await Store.open(database)
    record, match = await play_to_result(store, (Player.computer("normal"), MEMBER), 1)
    first = await store.finish_match(record.match_id, match)
    await store.close()

    store = await Store.open(database)
    try:
        restored = await store.restore(record.match_id)
        again = await store.finish_match(record.match_id, restored.match)
        assert again.already_finished and again.seats == first.seats
        assert (await store.profile(1, 1)).ranking_points == 30
    finally:
        await store.close()


async def test_two_stores_finishing_the_same_match_at_once_award_it_once(
    store: Store, database: str
) -> None:
    other = await Store.open(database)
    try:
        record, match = await play_to_result(store, (Player.computer("expert"), MEMBER), 1)
        outcomes = await asyncio.gather(
            *(s.finish_match(record.match_id, match) for s in (store, other, store, other))
        )
    finally:
        await other.close()
    assert sorted(o.already_finished for o in outcomes) == [False, True, True, True]
    assert (await store.profile(1, 1)).ranking_points == 100


async def test_a_failure_while_finishing_leaves_nothing_half_done(
    store: Store, monkeypatch: pytest.MonkeyPatch
) -> None:
    record, match = await play_to_result(store, (MEMBER, RIVAL), 0)
    real = members.record_match
    calls = 0

    async def second_fails(*args: Any, **kwargs: Any) -> members.MemberUpdate:
        nonlocal calls
        calls += 1
        update = await real(*args, **kwargs)  # written in the transaction, then undone
        if calls == 2:
            raise OSError("disk vanished")
        return update

    monkeypatch.setattr(members, "record_match", second_fails)
    with pytest.raises(OSError, match="disk vanished"):
        await store.finish_match(record.match_id, match)

    stored = await store.get_match(record.match_id)
    assert (stored.status, stored.result, stored.finished_at) == ("active", None, None)
    for user_id in (1, 2):
        assert (await store.profile(1, user_id)).total.played == 0

    monkeypatch.setattr(members, "record_match", real)
    outcome = await store.finish_match(record.match_id, match)
    assert not outcome.already_finished
    assert (await store.profile(1, 1)).total.won == 1


async def test_a_failure_after_the_points_were_written_takes_them_back(
    store: Store, monkeypatch: pytest.MonkeyPatch
) -> None:
    record, match = await play_to_result(store, (Player.computer("expert"), MEMBER), 1)

    def broken_dump(self: FinishOutcome, **kwargs: object) -> str:
        raise RuntimeError("serialiser broke")

    monkeypatch.setattr(FinishOutcome, "model_dump_json", broken_dump)
    with pytest.raises(RuntimeError):
        await store.finish_match(record.match_id, match)

    assert (await store.profile(1, 1)).ranking_points == 0
    assert (await store.get_match(record.match_id)).status == "active"


async def test_a_match_still_in_play_cannot_be_finished(store: Store) -> None:
    record, match = await start(store, (MEMBER, Player.computer("easy")))
    with pytest.raises(MatchNotOverError):
        await store.finish_match(record.match_id, match)


async def test_finishing_with_a_match_other_than_the_logged_one_is_refused(store: Store) -> None:
    record, _ = await start(store, (MEMBER, Player.computer("easy")), rules=preset("single-deal"))
    unlogged = play_offline(preset("single-deal"), record.seed, 1)
    with pytest.raises(MatchMismatchError, match="not the one stored"):
        await store.finish_match(record.match_id, unlogged)
    assert (await store.profile(1, 1)).total.played == 0


async def test_an_abandoned_match_cannot_be_finished(store: Store) -> None:
    record, match = await play_to_result(store, (MEMBER, Player.computer("easy")), 0)
    assert await store.abandon_match(record.match_id)
    assert not await store.abandon_match(record.match_id)
    with pytest.raises(MatchNotActiveError, match="abandoned"):
        await store.finish_match(record.match_id, match)


async def test_start_up_recovery_finishes_a_match_whose_last_action_was_logged(
    database: str,
) -> None:
    store = await Store.open(database)
    done, _ = await play_to_result(store, (Player.computer("normal"), MEMBER), 1)
    live, match = await start(store, (Player.member(9), Player.computer("easy")))
    await play_logged(store, live, match, random.Random(2), limit=5)
    await store.close()  # a crash before finish_match

    store = await Store.open(database)
    try:
        recovery = await store.recover()
        assert [o.match_id for o in recovery.finished] == [done.match_id]
        assert [r.record.match_id for r in recovery.restored] == [live.match_id]
        assert recovery.restored[0].match.to_dict() == match.to_dict()
        assert recovery.damaged == []
        assert (await store.profile(1, 1)).ranking_points == 30
    finally:
        await store.close()


async def test_a_match_in_which_a_hint_was_used_earns_no_ranking_points(store: Store) -> None:
    record, match = await play_to_result(store, (Player.computer("expert"), MEMBER), 1)
    await store.mark_hinted(record.match_id)
    outcome = await store.finish_match(record.match_id, match)

    (seat,) = outcome.seats
    assert (seat.result, seat.points_awarded) == ("won", 0)
    profile = await store.profile(1, 1)
    assert profile.ranking_points == 0 and profile.records["expert"].won == 1
