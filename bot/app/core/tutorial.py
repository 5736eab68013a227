"""A guided first match: a member who never played gets a short private explanation at the
moments that matter: their first capture, their first yaku (STOP or KOI-KOI?) and their first
STOP or KOI-KOI."""

from __future__ import annotations

import logging
from collections.abc import Sequence

from bot.app.core.table import Table
from bot.engine import Action
from bot.engine import events as ev
from bot.store import Store, StoreError

log = logging.getLogger(__name__)

# The moments, in the order they usually come, and the message key of each.
CAPTURE = "tutorial-capture"
YAKU = "tutorial-yaku"
KOIKOI = "tutorial-koikoi"
STOP = "tutorial-stop"


class Tutorial:
    """Who is playing their first match, and which explanations they have had."""

    def __init__(self, store: Store) -> None:
        self.store = store
        self._learning: dict[tuple[int, int], set[str]] = {}  # (match, member) -> shown keys

    async def begin(self, table: Table) -> None:
        """Note the members of a new match who have never finished one in this server."""
        for user_id in table.members():
            try:
                profile = await self.store.profile(table.guild_id, user_id)
            except StoreError as error:
                log.warning("could not read a member's record: %s", error)
                continue
            if not any(record.played for record in profile.records.values()):
                self._learning[(table.match_id, user_id)] = set()

    def learning(self, match_id: int, user_id: int) -> bool:
        """Whether ``user_id`` plays ``match_id`` as their first match."""
        return (match_id, user_id) in self._learning

    def moments(
        self, table: Table, user_id: int, action: Action, events: Sequence[ev.Event]
    ) -> list[str]:
        """The explanations due after the member's ``action`` (each is given once)."""
        shown = self._learning.get((table.match_id, user_id))
        seat = table.seat_of(user_id)
        if shown is None or seat is None:
            return []
        due = []
        if any(isinstance(e, ev.CardsCaptured) and e.seat == seat for e in events):
            due.append(CAPTURE)
        if action.verb == "koikoi":
            due.append(KOIKOI)
        elif action.verb == "stop":
            due.append(STOP)
        match = table.match
        if (
            not match.over
            and match.to_move == seat
            and any(isinstance(e, ev.YakuFormed) and e.seat == seat for e in events)
        ):
            due.append(YAKU)
        fresh = [key for key in due if key not in shown]
        shown.update(fresh)
        return fresh

    def end(self, match_id: int) -> None:
        """Forget a finished match."""
        for key in [k for k in self._learning if k[0] == match_id]:
            del self._learning[key]
