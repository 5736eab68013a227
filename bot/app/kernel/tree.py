"""The command tree: counts each slash command as in flight, refuses malformed ones, answers a
``Refusal`` a command raised, and lets several cogs add sub-commands to one group (``/koikoi``)."""

from __future__ import annotations

import logging
from typing import Any

import discord
from discord import app_commands

from bot.app.core.refusal import Refusal
from bot.app.kernel import logs
from bot.app.kernel.front import Front
from bot.app.kernel.letting_go import let_go
from bot.store import StoreBusyError, StoreUnavailableError

log = logging.getLogger(__name__)

AnyCommand = app_commands.Command[Any, ..., Any] | app_commands.ContextMenu | app_commands.Group


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
UNKNOWN_INTERACTION = 10062  # Discord's code for an answer later than its 3 seconds
# The database is down or locked: expected now and then, answered without a traceback.
STORE_DOWN = (StoreUnavailableError, StoreBusyError)


class KoiKoiTree(app_commands.CommandTree[Any]):
    """The command tree, counting each slash command as in flight while it runs.

    Commands arrive as Discord's client sends them: a client holding an older copy of the
    commands, or a forged request, may send options off their declared choices or range (which
    discord.py passes through unchecked), or a command that no longer exists. Those are answered
    with a short private message and never reach the command.
    """

    async def _call(self, interaction: discord.Interaction[Any]) -> None:
        # discord.py has no public hook around a command's whole run; this is its entry point.
        if await self._front.turned_away(interaction):
            return
        place = logs.where(guild=interaction.guild_id, channel=interaction.channel_id)
        async with self._front.working():
            with place:
                await self._checked_call(interaction)
        let_go(interaction)

    async def _checked_call(self, interaction: discord.Interaction[Any]) -> None:
        problem = _option_problem(interaction)
        if problem is not None:
            log.info("refused a command from user %s: %s", interaction.user.id, problem)
            await self._front.answers.privately(interaction, "error-internal")
            return
        await super()._call(interaction)

    def add_command(
        self,
        command: app_commands.Command[Any, ..., Any]
        | app_commands.ContextMenu
        | app_commands.Group,
        /,
        **options: Any,
    ) -> None:
        """Add a command; a group whose name is taken joins its sub-commands to the first one.

        So each cog can hold the ``/koikoi`` sub-commands of its own concern (playing,
        information, preferences). Cogs are not unloaded while the bot runs.
        """
        guild = options.get("guild") or None  # discord.py passes MISSING, which is falsy
        if isinstance(command, app_commands.Group) and not options.get("guilds"):
            existing = self.get_command(command.name, guild=guild)
            if isinstance(existing, app_commands.Group):
                for child in command.commands:
                    existing.add_command(child)
                return
        super().add_command(command, **options)

    async def on_error(
        self, interaction: discord.Interaction[Any], error: app_commands.AppCommandError, /
    ) -> None:
        """Answer a refusal with its text; log any other error (a bug of ours at ERROR level) and
        answer it too, so no command goes silent."""
        cause = error.original if isinstance(error, app_commands.CommandInvokeError) else error
        if isinstance(cause, Refusal):
            await self._front.answers.refuse(interaction, cause)
            return
        if isinstance(cause, discord.NotFound) and cause.code == UNKNOWN_INTERACTION:
            # Discord refused the answer as late: nothing can be said, and nothing was stored
            # (a command acknowledges before it writes).
            log.warning("interaction %s answered too late: %s", interaction.id, cause)
            return
        if isinstance(cause, STORE_DOWN):
            log.warning("the database is unavailable: %s", cause)
            await self._front.answers.privately(interaction, "error-store-down")
            return
        if isinstance(error, _NOT_OURS):
            log.info("refused a command from user %s: %s", interaction.user.id, error)
        else:
            await super().on_error(interaction, error)
        await self._front.answers.privately(interaction, internal_error(interaction.command))

    @property
    def _front(self) -> Front:
        front: Front = self.client
        return front


def _option_problem(interaction: discord.Interaction[Any]) -> str | None:
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


ABOUT_A_MATCH = {"about_a_match": True}  # a command's extras: its failure leaves a match safe


def internal_error(command: object) -> str:
    """The words of a bug behind a command: a command about the member's match (its extras say
    so) says the match is safe, any other only that something went wrong."""
    extras = getattr(command, "extras", None) or {}
    return "error-internal-match" if extras.get("about_a_match") else "error-internal"
