"""``/leaderboard``: this server's ranking, with paging buttons and the caller's own rank."""

from __future__ import annotations

from typing import TYPE_CHECKING, Literal

import discord
from discord import app_commands
from discord.ext import commands

from bot.app.kernel import deferral
from bot.app.kernel.controls import Control
from bot.app.kernel.custom_ids import LeaderboardId
from bot.app.kernel.messages import button, png_file, stopped_view
from bot.app.kernel.safe_text import shown_name
from bot.engine.players import Player
from bot.i18n import t
from bot.rating.boards import board_description, board_words, place_text
from bot.rating.rating_board import (
    rating_description,
    rating_lines,
    rating_picture,
    rating_value,
)
from bot.rating.season_board import (
    season_dates,
    season_description,
    season_lines,
    season_picture,
)
from bot.rating.skill import PROVISIONAL_MATCHES
from bot.render.leaderboard import render_leaderboard
from bot.store.leaderboard import LeaderboardPage as Page

if TYPE_CHECKING:
    from bot.app.run.client import KoiKoiBot

PER_PAGE = 10
BOARD_FILE = "leaderboard.png"


class Leaderboard(commands.Cog):
    """The server ranking."""

    def __init__(self, bot: KoiKoiBot) -> None:
        self.bot = bot

    @app_commands.command(name="leaderboard", description="This server's Koi-Koi ranking")
    @app_commands.describe(
        page="Page number (default: 1)",
        public="Post it in the channel",
        shown="Ranking points (default) or skill ratings",
        season="An ended season's final board, by its number",
    )
    @app_commands.rename(shown="view")
    @app_commands.guild_only()
    async def leaderboard(
        self,
        interaction: discord.Interaction,
        page: app_commands.Range[int, 1, 10000] = 1,
        public: bool = False,
        shown: Literal["points", "rating"] = "points",
        season: app_commands.Range[int, 1, 100000] | None = None,
    ) -> None:
        """Show a page of the ranking, to the member alone or to the channel."""
        if public:  # drawing the picture may take a moment
            await deferral.defer(interaction, private=False)
        kind = f"s{season}" if season else ("r" if shown == "rating" else "")
        embed, view, picture = await leaderboard_page(
            self.bot, interaction, page, public=public, kind=kind
        )
        if picture is None:
            await interaction.response.send_message(embed=embed, view=view, ephemeral=True)
        else:
            await deferral.send(interaction, private=False, embed=embed, view=view, file=picture)


async def leaderboard_page(
    bot: KoiKoiBot,
    interaction: discord.Interaction,
    page: int,
    *,
    public: bool = False,
    kind: str = "",
) -> tuple[discord.Embed, discord.ui.View, discord.File | None]:
    """The embed and buttons of one page, with the member's own rank; posted in public, the
    page is also a picture, the embed's text kept for screen readers.

    ``public``: posted in the channel, in the server's language and without "your rank";
    ``kind``: which board, as ``LeaderboardId.board`` names it.
    """
    assert interaction.guild is not None
    if public:
        locale = await bot.matches.public_locale(interaction.guild.id, interaction.guild_locale)
    else:
        locale = await bot.user_locale(interaction)
    if kind == "r":
        return await rating_board(bot, interaction, page, locale, public=public)
    if kind.startswith("s"):
        return await season_board(bot, interaction, int(kind[1:]), locale, public=public)
    store = bot.store
    board = await store.leaderboard(interaction.guild.id, page=page, per_page=PER_PAGE)
    embed = discord.Embed(
        title=t(locale, "leaderboard-title", server=shown_name(interaction.guild.name)),
        colour=discord.Colour.gold(),
    )
    lines = [
        t(
            locale,
            "leaderboard-line",
            rank=entry.place,
            user=f"<@{entry.user_id}>",
            points=entry.ranking_points,
            wins=entry.won,
        )
        for entry in board.entries
    ]
    embed.description = "\n".join(lines) or t(locale, "leaderboard-empty")
    mine = await store.rank_of(interaction.guild.id, interaction.user.id)
    footer = t(locale, "leaderboard-page", page=board.page, pages=max(board.pages, 1))
    if mine is not None and not public:
        footer += " · " + t(
            locale,
            "leaderboard-your-rank",
            place=place_text(mine, locale),
            points=mine.ranking_points,
        )
    embed.set_footer(text=footer)
    view = stopped_view(
        button(LeaderboardId(max(board.page - 1, 1)).custom_id, "◀", disabled=board.page <= 1),
        button(LeaderboardId(board.page + 1).custom_id, "▶", disabled=board.page >= board.pages),
    )
    if not public:
        return embed, view, None
    picture = await board_picture(bot, interaction.guild, board, locale)
    embed.set_image(url=f"attachment://{BOARD_FILE}")
    return embed, view, picture


