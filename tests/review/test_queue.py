"""Reviews wait in one queue, run one at a time and step aside for computer moves."""

from __future__ import annotations

import asyncio
import logging
import os
import signal
from collections.abc import Sequence
from functools import cache

import pytest

from bot.ai import make_player
from bot.engine.actions import PLAYS
from bot.engine.match import Match
from bot.engine.rules import PresetName, preset
from bot.review import Decision, MatchLog, Reviewer, decisions_of
from bot.review.queue import (
    AHEAD_NICENESS,
    AHEAD_PATIENCE,
    NICENESS,
    REVIEW_STRETCH,
    ReviewQueue,
    judge_deadline,
    review_workers,
)
from bot.workers import Unanswered, Workers, call, run_call
from tests.review.positions import feeding_decision

REVIEWER = Reviewer(seed=2, playouts=30)
JUDGE = Reviewer(seed=5, playouts=300)  # sequential judging, as a review judges, on a small budget


def decisions(count: int) -> list[Decision]:
    return [feeding_decision(PLAYS[2], index=i) for i in range(count)]


class Gate:
    """A computer that is busy until released, counting the review steps it held back."""

    def __init__(self) -> None:
        self.idle = asyncio.Event()
        self.waits = 0

    async def wait_idle(self) -> None:
        self.waits += 1
        await self.idle.wait()


async def test_reviews_run_one_at_a_time_in_the_order_asked_and_tell_their_place() -> None:
    queue = ReviewQueue(Workers(0, call, threads=2))  # two threads: the queue alone keeps it to one
    places: dict[str, list[int]] = {"a": [], "b": [], "c": []}
    running: list[str] = []
    overlaps: list[str] = []

    def tracker(name: str):  # type: ignore[no-untyped-def]
        async def progress(done: int, total: int) -> None:
            others = [r for r in running if r != name]
            if others:
                overlaps.append(name)
            if name not in running:
                running.append(name)
            if done == total:
                running.remove(name)

        async def position(place: int) -> None:
            places[name].append(place)

        return progress, position

    async def one(name: str) -> int:
        progress, position = tracker(name)
        review = await queue.review(decisions(3), 0, REVIEWER, position=position, progress=progress)
        return review.reviewed

    results = await asyncio.gather(one("a"), one("b"), one("c"))
    queue.close()
    assert results == [3, 3, 3]
    assert overlaps == []
    assert places == {"a": [0], "b": [1, 0], "c": [2, 1, 0]}
    assert len(queue) == 0


async def test_a_review_waits_while_a_computer_move_is_being_decided() -> None:
    gate = Gate()
    queue = ReviewQueue(Workers(0, call, threads=1), gate)
    done: list[int] = []

    async def progress(count: int, total: int) -> None:
        done.append(count)

    task = asyncio.create_task(queue.review(decisions(2), 0, REVIEWER, progress=progress))
    await asyncio.sleep(0.2)
    assert done == [] and gate.waits == 1  # held back before its first decision
    gate.idle.set()
    review = await asyncio.wait_for(task, 30)
    queue.close()
    assert review.reviewed == 2 and done == [1, 2]


async def test_a_failing_progress_message_does_not_stop_the_review() -> None:
    queue = ReviewQueue(Workers(0, call, threads=1))

    async def broken(done: int, total: int) -> None:
        raise RuntimeError("the message is gone")

    review = await queue.review(decisions(2), 0, REVIEWER, progress=broken)
    queue.close()
    assert review.reviewed == 2


