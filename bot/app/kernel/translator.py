"""Localised slash command names and descriptions, from the same catalogs as everything else."""

from __future__ import annotations

import discord
from discord import app_commands
from discord.app_commands import TranslationContextLocation as Where

from bot.i18n import DEFAULT_LOCALE, catalog, locale_for

_NAMED = (app_commands.Command, app_commands.Group, app_commands.ContextMenu)


def _slug(text: str) -> str:
    return text.replace(" ", "-").replace("_", "-")


def command_key(context: app_commands.TranslationContextTypes, string: str) -> str | None:
    """The catalog key for one piece of the command tree.

    ``cmd-<qualified name>-name|desc``, ``param-<command>-<option as shown>-name|desc`` and
    ``choice-<value>``, spaces and underscores written as dashes; None for anything else.
    """
    where, data = context.location, context.data
    if where in (Where.command_name, Where.group_name) and isinstance(data, _NAMED):
        return f"cmd-{_slug(data.qualified_name)}-name"
    if where in (Where.command_description, Where.group_description) and isinstance(data, _NAMED):
        return f"cmd-{_slug(data.qualified_name)}-desc"
    if where in (Where.parameter_name, Where.parameter_description) and isinstance(
        data, app_commands.Parameter
    ):
        kind = "name" if where is Where.parameter_name else "desc"
        # The name the option is shown under (an @rename wins over the Python name).
        return f"param-{_slug(data.command.qualified_name)}-{_slug(data.display_name)}-{kind}"
    if where is Where.choice_name:
        value = data.value if isinstance(data, app_commands.Choice) else string
        return f"choice-{_slug(str(value))}"
    return None


class CatalogTranslator(app_commands.Translator):
    """Answers discord.py's requests for localisations; English is the commands' own text."""

    async def translate(
        self,
        string: app_commands.locale_str,
        locale: discord.Locale,
        context: app_commands.TranslationContextTypes,
    ) -> str | None:
        ours = locale_for(locale)
        if ours == DEFAULT_LOCALE:
            return None  # English is the commands' own text, and the fallback for the rest
        key = command_key(context, string.message)
        if key is None or not catalog().has(ours, key):
            return None
        return catalog().format(ours, key)
