"""Replays: a finished match, its best round or a round of it as an animated picture, shown
privately or posted by a player; and a past day's best daily deal. Drawn in a low-priority
worker of their own (``bot.replay``), so the live tables never wait for one."""

from __future__ import annotations

from typing import TYPE_CHECKING

from bot.app.core.events import Stopped
from bot.replay import replay_workers
from cogs.replays import cog
from cogs.replays.desk import ReplayParts, Replays

if TYPE_CHECKING:
    from bot.app.run.client import KoiKoiBot

__all__ = ["Replays"]


async def setup(bot: KoiKoiBot) -> None:
    """Build the replay worker (started on the first replay) and the replays desk."""
    workers = replay_workers(
        bot.settings.drawing_processes > 0, startup=bot.settings.worker_start_seconds
    )
    # The daily deal's rules (its clock, a try rebuilt from its log): the daily feature's desk.
    dailies = bot.daily.dailies
    parts = ReplayParts(bot, bot.store, bot.preferences, bot.languages, bot.names, workers, dailies)
    replays = Replays(parts)
    bot.desks.provide("replays", replays)
    bot.pools.append(("replay", workers))
    bot.events.subscribe(Stopped, lambda _: replays.close())
    await cog.setup(bot)
