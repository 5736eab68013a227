"""The Discord client: start-up wiring, command sync, restoring matches, shutdown."""

from __future__ import annotations

import asyncio
import contextlib
import logging
from collections.abc import AsyncIterator
from typing import TYPE_CHECKING

import discord
from discord import app_commands
from discord.ext import commands

from bot.computer import ComputerPlayers
from bot.i18n import choose_locale
from bot.presenter import Presenter
from bot.settings import Settings
from bot.store import Store, StoreError
from bot.tables import Tables

if TYPE_CHECKING:
    from cogs.koikoi import KoiKoi
    from cogs.leaderboard import Leaderboard

log = logging.getLogger(__name__)

EXTENSIONS = ("cogs.koikoi", "cogs.leaderboard")


class CountingTree(app_commands.CommandTree["KoiKoiBot"]):
    """The command tree, counting each slash command as in flight while it runs."""

    async def _call(self, interaction: discord.Interaction[KoiKoiBot]) -> None:
        # discord.py has no public hook around a command's whole run; this is its entry point.
        async with self.client.working():
            await super()._call(interaction)


class KoiKoiBot(commands.AutoShardedBot):
    """The bot: tables, store and presenter hang off it for the cogs to use."""

    store: Store
    tables: Tables
    presenter: Presenter
    computer: ComputerPlayers

    def __init__(self, settings: Settings, *, ai_processes: int = 1, **options: object) -> None:
        intents = discord.Intents.default()
        intents.message_content = False  # slash commands and buttons need no message content
        super().__init__(
            command_prefix=commands.when_mentioned,
            intents=intents,
            shard_count=settings.shard_count,
            shard_ids=settings.shard_ids,  # type: ignore[arg-type]  # None is accepted
            help_command=None,
            tree_cls=CountingTree,
            **options,  # type: ignore[arg-type]
        )
        self.settings = settings
        self.ai_processes = ai_processes
        self.in_flight = 0  # requests being handled, so shutdown can let them finish
        self._idle = asyncio.Event()
        self._idle.set()

    @contextlib.asynccontextmanager
    async def working(self) -> AsyncIterator[None]:
        """Count a request as in flight while it is handled."""
        self.in_flight += 1
        self._idle.clear()
        try:
            yield
        finally:
            self.in_flight -= 1
            if self.in_flight == 0:
                self._idle.set()

    async def wait_idle(self, timeout: float) -> bool:
        """Wait until no request is being handled; False if that took longer than ``timeout``."""
        try:
            await asyncio.wait_for(self._idle.wait(), timeout)
        except TimeoutError:
            return False
        return True

    @property
    def koikoi_cog(self) -> KoiKoi:
        """The game cog."""
        cog = self.get_cog("KoiKoi")
        assert cog is not None
        return cog  # type: ignore[return-value]

    @property
    def leaderboard_cog(self) -> Leaderboard:
        """The ranking cog."""
        cog = self.get_cog("Leaderboard")
        assert cog is not None
        return cog  # type: ignore[return-value]

    async def setup_hook(self) -> None:
        """Open the store, load the cogs, register buttons, restore matches, sync commands."""
        from bot.translator import CatalogTranslator
        from cogs.controls import KoiKoiControl

        settings = self.settings
        settings.database_path.parent.mkdir(parents=True, exist_ok=True)
        self.store = await Store.open(settings.database_path)
        self.computer = ComputerPlayers(self.ai_processes, settings.expert_time_budget)
        self.tables = Tables(self.store, self.computer)
        self.presenter = Presenter(self, settings.worker_threads)
        await self.tree.set_translator(CatalogTranslator())
        for extension in EXTENSIONS:
            await self.load_extension(extension)
        self.add_dynamic_items(KoiKoiControl)
        self.tables.on_turn_timeout = self.koikoi_cog.on_turn_timeout
        await self._restore_matches()
        await self._sync_commands()

    async def user_locale(self, interaction: discord.Interaction) -> str:
        """The language of a member's private messages: their profile's, else their client's."""
        language = None
        if interaction.guild_id is not None:
            try:
                language = (
                    await self.store.profile(interaction.guild_id, interaction.user.id)
                ).language
            except StoreError as error:
                log.warning("could not read a member's language: %s", error)
        return choose_locale(language, interaction.locale)

    async def public_locale(self, guild_id: int, fallback: object = None) -> str:
        """The language of a server's public messages: its setting, else its Discord locale."""
        try:
            setting = (await self.store.guild_settings(guild_id)).locale
        except StoreError as error:
            log.warning("could not read a server's language: %s", error)
            setting = None
        guild = self.get_guild(guild_id)
        return choose_locale(setting, guild.preferred_locale if guild else fallback, fallback)

    def owns_guild(self, guild_id: int) -> bool:
        """Whether this process runs the shard of ``guild_id`` (always, unless sharded by hand)."""
        count, ids = self.settings.shard_count, self.settings.shard_ids
        if not count or ids is None:
            return True
        return (guild_id >> 22) % count in ids

    async def _restore_matches(self) -> None:
        outcomes = await self.tables.restore_all(self.owns_guild)
        for outcome in outcomes:
            if outcome.events:  # the computer moved, or the match ended, while we were away
                locale = await self.public_locale(outcome.table.guild_id)
                await self.koikoi_cog.publish(outcome, locale)
        log.info("restored %d unfinished matches", len(self.tables))

    async def _sync_commands(self) -> None:
        if self.settings.dev_guild_id:
            guild = discord.Object(self.settings.dev_guild_id)
            self.tree.copy_global_to(guild=guild)
            synced = await self.tree.sync(guild=guild)
        else:
            synced = await self.tree.sync()
        log.info("synced %d commands", len(synced))

    async def close(self) -> None:
        """Let requests in flight finish, stop clocks and workers, close the store, disconnect."""
        if not await self.wait_idle(10):
            log.warning("closing with %d requests still in flight", self.in_flight)
        if hasattr(self, "tables"):
            self.tables.close()
        if hasattr(self, "presenter"):
            self.presenter.close()
        if hasattr(self, "computer"):
            self.computer.close()
        await super().close()
        if hasattr(self, "store"):
            await self.store.close()
