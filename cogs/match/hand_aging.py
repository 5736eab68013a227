"""A hand message's last edit before Discord stops taking them.

Discord lets the bot edit a private message for 15 minutes after the interaction that made
it. Just before a kept hand ages out, its text says that it is no longer updated and only its
Refresh button is left, which redraws it with a new 15 minutes: no dead hand pretends to be
current. Only on its player's own move does it keep its card buttons (a click brings a fresh
token, and nothing can change the hand before that player moves): its text then says only that
it may no longer follow the opponent.
https://discord.com/developers/docs/interactions/receiving-and-responding#interaction-response-object
"""

from __future__ import annotations

import asyncio
import logging
from collections.abc import Callable

import discord

from bot.app.core.hands import HandMessage, HandMessages
from bot.app.kernel.custom_ids import HandId
from bot.app.kernel.messages import button, stopped_view
from bot.i18n import t

log = logging.getLogger(__name__)

Key = tuple[int, int, int]  # match, member, message
OwnTurn = Callable[[int, int], bool]  # whether it is this member's move in this match


def _never(match_id: int, user_id: int) -> bool:
    return False


class HandAging:
    """Gives each kept hand message its last edit as its time to be edited runs out."""

    def __init__(
        self, hands: HandMessages, in_play: Callable[[int], bool], own_turn: OwnTurn = _never
    ) -> None:
        self.hands = hands
        self.in_play = in_play  # whether a match is still played here (else the end told it)
        self.own_turn = own_turn
        self._timers: dict[Key, asyncio.TimerHandle] = {}
        self._edits: set[asyncio.Task[None]] = set()

    def watch(self, match_id: int, user_id: int, message_id: int) -> None:
        """(Re)start the count of a hand message just remembered with a new way to edit it."""
        key = (match_id, user_id, message_id)
        hand = self.hands.of_message(*key)
        old = self._timers.pop(key, None)
        if old is not None:
            old.cancel()
        if hand is None:
            return
        loop = asyncio.get_running_loop()
        self._timers[key] = loop.call_later(self.hands.edit_seconds, self._due, key, hand)

    def _due(self, key: Key, hand: HandMessage) -> None:
        self._timers.pop(key, None)
        task = asyncio.create_task(self.retire(key, hand))
        self._edits.add(task)
        task.add_done_callback(self._edits.discard)

    async def retire(self, key: Key, hand: HandMessage) -> None:
        """Tell a hand message it is no longer updated, unless a newer edit replaced it."""
        match_id, user_id, message_id = key
        if self.hands.of_message(match_id, user_id, message_id) is not hand:
            return
        self.hands.retire(match_id, user_id, message_id)  # no later redraw tries it
        if not self.in_play(match_id):
            return
        try:
            if self.own_turn(match_id, user_id):  # its buttons still play: only the words change
                await hand.edit(content=t(hand.locale, "hand-may-not-follow"))
            else:
                await hand.edit(
                    content=t(hand.locale, "hand-no-longer-updated"),
                    view=_refresh_only(match_id, hand.locale),
                )
        except discord.HTTPException as error:
            log.info("could not mark an old hand of match %s: %s", match_id, error)

    def close(self) -> None:
        """Stop every count (the hands' edits are not waited for)."""
        for timer in self._timers.values():
            timer.cancel()
        self._timers.clear()


def _refresh_only(match_id: int, locale: str) -> discord.ui.View:
    """The one button left on an old hand: Refresh redraws it as the match is now."""
    return stopped_view(
        button(HandId(match_id, "hand").custom_id, t(locale, "button-refresh"), emoji="🔄")
    )
