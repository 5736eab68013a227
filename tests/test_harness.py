"""The harness's wait for a quiet bot: it ends only once the bot has been quiet for the whole
moment asked for, whatever the machine's speed."""

from __future__ import annotations

import asyncio
import time
from pathlib import Path
from types import SimpleNamespace
from typing import Any, cast

import pytest

from testing.harness import World, start_world
from testing.slow import mark_slow, missing
from tests.conftest import SLOW_TESTS


def _world(requests: list[int], bot: SimpleNamespace) -> World:
    fake = SimpleNamespace(requests=requests, pending_interactions=lambda: [])
    world = World(cast(Any, fake), *([cast(Any, None)] * 6), db_path=Path("unused.db"))
    world.bot = cast(Any, bot)
    return world


async def test_settling_ends_no_sooner_than_the_quiet_moment_after_the_last_request() -> None:
    requests: list[int] = []
    sent: list[float] = []
    world = _world(requests, SimpleNamespace(in_flight=0))

    async def chatter() -> None:
        for number in range(20):
            requests.append(number)
            sent.append(time.monotonic())
            await asyncio.sleep(0.01)

    talking = asyncio.create_task(chatter())
    await world.settle(quiet=0.05, timeout=30)
    settled = time.monotonic()
    talking.cancel()
    before = [at for at in sent if at <= settled]
    assert before and settled - before[-1] >= 0.05


async def test_settling_waits_while_the_bot_has_work_in_flight() -> None:
    bot = SimpleNamespace(in_flight=1)
    world = _world([], bot)
    settling = asyncio.create_task(world.settle(quiet=0.05, timeout=30))
    await asyncio.sleep(0.3)
    assert not settling.done()
    bot.in_flight = 0
    freed = time.monotonic()
    await settling
    assert time.monotonic() - freed >= 0.05


def test_every_test_listed_as_slow_is_a_test_of_its_file() -> None:
    root = Path(__file__).resolve().parents[1]
    assert missing(root, SLOW_TESTS) == []
    assert missing(root, ["tests/test_harness.py::test_that_is_not_here"]) != []


def test_a_listed_test_is_marked_slow_in_every_case_or_in_the_one_case_listed() -> None:
    class Item:
        def __init__(self, nodeid: str) -> None:
            self.nodeid = nodeid
            self.marks: list[str] = []

        def add_marker(self, mark: pytest.MarkDecorator) -> None:
            self.marks.append(mark.name)

    items = [
        Item("tests/a.py::test_long[1]"),
        Item("tests/a.py::test_long[2]"),
        Item("tests/a.py::test_short"),
        Item("tests/b.py::test_cases[big]"),
        Item("tests/b.py::test_cases[small]"),
    ]
    listed = ["tests/a.py::test_long", "tests/b.py::test_cases[big]"]
    assert mark_slow(cast(Any, items), listed) == 3
    assert [item.marks for item in items] == [["slow"], ["slow"], [], ["slow"], []]


async def test_the_fakes_three_seconds_to_answer_a_click_follow_the_machines_pace(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr("testing.harness.allow", lambda seconds: 4 * seconds)  # a loaded machine
    world = await start_world(tmp_path)
    try:
        assert world.fake.ack_deadline == 12.0
    finally:
        await world.fake.stop()
