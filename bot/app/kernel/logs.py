"""The process's logging: plain or JSON lines, each tagged with its server, channel and match,
and never an interaction token nor a secret of a match (its seed, a hand's cards, the draw
order) at any level."""

from __future__ import annotations

import contextlib
import contextvars
import json
import logging
import re
import sys
from collections.abc import Iterator
from datetime import UTC, datetime
from typing import Literal, TextIO

LogFormat = Literal["text", "json"]

# Where the current piece of work happens; tasks started inside inherit it.
_where: contextvars.ContextVar[dict[str, int] | None] = contextvars.ContextVar(
    "log_where", default=None
)

# An interaction token lets anyone answer as the bot for 15 minutes: it sits in these paths.
_TOKEN_PATHS = re.compile(
    r"(?P<head>/(?:interactions/\d+|webhooks/\d+)/)(?P<token>[A-Za-z0-9_.\-]{20,})"
)
# ... and in the gateway's events, which discord.py logs whole at DEBUG.
_TOKEN_FIELDS = re.compile(r"""(?P<head>['"]token['"]\s*:\s*['"])(?P<token>[^'"]+)""")
_REDACTED = "<token>"
# A move button names a card of its player's hand: the card is a secret until it is played.
_MOVE_IDS = re.compile(
    r"(?P<head>(?:kk1|kk2\.[a-z]):m:\d+:(?:play|pick|take|stop|koikoi):)(?P<card>\d+)"
)
_HIDDEN = "<card>"
# The database drivers log every statement with its parameters (a match's seed among them).
_DRIVERS = ("aiosqlite", "asyncpg")
# discord.py's DEBUG lines that carry a payload, and which of their arguments it is.
_PAYLOAD_AT = {
    "For Shard ID %s: WebSocket Event: %s": 1,  # discord.gateway, an event's data
    "%s %s with %s has returned %s": 2,  # discord.http, the request's body
    "%s %s has received %s": 2,  # discord.http, the answer's body
}


def redact(text: str, secrets: tuple[str, ...] = ()) -> str:
    """``text`` with interaction tokens (and any of ``secrets``) replaced."""
    text = _TOKEN_PATHS.sub(lambda m: m["head"] + _REDACTED, text)
    text = _TOKEN_FIELDS.sub(lambda m: m["head"] + _REDACTED, text)
    text = _MOVE_IDS.sub(lambda m: m["head"] + _HIDDEN, text)
    for secret in secrets:
        if secret:
            text = text.replace(secret, _REDACTED)
    return text


@contextlib.contextmanager
def where(
    *, guild: int | None = None, channel: int | None = None, match: int | None = None
) -> Iterator[None]:
    """Tag the log lines written inside with the server, channel and match they concern."""
    place = dict(_where.get() or {})
    for key, value in (("guild", guild), ("channel", channel), ("match", match)):
        if value is not None:
            place[key] = value
    token = _where.set(place)
    try:
        yield
    finally:
        _where.reset(token)


class Redacting(logging.Filter):
    """Formats each record's message once, with tokens removed, and adds where it happened."""

    def __init__(self, secrets: tuple[str, ...] = ()) -> None:
        super().__init__()
        self.secrets = secrets

    def filter(self, record: logging.LogRecord) -> bool:
        record.msg = redact(record.getMessage(), self.secrets)
        record.args = None
        if record.exc_info and not record.exc_text:
            record.exc_text = logging.Formatter().formatException(record.exc_info)
        if record.exc_text:
            record.exc_text = redact(record.exc_text, self.secrets)
        place = _where.get() or {}
        for key in ("guild", "channel", "match"):
            if not hasattr(record, key):
                setattr(record, key, place.get(key))
        return True


class DriverStatements(logging.Filter):
    """Drops a database driver's DEBUG lines: each spells a statement and its parameters."""

    def filter(self, record: logging.LogRecord) -> bool:
        return record.levelno > logging.DEBUG


class DiscordPayloads(logging.Filter):
    """Keeps what discord.py's DEBUG lines say happened, without the payloads they carry: a
    gateway event's data holds the messages clicked (a hand's buttons and pictures), a
    request's body the messages sent."""

    def filter(self, record: logging.LogRecord) -> bool:
        where = _PAYLOAD_AT.get(record.msg) if isinstance(record.msg, str) else None
        if where is not None and isinstance(record.args, tuple) and len(record.args) > where:
            args = list(record.args)
            args[where] = _summary(args[where])
            record.args = tuple(args)
        return True


def _summary(payload: object) -> str:
    """A gateway event or a body reduced to what names it (its kind and sequence)."""
    if isinstance(payload, dict):
        kept = {key: payload[key] for key in ("op", "t", "s") if key in payload}
        return f"{kept} <data left out>" if kept else "<data left out>"
    return "<data left out>" if payload else str(payload)


def guard_sources() -> None:
    """Install the filters that keep a match's secrets out of other libraries' DEBUG lines
    (once; the loggers' own filters run before any handler sees a record)."""
    for name, kind in (
        *((driver, DriverStatements) for driver in _DRIVERS),
        ("discord.gateway", DiscordPayloads),
        ("discord.http", DiscordPayloads),
    ):
        source = logging.getLogger(name)
        if not any(isinstance(f, kind) for f in source.filters):
            source.addFilter(kind())


class JsonLines(logging.Formatter):
    """One JSON object a line: time, level, logger, guild, channel, match, message."""

    def format(self, record: logging.LogRecord) -> str:
        line: dict[str, object] = {
            "time": datetime.fromtimestamp(record.created, UTC).isoformat(timespec="milliseconds"),
            "level": record.levelname,
            "logger": record.name,
            "guild": getattr(record, "guild", None),
            "channel": getattr(record, "channel", None),
            "match": getattr(record, "match", None),
            "message": record.getMessage(),
        }
        if record.exc_info and not record.exc_text:
            record.exc_text = self.formatException(record.exc_info)
        if record.exc_text:
            line["exception"] = record.exc_text
        return json.dumps(line, ensure_ascii=False)


class Text(logging.Formatter):
    """A readable line; the server, channel and match follow the message when known."""

    def __init__(self) -> None:
        super().__init__("%(asctime)s %(levelname)-8s %(name)s: %(message)s")

    def formatMessage(self, record: logging.LogRecord) -> str:
        text = super().formatMessage(record)
        tags = [
            f"{key}={getattr(record, key)}"
            for key in ("guild", "channel", "match")
            if getattr(record, key, None) is not None
        ]
        return f"{text} [{' '.join(tags)}]" if tags else text


def configure(
    level: str = "INFO",
    form: LogFormat = "text",
    *,
    secrets: tuple[str, ...] = (),
    stream: TextIO | None = None,
) -> logging.Handler:
    """Send the process's log to ``stream`` (stderr) in ``form``; returns the handler."""
    guard_sources()
    handler = logging.StreamHandler(stream or sys.stderr)
    handler.addFilter(Redacting(secrets))
    handler.setFormatter(JsonLines() if form == "json" else Text())
    root = logging.getLogger()
    for old in list(root.handlers):
        root.removeHandler(old)
    root.addHandler(handler)
    root.setLevel(getattr(logging, level))
    return handler
