"""Preferences: ``/koikoi profile`` (a member's own) and ``/koikoi settings`` (the server's)."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

import discord
from discord import app_commands
from discord.ext import commands

from bot.app.core.house_rules import Choices, choices_json, choices_words, parse_choices
from bot.app.core.refusal import Refusal
from bot.app.core.variants import VariantChoice, Variants
from bot.app.kernel import deferral
from bot.app.kernel.custom_ids import HouseRulesId
from bot.app.kernel.house_menu import HouseMenu, house_menu
from bot.engine import PresetName
from bot.i18n import LANGUAGES, t
from bot.store import GuildSettings
from cogs import GROUP, GROUP_DESCRIPTION

if TYPE_CHECKING:
    from bot.app.run.client import KoiKoiBot

# Every language of ours, since Discord offers no Malay; "auto" follows the Discord app.
LANGUAGE_CHOICES = [
    *(app_commands.Choice(name=language.name, value=code) for code, language in LANGUAGES.items()),
    app_commands.Choice(name="Same as Discord", value="auto"),
]


class Preferences(commands.GroupCog, group_name=GROUP, group_description=GROUP_DESCRIPTION):
    """A member's preferences and the server's settings."""

    def __init__(self, bot: KoiKoiBot) -> None:
        self.bot = bot
        super().__init__()

    @app_commands.command(
        name="profile", description="Your preferences: birth month, two-step play, language"
    )
    @app_commands.describe(
        birth_month="Your birth month (the traditional rules use it to pick the first dealer)",
        two_step="Pick a card, then confirm it",
        language="Language of the messages only you see",
    )
    @app_commands.choices(language=LANGUAGE_CHOICES)
    @app_commands.guild_only()
    async def profile(
        self,
        interaction: discord.Interaction,
        birth_month: app_commands.Range[int, 1, 12] | None = None,
        two_step: bool | None = None,
        language: app_commands.Choice[str] | None = None,
    ) -> None:
        """Show or change preferences."""
        assert interaction.guild_id is not None
        preferences = self.bot.preferences
        guild_id, user_id = interaction.guild_id, interaction.user.id
        # Acknowledged before anything is stored: an answer refused as late then changes
        # nothing, and a slow store cannot make a change the member is never told of.
        await deferral.defer(interaction, private=True)
        chosen = await preferences.update_member(
            guild_id, user_id, birth_month=birth_month, two_step_play=two_step
        )
        if language is not None:
            chosen = await preferences.set_language(guild_id, user_id, _language_setting(language))
        locale = await self.bot.user_locale(interaction)  # after saving: answer in the new one
        two_step_text = (
            t(locale, "profile-two-step-default")
            if chosen.two_step_play is None
            else t(locale, "profile-on" if chosen.two_step_play else "profile-off")
        )
        month_text = t(locale, f"month-{chosen.birth_month}") if chosen.birth_month else "–"
        language_text = (
            t(locale, "profile-language", language=t(locale, f"language-{chosen.language}"))
            if chosen.language
            else t(locale, "profile-language-auto")
        )
        text = t(locale, "profile-shown", month=month_text, two_step=two_step_text)
        await deferral.send(interaction, private=True, content=f"{text} · {language_text}")

    @app_commands.command(name="settings", description="Server settings (Manage Server)")
    @app_commands.describe(
        default_rules="Rule preset for new matches",
        turn_timeout="Minutes a player may take for a turn before forfeiting",
        language="Language of the public messages in this server",
        turn_pings="Call the player to move",
        threads="A thread for each match",
        variants="Traditional variants",
        hints="Allow a Hint button in matches against the easy and normal computer",
        spectators_call="Let onlookers guess STOP or KOI-KOI",
        house_rules="Choose the house rules of new matches from a menu",
    )
    @app_commands.choices(language=LANGUAGE_CHOICES)
    @app_commands.guild_only()
    async def settings(
        self,
        interaction: discord.Interaction,
        default_rules: PresetName | None = None,
        turn_timeout: app_commands.Range[int, 1, 1440] | None = None,
        language: app_commands.Choice[str] | None = None,
        turn_pings: bool | None = None,
        threads: bool | None = None,
        variants: VariantChoice | None = None,
        hints: bool | None = None,
        spectators_call: bool | None = None,
        house_rules: bool | None = None,
    ) -> None:
        """Show the server's settings to anyone; change them with Manage Server."""
        assert interaction.guild_id is not None
        changes: dict[str, object] = {}
        if default_rules is not None:
            changes["default_preset"] = default_rules
        if turn_timeout is not None:
            changes["turn_timeout_seconds"] = turn_timeout * 60
        if language is not None:
            changes["locale"] = _language_setting(language)
        if turn_pings is not None:
            changes["turn_pings"] = turn_pings
        if threads is not None:
            changes["match_threads"] = threads
        if hints is not None:
            changes["hints_allowed"] = hints
        if spectators_call is not None:
            changes["spectators_call"] = spectators_call
        preferences = self.bot.preferences
        if variants is not None:
            changes["default_variants"] = Variants.chosen(variants).to_json()
        permissions = interaction.permissions
        may_change = permissions.manage_guild or permissions.administrator
        if (changes or house_rules) and not may_change:
            raise Refusal("error-needs-manage-server")
        if changes:
            # Acknowledged before the change is stored (see ``profile``).
            await deferral.defer(interaction, private=True)
            settings = await preferences.update_guild(interaction.guild_id, **changes)
        else:
            settings = await preferences.guild(interaction.guild_id)
        locale = await self.bot.user_locale(interaction)
        text = settings_text(settings, locale)
        if not house_rules:
            await _answer(interaction, content=text)
            return
        chosen = parse_choices(settings.default_house_rules)
        menu = house_menu(locale, chosen, HouseRulesId().custom_id)
        text += "\n\n" + t(locale, "house-rules-pick")
        await _answer(interaction, content=text, view=menu)


