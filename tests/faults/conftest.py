import logging
from collections.abc import AsyncIterator, Iterator
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


class ErrorRecords(logging.Handler):
    """Every ERROR (or worse) record logged while the test runs, whoever logged it."""

    def __init__(self) -> None:
        super().__init__(logging.ERROR)
        self.records: list[logging.LogRecord] = []

    def emit(self, record: logging.LogRecord) -> None:
        self.records.append(record)

    def lines(self) -> list[str]:
        return [f"{r.name}: {r.getMessage()}" for r in self.records]


@pytest.fixture
def error_logs() -> Iterator[ErrorRecords]:
    handler = ErrorRecords()
    root = logging.getLogger()
    root.addHandler(handler)
    try:
        yield handler
    finally:
        root.removeHandler(handler)
