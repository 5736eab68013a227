"""Reviews wait in one queue, run one at a time and step aside for computer moves."""

from __future__ import annotations

import asyncio

from bot.engine.actions import PLAYS
from bot.review import Decision, Reviewer
from bot.review.queue import ReviewQueue
from bot.workers import Workers, call
from tests.review.positions import feeding_decision

REVIEWER = Reviewer(seed=2, playouts=30)


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
