import logging
from collections.abc import Iterator

import pytest


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
