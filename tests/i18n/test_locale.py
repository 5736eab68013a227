"""Choosing a language: Discord's locales, members' and servers' preferences; lists."""

from __future__ import annotations

import discord
import pytest

from bot.i18n import choose_locale, format_list, locale_for, t


@pytest.mark.parametrize(
    ("discord_locale", "ours"),
    [("ja", "ja"), ("pl", "pl"), ("no", "nb"), ("en-US", "en"), ("en-GB", "en"), ("fr", "en")],
)
def test_discord_locales_map_to_our_languages(discord_locale: str, ours: str) -> None:
    assert locale_for(discord_locale) == ours


def test_discord_locale_objects_map_like_their_codes() -> None:
    assert locale_for(discord.Locale.norwegian) == "nb"
    assert locale_for(discord.Locale.japanese) == "ja"
    assert locale_for(discord.Locale.brazil_portuguese) == "en"
    assert locale_for(None) == "en"


def test_no_discord_locale_is_malay_so_malay_needs_a_preference() -> None:
    assert {locale_for(locale) for locale in discord.Locale} == {"en", "ja", "pl", "nb"}


def test_a_member_preference_wins_over_their_discord_app() -> None:
    assert choose_locale("ms", discord.Locale.japanese) == "ms"


def test_without_a_preference_the_discord_app_decides() -> None:
    assert choose_locale(None, discord.Locale.polish) == "pl"


def test_a_server_setting_wins_over_the_server_discord_locale() -> None:
    assert choose_locale("en-GB", discord.Locale.japanese) == "en"
    assert choose_locale(None, discord.Locale.norwegian) == "nb"


def test_a_preference_we_have_no_catalog_for_is_skipped() -> None:
    assert choose_locale("de", discord.Locale.polish) == "pl"
    assert choose_locale("de", "fr") == "en"
    assert choose_locale() == "en"


def test_a_missing_translation_falls_back_to_english_then_to_the_key() -> None:
    assert t("xx", "button-refresh") == "Refresh"
    assert t("ja", "no-such-message") == "no-such-message"


@pytest.mark.parametrize(
    ("locale", "joined"),
    [
        ("en", "A, B, and C"),
        ("ja", "A、B、C"),
        ("ms", "A, B dan C"),
        ("pl", "A, B i C"),
        ("nb", "A, B og C"),
        ("xx", "A, B, and C"),
    ],
)
def test_lists_are_joined_the_way_each_language_joins_them(locale: str, joined: str) -> None:
    assert format_list(locale, ["A", "B", "C"]) == joined


def test_every_catalog_folder_is_a_language_and_every_language_has_one() -> None:
    from bot.i18n import LANGUAGES
    from bot.i18n.catalog import LOCALES_DIR

    folders = {path.name for path in LOCALES_DIR.iterdir() if path.is_dir()}
    assert folders == set(LANGUAGES)


def test_members_and_servers_can_choose_every_language() -> None:
    from bot.i18n import LANGUAGES
    from cogs.settings.cog import LANGUAGE_CHOICES

    assert {choice.value for choice in LANGUAGE_CHOICES} == {*LANGUAGES, "auto"}