async def test_a_member_asking_many_times_does_not_push_another_members_review_back() -> None:
    gate = Gate()
    queue = ReviewQueue(Workers(0, call, threads=1), gate)
    finished: list[str] = []
    told: list[int] = []

    async def one(name: str, owner: str) -> None:
        async def position(place: int) -> None:
            if owner == "bob":
                told.append(place)

        await queue.review(decisions(1), 0, REVIEWER, position=position, owner=owner)
        finished.append(name)

    tasks = [asyncio.create_task(one(f"alice-{n}", "alice")) for n in range(10)]
    await asyncio.sleep(0.1)
    tasks.append(asyncio.create_task(one("bob", "bob")))
    await asyncio.sleep(0.1)
    assert told == [1]  # behind alice's running review only, not her nine waiting ones
    gate.idle.set()
    await asyncio.wait_for(asyncio.gather(*tasks), 60)
    queue.close()
    assert finished[:2] == ["alice-0", "bob"]
    assert sorted(finished) == sorted([f"alice-{n}" for n in range(10)] + ["bob"])


async def test_members_take_turns_in_the_queue() -> None:
    gate = Gate()
    queue = ReviewQueue(Workers(0, call, threads=1), gate)
    finished: list[str] = []

    async def one(owner: str) -> None:
        await queue.review(decisions(1), 0, REVIEWER, owner=owner)
        finished.append(owner)

    asked = ["a", "a", "a", "b", "b", "c"]
    tasks = []
    for owner in asked:
        tasks.append(asyncio.create_task(one(owner)))
        await asyncio.sleep(0)
    await asyncio.sleep(0.1)
    gate.idle.set()
    await asyncio.wait_for(asyncio.gather(*tasks), 60)
    queue.close()
    assert finished == ["a", "b", "c", "a", "b", "a"]


@cache
def played_decisions(rules: PresetName) -> tuple[Decision, ...]:
    """Seat 0's decisions in a seeded normal-against-easy match of ``rules``."""
    match = Match(preset(rules), 11)
    players = (make_player("normal", 1), make_player("easy", 2))
    while not match.over:
        seat = match.to_move
        assert seat is not None
        match.apply(players[seat].decide(match.view(seat)))
    return tuple(decisions_of(MatchLog.of(match), 0))


async def judged_ahead(queue: ReviewQueue, match: int, found: Sequence[Decision]) -> None:
    """Hand ``found`` to the queue as a match in play would, and wait until they are judged."""
    for decision in found:
        queue.ahead(match, JUDGE, decision)
    queue.finished(match)
    while not all((JUDGE, decision) in queue.verdicts for decision in found):
        await asyncio.sleep(0.01)


@pytest.mark.parametrize("rules", ["standard", "traditional", "single-deal"])
async def test_a_review_judged_ahead_says_what_a_review_judged_on_request_says(
    rules: PresetName,
) -> None:
    found = played_decisions(rules)
    closed = Workers(0, call, threads=1)
    closed.close()  # every verdict must come from the worker that judges ahead
    ahead = ReviewQueue(closed, ahead_workers=review_workers(processes=True, ahead=True))
    try:
        await asyncio.wait_for(judged_ahead(ahead, 1, found), 300)
        from_ahead = await ahead.review(found, 0, JUDGE)
    finally:
        ahead.close()
    asked = ReviewQueue(Workers(0, call, threads=1))
    on_request = await asked.review(found, 0, JUDGE)
    asked.close()
    assert ahead.judged_ahead > 0 and asked.judged_ahead == 0
    assert from_ahead == on_request


async def test_a_review_judged_ahead_is_ready_while_a_computer_move_is_being_decided() -> None:
    gate = Gate()
    gate.idle.set()
    queue = ReviewQueue(Workers(0, call, threads=1), gate)
    found = played_decisions("standard")[:6]
    await asyncio.wait_for(judged_ahead(queue, 1, found), 120)
    gate.idle.clear()  # a computer move is in flight from now on
    review = await asyncio.wait_for(queue.review(found, 0, JUDGE), 30)
    queue.close()
    assert review.reviewed == len(found)


