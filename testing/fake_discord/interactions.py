"""Records of the interactions a test sent and what the bot answered."""

from __future__ import annotations

import time
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any

from .limits import FLAG_EPHEMERAL
from .models import Channel, Guild, Message, User

if TYPE_CHECKING:
    from .server import FakeDiscord

JSON = dict[str, Any]

PING = 1
APPLICATION_COMMAND = 2
MESSAGE_COMPONENT = 3
AUTOCOMPLETE = 4
MODAL_SUBMIT = 5

CHANNEL_MESSAGE = 4
DEFERRED_CHANNEL_MESSAGE = 5
DEFERRED_UPDATE_MESSAGE = 6
UPDATE_MESSAGE = 7
AUTOCOMPLETE_RESULT = 8
MODAL = 9

# callback types Discord accepts for each interaction type
ALLOWED_CALLBACKS: dict[int, frozenset[int]] = {
    APPLICATION_COMMAND: frozenset({CHANNEL_MESSAGE, DEFERRED_CHANNEL_MESSAGE, MODAL}),
    MESSAGE_COMPONENT: frozenset(
        {CHANNEL_MESSAGE, DEFERRED_CHANNEL_MESSAGE, DEFERRED_UPDATE_MESSAGE, UPDATE_MESSAGE, MODAL}
    ),
    AUTOCOMPLETE: frozenset({AUTOCOMPLETE_RESULT}),
    MODAL_SUBMIT: frozenset(
        {CHANNEL_MESSAGE, DEFERRED_CHANNEL_MESSAGE, DEFERRED_UPDATE_MESSAGE, UPDATE_MESSAGE}
    ),
}


class InteractionRejected(AssertionError):
    """The bot's acknowledgement was refused by the fake (as Discord would refuse it)."""


@dataclass
class InteractionResponse:
    """The bot's acknowledgement (the interaction callback)."""

    type: int
    data: JSON
    files: dict[str, bytes]
    message: Message | None
    at: float

    @property
    def ephemeral(self) -> bool:
        return bool(int(self.data.get("flags") or 0) & FLAG_EPHEMERAL)

    @property
    def choices(self) -> list[JSON]:
        return list(self.data.get("choices") or [])


@dataclass(eq=False)
class Interaction:
    id: int
    token: str
    type: int
    user: User
    channel: Channel
    guild: Guild | None
    payload: JSON = field(repr=False)
    fake: FakeDiscord = field(repr=False)
    name: str = ""
    source_message: Message | None = field(default=None, repr=False)
    dispatched_at: float = 0.0
    dispatched_perf: float = 0.0
    response: InteractionResponse | None = None
    latency: float | None = None
    followups: list[Message] = field(default_factory=list, repr=False)
    rejections: list[JSON] = field(default_factory=list)
    deadline: float = 3.0
    failed_reported: bool = False
    _original: Message | None = field(default=None, repr=False)

    @property
    def custom_id(self) -> str | None:
        value = self.payload.get("data", {}).get("custom_id")
        return str(value) if value is not None else None

    @property
    def acknowledged(self) -> bool:
        return self.response is not None

    @property
    def response_type(self) -> int | None:
        return self.response.type if self.response else None

    @property
    def message(self) -> Message | None:
        """The message ``@original`` points at: the one created, or updated, by the response."""
        return self._original

    @property
    def messages(self) -> list[Message]:
        found: list[Message] = []
        for message in [self._original, *self.followups]:
            if message is not None and message not in found:
                found.append(message)
        return found

    @property
    def modal(self) -> JSON | None:
        if self.response is not None and self.response.type == MODAL:
            return self.response.data
        return None

    @property
    def age(self) -> float:
        return self.fake.now() - self.dispatched_at

    def _describe(self) -> str:
        label = self.name or self.custom_id or str(self.type)
        lines = [f"a response to interaction {self.id} ({label})"]
        if self.rejections:
            lines.append(f"rejected: {self.rejections}")
        related = [str(v) for v in self.fake.violations if v.interaction_id == self.id]
        if related:
            lines.append(f"violations: {related}")
        return "; ".join(lines)

    async def wait_response(
        self, timeout: float = 5.0, *, allow_rejections: bool = False
    ) -> InteractionResponse:
        """Wait until the bot acknowledged.

        A refused acknowledgement raises InteractionRejected at once, unless
        ``allow_rejections`` (for bots expected to recover and answer again).
        """

        def ready() -> InteractionResponse | bool:
            if self.response is not None:
                return self.response
            return bool(self.rejections) and not allow_rejections

        result = await self.fake.wait_for(ready, timeout, describe=self._describe)
        if isinstance(result, InteractionResponse):
            return result
        raise InteractionRejected(self._describe())

    async def wait_followup(self, index: int = 0, timeout: float = 5.0) -> Message:
        """The ``index``-th follow-up (the first one after a defer is the filled-in original)."""
        await self.fake.wait_for(
            lambda: len(self.followups) > index,
            timeout,
            describe=lambda: f"follow-up #{index} of interaction {self.id}; {self._describe()}",
        )
        return self.followups[index]

    async def wait_done(self, timeout: float = 5.0) -> Message:
        """Wait for a response whose message is no longer "thinking" (defer then edit/follow-up)."""
        await self.wait_response(timeout)

        def done() -> Message | None:
            message = self._original
            if message is not None and not message.loading:
                return message
            return None

        return await self.fake.wait_for(done, timeout, describe=self._describe)

    def _acknowledge(self, response: InteractionResponse) -> None:
        self.response = response
        self.latency = time.perf_counter() - self.dispatched_perf
