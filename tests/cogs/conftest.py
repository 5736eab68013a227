from collections.abc import AsyncIterator
from pathlib import Path

import pytest

from tests.cogs.harness import World, start_world


@pytest.fixture
async def world(tmp_path: Path) -> AsyncIterator[World]:
    world = await start_world(tmp_path)
    try:
        await world.start_bot()
        yield world
    finally:
        await world.stop_bot()
        await world.fake.stop()
