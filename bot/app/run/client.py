"""The Discord client, the composition root: the kernel's parts, the features loaded by name,
start-up and shutdown.

The features are loaded by name and set themselves up; nothing here imports them.
"""

from __future__ import annotations

import asyncio
import gc
import logging
from collections.abc import Awaitable, Callable
from contextlib import AbstractAsyncContextManager
from typing import TYPE_CHECKING, Any

import discord
from discord.ext import commands

from bot.app.core.computer import ComputerPlayers
from bot.app.core.events import ChannelLost, Events, Starting, Stopped, Stopping
from bot.app.core.preferences import Preferences
from bot.app.kernel.answers import Answers
from bot.app.kernel.desks import Desks
from bot.app.kernel.front import Front
from bot.app.kernel.in_flight import InFlight
from bot.app.kernel.languages import Languages
from bot.app.kernel.metrics import Metrics
from bot.app.kernel.names import MemberNames
from bot.app.kernel.translator import CatalogTranslator
from bot.app.kernel.tree import KoiKoiTree
from bot.app.kernel.unknown_components import answer_if_unknown
from bot.app.run.commands_sync import sync_commands
from bot.app.run.start_up import collect_start_up, freeze_start_up
from bot.config import Settings
from bot.render.pool import DrawingPool
from bot.store import Store
from bot.workers import Workers

log = logging.getLogger(__name__)

# The feature packages, loaded by name in this order (``cogs.<name>.feature``: a leaf module, so
# that stopping unloads only it): each builds its own desk and subscribes to the events it needs;
# a feature may use the desks of those before it (the match's first).
FEATURES = (
    "match",
    "challenges",
    "reviews",
    "daily",
    "seasons",
    "tournaments",
    "leaderboard",
    "settings",
    "information",
    "replays",
)
STOP_WAIT = 4.0  # seconds requests in flight get to finish when the bot stops


