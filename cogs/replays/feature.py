"""How the replays feature sets itself up: its desk, its worker, its commands and controls.

Loaded by name by the composition root (``cogs.replays.feature``).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from bot.app.core.events import Stopped
from bot.replay import replay_workers
from cogs.replays import cog
from cogs.replays.desk import ReplayParts, Replays

if TYPE_CHECKING:
    from bot.app.run.client import KoiKoiBot


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
