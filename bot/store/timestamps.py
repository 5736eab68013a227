"""Times are stored as fixed-width UTC text, so they sort as strings and read well in SQL."""

from __future__ import annotations

from collections.abc import Callable
from datetime import UTC, datetime

Clock = Callable[[], datetime]

_FORMAT = "%Y-%m-%dT%H:%M:%S.%fZ"


def utc_now() -> datetime:
    """The current time, timezone-aware UTC."""
    return datetime.now(UTC)


def to_text(moment: datetime) -> str:
    """A datetime as stored (naive datetimes are taken as UTC)."""
    if moment.tzinfo is not None:
        moment = moment.astimezone(UTC)
    return moment.strftime(_FORMAT)


def from_text(text: str) -> datetime:
    """A stored time back as an aware UTC datetime."""
    return datetime.strptime(text, _FORMAT).replace(tzinfo=UTC)


def maybe_from_text(text: str | None) -> datetime | None:
    """from_text, passing None through."""
    return None if text is None else from_text(text)
