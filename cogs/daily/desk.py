"""The deal of the day on Discord: a private hand and table for the member, the day's board,
the public result and what follows a finished deal (the expert's review, the best score)."""

from __future__ import annotations

import math
from dataclasses import dataclass
from datetime import date
from typing import cast

import discord

from bot.app.core.descriptions import hand_description, round_description
from bot.app.core.picture_words import picture_words
from bot.app.core.preferences import Preferences
from bot.app.core.refusal import Refusal
from bot.app.core.stories import round_words
from bot.app.kernel import deferral
from bot.app.kernel.answers import Answers
from bot.app.kernel.custom_ids import DailyAfterId, DailyMoveId, DailyVerb, MoveVerb, move_action
from bot.app.kernel.languages import Languages
from bot.app.kernel.messages import (
    Rendered,
    button,
    move_buttons,
    png_file,
    round_result_embed,
    stopped_view,
)
from bot.app.kernel.names import COMPUTER_NAMES, MemberNames
from bot.app.kernel.picture_wait import picture_in_time
from bot.app.kernel.safe_text import plain_name
from bot.daily.board import board_text, ranked, share_text, streak, turn_symbols
from bot.daily.deal import EXPERT, MEMBER, Dailies, DailyRound, day_of
from bot.engine import Phase, Player
from bot.engine.match import month_of_round
from bot.i18n import t
from bot.render import render_hand, render_round_result
from bot.render.pool import DrawingPool
from bot.store import Store
from cogs.reviews import Reviews

PICTURE = "daily.png"
HOUR = 3600.0


@dataclass(frozen=True)
class DeskParts:
    """The pieces of the bot the desk uses."""

    store: Store
    preferences: Preferences
    languages: Languages
    answers: Answers
    names: MemberNames
    drawing: DrawingPool
    reviews: Reviews

    async def user_locale(self, interaction: discord.Interaction) -> str:
        """The language of the member's private messages."""
        return await self.languages.of_member(interaction)


def compact(day: str) -> str:
    """'2026-12-02' as a custom_id carries it: '20261202'."""
    return day.replace("-", "")


def expanded(day: str) -> str:
    """'20261202' back as '2026-12-02'; Refusal when it names no day (a forged button)."""
    try:
        return date.fromisoformat(f"{day[:4]}-{day[4:6]}-{day[6:]}").isoformat()
    except ValueError as error:
        raise Refusal("daily-no-such-day") from error


