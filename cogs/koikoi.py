"""``/koikoi``: start, hand, rules, forfeit, stats, profile and settings; and every button."""

from __future__ import annotations

import asyncio
import contextlib
import logging
import secrets
import time
from collections.abc import Awaitable, Callable
from dataclasses import dataclass
from typing import TYPE_CHECKING, Literal

import discord
from discord import app_commands
from discord.ext import commands

from bot.controls import ChallengeControl, LeaderboardControl, MatchControl, challenge_id
from bot.engine import PRESETS, Action, preset
from bot.engine.actions import KOIKOI, PLAYS, STOP, TAKES
from bot.engine.players import Player
from bot.i18n import t
from bot.messages import Rendered, button, png_file, stopped_view
from bot.render import render_yaku_guide
from bot.tables import Outcome, Refusal, Table, Tables

if TYPE_CHECKING:
    from bot.client import KoiKoiBot

log = logging.getLogger(__name__)

CHALLENGE_SECONDS = 300
# Discord offers no Malay, so members and servers may choose their language here.
LANGUAGE_CHOICES = [
    app_commands.Choice(name="English", value="en"),
    app_commands.Choice(name="日本語", value="ja"),
    app_commands.Choice(name="Bahasa Melayu", value="ms"),
    app_commands.Choice(name="Polski", value="pl"),
    app_commands.Choice(name="Norsk bokmål", value="nb"),
    app_commands.Choice(name="Same as Discord", value="auto"),
]
HAND_EDIT_SECONDS = 14 * 60  # an interaction token edits its messages for 15 minutes
LevelChoice = Literal["easy", "normal", "expert"]
PresetChoice = Literal["standard", "traditional", "single-deal"]


@dataclass
class HandHandle:
    """How to edit a member's last hand message, and until when that works."""

    edit: Callable[..., Awaitable[object]]
    locale: str
    until: float


@dataclass
class Challenge:
    """A member's invitation to another, waiting for an answer."""

    challenge_id: int
    guild_id: int
    channel_id: int
    challenger: discord.Member
    challenged: discord.Member
    rules: str
    task: asyncio.Task[None] | None = None


