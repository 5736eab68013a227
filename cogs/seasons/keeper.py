"""The seasons' desk: a server's plan, read and changed for ``/koikoi seasons``; and seasons on
time: at start and every few minutes, end each due season (the store makes it happen once,
whichever process asks) and announce each ended one, once, in its channel."""

from __future__ import annotations

import asyncio
import logging
from collections.abc import Callable
from typing import TYPE_CHECKING

import discord

from bot.i18n import t
from bot.store import Store
from bot.store.seasons import SeasonEnd, SeasonLength, SeasonPlan

if TYPE_CHECKING:
    from bot.app.kernel.languages import Languages

log = logging.getLogger(__name__)

CHECK_EVERY = 300.0  # seconds between two looks for a due season


def announcement(end: SeasonEnd, locale: str) -> str:
    """The words that close a season: its winners, and that the next starts from zero."""
    lines = [
        t(
            locale,
            "season-winner-line",
            place=f"={p.place}" if p.tied else str(p.place),
            user=f"<@{p.user_id}>",
            points=p.ranking_points,
        )
        for p in end.top[:3]
    ]
    winners = "\n".join(lines) or t(locale, "season-no-winner")
    return t(locale, "season-ended", number=end.number, next=end.number + 1) + "\n" + winners


class SeasonKeeper:
    """Keeps the servers' plans; ends due seasons and announces them, for the servers this
    process serves."""

    def __init__(
        self,
        client: discord.Client,
        store: Store,
        languages: Languages,
        owns_guild: Callable[[int], bool],
    ) -> None:
        self.client = client
        self.store = store
        self.languages = languages
        self.owns_guild = owns_guild
        self._task: asyncio.Task[None] | None = None

    async def plan(self, guild_id: int) -> SeasonPlan | None:
        """The server's seasons; None if never turned on."""
        return await self.store.season_plan(guild_id)

    async def change(
        self,
        guild_id: int,
        length: SeasonLength | None,
        channel_id: int | None,
        *,
        here: int | None,
    ) -> SeasonPlan:
        """Change the server's seasons; what is not given stays as it was, else monthly,
        announced in ``here`` (the channel the manager asked in)."""
        plan = await self.store.season_plan(guild_id)
        chosen = length or (plan.length if plan else "monthly")
        where = channel_id or (plan.channel_id if plan else None) or here
        return await self.store.set_season_plan(guild_id, chosen, where)

    def start(self, every: float = CHECK_EVERY) -> None:
        """Look now (a season missed while the bot was down ends on this start), then
        every ``every`` seconds."""
        self._task = asyncio.get_running_loop().create_task(self._keep(every))

    def close(self) -> None:
        """Stop looking (the bot is stopping)."""
        if self._task is not None:
            self._task.cancel()

    async def _keep(self, every: float) -> None:
        while True:
            try:
                await self.run_once()
            except Exception:  # a database hiccup: look again next time
                log.exception("seasons: the look for due seasons failed")
            await asyncio.sleep(every)

    async def run_once(self) -> int:
        """End the due seasons and announce the ended ones; returns how many were announced."""
        for end in await self.store.end_due_seasons():
            log.info("season %d of server %d ended", end.number, end.guild_id)
        announced = 0
        for guild_id, number in await self.store.unannounced_seasons():
            if not self.owns_guild(guild_id):
                continue
            ended = await self.store.ended_season(guild_id, number)
            if ended is None or not await self.store.claim_season_announcement(guild_id, number):
                continue  # another process announces it
            if ended.channel_id is not None:
                await self._announce(ended)
                announced += 1
        return announced

    async def _announce(self, end: SeasonEnd) -> None:
        assert end.channel_id is not None
        locale = await self.languages.of_server(end.guild_id, None)
        channel = self.client.get_partial_messageable(end.channel_id, guild_id=end.guild_id)
        try:
            await channel.send(
                announcement(end, locale), allowed_mentions=discord.AllowedMentions.none()
            )
        except discord.HTTPException as error:  # the channel is gone or closed to the bot
            log.warning("season %d of %d: not announced (%s)", end.number, end.guild_id, error)
