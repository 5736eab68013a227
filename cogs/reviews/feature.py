"""How the reviews feature sets itself up: its desk, what it hears, its commands and controls.

Loaded by name by the composition root (``cogs.reviews.feature``).
"""

from __future__ import annotations

import asyncio
from typing import TYPE_CHECKING

from bot.app.core.events import MatchEnded, MemberDecided, Stopped
from bot.review.queue import ReviewQueue, review_workers
from cogs.reviews import cog
from cogs.reviews.desk import Reviews

if TYPE_CHECKING:
    from bot.app.run.client import KoiKoiBot


async def setup(bot: KoiKoiBot) -> None:
    """Build the review queue and its workers, and the reviews desk."""
    processes = bot.ai_processes > 0
    startup = bot.settings.worker_start_seconds
    queue = ReviewQueue(
        review_workers(processes, startup=startup),
        bot.computer,
        # Started on its first decision.
        ahead_workers=review_workers(processes, ahead=True, startup=startup),
    )
    reviews = Reviews(
        bot,
        bot.store,
        bot.preferences,
        bot.languages,
        bot.names,
        bot.drawing,
        queue,
        bot.settings.review_playouts,
    )
    bot.desks.provide("reviews", reviews)
    bot.pools.append(("review", queue.workers))
    if bot.settings.review_ahead:  # members' decisions judged ahead of their review
        bot.events.subscribe(
            MemberDecided,
            lambda made: reviews.decided(made.match_id, made.index, made.view, made.action),
        )
        bot.events.subscribe(MatchEnded, lambda ended: reviews.ended(ended.table.match_id))
    bot.events.subscribe(Stopped, lambda _: asyncio.to_thread(reviews.close))  # not waited for
    await cog.setup(bot)