async def rating_board(
    bot: KoiKoiBot, interaction: discord.Interaction, page: int, locale: str, *, public: bool
) -> tuple[discord.Embed, discord.ui.View, discord.File | None]:
    """One page of the skill ratings, with the member's own rating when private."""
    assert interaction.guild is not None
    guild = interaction.guild
    board = await bot.store.rating_page(guild.id, page=page, per_page=PER_PAGE)
    embed = discord.Embed(
        title=t(locale, "rating-board-title", server=shown_name(guild.name)),
        colour=discord.Colour.gold(),
    )
    mentions = [f"<@{entry.user_id}>" for entry in board.entries]
    embed.description = "\n".join(rating_lines(board, mentions, locale)) or t(
        locale, "rating-board-empty"
    )
    footer = t(locale, "leaderboard-page", page=board.page, pages=board.pages)
    footer += " · " + t(locale, "rating-board-note", needed=PROVISIONAL_MATCHES)
    mine = await bot.store.rating_of(guild.id, interaction.user.id)
    if mine is not None and not public:
        footer += " · " + t(locale, "rating-board-yours", rating=rating_value(mine, locale))
    embed.set_footer(text=footer)
    earlier, later = LeaderboardId(max(board.page - 1, 1), "r"), LeaderboardId(board.page + 1, "r")
    view = stopped_view(
        button(earlier.custom_id, "◀", disabled=board.page <= 1),
        button(later.custom_id, "▶", disabled=board.page >= board.pages),
    )
    if not public:
        return embed, view, None
    names = [await bot.matches.name_of(guild.id, Player.member(e.user_id)) for e in board.entries]
    picture = rating_picture(board, names, guild.name, locale)
    image = await bot.drawing.draw(render_leaderboard, picture)
    embed.set_image(url=f"attachment://{BOARD_FILE}")
    return embed, view, png_file(image, BOARD_FILE, rating_description(board, names, locale))


async def season_board(
    bot: KoiKoiBot, interaction: discord.Interaction, number: int, locale: str, *, public: bool
) -> tuple[discord.Embed, discord.ui.View, discord.File | None]:
    """The top of an ended season's board, as it stood at its end."""
    assert interaction.guild is not None
    guild = interaction.guild
    end = await bot.store.ended_season(guild.id, number)
    embed = discord.Embed(
        title=t(locale, "season-board-title", number=number, server=shown_name(guild.name)),
        colour=discord.Colour.gold(),
    )
    if end is None:  # no such season: say which there are, and post nothing
        last = await bot.store.last_ended_season(guild.id)
        which = ("season-board-latest", {"last": last}) if last else ("season-board-none-yet", {})
        embed.description = " ".join(
            (t(locale, "season-board-none", number=number), t(locale, which[0], **which[1]))
        )
        return embed, stopped_view(), None
    mentions = [f"<@{p.user_id}>" for p in end.top]
    lines = season_lines(end, mentions, locale)
    embed.description = "\n".join(lines) or t(locale, "season-board-empty")
    start, finish = season_dates(end)
    embed.set_footer(text=t(locale, "season-board-dates", start=start, end=finish))
    if not public:
        return embed, stopped_view(), None
    names = [await bot.matches.name_of(guild.id, Player.member(p.user_id)) for p in end.top]
    image = await bot.drawing.draw(
        render_leaderboard, season_picture(end, names, guild.name, locale)
    )
    embed.set_image(url=f"attachment://{BOARD_FILE}")
    described = season_description(end, names, locale)
    return embed, stopped_view(), png_file(image, BOARD_FILE, described)


async def board_picture(
    bot: KoiKoiBot, guild: discord.Guild, board: Page, locale: str
) -> discord.File:
    """The page drawn in the house style, described in words for screen readers."""
    names = [
        await bot.matches.name_of(guild.id, Player.member(entry.user_id)) for entry in board.entries
    ]
    picture = board_words(board, names, guild.name, locale)
    image = await bot.drawing.draw(render_leaderboard, picture)
    return png_file(image, BOARD_FILE, board_description(board, names, locale))


class LeaderboardPage(Control, control=LeaderboardId):
    """◀ and ▶ under a leaderboard."""

    control: LeaderboardId

    def belongs_on(self, interaction: discord.Interaction[KoiKoiBot]) -> bool:
        # Paging edits the message pressed on: never a table's or a challenge's.
        message = interaction.message
        bot = interaction.client
        return message is not None and not (
            bot.matches.showing(message.id) or bot.challenges.posted_on(message.id)
        )

    async def pressed(self, interaction: discord.Interaction[KoiKoiBot]) -> None:
        message = interaction.message
        public = message is not None and not message.flags.ephemeral
        if public:
            await interaction.response.defer()
        embed, view, picture = await leaderboard_page(
            interaction.client, interaction, self.control.page, public=public,
            kind=self.control.board,
        )  # fmt: skip
        if picture is None:
            await interaction.response.edit_message(embed=embed, view=view)
        else:
            await interaction.edit_original_response(embed=embed, view=view, attachments=[picture])


async def setup(bot: KoiKoiBot) -> None:
    """discord.py extension entry point."""
    await bot.add_cog(Leaderboard(bot))
    bot.add_dynamic_items(LeaderboardPage)
