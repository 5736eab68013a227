"""Where each member's private hand message is, so it can be redrawn when the other side moves."""

from __future__ import annotations

import time
from collections.abc import Awaitable, Callable, Iterator
from dataclasses import dataclass

HAND_EDIT_SECONDS = 14 * 60  # an interaction token edits its messages for 15 minutes

Edit = Callable[..., Awaitable[object]]


@dataclass
class HandMessage:
    """How to edit a member's last hand message, and until when that works."""

    edit: Edit
    locale: str
    until: float


class HandMessages:
    """The last hand message of each member at each table."""

    def __init__(self) -> None:
        self._messages: dict[tuple[int, int], HandMessage] = {}  # (match, user) -> message

    def remember(self, match_id: int, user_id: int, edit: Edit, locale: str) -> None:
        """Keep a way to edit this member's newest hand message."""
        until = time.monotonic() + HAND_EDIT_SECONDS
        self._messages[(match_id, user_id)] = HandMessage(edit, locale, until)

    def live(self, match_id: int, user_ids: list[int]) -> Iterator[tuple[int, HandMessage]]:
        """The members' hand messages that can still be edited, by user id."""
        now = time.monotonic()
        for user_id in user_ids:
            message = self._messages.get((match_id, user_id))
            if message is not None and message.until >= now:
                yield user_id, message

    def forget(self, match_id: int, user_id: int) -> None:
        """Drop a member's hand message (it can no longer be edited, or the match ended)."""
        self._messages.pop((match_id, user_id), None)
