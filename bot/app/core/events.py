"""What features tell each other: one hub, each event a frozen record.

A feature publishes what happened in its own words (a member decided, a match ended, a channel
was lost); the features that care subscribe when they are set up. Nobody attaches a callback to
another feature's objects, so a feature can be added or left out without touching the others.
"""

from __future__ import annotations

import asyncio
import inspect
import logging
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any, ClassVar, TypeVar

from bot.app.core.table import Table
from bot.engine import Action
from bot.engine.view import PlayerView

log = logging.getLogger(__name__)


class Event:
    """Something a feature tells the others. ``ESSENTIAL``: a subscriber's failure is the
    publisher's too (the bot cannot start without its matches restored)."""

    ESSENTIAL: ClassVar[bool] = False


@dataclass(frozen=True, slots=True)
class MemberDecided(Event):
    """A member chose between several legal actions in a match in play (``index``: the action's
    place in the match log)."""

    match_id: int
    index: int
    view: PlayerView
    action: Action


@dataclass(frozen=True, slots=True)
class MatchEnded(Event):
    """A match is over and its end has been shown in its channel."""

    table: Table


@dataclass(frozen=True, slots=True)
class ChannelLost(Event):
    """A channel or thread was deleted: whatever was played there is called off."""

    channel_id: int


@dataclass(frozen=True, slots=True)
class Starting(Event):
    """Every feature is loaded: bring back what was going on in the servers this process
    ``owns`` (matches, challenges, seasons, tournaments), in the order the features loaded."""

    ESSENTIAL: ClassVar[bool] = True
    owns: Callable[[int], bool]


@dataclass(frozen=True, slots=True)
class Stopping(Event):
    """The bot takes no new request: stop clocks, sweeps and retries."""


@dataclass(frozen=True, slots=True)
class Stopped(Event):
    """The bot is disconnected: let worker processes finish and exit (subscribers run
    together, each in its own time)."""


E = TypeVar("E", bound=Event)
Handler = Callable[[Any], object]


class Events:
    """The hub: subscribers by kind of event, told in the order they subscribed."""

    def __init__(self) -> None:
        self._subscribers: dict[type[Event], list[Handler]] = {}

    def subscribe(self, kind: type[E], handler: Callable[[E], object]) -> None:
        """Have ``handler`` told of every ``kind`` of event from now on."""
        self._subscribers.setdefault(kind, []).append(handler)

    def subscribers(self, kind: type[Event]) -> int:
        """How many handlers hear ``kind``."""
        return len(self._subscribers.get(kind, []))

    async def publish(self, event: Event, *, together: bool = False) -> None:
        """Tell every subscriber of the event's kind, one after another (``together``: all at
        once). A failing subscriber is logged and the others are still told, unless the event is
        essential."""
        handlers = list(self._subscribers.get(type(event), []))
        if together:
            await asyncio.gather(*(self._tell(handler, event) for handler in handlers))
            return
        for handler in handlers:
            await self._tell(handler, event)

    async def _tell(self, handler: Handler, event: Event) -> None:
        try:
            result = handler(event)
            if inspect.isawaitable(result):
                await result
        except Exception:
            if event.ESSENTIAL:
                raise
            log.exception("a subscriber of %s failed", type(event).__name__)
