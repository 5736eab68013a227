"""Fixtures shared by the suites that drive the bot through the fake Discord."""

import itertools
from collections.abc import AsyncIterator
from pathlib import Path

import pytest

from testing.harness import World, start_world


@pytest.fixture
async def world(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> AsyncIterator[World]:
    # Deals follow from each test's own order of matches, so a failure replays exactly.
    seeds = itertools.count(1)
    monkeypatch.setattr("bot.store.matches.new_seed", lambda: next(seeds))
    world = await start_world(tmp_path)
    try:
        await world.start_bot()
        yield world
    finally:
        await world.stop_bot()
        await world.fake.stop()
