"""The Discord client: start-up wiring, command sync, restoring matches, shutdown."""

from __future__ import annotations

import asyncio
import contextlib
import gc
import logging
import re
from collections.abc import AsyncIterator
from typing import TYPE_CHECKING

import discord
from discord import app_commands
from discord.ext import commands

from bot.computer import ComputerPlayers
from bot.controls import TEMPLATE
from bot.i18n import choose_locale, t
from bot.presenter import Presenter
from bot.settings import Settings
from bot.store import Store, StoreError
from bot.tables import Outcome, Tables

if TYPE_CHECKING:
    from cogs.koikoi import KoiKoi
    from cogs.leaderboard import Leaderboard

log = logging.getLogger(__name__)

EXTENSIONS = ("cogs.koikoi", "cogs.leaderboard")
_OUR_BUTTONS = re.compile(TEMPLATE)  # what cogs.controls.KoiKoiControl is registered for


# Discord's own bound on a text option; the choices and ranges are each command's.
MAX_TEXT_OPTION = 6000
_TEXT = discord.AppCommandOptionType.string
_NUMBERS = {
    discord.AppCommandOptionType.integer: (int,),
    discord.AppCommandOptionType.number: (int, float),
}
# Errors that mean the command or its options are not what this bot declares (a client with an
# out-of-date copy of the commands, or a forged request), as opposed to a fault of the bot's.
_NOT_OURS = (
    app_commands.CommandNotFound,
    app_commands.CommandSignatureMismatch,
    app_commands.TransformerError,
)


class CountingTree(app_commands.CommandTree["KoiKoiBot"]):
    """The command tree, counting each slash command as in flight while it runs.

    Commands arrive as Discord's client sends them: a client holding an older copy of the
    commands, or a forged request, may send options off their declared choices or range (which
    discord.py passes through unchecked), or a command that no longer exists. Those are answered
    with a short private message and never reach the command.
    """

    async def _call(self, interaction: discord.Interaction[KoiKoiBot]) -> None:
        # discord.py has no public hook around a command's whole run; this is its entry point.
        async with self.client.working():
            problem = _option_problem(interaction)
            if problem is not None:
                log.info("refused a command from user %s: %s", interaction.user.id, problem)
                await self.client.answer_privately(interaction, "error-internal")
                return
            await super()._call(interaction)

    async def on_error(
        self, interaction: discord.Interaction[KoiKoiBot], error: app_commands.AppCommandError, /
    ) -> None:
        """Log the error (a bug of ours at ERROR level) and answer, so no command goes silent."""
        if isinstance(error, _NOT_OURS):
            log.info("refused a command from user %s: %s", interaction.user.id, error)
        else:
            await super().on_error(interaction, error)
        await self.client.answer_privately(interaction, "error-internal")


def _option_problem(interaction: discord.Interaction[KoiKoiBot]) -> str | None:
    """Why the options of a slash command break its declaration, or None if they do not."""
    command = interaction.command
    if interaction.type is not discord.InteractionType.application_command or not isinstance(
        command, app_commands.Command
    ):
        return None  # not a slash command, or an unknown one (on_error answers that)
    try:
        given = dict(iter(interaction.namespace))
    except (ValueError, TypeError, KeyError) as error:
        return f"/{command.qualified_name}: malformed options ({error})"
    declared = {parameter.display_name: parameter for parameter in command.parameters}
    for name, value in given.items():
        parameter = declared.get(name)
        if parameter is None:
            return f"/{command.qualified_name}: unknown option {name!r}"
        problem = _value_problem(parameter, value)
        if problem is not None:
            return f"/{command.qualified_name} {name}: {problem}"
    missing = [
        p.display_name for p in command.parameters if p.required and p.display_name not in given
    ]
    if missing:
        return f"/{command.qualified_name}: missing {missing}"
    return None


def _value_problem(parameter: app_commands.Parameter, value: object) -> str | None:
    kind = parameter.type
    if parameter.choices and value not in {choice.value for choice in parameter.choices}:
        return f"{value!r:.40} is not one of its choices"
    low, high = parameter.min_value, parameter.max_value
    if kind is _TEXT:
        if not isinstance(value, str):
            return "not text"
        size: float = len(value)
        if (
            size > MAX_TEXT_OPTION
            or (low is not None and size < low)
            or (high is not None and size > high)
        ):
            return f"text of {len(value)} characters"
    elif kind in _NUMBERS:
        if isinstance(value, bool) or not isinstance(value, _NUMBERS[kind]):
            return f"{value!r:.40} is not a number"
        if (low is not None and value < low) or (high is not None and value > high):
            return f"{value} is out of range"
    elif kind is discord.AppCommandOptionType.boolean and not isinstance(value, bool):
        return f"{value!r:.40} is not true or false"
    return None


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
        self._freezing: asyncio.Task[None] | None = None
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
        self.tables.on_computer_moved = self._show_late_moves
        await self._restore_matches()
        await self._sync_commands()
        self._freezing = asyncio.get_running_loop().create_task(self._freeze_start_up())

    async def _freeze_start_up(self) -> None:
        """Once ready, leave the objects made so far out of the garbage collector's passes.

        Modules, the caches of servers, members and channels, catalogs: they live as long as the
        process, yet each full pass walks them all, in the event loop's thread. With a few
        hundred matches open such a pass stalled the loop for 130-200 ms; without them, 50-80.
        """
        await self.wait_until_ready()
        gc.collect()
        gc.freeze()
        log.info("%d start-up objects left out of garbage collection", gc.get_freeze_count())

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

    async def answer_privately(
        self, interaction: discord.Interaction, key: str, **args: object
    ) -> None:
        """A short private explanation (an i18n key), answered or followed up as fits."""
        text = t(await self.user_locale(interaction), key, **args)
        try:
            if interaction.response.is_done():
                await interaction.followup.send(text, ephemeral=True)
            else:
                await interaction.response.send_message(text, ephemeral=True)
        except discord.HTTPException as error:
            log.info("could not answer interaction %s: %s", interaction.id, error)

    async def on_interaction(self, interaction: discord.Interaction) -> None:
        """Answer components that no handler of ours will: every button we draw is ``kk1:``.

        Such a click comes from a message of an older version, or a forged request; without an
        answer the member would only see "This interaction failed".
        """
        if interaction.type is not discord.InteractionType.component:
            return
        data: dict[str, object] = dict(interaction.data or {})
        custom_id = str(data.get("custom_id", ""))
        ours = data.get("component_type") == discord.ComponentType.button.value and bool(
            _OUR_BUTTONS.fullmatch(custom_id)
        )
        if not ours:
            log.info("unknown component %r from user %s", custom_id[:120], interaction.user.id)
            async with self.working():
                await self.answer_privately(interaction, "error-unknown-button")

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

    async def _show_late_moves(self, outcome: Outcome) -> None:
        """Show the computer's moves that the store could only save after the member's request."""
        async with self.working():
            table = outcome.table
            # Redraw every member's hand (no member made these moves), so whoever is to play
            # gets live buttons; then the table and any results.
            await self.koikoi_cog.refresh_other_hands(table, mover=None)
            await self.koikoi_cog.publish(outcome, await self.public_locale(table.guild_id))

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
        if self._freezing is not None:
            self._freezing.cancel()
            gc.unfreeze()  # whatever outlives the bot in this process may be collected again
        await super().close()
        if hasattr(self, "store"):
            await self.store.close()
