"""A store as slow as a test needs, and an answer Discord refuses as late (10062).

``held(store, "set_season_plan")`` makes one store method wait until the test releases it;
``late_unless_acknowledged`` then lets the interaction's 3 seconds run out, as they would on a
slow machine, unless the bot acknowledged it before the slow write: a bot that answers after
writing gets Discord's 404 / 10062 for its answer, one that acknowledges first does not."""

from __future__ import annotations

import asyncio
import contextlib
from collections.abc import Iterator
from typing import Any

from testing.fake_discord import FakeDiscord, Interaction
from testing.harness import World

WAIT_FOR_ACKNOWLEDGEMENT = 2.5  # seconds (Discord allows 3): a bot that defers first is in time


@contextlib.contextmanager
def held(owner: Any, name: str) -> Iterator[asyncio.Event]:
    """Hold every call of ``owner.name`` until the event yielded is set (then it runs)."""
    original = getattr(owner, name)
    release = asyncio.Event()

    async def slow(*args: Any, **kwargs: Any) -> Any:
        await release.wait()
        return await original(*args, **kwargs)

    setattr(owner, name, slow)
    try:
        yield release
    finally:
        release.set()
        setattr(owner, name, original)


async def late_unless_acknowledged(fake: FakeDiscord, interaction: Interaction) -> bool:
    """Wait for the bot to acknowledge ``interaction``; if it did not, its time runs out now
    (every later answer gets 10062). Whether it was acknowledged."""
    with contextlib.suppress(TimeoutError):
        await fake.wait_for(lambda: interaction.acknowledged, timeout=WAIT_FOR_ACKNOWLEDGEMENT)
    if not interaction.acknowledged:
        interaction.deadline = 0.0
    return interaction.acknowledged


async def refused_as_late(world: World, interaction: Interaction) -> None:
    """Wait until Discord refused the bot's answer to ``interaction`` as late and the bot has
    nothing in flight any more."""
    assert world.bot is not None
    bot = world.bot
    await world.fake.wait_for(lambda: interaction.rejections, timeout=10)
    await world.fake.wait_for(lambda: bot.in_flight == 0, timeout=10)
    assert not interaction.acknowledged