async def test_a_review_asked_goes_before_the_decisions_waiting_to_be_judged_ahead() -> None:
    gate = Gate()
    queue = ReviewQueue(Workers(0, call, threads=1), gate)
    for decision in played_decisions("standard")[:4]:
        queue.ahead(1, JUDGE, decision)
    await asyncio.sleep(0.05)  # judging ahead waits for the computer
    asked = asyncio.create_task(queue.review(played_decisions("traditional")[:3], 0, JUDGE))
    await asyncio.sleep(0.05)
    gate.idle.set()
    review = await asyncio.wait_for(asked, 60)
    assert review.reviewed == 3 and queue.judged_ahead == 0  # nothing was judged ahead of it
    await asyncio.wait_for(judged_ahead(queue, 1, played_decisions("standard")[:4]), 120)
    queue.close()


async def test_a_decision_judged_once_is_not_judged_again_for_another_review() -> None:
    gate = Gate()
    gate.idle.set()
    queue = ReviewQueue(Workers(0, call, threads=1), gate)
    found = played_decisions("single-deal")[:5]
    first = await queue.review(found, 0, JUDGE)
    waits = gate.waits
    again = await queue.review(found, 0, JUDGE)
    queue.close()
    assert waits == len(found) and gate.waits == waits  # the second review judged nothing
    assert again == first


async def test_decisions_are_judged_ahead_in_a_worker_below_the_reviews_asked_for() -> None:
    asked, ahead = review_workers(), review_workers(ahead=True)
    try:
        mine = os.nice(0)
        assert await run_call(asked, os.nice, 0) == min(19, mine + NICENESS)
        assert await run_call(ahead, os.nice, 0) == min(19, mine + AHEAD_NICENESS)
    finally:
        asked.close()
        ahead.close()


async def _stopped_once_it_owes(workers: Workers) -> int:
    """Stop ``workers``' process (SIGSTOP) as soon as it has started and owes an answer."""
    while not (workers.pids() and workers._workers[0].ready and workers._workers[0].owed):
        await asyncio.sleep(0.005)
    [pid] = workers.pids()
    os.kill(pid, signal.SIGSTOP)
    return pid


async def test_a_worker_stopped_while_judging_ahead_is_replaced_and_judging_ahead_goes_on() -> None:
    """Judging ahead allows a decision ten times a review's deadline (a worker at the lowest
    priority may get little of a busy machine); a stopped worker is not waited for that long."""
    queue = ReviewQueue(Workers(0, call), ahead_workers=review_workers(processes=True, ahead=True))
    found = played_decisions("single-deal")[:3]
    try:
        for decision in found:
            queue.ahead(1, REVIEWER, decision)
        stopped = await _stopped_once_it_owes(queue.ahead_workers)
        await asyncio.wait_for(_all_kept(queue, REVIEWER, found), 30)
        assert stopped not in queue.ahead_workers.pids()
    finally:
        queue.close()


async def test_a_review_whose_workers_are_all_stopped_is_given_up_within_30_seconds() -> None:
    """Its worker and the fresh one put in its place are stopped: the review fails with
    ``Unanswered`` (its member is told to try again) rather than wait out two deadlines."""
    queue = ReviewQueue(review_workers(processes=True))
    found = played_decisions("single-deal")[:2]
    slow = Reviewer(seed=2, playouts=6_000)  # a review's deadline: 35 s a decision
    stopped: set[int] = set()

    async def stop_each() -> None:
        while True:
            for pid in set(queue.workers.pids()) - stopped:
                os.kill(pid, signal.SIGSTOP)
                stopped.add(pid)
            await asyncio.sleep(0.005)

    stopping = asyncio.ensure_future(stop_each())
    asked = asyncio.ensure_future(queue.review(found, 0, slow))
    try:
        done, _ = await asyncio.wait({asked}, timeout=30)
        assert done, "the review is still waiting for its stopped workers"
        assert isinstance(asked.exception(), Unanswered)
        assert len(stopped) >= 2  # tried once more on a fresh worker
    finally:
        stopping.cancel()
        asked.cancel()
        queue.close()


async def _all_kept(queue: ReviewQueue, reviewer: Reviewer, found: Sequence[Decision]) -> None:
    while not all((reviewer, decision) in queue.verdicts for decision in found):
        await asyncio.sleep(0.01)


