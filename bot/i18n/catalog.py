"""Loading the Fluent catalogs and formatting messages, with English as the fallback."""

from __future__ import annotations

import logging
from collections.abc import Sequence
from dataclasses import dataclass
from functools import cache
from pathlib import Path

from babel.lists import format_list as _babel_format_list
from fluent.runtime import FluentBundle, FluentResource

log = logging.getLogger(__name__)

LOCALES_DIR = Path(__file__).parent / "locales"
DEFAULT_LOCALE = "en"


@dataclass(frozen=True, slots=True)
class Language:
    """One of our languages: its name in itself, and the Discord locales that ask for it."""

    name: str
    discord_locales: tuple[str, ...]


# Our languages, by the folder their catalogs live in: adding one is a folder and a line here.
# Discord has no Malay locale: members and servers choose it with /koikoi profile and settings.
LANGUAGES: dict[str, Language] = {
    "en": Language("English", ("en-US", "en-GB")),
    "ja": Language("日本語", ("ja",)),
    "ms": Language("Bahasa Melayu", ()),
    "pl": Language("Polski", ("pl",)),
    "nb": Language("Norsk bokmål", ("no",)),
}
LOCALES = tuple(LANGUAGES)

# Discord's locale codes mapped to ours.
_DISCORD_LOCALES = {
    code: ours for ours, language in LANGUAGES.items() for code in language.discord_locales
}


def _ours(preference: object) -> str | None:
    """Our locale for a stored code or a Discord locale, or None when we have no such language."""
    code = str(getattr(preference, "value", preference) or "")
    if code in LOCALES:
        return code
    return _DISCORD_LOCALES.get(code, _DISCORD_LOCALES.get(code.split("-")[0]))


def locale_for(discord_locale: object) -> str:
    """Our locale for a Discord locale (a ``discord.Locale`` or its string), else English."""
    return _ours(discord_locale) or DEFAULT_LOCALE


def choose_locale(*preferences: object) -> str:
    """The first preference we have a catalog for, else English.

    Preferences are stored codes ('ms', None) or Discord locales, most specific first, e.g.
    ``choose_locale(profile.language, interaction.locale)`` for a private message: a member's
    Malay, which no Discord client can ask for, wins over their client's language.
    """
    for preference in preferences:
        if (ours := _ours(preference)) is not None:
            return ours
    return DEFAULT_LOCALE


def format_list(locale: str, items: Sequence[str]) -> str:
    """``items`` joined as a list in ``locale`` ('A, B and C'; 'A、B、C' in Japanese)."""
    return _babel_format_list(list(items), locale=locale if locale in LOCALES else DEFAULT_LOCALE)


FORMATTED_KEPT = 20_000  # formatted messages kept (a few MB at most)
# Argument types whose equal values always format the same (no dates, no Fluent objects).
_PLAIN = (str, int, float, bool)


class Catalog:
    """All bundles, one per locale; formatting falls back to English, then to the key."""

    def __init__(self, directory: Path = LOCALES_DIR) -> None:
        self.bundles: dict[str, FluentBundle] = {}
        for locale in LOCALES:
            bundle = FluentBundle([locale], use_isolating=False)  # no bidi marks in Discord text
            folder = directory / locale
            for path in sorted(folder.glob("*.ftl")) if folder.is_dir() else []:
                bundle.add_resource(FluentResource(path.read_text(encoding="utf-8")))
            self.bundles[locale] = bundle
        self._formatted: dict[tuple[object, ...], str] = {}

    def has(self, locale: str, key: str) -> bool:
        """Whether ``locale``'s own catalog defines ``key``."""
        bundle = self.bundles.get(locale)
        return bundle is not None and bundle.has_message(key)

    def format(self, locale: str, key: str, **args: object) -> str:
        """The message ``key`` in ``locale`` with ``args`` filled in.

        A message asked for again with the same plain arguments is not formatted again: a
        table's narration and buttons repeat most of their words from one move to the next."""
        memo_key: tuple[object, ...] = (locale, key)
        if args:
            for value in args.values():
                if type(value) not in _PLAIN:
                    return self._format(locale, key, args)
            memo_key += tuple(sorted(args.items()))
        text = self._formatted.get(memo_key)
        if text is None:
            if len(self._formatted) >= FORMATTED_KEPT:
                self._formatted.clear()  # rarely reached; cheaper than tracking recency
            text = self._formatted[memo_key] = self._format(locale, key, args)
        return text

    def _format(self, locale: str, key: str, args: dict[str, object]) -> str:
        for candidate in (locale, DEFAULT_LOCALE):
            bundle = self.bundles.get(candidate)
            if bundle is None or not bundle.has_message(key):
                continue
            message = bundle.get_message(key)
            if message.value is None:
                continue
            text, errors = bundle.format_pattern(message.value, args)
            if errors:
                log.warning("message %s in %s: %s", key, candidate, errors)
            return str(text)
        log.warning("no message %s in any catalog", key)
        return key


@cache
def catalog() -> Catalog:
    """The process-wide catalog, loaded once."""
    return Catalog()


def t(locale: str, key: str, **args: object) -> str:
    """Translate ``key`` into ``locale`` (falling back to English)."""
    return catalog().format(locale, key, **args)
