"""Slash commands in five languages: the translator, and the catalog against the real tree."""

from __future__ import annotations

import re
from typing import Any, Literal

import discord
import pytest
from discord import app_commands

from bot.app.kernel.translator import CatalogTranslator, command_key
from bot.i18n import DEFAULT_LOCALE, LOCALES
from tests.i18n.catalogs import (
    TRANSLATIONS,
    Recorder,
    is_discord_name,
    messages,
    text_of,
    translated_payloads,
)

Preset = Literal["standard", "traditional", "single-deal"]


def _small_tree() -> app_commands.Group:
    """A tree shaped like the bot's, independent of the cogs' other commands."""
    group = app_commands.Group(name="koikoi", description="Play Hanafuda Koi-Koi")

    @group.command(name="rules", description="The rules, the yaku and strategy tips")
    @app_commands.describe(preset_name="Rule preset (default: this server's)")
    @app_commands.rename(preset_name="preset")
    async def rules(interaction: discord.Interaction, preset_name: Preset | None = None) -> None:
        """Explain a preset."""

    return group


async def _payload() -> dict[str, Any]:
    group = _small_tree()
    tree = app_commands.CommandTree(discord.Client(intents=discord.Intents(guilds=True)))
    tree.add_command(group)
    return await group.get_translated_payload(tree, CatalogTranslator())


async def test_a_command_name_and_description_are_translated_for_each_discord_locale() -> None:
    rules = (await _payload())["options"][0]
    assert rules["name_localizations"] == {"ja": "ルール", "pl": "zasady", "no": "regler"}
    assert rules["description_localizations"]["ja"] == "ルール、役、上達のコツ"
    assert set(rules["description_localizations"]) == {"ja", "pl", "no"}


async def test_a_renamed_option_is_translated_under_the_name_it_is_shown_as() -> None:
    preset = (await _payload())["options"][0]["options"][0]
    assert preset["name"] == "preset"
    assert preset["name_localizations"] == {"ja": "プリセット", "pl": "zestaw", "no": "regelsett"}
    assert preset["description_localizations"]["pl"] == "Zestaw zasad (domyślnie: ten z serwera)"


async def test_choices_are_translated_by_their_value() -> None:
    choices = (await _payload())["options"][0]["options"][0]["choices"]
    single_deal = next(choice for choice in choices if choice["value"] == "single-deal")
    assert single_deal["name_localizations"] == {
        "ja": "一回勝負", "pl": "jedno rozdanie", "no": "enkeltutdeling",
    }  # fmt: skip


async def test_a_name_left_out_of_a_catalog_stays_english() -> None:
    group = await _payload()
    assert group["name"] == "koikoi"
    assert group["name_localizations"] == {}
    assert set(group["description_localizations"]) == {"ja", "pl", "no"}


async def test_english_and_languages_without_a_catalog_get_no_translation() -> None:
    translator = CatalogTranslator()
    group = _small_tree()
    context: app_commands.TranslationContextTypes = app_commands.TranslationContext(
        app_commands.TranslationContextLocation.group_description, group
    )
    text = app_commands.locale_str("Play Hanafuda Koi-Koi")
    assert await translator.translate(text, discord.Locale.american_english, context) is None
    assert await translator.translate(text, discord.Locale.french, context) is None
    assert (
        await translator.translate(text, discord.Locale.japanese, context) == "花札のこいこいを遊ぶ"
    )


def test_strings_outside_the_command_tree_have_no_key() -> None:
    context: app_commands.TranslationContextTypes = app_commands.TranslationContext(
        app_commands.TranslationContextLocation.other, None
    )
    assert command_key(context, "anything") is None


# -- the catalog against the bot's real command tree --------------------------------------------


async def _tree_strings() -> Recorder:
    recorder = Recorder()
    await translated_payloads(recorder)
    return recorder


async def test_every_string_of_the_command_tree_has_its_english_text_in_the_catalog() -> None:
    recorder = await _tree_strings()
    english = {key: text_of(m) for key, m in messages(DEFAULT_LOCALE, "commands.ftl").items()}
    differing = {
        key: (code, english.get(key)) for key, code in recorder.strings.items()
        if english.get(key) != code
    }  # fmt: skip
    assert differing == {}


async def test_the_command_catalog_has_no_key_the_command_tree_never_asks_for() -> None:
    recorder = await _tree_strings()
    unused = set(messages(DEFAULT_LOCALE, "commands.ftl")) - set(recorder.strings)
    assert sorted(unused) == []


@pytest.mark.parametrize("locale", LOCALES)
def test_localised_names_and_descriptions_keep_to_discord_limits(locale: str) -> None:
    bad = {}
    for key, message in messages(locale, "commands.ftl").items():
        text = text_of(message)
        if key.startswith(("cmd-", "param-")) and key.endswith("-name"):
            ok = is_discord_name(text)
        elif key.endswith("-desc") or key.startswith("choice-"):
            ok = 1 <= len(text) <= 100 and text == text.strip()
        else:
            ok = False
        if not ok:
            bad[key] = text
    assert bad == {}


async def test_localised_names_are_unique_among_their_siblings_in_every_language() -> None:
    clashes: list[str] = []

    def check(siblings: list[dict[str, Any]], where: str) -> None:
        for locale in discord.Locale:
            shown = [s.get("name_localizations", {}).get(locale.value, s["name"]) for s in siblings]
            if len(shown) != len(set(shown)):
                clashes.append(f"{where} in {locale.value}: {sorted(shown)}")
        for sibling in siblings:
            options = [o for o in sibling.get("options", []) if "name" in o]
            check(options, f"{where}/{sibling['name']}")

    check(await translated_payloads(CatalogTranslator()), "")
    assert clashes == []


@pytest.mark.parametrize("locale", LOCALES)
def test_messages_name_subcommands_as_discord_shows_them_in_that_language(locale: str) -> None:
    """A Japanese client shows ``/koikoi 対局``; Malay clients do not exist and show English."""
    names = messages(locale, "commands.ftl") if locale != "ms" else {}
    english = messages(DEFAULT_LOCALE, "commands.ftl")
    shown = {
        text_of(english[key]): text_of(names.get(key, english[key]))
        for key in english
        if re.fullmatch(r"cmd-koikoi-[a-z-]+-name", key)
    }
    wrong = {}
    for key, message in messages(locale, "main.ftl").items():
        for used in re.findall(r"/koikoi (\w+)", text_of(message)):
            if used not in shown.values():
                wrong[key] = used
    assert wrong == {}, f"{locale} shows {sorted(shown.values())}"


@pytest.mark.parametrize("locale", TRANSLATIONS)
def test_command_texts_have_no_placeholders(locale: str) -> None:
    with_placeholders = [
        key for key, m in messages(locale, "commands.ftl").items() if "{…}" in text_of(m)
    ]
    assert with_placeholders == []
