"""Start-up objects left out of the garbage collector's passes: collected before the bot
connects, frozen once it is ready."""

from __future__ import annotations

import gc
import logging

import discord

from bot.engine import PRESETS
from bot.engine.yaku import scorer_for

log = logging.getLogger(__name__)


def collect_start_up() -> None:
    """Before connecting: build what lives as long as the process and collect the garbage of
    the start-up, while no request can arrive yet (a full pass over some 190,000 objects, once
    ready, held the first requests 4 s on a machine starved of CPU)."""
    for rules in PRESETS.values():
        scorer_for(rules)  # built now, its tables (about 2,000 objects each) are frozen too
    gc.collect()


async def freeze_start_up(client: discord.Client) -> None:
    """Once ready, leave the objects made so far out of the garbage collector's passes: no
    collection, only the freeze, which takes no time.

    Modules, the caches of servers, members and channels, catalogs, the presets' yaku tables:
    they live as long as the process, yet each full pass walks them all, in the event loop's
    thread. With a few hundred matches open such a pass stalled the loop for 130-200 ms;
    without them, 50-80.
    """
    await client.wait_until_ready()
    gc.freeze()
    log.info("%d start-up objects left out of garbage collection", gc.get_freeze_count())