class KoiKoiBot(commands.AutoShardedBot):
    """The bot: the kernel's parts (store, preferences, languages, answers, names, the drawing
    and computer pools, the events hub) hang off it; the features' desks are read by name
    (``bot.matches``, ``bot.daily`` …) from the desks the loaded features provided."""

    store: Store
    preferences: Preferences
    languages: Languages
    answers: Answers
    drawing: DrawingPool
    computer: ComputerPlayers
    names: MemberNames

    def __init__(
        self,
        settings: Settings,
        *,
        ai_processes: int = 1,
        store: Store | None = None,
        freeze_start_up: bool = True,
        **options: object,
    ) -> None:
        self.metrics = Metrics()
        # Servers and their channels only: slash commands and buttons come as interactions, so
        # channel chatter (and the echo of every table edit) need not reach the bot at all.
        intents = discord.Intents.none()
        intents.guilds = True
        if settings.metrics_port:
            # The error counter hooks into every request (about 0.5 ms of CPU a click, most of it
            # aiohttp's tracing), so it is kept only where the metrics are served.
            options = {**options, "http_trace": self.metrics.trace_config()}
        super().__init__(
            command_prefix=commands.when_mentioned,
            intents=intents,
            shard_count=settings.shard_count,
            shard_ids=_listed(settings),  # type: ignore[arg-type]  # None is accepted
            help_command=None,
            tree_cls=KoiKoiTree,
            # Nobody is pinged unless a message names whom (a challenge, a reminder).
            allowed_mentions=discord.AllowedMentions.none(),
            max_messages=None,  # nothing reads a cached message: interactions carry theirs
            **options,  # type: ignore[arg-type]
        )
        self.settings = settings
        self.ai_processes = ai_processes
        self.requests = InFlight()  # being handled, so shutdown can let them finish
        self.closing = False  # once set, no new request is taken
        if store is not None:
            self.store = store
        # Off where the process holds more than one bot's objects (a test run): each start's
        # full collection would walk them all.
        self.freeze_start_up = freeze_start_up
        self._freezing: asyncio.Task[None] | None = None
        # Whether this process still serves its shards (a lease check); None: not sharded.
        self.serving: Callable[[], Awaitable[bool]] | None = None
        self.left_over = 0  # requests left to the process that took over the shards
        self.events = Events()
        self.desks = Desks()
        self.pools: list[tuple[str, Workers]] = []  # the features' worker pools, for health

    def __getattr__(self, name: str) -> Any:
        """A loaded feature's desk, by the name it was provided under (``bot.matches``)."""
        desks = self.__dict__.get("desks")
        if desks is not None and name in desks:
            return desks.get(name)
        raise AttributeError(name)

    def working(self) -> AbstractAsyncContextManager[None]:
        """Count a request as in flight while it is handled."""
        return self.requests.working()

    @property
    def in_flight(self) -> int:
        """How many requests are being handled."""
        return self.requests.count

    async def wait_idle(self, timeout: float) -> bool:
        """Wait until no request is being handled; False if that took longer than ``timeout``."""
        return await self.requests.wait_idle(timeout)

    async def setup_hook(self) -> None:
        """Open the store, build the kernel's parts, load the features (each builds its desk and
        registers its commands and controls), let them bring back what was going on, sync
        commands."""
        settings = self.settings
        if not hasattr(self, "store"):
            self.store = await Store.open(settings.database_target())
        self.preferences = Preferences(self.store)
        self.languages = Languages(self, self.preferences)
        self.answers = Answers(self.languages)
        self.names = MemberNames(self)
        startup = settings.worker_start_seconds  # for each pool's processes to start
        self.computer = ComputerPlayers(
            self.ai_processes, settings.expert_time_budget, startup=startup
        )
        self.computer.decision_seconds = self.metrics.decision_seconds.observe
        self.drawing = DrawingPool(
            settings.drawing_processes,
            settings.worker_threads,
            ahead=settings.draw_ahead,
            startup=startup,
        )
        self.drawing.start()
        self.computer.start()
        await self.tree.set_translator(CatalogTranslator())
        for feature in FEATURES:
            await self.load_extension(f"cogs.{feature}.feature")
        await self.events.publish(Starting(self.owns_guild))
        await sync_commands(self.tree, self.settings.dev_guild_id)
        if self.freeze_start_up:
            collect_start_up()  # before the gateway connects: no request waits on it
            self._freezing = asyncio.get_running_loop().create_task(freeze_start_up(self))

    async def user_locale(self, interaction: discord.Interaction) -> str:
        """The language of a member's private messages: their profile's, else their client's."""
        return await self.languages.of_member(interaction)

    async def on_interaction(self, interaction: discord.Interaction) -> None:
        """Answer a component no handler of ours will (``unknown_components``)."""
        await answer_if_unknown(self, interaction)

    async def on_guild_channel_delete(self, channel: discord.abc.GuildChannel) -> None:
        """A deleted channel ends its match (and those of its threads)."""
        await self.events.publish(ChannelLost(channel.id))

    async def on_raw_thread_delete(self, payload: discord.RawThreadDeleteEvent) -> None:
        """A deleted thread ends its match (sent whether or not the thread was known)."""
        await self.events.publish(ChannelLost(payload.thread_id))

    def worker_pools(self) -> list[tuple[str, Workers]]:
        """The worker pools by name, for the health check (none before the bot is set up)."""
        pools = []
        if hasattr(self, "drawing"):
            pools.append(("drawing", self.drawing.workers))
        pools.extend(self.pools)
        if hasattr(self, "computer"):
            pools.append(("computer", self.computer.workers))
        return pools

    def connected(self) -> bool:
        """Whether every shard of this process is connected to the gateway."""
        shards = self.shards.values()
        return self.is_ready() and bool(shards) and not any(s.is_closed() for s in shards)

    def owns_guild(self, guild_id: int) -> bool:
        """Whether this process runs the shard of ``guild_id`` (always, unless sharded by hand)."""
        count, ids = self.settings.shard_count, _listed(self.settings)
        if not count or ids is None:
            return True
        return (guild_id >> 22) % count in ids

    async def turned_away(self, interaction: discord.Interaction) -> bool:
        """While stopping, answer a new request with "restarting" instead of taking it; leave
        it unanswered when another process serves its shard now (that one answers it)."""
        if self.serving is not None and not await self.serving():
            self.left_over += 1  # logged once, with the lease's loss
            return True
        if not self.closing:
            return False
        await self.answers.privately(interaction, "error-restarting")
        return True

    async def close(self) -> None:
        """Take no new requests, let those in flight finish, stop clocks, disconnect, stop the
        workers and drawing threads, close the store (once, however often it is called)."""
        if self.closing:
            await super().close()
            return
        self.closing = True
        if not await self.wait_idle(STOP_WAIT):
            # Cut them short before the connection goes: a move is logged before it is shown,
            # so the restart shows what they had saved.
            log.warning("stopping %d requests still in flight", self.in_flight)
            self.requests.cancel()
            await self.wait_idle(1.0)
        await self.events.publish(Stopping())  # clocks, sweeps, retries
        if self._freezing is not None:
            self._freezing.cancel()
            gc.unfreeze()  # whatever outlives the bot in this process may be collected again
        await super().close()
        # The workers finish the decision or picture at hand (well under a second), then exit;
        # every pool at once, each killing a worker still there after its grace period.
        closing = [self.events.publish(Stopped(), together=True)]
        if hasattr(self, "computer"):
            closing.append(asyncio.to_thread(self.computer.close, wait=True))
        if hasattr(self, "drawing"):
            closing.append(asyncio.to_thread(self.drawing.close, wait=True))
        await asyncio.gather(*closing)
        if hasattr(self, "store"):
            await self.store.close()


if TYPE_CHECKING:
    # The controls and the command tree know the client only as a Front: mypy holds it to that.
    _CLIENT_IS_A_FRONT: type[Front] = KoiKoiBot


def _listed(settings: Settings) -> list[int] | None:
    """The shard ids this process serves (``auto`` is replaced by the claimed ones first)."""
    return settings.shard_ids if isinstance(settings.shard_ids, list) else None
