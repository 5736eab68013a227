"""Playing the bot through the fake Discord, as members do."""

from __future__ import annotations

import asyncio
import time
from dataclasses import dataclass, field
from datetime import UTC, datetime
from pathlib import Path
from typing import TYPE_CHECKING, Any

from bot.app.kernel.custom_ids import HandId
from bot.app.run.client import KoiKoiBot
from bot.config import Settings
from bot.workers import Unanswered
from testing.buttons import MatchControl, parse_control
from testing.fake_discord import FakeDiscord, Interaction, Member, Message
from testing.fake_discord.models import Channel, Guild
from testing.pace import allow

if TYPE_CHECKING:
    import pytest

TOKEN = "test-token"

# A day and a secret whose deal lasts: a random secret sometimes deals a round that the
# expert's first turn ends, and a test that plays the deal would then find nothing to click.
LASTING_DAY = datetime(2026, 12, 2, 12, 0, tzinfo=UTC)
LASTING_SECRET = "a secret whose deal outlasts its first move"


def pin_the_daily_deal(monkeypatch: pytest.MonkeyPatch) -> None:
    """Every bot started after this plays the same day's deal, one that lasts many moves."""
    monkeypatch.setattr("bot.store.daily.new_secret", lambda: LASTING_SECRET)
    monkeypatch.setattr("bot.daily.deal.utc_now", lambda: LASTING_DAY)


async def late_picture(*args: Any, **kwargs: Any) -> bytes:
    """Stands for ``DrawingPool.draw`` when drawing is late: every picture goes unanswered."""
    raise Unanswered("no answer in 5.0 s")


@dataclass
class World:
    """The fake server, its people and channels, and the running bot."""

    fake: FakeDiscord
    guild: Guild
    alice: Member
    bob: Member
    carol: Member  # may manage the server
    chan: Channel
    chan2: Channel
    db_path: Path
    bot: KoiKoiBot | None = None
    task: asyncio.Task[None] | None = None
    settings: dict[str, Any] = field(default_factory=dict)

    async def start_bot(
        self, *, freeze_start_up: bool = False, ai_processes: int = 0, **settings: Any
    ) -> KoiKoiBot:
        """Start a bot on this world's database. Its start-up objects are left in the garbage
        collector's passes unless asked: freezing them collects the whole test process first.
        The computer thinks in threads unless given ``ai_processes``."""
        self.settings.update(settings)
        config = Settings(
            discord_token=TOKEN,  # type: ignore[arg-type]
            database_path=self.db_path,
            # Threads: no process start per test. A process's start-up allowance follows the
            # machine's pace, as every time limit of a test does.
            **{"drawing_processes": 0, "worker_start_seconds": allow(30), **self.settings},
        )
        bot = KoiKoiBot(
            config,
            ai_processes=ai_processes,
            freeze_start_up=freeze_start_up,
            guild_ready_timeout=0.05,
        )
        self.task = asyncio.create_task(bot.start(TOKEN))
        await self.fake.wait_ready(new=True)
        await asyncio.wait_for(bot.wait_until_ready(), allow(15))
        self.bot = bot
        return bot

    async def stop_bot(self) -> None:
        """Close the bot (as a restart would)."""
        if self.bot is not None:
            await self.bot.close()
        if self.task is not None:
            await asyncio.wait_for(self.task, allow(10))
        self.bot = None
        self.task = None

    async def settle(self, quiet: float = 0.05, timeout: float = 30.0) -> None:
        """Wait until the bot has sent no request, and had nothing in flight, for ``quiet``
        seconds on end; ``timeout`` follows the machine's pace."""
        deadline = time.monotonic() + allow(timeout)
        seen = -1
        quiet_since: float | None = None  # first look of the quiet moment
        while (now := time.monotonic()) < deadline:
            count = len(self.fake.requests)
            busy = self.bot is not None and self.bot.in_flight > 0
            if count != seen or busy or self.fake.pending_interactions():
                seen, quiet_since = count, None
            elif quiet_since is None:
                quiet_since = now
            elif now - quiet_since >= quiet:
                return
            # Looked at often, so that the quiet moment ends the wait as soon as it has lasted.
            await asyncio.sleep(quiet / 5)
        raise AssertionError("the bot kept sending requests")

    async def koikoi(
        self,
        member: Member,
        sub: str,
        options: dict[str, Any] | None = None,
        *,
        channel: Channel | None = None,
        locale: str | None = None,
    ) -> Interaction:
        """Run ``/koikoi <sub>`` as ``member`` and wait until the bot has finished answering."""
        interaction = await self.fake.slash(
            member, channel or self.chan, "koikoi", sub, options or {}, locale=locale
        )
        await interaction.wait_response()
        await self.settle(timeout=60)
        return interaction

    def latest_hand(self, member: Member) -> Message:
        """The member's newest private message carrying card buttons."""
        for message in reversed(self.fake.ephemeral_for(member)):
            if any(_is_match_button(b.custom_id) for b in self.fake.find_buttons(message)):
                return message
        raise AssertionError(f"{member} has no hand message")

    def table_message(self, channel: Channel | None = None) -> Message:
        """The newest public message carrying a 'My hand' button."""
        for message in reversed(self.fake.messages_in(channel or self.chan)):
            if any(HandId.parse(b.custom_id) for b in self.fake.find_buttons(message)):
                return message
        raise AssertionError("no table message")


