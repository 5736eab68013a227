"""The harness's wait for a quiet bot: it ends only once the bot has been quiet for the whole
moment asked for, whatever the machine's speed."""

from __future__ import annotations

import asyncio
import time
from pathlib import Path
from types import SimpleNamespace
from typing import Any, cast

from testing.harness import World


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
