"""The boards behind ``/leaderboard``: one page of a server's ranking points, skill ratings or
an ended season, read from the store, written as an embed with paging buttons and, when posted
in public, drawn as a described picture."""

from __future__ import annotations

from typing import NamedTuple

import discord

from bot.app.kernel.custom_ids import LeaderboardId
from bot.app.kernel.languages import Languages
from bot.app.kernel.messages import button, png_file, stopped_view
from bot.app.kernel.names import MemberNames
from bot.app.kernel.picture_wait import picture_in_time
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
from bot.render.pool import DrawingPool
from bot.store import Store
from bot.store.leaderboard import LeaderboardPage as Page

PER_PAGE = 10
BOARD_FILE = "leaderboard.png"


class ShownBoard(NamedTuple):
    """One page as it is answered: the embed, its buttons and, in public, its picture."""

    embed: discord.Embed
    view: discord.ui.View
    picture: discord.File | None
    nothing_to_post: bool = False  # asked in public, but there is no such board: said privately


class Leaderboards:
    """A server's boards, page by page."""

    def __init__(
        self, store: Store, languages: Languages, names: MemberNames, drawing: DrawingPool
    ) -> None:
        self.store = store
        self.languages = languages
        self.names = names
        self.drawing = drawing

    async def page(
        self, interaction: discord.Interaction, page: int, *, public: bool = False, kind: str = ""
    ) -> ShownBoard:
        """The embed and buttons of one page, with the member's own rank; posted in public, the
        page is also a picture, the embed's text kept for screen readers.

        ``public``: posted in the channel, in the server's language and without "your rank";
        ``kind``: which board, as ``LeaderboardId.board`` names it.
        """
        assert interaction.guild is not None
        if public:
            locale = await self.languages.of_server(interaction.guild.id, interaction.guild_locale)
        else:
            locale = await self.languages.of_member(interaction)
        if kind == "r":
            return await self._ratings(interaction, page, locale, public=public)
        if kind.startswith("s"):
            return await self._season(interaction, int(kind[1:]), locale, public=public)
        return await self._points(interaction, page, locale, public=public)

    async def _points(
        self, interaction: discord.Interaction, page: int, locale: str, *, public: bool
    ) -> ShownBoard:
        """One page of the ranking points, with the member's own rank when private."""
        assert interaction.guild is not None
        guild = interaction.guild
        board = await self.store.leaderboard(guild.id, page=page, per_page=PER_PAGE)
        embed = discord.Embed(
            title=t(locale, "leaderboard-title", server=shown_name(guild.name)),
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
        mine = await self.store.rank_of(guild.id, interaction.user.id)
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
            button(
                LeaderboardId(board.page + 1).custom_id, "▶", disabled=board.page >= board.pages
            ),
        )
        if not public:
            return ShownBoard(embed, view, None)
        picture = await self._points_picture(guild, board, locale)
        return ShownBoard(embed, view, _shown(embed, picture, locale))

    async def _ratings(
        self, interaction: discord.Interaction, page: int, locale: str, *, public: bool
    ) -> ShownBoard:
        """One page of the skill ratings, with the member's own rating when private."""
        assert interaction.guild is not None
        guild = interaction.guild
        board = await self.store.rating_page(guild.id, page=page, per_page=PER_PAGE)
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
        mine = await self.store.rating_of(guild.id, interaction.user.id)
        if mine is not None and not public:
            footer += " · " + t(locale, "rating-board-yours", rating=rating_value(mine, locale))
        embed.set_footer(text=footer)
        earlier = LeaderboardId(max(board.page - 1, 1), "r")
        later = LeaderboardId(board.page + 1, "r")
        view = stopped_view(
            button(earlier.custom_id, "◀", disabled=board.page <= 1),
            button(later.custom_id, "▶", disabled=board.page >= board.pages),
        )
        if not public:
            return ShownBoard(embed, view, None)
        names = await self._names(guild.id, [entry.user_id for entry in board.entries])
        image = await picture_in_time(
            self.drawing, render_leaderboard, rating_picture(board, names, guild.name, locale)
        )
        described = rating_description(board, names, locale)
        return ShownBoard(embed, view, _shown(embed, _file(image, described), locale))

    async def _season(
        self, interaction: discord.Interaction, number: int, locale: str, *, public: bool
    ) -> ShownBoard:
        """The top of an ended season's board, as it stood at its end."""
        assert interaction.guild is not None
        guild = interaction.guild
        end = await self.store.ended_season(guild.id, number)
        embed = discord.Embed(
            title=t(locale, "season-board-title", number=number, server=shown_name(guild.name)),
            colour=discord.Colour.gold(),
        )
        if end is None:  # no such season: say which there are, and post nothing
            last = await self.store.last_ended_season(guild.id)
            which = (
                ("season-board-latest", {"last": last}) if last else ("season-board-none-yet", {})
            )
            embed.description = " ".join(
                (t(locale, "season-board-none", number=number), t(locale, which[0], **which[1]))
            )
            return ShownBoard(embed, stopped_view(), None, nothing_to_post=True)
        mentions = [f"<@{p.user_id}>" for p in end.top]
        embed.description = "\n".join(season_lines(end, mentions, locale)) or t(
            locale, "season-board-empty"
        )
        start, finish = season_dates(end)
        embed.set_footer(text=t(locale, "season-board-dates", start=start, end=finish))
        if not public:
            return ShownBoard(embed, stopped_view(), None)
        names = await self._names(guild.id, [p.user_id for p in end.top])
        image = await picture_in_time(
            self.drawing, render_leaderboard, season_picture(end, names, guild.name, locale)
        )
        described = season_description(end, names, locale)
        return ShownBoard(embed, stopped_view(), _shown(embed, _file(image, described), locale))

    async def _points_picture(
        self, guild: discord.Guild, board: Page, locale: str
    ) -> discord.File | None:
        """The page drawn in the house style, described in words for screen readers (None when
        the picture is late: the embed's lines say it all)."""
        names = await self._names(guild.id, [entry.user_id for entry in board.entries])
        image = await picture_in_time(
            self.drawing, render_leaderboard, board_words(board, names, guild.name, locale)
        )
        return _file(image, board_description(board, names, locale))

    async def _names(self, guild_id: int, user_ids: list[int]) -> list[str]:
        """The members' names as the tables draw them, in order."""
        return [await self.names.name_of(guild_id, Player.member(user_id)) for user_id in user_ids]


def _file(image: bytes | None, described: str) -> discord.File | None:
    return None if image is None else png_file(image, BOARD_FILE, described)


def _shown(embed: discord.Embed, picture: discord.File | None, locale: str) -> discord.File | None:
    """Point ``embed`` at its picture, or say in its footer that its lines come without one."""
    if picture is None:
        footer = embed.footer.text
        late = t(locale, "picture-late-in-words")
        embed.set_footer(text=f"{footer} · {late}" if footer else late)
    else:
        embed.set_image(url=f"attachment://{BOARD_FILE}")
    return picture
