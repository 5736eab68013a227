"""After start-up: the objects made so far left out of the garbage collector's passes."""

from __future__ import annotations

import gc
import logging

import discord

from bot.engine import PRESETS
from bot.engine.yaku import scorer_for

log = logging.getLogger(__name__)


async def freeze_start_up(client: discord.Client) -> None:
    """Once ready, leave the objects made so far out of the garbage collector's passes.

    Modules, the caches of servers, members and channels, catalogs, the presets' yaku tables:
    they live as long as the process, yet each full pass walks them all, in the event loop's
    thread. With a few hundred matches open such a pass stalled the loop for 130-200 ms;
    without them, 50-80.
    """
    await client.wait_until_ready()
    for rules in PRESETS.values():
        scorer_for(rules)  # built now, its tables (about 2,000 objects each) are frozen too
    gc.collect()
    gc.freeze()
    log.info("%d start-up objects left out of garbage collection", gc.get_freeze_count())
