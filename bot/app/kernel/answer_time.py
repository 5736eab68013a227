"""How long a click may wait for its result to be drawn before it must be acknowledged.

Discord fails an interaction that is not answered within 3 seconds. A click answered with its
result itself (the new hand, one request) instead of an acknowledgement and then an edit (two)
may wait for it only part of that time: the rest is for the answer's way to Discord.
https://discord.com/developers/docs/interactions/receiving-and-responding#responding-to-an-interaction
"""

from __future__ import annotations

import asyncio
import logging
from collections.abc import Awaitable
from typing import TypeVar

import discord

log = logging.getLogger(__name__)

ANSWER_WITHIN = 1.0  # seconds after Discord created the interaction; it allows 3

T = TypeVar("T")


def time_left(interaction: discord.Interaction, within: float | None = None) -> float:
    """Seconds left to answer ``interaction`` with its result (within ``ANSWER_WITHIN`` of
    when Discord created it; a clock behind Discord's counts from now, one ahead leaves less)."""
    within = ANSWER_WITHIN if within is None else within
    age = (discord.utils.utcnow() - interaction.created_at).total_seconds()
    return within - min(max(age, 0.0), within)


async def in_time_or_acknowledged(interaction: discord.Interaction, work: Awaitable[T]) -> T:
    """``work``'s result. If it is not ready in the time left to answer, the click is
    acknowledged first (a deferred update), so that Discord's 3 seconds hold."""
    task = asyncio.ensure_future(work)
    try:
        seconds = time_left(interaction)
        if seconds > 0 and not task.done():
            await asyncio.wait({task}, timeout=seconds)
        if not task.done():
            await acknowledge(interaction)
        return await task
    except asyncio.CancelledError:
        task.cancel()
        raise


async def acknowledge(interaction: discord.Interaction) -> None:
    """A deferred update; if Discord refuses it (too late), the work still goes on: a move
    made must reach the table and the other hands even when its click failed. A click
    acknowledged already (its record's owner was slow to read) stays as it is."""
    if interaction.response.is_done():
        return
    try:
        await interaction.response.defer()
    except discord.HTTPException as error:
        log.warning("could not acknowledge interaction %s in time: %s", interaction.id, error)
