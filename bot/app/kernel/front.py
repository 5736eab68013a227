"""The client as every request meets it first: stopping or not, counted in flight, answered."""

from __future__ import annotations

from contextlib import AbstractAsyncContextManager
from typing import Protocol

import discord

from bot.app.kernel.answers import Answers
from bot.app.kernel.metrics import Metrics
from bot.store import Store


class Front(Protocol):
    """What the buttons' base class and the command tree need of the client."""

    metrics: Metrics
    answers: Answers
    store: Store  # where the records the controls name are looked up

    def working(self) -> AbstractAsyncContextManager[None]:
        """Count a request as in flight while it is handled."""
        ...

    async def turned_away(self, interaction: discord.Interaction) -> bool:
        """While stopping, answer a new request with "restarting"; True if it was."""
        ...
