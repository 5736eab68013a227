"""The spectators' call on Discord: the two guess buttons on the table while a member faces
STOP or KOI-KOI, the guesses taken privately, and the table's line of how the channel guessed."""

from __future__ import annotations

import logging

import discord

from bot.app.core.spectators_call import SpectatorsCall, open_decision
from bot.app.core.table import Table
from bot.app.kernel.custom_ids import CallId
from bot.app.kernel.messages import button
from bot.i18n import t
from bot.store import StoreError

log = logging.getLogger(__name__)


async def call_part(
    calls: SpectatorsCall | None, table: Table, locale: str, names: tuple[str, str]
) -> tuple[list[discord.ui.Item[discord.ui.View]], str | None]:
    """The guess buttons (while a decision is open) and the line the table shows of the
    channel's call: how many guessed so far, then how they guessed, then what happened. With
    the store out of reach, the table goes on without them."""
    if calls is None:
        return [], None
    try:
        return await _call_part(calls, table, locale, names)
    except StoreError as error:
        log.warning("the spectators' call of match %s is left out: %s", table.match_id, error)
        return [], None


async def _call_part(
    calls: SpectatorsCall, table: Table, locale: str, names: tuple[str, str]
) -> tuple[list[discord.ui.Item[discord.ui.View]], str | None]:
    if not await calls.enabled(table.guild_id):
        return [], None
    seq = open_decision(table)
    if seq is not None:
        tally = await calls.tally(table, seq)
        seat = table.match.to_move or 0
        line = t(locale, "call-prompt", player=names[seat])
        if tally.total:  # how many, never which way: the player must not see it
            line += "\n" + t(locale, "call-counting", votes=tally.total)
        buttons = [
            button(
                CallId(table.match_id, seq, "stop").custom_id,
                t(locale, "panel-guess-stop"),
                row=1,
                emoji="🔮",
            ),
            button(
                CallId(table.match_id, seq, "koikoi").custom_id,
                t(locale, "panel-guess-koikoi"),
                row=1,
                emoji="🔮",
            ),
        ]
        return list(buttons), line
    return [], await _last_call(calls, table, locale, names)


LOOKED_BACK = 4  # decisions the table's line may reach back over for one the channel guessed at


async def _last_call(
    calls: SpectatorsCall, table: Table, locale: str, names: tuple[str, str]
) -> str | None:
    """How the channel guessed at the latest decision it guessed at, and, once the round of a
    KOI-KOI call ended, how that round went for the caller."""
    actions = table.match.actions
    decisions = [i for i, action in enumerate(actions) if action.verb in ("stop", "koikoi")]
    for seq in reversed(decisions[-LOOKED_BACK:]):  # the stop that ended it drew no guesses
        tally = await calls.tally(table, seq)
        if tally.total:
            break
    else:
        return None
    line = t(locale, "call-result", stop=tally.stop, koikoi=tally.koikoi, right=tally.right)
    told = calls.verdict(table, seq)  # only once the round of that call ended, from that round
    if told is not None:
        key = "call-paid-off" if told.won else "call-backfired"
        line += "\n" + t(locale, key, player=names[told.caller], round=told.round)
    return line
