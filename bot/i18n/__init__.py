"""Message catalogs (Project Fluent): every user-facing string, by key, in five languages."""

from bot.i18n.catalog import (
    DEFAULT_LOCALE,
    LANGUAGES,
    LOCALES,
    Catalog,
    catalog,
    choose_locale,
    format_list,
    locale_for,
    t,
)

__all__ = [
    "DEFAULT_LOCALE", "LANGUAGES", "LOCALES", "Catalog", "catalog", "choose_locale", "format_list",
    "locale_for", "t",
]  # fmt: skip
