"""Fixtures for the tests that run the bot as a real process."""

from collections.abc import AsyncIterator
from pathlib import Path

import pytest

from testing.harness import World, start_world


@pytest.fixture
async def offline_world(tmp_path: Path) -> AsyncIterator[World]:
    """The fake Discord and its members, with no bot started in this process."""
    world = await start_world(tmp_path)
    try:
        yield world
    finally:
        await world.stop_bot()
        await world.fake.stop()
