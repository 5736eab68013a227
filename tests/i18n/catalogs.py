"""Reading the Fluent catalogs as syntax trees, and the slash command tree as discord.py sees it."""

from __future__ import annotations

import unicodedata
from functools import cache
from pathlib import Path
from typing import Any

import discord
from babel import Locale
from discord import app_commands
from fluent.syntax import FluentParser, ast
from fluent.syntax.visitor import Visitor

from bot.app.kernel.translator import command_key
from bot.i18n import DEFAULT_LOCALE, LOCALES, Catalog
from bot.i18n.catalog import LOCALES_DIR

TRANSLATIONS = tuple(locale for locale in LOCALES if locale != DEFAULT_LOCALE)
# Every catalog file of the English folder: the catalogs load every *.ftl of a language.
FILES = tuple(sorted(path.name for path in (Path(LOCALES_DIR) / DEFAULT_LOCALE).glob("*.ftl")))
PLURAL_CATEGORIES = frozenset({"zero", "one", "two", "few", "many", "other"})


@cache
def resource(locale: str, file: str) -> ast.Resource:
    """One catalog file, parsed (with spans, so junk can be located)."""
    path = Path(LOCALES_DIR) / locale / file
    return FluentParser(with_spans=True).parse(path.read_text(encoding="utf-8"))


def messages(locale: str, file: str) -> dict[str, ast.Message]:
    """The messages of one file by id."""
    return {e.id.name: e for e in resource(locale, file).body if isinstance(e, ast.Message)}


def all_messages(locale: str) -> dict[str, ast.Message]:
    """Every message of a locale, from all its files."""
    found: dict[str, ast.Message] = {}
    for file in FILES:
        found.update(messages(locale, file))
    return found


class _Collector(Visitor):
    def __init__(self) -> None:
        super().__init__()
        self.variables: set[str] = set()
        self.selects: list[ast.SelectExpression] = []

    def visit_VariableReference(self, node: ast.VariableReference) -> None:
        self.variables.add(node.id.name)
        self.generic_visit(node)

    def visit_SelectExpression(self, node: ast.SelectExpression) -> None:
        self.selects.append(node)
        self.generic_visit(node)


def _collect(message: ast.Message) -> _Collector:
    collector = _Collector()
    collector.visit(message)
    return collector


def variables(message: ast.Message) -> set[str]:
    """The names of the placeholders a message uses, anywhere in it."""
    return _collect(message).variables


def plural_selects(message: ast.Message) -> list[ast.SelectExpression]:
    """Select expressions whose variants are CLDR plural categories (or exact numbers)."""
    found = []
    for select in _collect(message).selects:
        keys = [variant.key for variant in select.variants]
        names = {key.name for key in keys if isinstance(key, ast.Identifier)}
        if names and names <= PLURAL_CATEGORIES:
            found.append(select)
    return found


def needed_plural_categories(locale: str) -> frozenset[str]:
    """The categories a number may fall into in ``locale`` ('other' always among them)."""
    return frozenset(Locale.parse(locale).plural_form.tags) | {"other"}


@cache
def _catalog() -> Catalog:
    return Catalog()


def format_message(locale: str, key: str, args: dict[str, Any]) -> tuple[str, list[Exception]]:
    """``key`` formatted by ``locale``'s own bundle alone (no fallback), with any errors."""
    bundle = _catalog().bundles[locale]
    pattern = bundle.get_message(key).value
    assert pattern is not None, f"{key} in {locale} has no value"
    text, errors = bundle.format_pattern(pattern, args)
    return str(text), list(errors)


def text_of(message: ast.Message) -> str:
    """A message's pattern as plain text ({$var} kept), for simple comparisons."""
    assert message.value is not None
    parts = []
    for element in message.value.elements:
        if isinstance(element, ast.TextElement):
            parts.append(element.value)
        else:
            parts.append("{…}")
    return "".join(parts)


def is_discord_name(name: str) -> bool:
    """Discord's rule for command and option names, lowercase, 1 to 32 characters.

    ``^[-_\\p{L}\\p{N}\\p{sc=Deva}\\p{sc=Thai}]{1,32}$`` (the Devanagari and Thai scripts
    are allowed for their combining marks) and unchanged by lowercasing.
    """
    if not 1 <= len(name) <= 32 or name != name.lower():
        return False
    for char in name:
        category = unicodedata.category(char)
        devanagari_or_thai = 0x0900 <= ord(char) <= 0x097F or 0x0E00 <= ord(char) <= 0x0E7F
        if char not in "-_" and category[0] not in "LN" and not devanagari_or_thai:
            return False
    return True


# -- the command tree --------------------------------------------------------------------------


class Recorder(app_commands.Translator):
    """Notes which key discord.py asks about for each string of the tree, and its English."""

    def __init__(self) -> None:
        super().__init__()
        self.strings: dict[str, str] = {}
        self.kinds: dict[str, app_commands.TranslationContextLocation] = {}

    async def translate(
        self,
        string: app_commands.locale_str,
        locale: discord.Locale,
        context: app_commands.TranslationContextTypes,
    ) -> str | None:
        key = command_key(context, string.message)
        assert key is not None, f"no key for {context.location} {string.message!r}"
        previous = self.strings.setdefault(key, string.message)
        assert previous == string.message, f"{key} means both {previous!r} and {string.message!r}"
        self.kinds[key] = context.location
        return None


def command_tree() -> tuple[app_commands.CommandTree[Any], list[Any]]:
    """A command tree holding the bot's real commands (the cogs are not started)."""
    from bot.app.kernel.tree import KoiKoiTree
    from cogs.daily.cog import Daily
    from cogs.information.cog import Information
    from cogs.information.help import Help
    from cogs.leaderboard.cog import Leaderboard
    from cogs.match.cog import Playing
    from cogs.reviews.cog import Teaching
    from cogs.seasons.cog import Seasons
    from cogs.settings.cog import Preferences
    from cogs.tournaments.cog import Tournaments

    client = discord.Client(intents=discord.Intents(guilds=True))
    tree = KoiKoiTree(client)  # type: ignore[arg-type]
    for cog_class in (
        Playing,
        Daily,
        Information,
        Preferences,
        Leaderboard,
        Help,
        Teaching,
        Seasons,
        Tournaments,
    ):
        cog = cog_class.__new__(cog_class)  # the command objects exist before __init__ runs
        group = cog.__cog_app_commands_group__
        if group is not None:
            tree.add_command(group)
        for command in cog.__cog_app_commands__:
            if command.parent is None:
                tree.add_command(command)
    return tree, [*tree.get_commands()]


async def translated_payloads(translator: app_commands.Translator) -> list[dict[str, object]]:
    """What the bot would send to Discord when syncing, translated by ``translator``."""
    tree, commands = command_tree()
    return [await command.get_translated_payload(tree, translator) for command in commands]
