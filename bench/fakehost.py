"""The fake Discord as a benchmark needs it: many members and channels, cheap waiting, no hoarding.

The fake server runs in the calling process (the bot runs in a child, see ``bench.botproc``).
The fake keeps every request, message revision and attachment it ever saw, which is right for
a test and ruinous for a run of thousands of clicks; ``FakeHost`` records only what the
benchmarks measure and trims the rest.
"""

from __future__ import annotations

import asyncio
import time
from collections import defaultdict
from collections.abc import Awaitable
from dataclasses import dataclass, field
from typing import Any

from testing.buttons import MatchControl, parse_control
from testing.fake_discord import FakeDiscord, Interaction, Member, Message, RecordedRequest
from testing.fake_discord.interactions import CHANNEL_MESSAGE, UPDATE_MESSAGE
from testing.fake_discord.models import Channel, Guild

ACTION_VERBS = ("play", "take", "stop", "koikoi")


class RequestWatch(list[RecordedRequest]):
    """Stands in for ``fake.requests``: remembers when each (method, path) was last requested.

    Waiting on a path costs nothing until a request for it arrives, unlike polling the fake
    (each of hundreds of waiters would wake on every request).
    """

    def __init__(self) -> None:
        super().__init__()
        self.total = 0
        self.by_method: dict[str, int] = defaultdict(int)
        self.faults = 0
        self._last: dict[tuple[str, str], float] = {}
        self._waiters: dict[tuple[str, str], list[tuple[float, asyncio.Future[float]]]] = {}

    def append(self, record: RecordedRequest) -> None:
        self.total += 1
        self.by_method[record.method] += 1
        key = (record.method, record.path)
        self._last[key] = record.time
        waiting = self._waiters.get(key)
        if waiting:
            keep = []
            for after, future in waiting:
                if record.time >= after and not future.done():
                    future.set_result(record.time)
                elif not future.done():
                    keep.append((after, future))
            if keep:
                self._waiters[key] = keep
            else:
                del self._waiters[key]

    def __len__(self) -> int:
        return self.total

    def last(self, method: str, path: str) -> float | None:
        """When the latest ``method path`` request arrived, if any."""
        return self._last.get((method, path))

    def forget(self, method: str, path: str) -> None:
        self._last.pop((method, path), None)

    async def wait(self, method: str, path: str, after: float, timeout: float) -> float:
        """When a ``method path`` request arrived at or after ``after`` (monotonic seconds)."""
        key = (method, path)
        seen = self._last.get(key)
        if seen is not None and seen >= after:
            return seen
        future: asyncio.Future[float] = asyncio.get_running_loop().create_future()
        self._waiters.setdefault(key, []).append((after, future))
        return await asyncio.wait_for(future, timeout)


async def click_answer(
    fake: FakeDiscord, watch: RequestWatch, interaction: Interaction, timeout: float
) -> tuple[str, float]:
    """How the bot answered a click on a hand, and when the answer arrived: ("hand", t) for
    the new hand (the click's own answer, or an edit after an acknowledgement), ("refused",
    t) for a private word instead (the answer, or a follow-up). TimeoutError when neither
    came within ``timeout`` seconds."""
    sent = interaction.dispatched_at
    waits = [
        _answered_at_once(fake, watch, interaction, timeout),
        _tagged(
            "hand",
            watch.wait(
                "PATCH", _webhook(fake, interaction.token) + "/messages/@original", sent, timeout
            ),
        ),
        _tagged(
            "refused",
            watch.wait("POST", _webhook(fake, interaction.token), sent, timeout),
        ),
    ]
    tasks = {asyncio.ensure_future(wait) for wait in waits}
    try:
        while tasks:
            done, tasks = await asyncio.wait(tasks, return_when=asyncio.FIRST_COMPLETED)
            for task in done:
                if not task.cancelled() and task.exception() is None:
                    return task.result()
        raise TimeoutError(f"no answer to the click within {timeout} s")
    finally:
        for task in tasks:
            task.cancel()


async def _tagged(kind: str, when: Awaitable[float]) -> tuple[str, float]:
    return kind, await when