@dataclass
class OtherServer:
    """A second server the bot is in: a manager, a member, a channel (and Alice there too)."""

    guild: Guild
    dave: Member  # may manage this server
    erin: Member
    alice: Member  # the same user as the first server's Alice
    chan: Channel


def other_server(world: World) -> OtherServer:
    """Add a second server, for clicks that must not reach the first server's records."""
    import discord

    fake = world.fake
    guild = fake.add_guild("Other Club", locale="en-US")
    dave = fake.add_member(guild, "dave", permissions=discord.Permissions(manage_guild=True))
    erin = fake.add_member(guild, "erin", locale="en-US")
    alice = fake.add_member(guild, user=world.alice.user)
    return OtherServer(guild, dave, erin, alice, fake.add_channel(guild, "koikoi"))


def has_file(message: Message, filename: str) -> bool:
    """Whether the message carries an attachment called ``filename``."""
    return any(a.filename == filename for a in message.attachments)


def _is_match_button(custom_id: str) -> bool:
    return isinstance(parse_control(custom_id), MatchControl)


def controls(fake: FakeDiscord, message: Message) -> list[tuple[MatchControl, bool, str]]:
    """The match buttons of a message: (control, enabled, label)."""
    found = []
    for info in fake.find_buttons(message):
        control = parse_control(info.custom_id)
        if isinstance(control, MatchControl):
            found.append((control, not info.disabled, info.label or ""))
    return found


async def start_world(tmp_path: Path) -> World:
    """A server with three members and two channels, the fake started."""
    fake = FakeDiscord(bot_name="koikoi", token=TOKEN)
    guild = fake.add_guild("Hanafuda Club", locale="en-US")
    alice = fake.add_member(guild, "alice", locale="en-US")
    bob = fake.add_member(guild, "bob", locale="en-US")
    import discord

    carol = fake.add_member(guild, "carol", permissions=discord.Permissions(manage_guild=True))
    chan = fake.add_channel(guild, "koikoi")
    chan2 = fake.add_channel(guild, "other")
    # Discord's 3 s to answer a click, as long as the bot gets the share of a core it would get
    # on an idle one: on a loaded machine the bot is late only because it waits for a core.
    fake.ack_deadline = allow(fake.ack_deadline)
    await fake.start()
    fake.patch_discord()
    return World(fake, guild, alice, bob, carol, chan, chan2, tmp_path / "koikoi.db")