def time_left(locale: str, seconds: float) -> str:
    """'it ends in 5 hours', or in minutes within the last two hours (never '1 hour' at 23:59)."""
    if seconds >= 2 * HOUR:
        return t(locale, "daily-ends-in-hours", hours=int(seconds // HOUR))
    return t(locale, "daily-ends-in-minutes", minutes=max(1, math.ceil(seconds / 60)))


class DailyDesk:
    """Opens, plays, ranks and shares members' daily deals."""

    def __init__(self, parts: DeskParts, dailies: Dailies) -> None:
        self.bot = parts
        self.dailies = dailies

    async def open(self, interaction: discord.Interaction) -> None:
        """``/koikoi daily``: the member's try at today's deal, privately."""
        assert interaction.guild_id is not None
        await deferral.defer(interaction, private=True)
        settings = await self.bot.preferences.guild(interaction.guild_id)
        outcome = await self.dailies.open(
            interaction.guild_id, interaction.user.id, settings.default_preset
        )
        locale = await self.bot.user_locale(interaction)
        rendered = await self.message(outcome.daily, locale, interaction.user.display_name)
        await deferral.send(interaction, private=True, **rendered.as_kwargs())

    async def move(self, interaction: discord.Interaction, move: DailyMoveId) -> None:
        """A move button of the member's private daily message."""
        assert interaction.guild_id is not None
        if expanded(move.day) != self.dailies.today():
            raise Refusal("daily-lapsed")
        await interaction.response.defer()
        outcome = await self.dailies.act(
            interaction.guild_id, interaction.user.id, move_action(move.verb, move.card), move.seq
        )
        locale = await self.bot.user_locale(interaction)
        rendered = await self.message(outcome.daily, locale, interaction.user.display_name)
        await interaction.edit_original_response(**rendered.as_kwargs(edit=True))

    async def message(self, daily: DailyRound, locale: str, name: str) -> Rendered:
        """The member's private daily message: the picture, what to do, the buttons; once the
        round is over, how it ended."""
        if daily.over:
            return await self._ended(daily, locale, name)
        view = daily.view()
        names = (plain_name(name), COMPUTER_NAMES["expert"])
        image = await picture_in_time(
            self.bot.drawing, render_hand, view, names, picture_words(view, locale, names)
        )
        embed = discord.Embed(
            title=t(locale, "daily-title", day=daily.day),
            description=self._status(daily, locale),
            colour=discord.Colour.gold(),
        )
        described = hand_description(view, names, locale)
        return Rendered(
            embed=embed,
            file=_pictured(embed, image, described, locale),
            view=self._buttons(daily, locale),
        )

    async def _ended(self, daily: DailyRound, locale: str, name: str) -> Rendered:
        """The finished deal: the round's result picture, who won with which yaku and what
        the member scored, and what may follow (share, review, the best score)."""
        names = (plain_name(name), COMPUTER_NAMES["expert"])
        result = daily.match.results[-1]
        scores = (daily.match.scores[MEMBER], daily.match.scores[EXPERT])
        month = month_of_round(1)
        words = round_words(result, names, locale, 1, month, daily.match.rules)
        image = await picture_in_time(
            self.bot.drawing, render_round_result, result, names, scores, 1, month, words
        )
        told = round_result_embed(result, names, locale, 1)
        embed = discord.Embed(
            title=t(locale, "daily-title", day=daily.day),
            description="\n".join(filter(None, [_ending(daily, locale), told.description])),
            colour=discord.Colour.gold(),
        )
        described = round_description(result, names, scores, 1, locale, daily.match.rules)
        return Rendered(
            embed=embed,
            file=_pictured(embed, image, described, locale),
            view=self._buttons(daily, locale),
        )

    def _status(self, daily: DailyRound, locale: str) -> str:
        phase = daily.view().phase
        if phase is Phase.KOIKOI:
            return t(locale, "daily-decide")
        if phase is Phase.TAKE:
            return t(locale, "daily-take")
        rules = t(locale, f"preset-{daily.match.rules.based_on}")
        intro = t(locale, "daily-intro-fair", rules=rules)
        left = time_left(locale, self.dailies.seconds_left())
        return "\n".join([f"{intro} {left}", t(locale, "daily-your-move")])

    def _buttons(self, daily: DailyRound, locale: str) -> discord.ui.View:
        day = compact(daily.day)
        if daily.over:
            return stopped_view(
                button(
                    DailyAfterId(day, "share").custom_id,
                    t(locale, "daily-share-button"),
                    discord.ButtonStyle.primary,
                    emoji="📣",
                ),
                button(
                    DailyAfterId(day, "review").custom_id,
                    t(locale, "daily-review-button"),
                    emoji="🧑‍🏫",
                ),
                button(
                    DailyAfterId(day, "best").custom_id, t(locale, "daily-best-button"), emoji="🏆"
                ),
            )
        view, seq = daily.view(), daily.seq

        def move_id(verb: MoveVerb, card: int) -> str:
            return DailyMoveId(day, cast(DailyVerb, verb), card, seq).custom_id

        my_turn = view.to_move == MEMBER
        return stopped_view(*move_buttons(view, locale, move_id, my_turn=my_turn))

    # -- after the deal ---------------------------------------------------------------------

    async def board(self, interaction: discord.Interaction) -> None:
        """The day's board of the server: ranks, names, points and KOI-KOI calls; no card."""
        assert interaction.guild_id is not None
        await deferral.defer(interaction, private=True)  # names may be asked of Discord
        today = self.dailies.today()
        lines = ranked(await self.bot.store.daily.results(interaction.guild_id, today))
        names = {
            line.user_id: await self.bot.names.shown_name_of(
                interaction.guild_id, Player.member(line.user_id)
            )
            for line in lines
        }
        locale = await self.bot.user_locale(interaction)
        embed = discord.Embed(
            title=t(locale, "daily-board-title", day=today),
            description=board_text(locale, today, lines, names),
            colour=discord.Colour.gold(),
        )
        await deferral.send(interaction, private=True, embed=embed)

    async def after(self, interaction: discord.Interaction, after: DailyAfterId) -> None:
        """Share, review or the best score, under a finished deal."""
        if after.choice == "share":
            await self.share(interaction, expanded(after.day))
        elif after.choice == "review":
            await self.review(interaction, expanded(after.day))
        else:
            await self.best(interaction, expanded(after.day))

    async def _finished(self, guild_id: int, user_id: int, day: str) -> DailyRound:
        stored = await self.bot.store.daily.play(guild_id, user_id, day)
        if stored is None or stored.status != "finished":
            raise Refusal("daily-review-not-yet")
        return await self.dailies.rebuild(stored)

    async def share(self, interaction: discord.Interaction, day: str) -> None:
        """One public post per member and day: the score, a line of symbols, the streak."""
        assert interaction.guild_id is not None and interaction.channel is not None
        guild_id, user_id = interaction.guild_id, interaction.user.id
        await deferral.defer(interaction, private=True)  # the store may wait
        daily = await self._finished(guild_id, user_id, day)
        if not await self.bot.store.daily.claim_share(guild_id, user_id, day):
            raise Refusal("daily-shared-already")
        try:
            days = await self.bot.store.daily.days_played(guild_id, user_id)
            locale = await self.bot.languages.of_server(guild_id, interaction.guild_locale)
            member = await self.bot.names.shown_name_of(guild_id, Player.member(user_id))
            text = share_text(
                locale,
                member,
                day,
                daily.points,
                daily.koikoi_calls,
                turn_symbols(daily.match, MEMBER),
                streak(days, day),
            )
            channel = interaction.channel
            assert isinstance(channel, discord.abc.Messageable)
            await channel.send(text, allowed_mentions=discord.AllowedMentions.none())
        except BaseException:
            await self.bot.store.daily.release_share(guild_id, user_id, day)
            raise
        await self.bot.answers.privately(interaction, "daily-shared")

    async def review(self, interaction: discord.Interaction, day: str) -> None:
        """The expert's review of the member's finished deal."""
        assert interaction.guild_id is not None
        await deferral.defer(interaction, private=True)  # the store may wait
        daily = await self._finished(interaction.guild_id, interaction.user.id, day)
        await self._review(interaction, daily)

    async def best(self, interaction: discord.Interaction, day: str) -> None:
        """How the server's best score of a day was made: its moves, once the day is over."""
        assert interaction.guild_id is not None
        if day >= day_of(self.dailies.clock()):  # today's, or a day to come
            raise Refusal("daily-best-not-yet")
        await deferral.defer(interaction, private=True)  # the store may wait
        results = await self.bot.store.daily.results(interaction.guild_id, day)
        if not results:
            raise Refusal("daily-best-none")
        best = await self._finished(interaction.guild_id, results[0].user_id, day)
        await self._review(interaction, best)

    async def _review(self, interaction: discord.Interaction, daily: DailyRound) -> None:
        """The expert's review of a finished try, made once however often it is asked for."""
        locale = await self.bot.user_locale(interaction)
        await self.bot.reviews.review_of(
            interaction,
            daily.match,
            MEMBER,
            key=("daily", daily.guild_id, daily.user_id, daily.day),
            title=t(locale, "daily-review-title", day=daily.day),
        )


def _ending(daily: DailyRound, locale: str) -> str:
    """Who won the round and what the member scored, in one line."""
    mine, theirs = daily.match.scores[MEMBER], daily.match.scores[EXPERT]
    if mine > theirs:
        return t(locale, "daily-finished", points=mine)
    if theirs > mine:
        return t(locale, "daily-ended-lost", points=theirs)
    return t(locale, "daily-ended-drawn")


def _pictured(
    embed: discord.Embed, image: bytes | None, described: str, locale: str
) -> discord.File | None:
    """The picture on ``embed``; when it was late, what it shows in words instead."""
    if image is None:
        late = t(locale, "picture-late-in-words")
        embed.add_field(name="\u200b", value=f"{described}\n{late}"[:1024], inline=False)
        return None
    embed.set_image(url=f"attachment://{PICTURE}")
    return png_file(image, PICTURE, described)