def test_a_decision_judged_ahead_on_a_quick_machine_has_the_deadline_of_a_review_asked() -> None:
    """Ten times as long is allowed only once judging ahead is measured that slow."""
    queue = ReviewQueue(Workers(0, call), ahead_workers=Workers(0, call))
    try:
        for _ in range(20):
            queue.ahead_workers.pace.record(0.5)  # type: ignore[union-attr]
        floor = judge_deadline(JUDGE)
        assert queue.deadline(JUDGE, ahead=True) == floor
        assert queue.deadline(JUDGE) == floor
    finally:
        queue.close()


def test_the_deadlines_of_reviews_follow_how_long_their_decisions_take_now() -> None:
    queue = ReviewQueue(Workers(0, call), ahead_workers=Workers(0, call))
    floor = judge_deadline(JUDGE)
    try:
        for _ in range(10):
            queue.workers.pace.record(floor / 2)  # type: ignore[union-attr]
            queue.ahead_workers.pace.record(floor * 3)  # type: ignore[union-attr]
        assert queue.deadline(JUDGE) == pytest.approx(floor * 1.5)
        assert queue.deadline(JUDGE, ahead=True) == pytest.approx(floor * 9)
        for _ in range(50):
            queue.workers.pace.record(floor * 100)  # type: ignore[union-attr]
            queue.ahead_workers.pace.record(floor * 100)  # type: ignore[union-attr]
        assert queue.deadline(JUDGE) == pytest.approx(floor * REVIEW_STRETCH)
        assert queue.deadline(JUDGE, ahead=True) == pytest.approx(floor * AHEAD_PATIENCE)
    finally:
        queue.close()


async def test_each_decision_is_asked_for_within_the_deadline_its_pace_gives(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    asked: list[tuple[bool, float | None]] = []

    async def spy(workers: Workers, *args: object, deadline: float | None = None, **kw: object):  # type: ignore[no-untyped-def]
        asked.append((workers is queue.ahead_workers, deadline))
        return await run_call(workers, *args, deadline=deadline, **kw)  # type: ignore[arg-type]

    monkeypatch.setattr("bot.review.queue.run_call", spy)
    queue = ReviewQueue(Workers(0, call), ahead_workers=Workers(0, call))
    found = played_decisions("single-deal")[:2]
    try:
        await asyncio.wait_for(judged_ahead(queue, 1, found[:1]), 120)
        await asyncio.wait_for(queue.review(found, 0, JUDGE), 120)
        assert queue.ahead_workers.pace.measured == 1  # type: ignore[union-attr]
        assert queue.workers.pace.measured == 1  # type: ignore[union-attr]
    finally:
        queue.close()
    floor = judge_deadline(JUDGE)
    assert asked == [(True, floor), (False, floor)]


async def test_a_review_asked_while_its_worker_is_stopped_judging_ahead_is_answered_by_a_fresh_one(
    caplog: pytest.LogCaptureFixture,
) -> None:
    """One worker judges ahead and answers reviews; stopped (SIGSTOP) while judging ahead, it is
    replaced and the review asked meanwhile is judged in the fresh one; a worker the system does
    not say is stopped is given up at a deadline under 30 s while decisions are quick."""
    queue = ReviewQueue(review_workers(processes=True))
    found = played_decisions("single-deal")[:3]
    reviewer = Reviewer(seed=3, playouts=3_000)
    try:
        with caplog.at_level(logging.WARNING, logger="bot.workers"):
            for decision in found:
                queue.ahead(1, reviewer, decision)
            stopped = await _stopped_once_it_owes(queue.workers)
            review = await asyncio.wait_for(queue.review(found, 0, reviewer), 120)
        assert review.reviewed == len(found)
        assert stopped not in queue.workers.pids()
        assert any("is stopped" in r.getMessage() for r in caplog.records)
        assert queue.deadline(reviewer, ahead=True) == judge_deadline(reviewer) < 30
    finally:
        queue.close()
