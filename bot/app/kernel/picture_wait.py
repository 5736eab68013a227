"""A picture a member waits for, or None once it is late: the answer then goes out in words.

A command that shows a picture (the guide, a leaderboard, a review) waits for it as long as
pictures take on this machine now (the drawing pool's pace) and no longer; past that, or when
no drawing process answers at all, it answers with the same words and buttons and no picture.
The drawing goes on meanwhile: a picture finished late is kept, so asking again shows it.
"""

from __future__ import annotations

import asyncio
import logging
from typing import Any

from bot.render.pool import Drawing, DrawingPool
from bot.workers import LOST

log = logging.getLogger(__name__)


async def picture_in_time(pool: DrawingPool, function: Drawing, *args: Any) -> bytes | None:
    """``function(*args)`` drawn by ``pool``, or None when it is not drawn within the pool's
    deadline now (or could not be drawn)."""
    drawing = asyncio.ensure_future(pool.draw(function, *args))
    try:
        return await asyncio.wait_for(asyncio.shield(drawing), pool.pace.deadline())
    except TimeoutError:
        drawing.add_done_callback(_settled)  # finished later: kept by the pool, or logged
        log.warning("a picture was late (over %.1f s); answered in words", pool.pace.deadline())
    except LOST as error:
        log.warning("a picture could not be drawn (%s); answered in words", error)
    return None


def _settled(drawing: asyncio.Future[bytes]) -> None:
    if not drawing.cancelled() and drawing.exception() is not None:
        log.info("a late picture failed too: %s", drawing.exception())