class KoiKoi(commands.GroupCog, group_name="koikoi", group_description="Play Hanafuda Koi-Koi"):
    """The game's commands and buttons."""

    def __init__(self, bot: KoiKoiBot) -> None:
        self.bot = bot
        self.challenges: dict[int, Challenge] = {}
        self.hands: dict[tuple[int, int], HandHandle] = {}  # (match, user) -> last hand message
        super().__init__()

    @property
    def tables(self) -> Tables:
        """The tables in play."""
        return self.bot.tables

    # -- helpers ----------------------------------------------------------------------------

    async def refuse(self, interaction: discord.Interaction, key: str, **args: object) -> None:
        """Answer with a short private explanation."""
        await self.bot.answer_privately(interaction, key, **args)

    async def _public_locale(self, interaction: discord.Interaction) -> str:
        """The language of the public messages where ``interaction`` happened."""
        assert interaction.guild_id is not None
        return await self.bot.public_locale(interaction.guild_id, interaction.guild_locale)

    async def two_step(self, guild_id: int, user_id: int, table: Table) -> bool:
        """Whether the member picks a card and then confirms it."""
        profile = await self.bot.store.profile(guild_id, user_id)
        if profile.two_step_play is not None:
            return profile.two_step_play
        return table.match.rules.name == "single-deal"  # that description asks for it

    async def send_hand(self, interaction: discord.Interaction, table: Table, seat: int) -> None:
        """Send the member their hand as a new private message."""
        locale = await self.bot.user_locale(interaction)
        two_step = await self.two_step(table.guild_id, interaction.user.id, table)
        rendered = await self.bot.presenter.hand_message(table, seat, locale, two_step=two_step)
        message = await interaction.followup.send(ephemeral=True, wait=True, **rendered.as_kwargs())
        self.remember_hand(table, interaction.user.id, message.edit, locale)

    def remember_hand(
        self, table: Table, user_id: int, edit: Callable[..., Awaitable[object]], locale: str
    ) -> None:
        """Keep a way to refresh this member's hand when the other member moves."""
        self.hands[(table.match_id, user_id)] = HandHandle(
            edit, locale, time.monotonic() + HAND_EDIT_SECONDS
        )

    async def refresh_other_hands(self, table: Table, mover: int | None) -> None:
        """After a move, redraw the hands of the members other than ``mover`` (None: all), so
        their buttons wake up."""
        for seat, player in enumerate(table.seats):
            if player.user_id is None or player.user_id == mover:
                continue
            handle = self.hands.get((table.match_id, player.user_id))
            if handle is None or handle.until < time.monotonic():
                continue
            two_step = await self.two_step(table.guild_id, player.user_id, table)
            rendered = await self.bot.presenter.hand_message(
                table, seat, handle.locale, two_step=two_step
            )
            try:
                await handle.edit(**rendered.as_kwargs(edit=True))
            except discord.HTTPException as error:
                log.info("could not refresh a hand in match %s: %s", table.match_id, error)
                self.hands.pop((table.match_id, player.user_id), None)

    async def publish(self, outcome: Outcome, locale: str) -> None:
        """Update the table message and post any results."""
        await self.bot.presenter.update_table(outcome.table, locale)
        await self.bot.presenter.announce_results(outcome, locale)
        if outcome.table.match.over:
            for user_id in outcome.table.members():
                self.hands.pop((outcome.table.match_id, user_id), None)

    # -- /koikoi start ----------------------------------------------------------------------

    @app_commands.command(
        name="start", description="Start a match against the computer or a member"
    )
    @app_commands.describe(
        level="How strong the computer plays (default: normal)",
        opponent="Challenge a member instead of the computer",
        rules="Rule preset (default: this server's)",
    )
    @app_commands.guild_only()
    async def start(
        self,
        interaction: discord.Interaction,
        level: LevelChoice | None = None,
        opponent: discord.Member | None = None,
        rules: PresetChoice | None = None,
    ) -> None:
        """Open a match in this channel."""
        assert interaction.guild is not None and interaction.channel_id is not None
        user = interaction.user
        assert isinstance(user, discord.Member)
        guild_id, channel_id = interaction.guild.id, interaction.channel_id
        settings = await self.bot.store.guild_settings(guild_id)
        rules_name = rules or settings.default_preset
        self.bot.presenter.remember_name(guild_id, user)
        if opponent is not None:
            await self._challenge(interaction, user, opponent, rules_name)
            return
        seats = (Player.member(user.id), Player.computer(level or "normal"))
        try:
            self.tables.check_can_open(guild_id, channel_id, seats)
        except Refusal as refusal:
            await self.refuse(interaction, refusal.key, **refusal.args_)
            return
        await interaction.response.defer(thinking=True)
        try:
            outcome = await self.tables.open(guild_id, channel_id, seats, preset(rules_name))
        except Refusal as refusal:
            await self.refuse(interaction, refusal.key, **refusal.args_)
            return
        await self._show_new_table(interaction, outcome, seat=0)

    async def _show_new_table(
        self, interaction: discord.Interaction, outcome: Outcome, seat: int
    ) -> None:
        """Post the table as the answer to ``interaction`` and send the member their hand."""
        table = outcome.table
        locale = await self._public_locale(interaction)
        rendered = await self.bot.presenter.table_message(table, locale)
        message = await interaction.followup.send(wait=True, **rendered.as_kwargs())
        await self.tables.set_message(table, message.id)
        await self.bot.presenter.announce_results(outcome, locale)
        if not table.match.over:
            await self.send_hand(interaction, table, seat)

    async def _challenge(
        self,
        interaction: discord.Interaction,
        challenger: discord.Member,
        challenged: discord.Member,
        rules: str,
    ) -> None:
        assert interaction.guild is not None and interaction.channel_id is not None
        if challenged.id == challenger.id:
            await self.refuse(interaction, "error-challenge-self")
            return
        if challenged.bot:
            await self.refuse(interaction, "error-challenge-bot")
            return
        seats = (Player.member(challenger.id), Player.member(challenged.id))
        try:
            self.tables.check_can_open(interaction.guild.id, interaction.channel_id, seats)
        except Refusal as refusal:
            await self.refuse(interaction, refusal.key, **refusal.args_)
            return
        self.bot.presenter.remember_name(interaction.guild.id, challenged)
        challenge = Challenge(
            secrets.randbits(40),
            interaction.guild.id,
            interaction.channel_id,
            challenger,
            challenged,
            rules,
        )
        self.challenges[challenge.challenge_id] = challenge
        locale = await self._public_locale(interaction)
        view = stopped_view(
            button(
                challenge_id(challenge.challenge_id, True),
                t(locale, "button-accept"),
                discord.ButtonStyle.success,
            ),
            button(
                challenge_id(challenge.challenge_id, False),
                t(locale, "button-decline"),
                discord.ButtonStyle.danger,
            ),
        )
        text = t(
            locale,
            "challenge-posted",
            challenger=challenger.mention,
            challenged=challenged.mention,
            rules=t(locale, f"preset-{rules}"),
            minutes=CHALLENGE_SECONDS // 60,
        )
        await interaction.response.send_message(
            text,
            view=view,
            allowed_mentions=discord.AllowedMentions(
                users=[challenged], everyone=False, roles=False
            ),
        )
        message = await interaction.original_response()
        challenge.task = asyncio.create_task(self._lapse(challenge, message, locale))

    async def _lapse(self, challenge: Challenge, message: discord.Message, locale: str) -> None:
        await asyncio.sleep(CHALLENGE_SECONDS)
        if self.challenges.pop(challenge.challenge_id, None) is None:
            return
        with contextlib.suppress(discord.HTTPException):  # the message may be gone
            await message.edit(
                content=t(locale, "challenge-lapsed", challenged=challenge.challenged.mention),
                view=None,
            )

    async def answer_challenge(
        self, interaction: discord.Interaction, control: ChallengeControl
    ) -> None:
        """Accept or Decline, pressed by the challenged member."""
        challenge = self.challenges.get(control.challenge_id)
        if challenge is None:
            await self.refuse(interaction, "error-challenge-gone")
            return
        if interaction.user.id != challenge.challenged.id:
            await self.refuse(interaction, "error-challenge-not-yours")
            return
        del self.challenges[challenge.challenge_id]
        if challenge.task is not None:
            challenge.task.cancel()
        locale = await self._public_locale(interaction)
        if not control.accept:
            await interaction.response.edit_message(
                content=t(
                    locale,
                    "challenge-declined",
                    challenged=challenge.challenged.mention,
                    challenger=challenge.challenger.mention,
                ),
                view=None,
            )
            return
        await interaction.response.defer(ephemeral=True, thinking=True)
        seats = (Player.member(challenge.challenger.id), Player.member(challenge.challenged.id))
        try:
            outcome = await self.tables.open(
                challenge.guild_id, challenge.channel_id, seats, preset(challenge.rules)
            )
        except Refusal as refusal:
            await self.refuse(interaction, refusal.key, **refusal.args_)
            return
        table = outcome.table
        rendered = await self.bot.presenter.table_message(table, locale)
        assert interaction.message is not None
        message = await interaction.message.edit(**rendered.as_kwargs(edit=True))
        await self.tables.set_message(table, message.id)
        await self.send_hand(interaction, table, seat=1)

    # -- /koikoi hand -----------------------------------------------------------------------

    @app_commands.command(name="hand", description="Show your hand in the current match")
    @app_commands.guild_only()
    async def hand(self, interaction: discord.Interaction) -> None:
        """Re-open my hand."""
        assert interaction.guild is not None
        table = self.tables.playing(interaction.guild.id, interaction.user.id)
        if table is None:
            await self.refuse(interaction, "error-no-match")
            return
        seat = table.seat_of(interaction.user.id)
        assert seat is not None
        await interaction.response.defer(ephemeral=True, thinking=True)
        await self.send_hand(interaction, table, seat)

    # -- /koikoi rules ----------------------------------------------------------------------

    @app_commands.command(name="rules", description="The rules, the yaku and strategy tips")
    @app_commands.describe(preset_name="Rule preset (default: this server's)")
    @app_commands.rename(preset_name="preset")
    async def rules(
        self, interaction: discord.Interaction, preset_name: PresetChoice | None = None
    ) -> None:
        """Explain a preset."""
        locale = await self.bot.user_locale(interaction)
        if preset_name is None and interaction.guild is not None:
            preset_name = (await self.bot.store.guild_settings(interaction.guild.id)).default_preset  # type: ignore[assignment]
        rules = PRESETS[preset_name or "standard"]
        await interaction.response.defer(ephemeral=True, thinking=True)
        image = await self.bot.presenter.off_loop(render_yaku_guide, rules)
        embed = discord.Embed(
            title=t(locale, "rules-title", rules=t(locale, f"preset-{rules.name}")),
            description=t(locale, f"rules-{rules.name}"),
            colour=discord.Colour.dark_red(),
        )
        embed.add_field(
            name=t(locale, "rules-turn-title"), value=t(locale, "rules-turn"), inline=False
        )
        embed.add_field(
            name=t(locale, "rules-tips-title"), value=t(locale, "rules-tips"), inline=False
        )
        embed.set_image(url="attachment://yaku.png")
        await interaction.followup.send(
            embed=embed, file=png_file(image, "yaku.png"), ephemeral=True
        )

    # -- /koikoi forfeit --------------------------------------------------------------------

    @app_commands.command(name="forfeit", description="Give up your current match")
    @app_commands.guild_only()
    async def forfeit(self, interaction: discord.Interaction) -> None:
        """Ask to confirm giving up."""
        assert interaction.guild is not None
        table = self.tables.playing(interaction.guild.id, interaction.user.id)
        if table is None:
            await self.refuse(interaction, "error-no-match")
            return
        from bot.controls import control_id

        locale = await self.bot.user_locale(interaction)
        view = stopped_view(
            button(
                control_id(table.match_id, "forfeit"),
                t(locale, "button-forfeit"),
                discord.ButtonStyle.danger,
            ),
        )
        await interaction.response.send_message(
            t(locale, "forfeit-confirm"), view=view, ephemeral=True
        )

    # -- /koikoi stats ----------------------------------------------------------------------

    @app_commands.command(name="stats", description="A member's results in this server")
    @app_commands.describe(member="Whose statistics (default: yours)")
    @app_commands.guild_only()
    async def stats(
        self, interaction: discord.Interaction, member: discord.Member | None = None
    ) -> None:
        """Show statistics."""
        assert interaction.guild is not None
        locale = await self.bot.user_locale(interaction)
        target = member or interaction.user
        stats = await self.bot.store.profile(interaction.guild.id, target.id)
        rank = await self.bot.store.rank_of(interaction.guild.id, target.id)
        embed = discord.Embed(
            title=t(locale, "stats-title", name=target.display_name), colour=discord.Colour.gold()
        )
        embed.add_field(name=t(locale, "stats-ranking-points"), value=str(stats.ranking_points))
        embed.add_field(name=t(locale, "stats-rank"), value=f"#{rank.rank}" if rank else "–")
        for opponent, record in stats.records.items():
            embed.add_field(
                name=t(locale, f"stats-against-{opponent}"),
                value=t(
                    locale,
                    "stats-record",
                    played=record.played,
                    won=record.won,
                    lost=record.lost,
                    drawn=record.drawn,
                ),
            )
        embed.add_field(name=t(locale, "stats-best-round"), value=str(stats.best_round_score))
        if stats.biggest_yaku is not None:
            yaku = stats.biggest_yaku
            embed.add_field(
                name=t(locale, "stats-biggest-yaku"),
                value=f"{t(locale, f'yaku-{yaku.key}')} ({yaku.points})",
            )
        embed.add_field(
            name=t(locale, "stats-koikoi"),
            value=t(locale, "stats-koikoi-value", calls=stats.koikoi_calls, won=stats.koikoi_won),
        )
        await interaction.response.send_message(embed=embed, ephemeral=True)

    # -- /koikoi profile --------------------------------------------------------------------

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
        assert interaction.guild is not None
        store = self.bot.store
        guild_id, user_id = interaction.guild.id, interaction.user.id
        if birth_month is not None:
            await store.set_birth_month(guild_id, user_id, birth_month)
        if two_step is not None:
            await store.set_two_step_play(guild_id, user_id, two_step)
        if language is not None:
            await store.set_language(guild_id, user_id, _language_setting(language))
        profile = await store.profile(guild_id, user_id)
        locale = await self.bot.user_locale(interaction)  # after saving: answer in the new one
        two_step_text = (
            t(locale, "profile-two-step-default")
            if profile.two_step_play is None
            else t(locale, "profile-on" if profile.two_step_play else "profile-off")
        )
        month_text = t(locale, f"month-{profile.birth_month}") if profile.birth_month else "–"
        language_text = (
            t(locale, "profile-language", language=t(locale, f"language-{profile.language}"))
            if profile.language
            else t(locale, "profile-language-auto")
        )
        text = t(locale, "profile-shown", month=month_text, two_step=two_step_text)
        await interaction.response.send_message(f"{text} · {language_text}", ephemeral=True)

    # -- /koikoi settings -------------------------------------------------------------------

    @app_commands.command(name="settings", description="Server settings (Manage Server)")
    @app_commands.describe(
        default_rules="Rule preset for new matches",
        turn_timeout="Minutes a player may take for a turn before forfeiting",
        language="Language of the public messages in this server",
    )
    @app_commands.choices(language=LANGUAGE_CHOICES)
    @app_commands.guild_only()
    @app_commands.default_permissions(manage_guild=True)
    async def settings(
        self,
        interaction: discord.Interaction,
        default_rules: PresetChoice | None = None,
        turn_timeout: app_commands.Range[int, 1, 1440] | None = None,
        language: app_commands.Choice[str] | None = None,
    ) -> None:
        """Show or change the server's settings."""
        assert interaction.guild is not None
        permissions = interaction.permissions
        if not (permissions.manage_guild or permissions.administrator):
            await self.refuse(interaction, "error-needs-manage-server")
            return
        store = self.bot.store
        changes: dict[str, object] = {}
        if default_rules is not None:
            changes["default_preset"] = default_rules
        if turn_timeout is not None:
            changes["turn_timeout_seconds"] = turn_timeout * 60
        if language is not None:
            changes["locale"] = _language_setting(language)
        if changes:
            await store.update_guild_settings(interaction.guild.id, **changes)
        settings = await store.guild_settings(interaction.guild.id)
        locale = await self.bot.user_locale(interaction)
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
        await interaction.response.send_message(f"{text} · {language_text}", ephemeral=True)

    # -- buttons ----------------------------------------------------------------------------

    async def on_match_control(
        self, interaction: discord.Interaction, control: MatchControl
    ) -> None:
        """A button of a match: play, pick, take, stop, koi-koi, my hand, forfeit."""
        table = self.tables.get(control.match_id)
        if table is None:
            await self.refuse(interaction, "error-match-over")
            return
        seat = table.seat_of(interaction.user.id)
        if seat is None:
            await self.refuse(interaction, "error-not-a-player")
            return
        if control.verb == "hand":
            await self._show_hand(interaction, table, seat)
            return
        if control.verb != "forfeit" and not _is_private(interaction.message):
            # Hand buttons only ever sit on a private message: this click was forged.
            await self.refuse(interaction, "error-unknown-button")
            return
        if control.verb == "pick":
            await self._pick(interaction, table, seat, control)
            return
        action = _action_of(control)
        await interaction.response.defer()
        public = await self._public_locale(interaction)
        try:
            outcome = await self.tables.act(
                control.match_id, interaction.user.id, action, control.seq
            )
        except Refusal as refusal:
            await self.refuse(interaction, refusal.key, **refusal.args_)
            return
        locale = await self.bot.user_locale(interaction)
        two_step = await self.two_step(table.guild_id, interaction.user.id, table)
        rendered = await self.bot.presenter.hand_message(table, seat, locale, two_step=two_step)
        try:
            await interaction.edit_original_response(**rendered.as_kwargs(edit=True))
        except discord.HTTPException as error:
            log.info("could not refresh a hand in match %s: %s", table.match_id, error)
        self.remember_hand(table, interaction.user.id, interaction.edit_original_response, locale)
        if not table.against_computer:
            await self.refresh_other_hands(table, interaction.user.id)
        await self.publish(outcome, public)

    async def _show_hand(self, interaction: discord.Interaction, table: Table, seat: int) -> None:
        if _is_private(interaction.message):
            await interaction.response.defer()
            locale = await self.bot.user_locale(interaction)
            two_step = await self.two_step(table.guild_id, interaction.user.id, table)
            rendered = await self.bot.presenter.hand_message(table, seat, locale, two_step=two_step)
            await interaction.edit_original_response(**rendered.as_kwargs(edit=True))
            self.remember_hand(
                table, interaction.user.id, interaction.edit_original_response, locale
            )
            return
        await interaction.response.defer(ephemeral=True, thinking=True)
        await self.send_hand(interaction, table, seat)

    async def _pick(
        self, interaction: discord.Interaction, table: Table, seat: int, control: MatchControl
    ) -> None:
        if control.seq != table.seq or table.match.to_move != seat:
            await self.refuse(
                interaction, "error-stale" if control.seq != table.seq else "error-not-your-turn"
            )
            return
        await interaction.response.defer()
        rendered = await self.bot.presenter.hand_message(
            table, seat, await self.bot.user_locale(interaction), two_step=True, picked=control.arg
        )
        await interaction.edit_original_response(**rendered.as_kwargs(edit=True))

    async def on_turn_timeout(self, table: Table, seat: int, outcome: Outcome | None) -> None:
        """Half time: remind the player; expiry: they forfeited."""
        locale = await self.bot.public_locale(table.guild_id)
        user_id = table.seats[seat].user_id
        channel = self.bot.get_partial_messageable(table.channel_id, guild_id=table.guild_id)
        if outcome is None:
            try:
                await channel.send(
                    t(locale, "timeout-reminder", user=f"<@{user_id}>"),
                    allowed_mentions=discord.AllowedMentions(users=True),
                )
            except discord.HTTPException as error:
                log.warning("could not remind a player in %s: %s", table.channel_id, error)
            return
        await self.publish(outcome, locale)


def _is_private(message: discord.Message | None) -> bool:
    """Whether the clicked message is one only the clicking member sees."""
    return message is not None and message.flags.ephemeral


def _language_setting(choice: app_commands.Choice[str]) -> str | None:
    """The stored language for a choice: None follows Discord's own."""
    return None if choice.value == "auto" else choice.value


def _action_of(control: MatchControl) -> Action:
    if control.verb == "play":
        assert control.arg is not None
        return PLAYS[control.arg]
    if control.verb == "take":
        assert control.arg is not None
        return TAKES[control.arg]
    if control.verb == "koikoi":
        return KOIKOI
    if control.verb == "stop":
        return STOP
    return Action("forfeit", 0)  # the service puts the clicking player's seat in


async def setup(bot: KoiKoiBot) -> None:
    """discord.py extension entry point."""
    await bot.add_cog(KoiKoi(bot))


__all__ = ["ChallengeControl", "KoiKoi", "LeaderboardControl", "Rendered"]
