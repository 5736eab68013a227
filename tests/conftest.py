"""Fixtures shared by the suites that drive the bot through the fake Discord."""

import asyncio
import itertools
import os
from collections.abc import AsyncIterator
from pathlib import Path

import pytest

from testing.harness import World, start_world
from testing.postgres import database_of_its_own
from testing.store import POSTGRES_URL_VARIABLE


def pytest_configure(config: pytest.Config) -> None:
    # Run in parallel (pytest -n), each worker and the bots it starts use a database of their own.
    worker = os.environ.get("PYTEST_XDIST_WORKER")
    url = os.environ.get(POSTGRES_URL_VARIABLE)
    if worker and url:
        os.environ[POSTGRES_URL_VARIABLE] = asyncio.run(database_of_its_own(url, worker))


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
