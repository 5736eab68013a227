"""A tournament game's notice by direct message, whatever the turn clock: each paired member is
told which tournament and server, whom they play, the deadline to be free by and the turn clock,
with a link to the game's thread (or to the round's post while the game waits to open).

Once a member a round: the store lets one caller claim it, so neither a restart nor another
process repeats it. A member who refuses direct messages (Discord's 50007) is left to the
round's post, which mentions them; other refusals are logged at info."""

from __future__ import annotations

import logging
from collections.abc import Sequence

import discord

from bot.app.kernel.languages import Languages
from bot.app.kernel.safe_text import shown_name
from bot.engine import Player
from bot.i18n import t
from bot.store import StoreError
from bot.store.tournaments import GameRecord, TournamentRecord, TournamentStore
from cogs.match import MatchService

log = logging.getLogger(__name__)

CANNOT_MESSAGE_USER = 50007  # Discord: the member does not accept direct messages from us
Told = tuple[int, int, int]  # tournament, round, member


class GameNotices:
    """Tells each paired member of their game, once a round."""

    def __init__(
        self,
        client: discord.Client,
        store: TournamentStore,
        languages: Languages,
        matches: MatchService,
    ) -> None:
        self.client = client
        self.store = store
        self.languages = languages
        self.matches = matches
        self._told: set[Told] = set()  # claimed here or elsewhere: not asked again

    async def tell(
        self, record: TournamentRecord, games: Sequence[GameRecord], post: int | None
    ) -> None:
        """Tell both members of each game still to play (``post``: the round's message)."""
        for game in games:
            if game.status == "done" or game.second_id is None:
                continue
            for user, other in ((game.first_id, game.second_id), (game.second_id, game.first_id)):
                if await self._claim((record.tournament_id, game.round, user)):
                    await self._send(record, game, user, other, post)

    async def _claim(self, told: Told) -> bool:
        if told in self._told:
            return False
        try:
            claimed = await self.store.claim_notice(*told)
        except StoreError as error:
            log.warning("tournament %s: game notice not claimed: %s", told[0], error)
            return False  # asked again at the next look
        self._told.add(told)
        return claimed

    async def _send(
        self, record: TournamentRecord, game: GameRecord, user: int, other: int, post: int | None
    ) -> None:
        text = await self._text(record, game, user, other, post)
        try:
            dm = await self.client.create_dm(discord.Object(user))
            await dm.send(text[:2000])
        except discord.Forbidden as error:
            if error.code != CANNOT_MESSAGE_USER:
                log.info("could not tell member %s of their game: %s", user, error)
        except discord.HTTPException as error:
            log.info("could not tell member %s of their game: %s", user, error)

    async def _text(
        self, record: TournamentRecord, game: GameRecord, user: int, other: int, post: int | None
    ) -> str:
        guild = self.client.get_guild(record.guild_id)
        stamp = int(game.deadline.timestamp())
        return t(
            await self.languages.of_user(record.guild_id, user),
            "tournament-game-direct",
            round=game.round,
            channel=f"<#{record.channel_id}>",
            server=shown_name(guild.name) if guild is not None else "Discord",
            opponent=shown_name(await self.matches.name_of(record.guild_id, Player.member(other))),
            deadline=f"<t:{stamp}:f>",
            until=f"<t:{stamp}:R>",
            minutes=max(record.turn_seconds // 60, 1),
            link=self._link(record, game, post),
        )

    def _link(self, record: TournamentRecord, game: GameRecord, post: int | None) -> str:
        """The game's thread once its match is open here, else the round's post (or channel)."""
        base = f"https://discord.com/channels/{record.guild_id}"
        table = self.matches.table(game.match_id) if game.match_id is not None else None
        if table is not None:
            return f"{base}/{table.channel_id}"
        return f"{base}/{record.channel_id}" + (f"/{post}" if post is not None else "")