async def _answer(interaction: discord.Interaction, **message: Any) -> None:
    """A private answer: the deferred one if the command was acknowledged first."""
    if interaction.response.is_done():
        await deferral.send(interaction, private=True, **message)
    else:
        await interaction.response.send_message(ephemeral=True, **message)


def settings_text(settings: GuildSettings, locale: str) -> str:
    """Every server setting, in words."""
    language_text = (
        t(locale, "settings-language", language=t(locale, f"language-{settings.locale}"))
        if settings.locale
        else t(locale, "settings-language-auto")
    )
    text = t(
        locale,
        "settings-shown",
        rules=t(locale, f"preset-{settings.default_preset}"),
        minutes=max(1, settings.turn_timeout_seconds // 60),
    )
    variants = Variants.from_json(settings.default_variants)
    chosen = [
        t(locale, key)
        for key, on in (
            ("variant-loser-pays", variants.loser_pays),
            ("variant-twelve-months", variants.twelve_months),
        )
        if on
    ]
    more = t(
        locale,
        "settings-channel-life",
        pings=t(locale, "profile-on" if settings.turn_pings else "profile-off"),
        threads=t(locale, "profile-on" if settings.match_threads else "profile-off"),
        variants=", ".join(chosen) or t(locale, "variants-none"),
    )
    state = t(locale, "settings-hints-on" if settings.hints_allowed else "settings-hints-off")
    hints_text = t(locale, "settings-hints", state=state)
    call = t(locale, f"settings-spectators-call-{'on' if settings.spectators_call else 'off'}")
    house = choices_words(locale, parse_choices(settings.default_house_rules))
    house_text = t(locale, "settings-house-rules", rules=house)
    return f"{text} · {language_text} · {hints_text}\n{more} · {call}\n{house_text}"


def _language_setting(choice: app_commands.Choice[str]) -> str | None:
    """The stored language for a choice: None follows Discord's own."""
    return None if choice.value == "auto" else choice.value


class HouseRulesMenu(HouseMenu, control=HouseRulesId):
    """The server's house rules, chosen from a menu; saved as its default for new matches."""

    again = "/koikoi settings"

    async def chose(self, interaction: discord.Interaction[Any], choices: Choices) -> None:
        """Save them (Manage Server only), then show the settings in place of the menu."""
        permissions = interaction.permissions
        guild_id = interaction.guild_id
        if guild_id is None or not (permissions.manage_guild or permissions.administrator):
            raise Refusal("error-needs-manage-server")
        bot: KoiKoiBot = interaction.client
        # Acknowledged before the choice is stored: an answer refused as late changes nothing.
        await interaction.response.defer()
        settings = await bot.preferences.update_guild(
            guild_id, default_house_rules=choices_json(choices)
        )
        locale = await bot.user_locale(interaction)
        await interaction.edit_original_response(content=settings_text(settings, locale), view=None)


async def setup(bot: KoiKoiBot) -> None:
    """discord.py extension entry point."""
    await bot.add_cog(Preferences(bot))
    bot.add_dynamic_items(HouseRulesMenu)