async def _answered_at_once(
    fake: FakeDiscord, watch: RequestWatch, interaction: Interaction, timeout: float
) -> tuple[str, float]:
    """The click's own answer when it was the new hand (UPDATE_MESSAGE) or a word (a
    message); an acknowledgement leaves the answer to the edit or the follow-up."""
    at = await watch.wait(
        "POST",
        f"/api/v10/interactions/{interaction.id}/{interaction.token}/callback",
        interaction.dispatched_at,
        timeout,
    )
    await fake.wait_for(
        lambda: interaction.response is not None or bool(interaction.rejections), timeout
    )
    kind = interaction.response.type if interaction.response is not None else None
    if kind == UPDATE_MESSAGE:
        return "hand", at
    if kind == CHANNEL_MESSAGE:
        return "refused", at
    raise LookupError("acknowledged: the answer follows")


def _webhook(fake: FakeDiscord, token: str) -> str:
    return f"/api/v10/webhooks/{fake.application_id}/{token}"


@dataclass
class Player:
    """One member playing in their own channel."""

    member: Member
    channel: Channel
    hand_id: int | None = None
    table_id: int | None = None
    match_id: int | None = None
    matches: list[int] = field(default_factory=list)


class FakeHost:
    """A fake Discord with one server, ``players`` members each with a channel of their own."""

    def __init__(self, players: int, token: str, *, extra: int = 0) -> None:
        self.fake = FakeDiscord(bot_name="koikoi", token=token)
        self.guild: Guild = self.fake.add_guild("Hanafuda Hall", locale="en-US")
        self.watch = RequestWatch()
        self.fake.requests = self.watch
        self.players = [self._player(f"player{i:03d}") for i in range(players)]
        self.extra = [self._player(f"extra{i}") for i in range(extra)]
        self._trimmer: asyncio.Task[None] | None = None
        self.lag: list[float] = []
        self._lag_task: asyncio.Task[None] | None = None
        self.uploaded: dict[str, int] = defaultdict(int)  # bytes of files uploaded, by file name
        self._count_uploads()

    def _count_uploads(self) -> None:
        """Count the bytes of every file the bot uploads (each becomes an attachment)."""
        factory = self.fake._factory
        new_attachment = factory._new_attachment

        def counted(upload: Any, *args: Any) -> Any:
            self.uploaded[upload.filename] += len(upload.data)
            return new_attachment(upload, *args)

        factory._new_attachment = counted  # type: ignore[method-assign]

    def _player(self, name: str) -> Player:
        member = self.fake.add_member(self.guild, name, locale="en-US")
        channel = self.fake.add_channel(self.guild, f"table-{name}")
        return Player(member, channel)

    async def start(self) -> None:
        await self.fake.start()
        loop = asyncio.get_running_loop()
        self._trimmer = loop.create_task(self._trim_forever())
        self._lag_task = loop.create_task(self._watch_lag())

    async def stop(self) -> None:
        for task in (self._trimmer, self._lag_task):
            if task is not None:
                task.cancel()
        await self.fake.stop()

    async def _trim_forever(self) -> None:
        while True:
            await asyncio.sleep(2.0)
            self.trim()

    def trim(self) -> None:
        """Drop old message revisions, attachments and answered interactions' records."""
        fake = self.fake
        for message in fake.messages.values():
            message.history.clear()
        fake._attachments.clear()
        fake.latencies.clear()
        now = fake.now()
        for interaction_id, interaction in list(fake.interactions.items()):
            if interaction.response is not None and now - interaction.dispatched_at > 300:
                del fake.interactions[interaction_id]
                fake._by_token.pop(interaction.token, None)

    async def _watch_lag(self) -> None:
        loop = asyncio.get_running_loop()
        while True:
            start = loop.time()
            await asyncio.sleep(0.01)
            self.lag.append(max(0.0, loop.time() - start - 0.01))

    # -- reading the fake ----------------------------------------------------------------------

    def action_buttons(self, message: Message) -> list[tuple[str, MatchControl]]:
        """The enabled card / take / stop / koi-koi buttons of a hand message."""
        found = []
        for info in message.buttons:
            custom_id = info.custom_id or ""
            control = parse_control(custom_id)
            enabled = not info.disabled
            if enabled and isinstance(control, MatchControl) and control.verb in ACTION_VERBS:
                found.append((custom_id, control))
        return found

    def hand_path(self, token: str) -> str:
        return f"/api/v10/webhooks/{self.fake.application_id}/{token}/messages/@original"

    def followup_path(self, token: str) -> str:
        return f"/api/v10/webhooks/{self.fake.application_id}/{token}"

    def callback_path(self, interaction: Interaction) -> str:
        return f"/api/v10/interactions/{interaction.id}/{interaction.token}/callback"

    async def click_answer(self, interaction: Interaction, timeout: float) -> tuple[str, float]:
        """How the bot answered a click on a hand, and when (see ``click_answer``)."""
        return await click_answer(self.fake, self.watch, interaction, timeout)

    @staticmethod
    def answer_text(interaction: Interaction) -> str:
        """The words of a click's answer or first follow-up."""
        response = interaction.response
        if response is not None and response.type == CHANNEL_MESSAGE:
            return str(response.data.get("content") or "")
        return next((m.content or "" for m in interaction.followups), "")

    @staticmethod
    def table_path(player: Player) -> str:
        return f"/api/v10/channels/{player.channel.id}/messages/{player.table_id}"

    def follow_table(self, player: Player, since: float) -> None:
        """After a round ends the bot posts the table again below the result (and shrinks the
        old one): point ``player`` at the newest table if the channel got a new message."""
        posted = self.watch.last("POST", f"/api/v10/channels/{player.channel.id}/messages")
        if posted is None or posted < since:
            return
        for message in reversed(self.fake.messages.values()):  # newest first
            if message.channel_id != player.channel.id or message.ephemeral:
                continue
            if any(a.filename == "table.png" for a in message.attachments):
                player.table_id = message.id
                return

    async def open_match(self, player: Player, level: str, timeout: float = 120.0) -> float:
        """``/koikoi start`` as the player; the seconds from dispatch to their hand arriving."""
        fake = self.fake
        interaction = await fake.slash(
            player.member, player.channel, "koikoi", "start", {"level": level}
        )
        # The table fills in the deferred answer; the private hand follows it.
        await fake.wait_for(
            lambda: interaction.message is not None and len(interaction.followups) >= 1, timeout
        )
        table, hand = interaction.message, interaction.followups[0]
        assert table is not None
        assert hand.ephemeral and not table.ephemeral, "unexpected answer to /koikoi start"
        player.table_id, player.hand_id = table.id, hand.id
        control = next(
            (c for _, c in self.action_buttons(hand)),
            parse_control(hand.buttons[-1].custom_id or "") if hand.buttons else None,
        )
        if isinstance(control, MatchControl):
            player.match_id = control.match_id
            player.matches.append(control.match_id)
        return time.monotonic() - interaction.dispatched_at


@dataclass
class Percentiles:
    """p50 / p95 / p99 / max of a list of seconds, in milliseconds."""

    values: list[float]

    def at(self, q: float) -> float:
        ordered = sorted(self.values)
        return ordered[min(len(ordered) - 1, int(q * len(ordered)))] * 1000

    def line(self) -> str:
        if not self.values:
            return "no samples"
        return (
            f"p50 {self.at(0.50):7.1f}  p95 {self.at(0.95):7.1f}  p99 {self.at(0.99):7.1f}  "
            f"max {max(self.values) * 1000:7.1f} ms  (n={len(self.values)})"
        )


def describe_loop(summary: dict[str, Any]) -> str:
    """One line about the bot's event-loop stalls."""
    if not summary.get("samples"):
        return "no samples"
    return (
        f"longest stall {summary['max_ms']:.0f} ms, p99 {summary['p99_ms']:.1f} ms, "
        f"{summary['over_100ms']} wake-ups > 100 ms and {summary['over_50ms']} > 50 ms "
        f"of {summary['samples']} over {summary['seconds']:.0f} s"
    )
