"""``/leaderboard``: this server's ranking, with paging buttons and the caller's own rank."""

from __future__ import annotations

from typing import TYPE_CHECKING, Literal

import discord
from discord import app_commands
from discord.ext import commands

from bot.app.kernel import deferral
from bot.app.kernel.controls import Control
from bot.app.kernel.custom_ids import LeaderboardId
from cogs.leaderboard.desk import Leaderboards

if TYPE_CHECKING:
    from bot.app.run.client import KoiKoiBot


def leaderboards(bot: KoiKoiBot) -> Leaderboards:
    """The boards' desk, typed."""
    return bot.desks.need("leaderboards", Leaderboards)


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
        board = await leaderboards(self.bot).page(interaction, page, public=public, kind=kind)
        embed, view, picture = board.embed, board.view, board.picture
        if not interaction.response.is_done():  # not deferred: a private page
            await interaction.response.send_message(embed=embed, view=view, ephemeral=True)
        elif board.nothing_to_post:  # no such season: the thinking goes, privately
            await deferral.send(interaction, private=True, embed=embed, view=view)
        else:  # without its picture when it was late: the lines say it all
            pictured = {} if picture is None else {"file": picture}
            await deferral.send(interaction, private=False, embed=embed, view=view, **pictured)


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
        board = await leaderboards(interaction.client).page(
            interaction, self.control.page, public=public, kind=self.control.board
        )
        embed, view, picture = board.embed, board.view, board.picture
        if not public:
            await interaction.response.edit_message(embed=embed, view=view)
        else:  # a late picture: the page's lines alone, the last page's picture removed
            pictures = [] if picture is None else [picture]
            await interaction.edit_original_response(embed=embed, view=view, attachments=pictures)


async def setup(bot: KoiKoiBot) -> None:
    """discord.py extension entry point."""
    await bot.add_cog(Leaderboard(bot))
    bot.add_dynamic_items(LeaderboardPage)
