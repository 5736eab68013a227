"""Where each member's private hand message is, so it can be redrawn when the other side moves."""

from __future__ import annotations

import time
from collections.abc import Awaitable, Callable, Iterator
from dataclasses import dataclass

HAND_EDIT_SECONDS = 14 * 60  # an interaction token edits its messages for 15 minutes
KEPT_HANDS = 5  # a member's latest hand messages, each told when the match ends

Edit = Callable[..., Awaitable[object]]


@dataclass
class HandMessage:
    """How to edit a member's last hand message, and until when that works."""

    edit: Edit
    locale: str
    until: float


class HandMessages:
    """The last hand message of each member at each table."""

    def __init__(self, edit_seconds: float = HAND_EDIT_SECONDS) -> None:
        self.edit_seconds = edit_seconds  # how long a remembered hand may still be edited
        self._messages: dict[tuple[int, int], HandMessage] = {}  # (match, user) -> message
        # (match, user) -> message id -> its hand message, oldest first
        self._every: dict[tuple[int, int], dict[int, HandMessage]] = {}
        self._opened: set[tuple[int, int]] = set()  # (match, user): was sent a hand here

    def remember(
        self, match_id: int, user_id: int, edit: Edit, locale: str, message_id: int | None = None
    ) -> None:
        """Keep a way to edit this member's newest hand message (``message_id``: kept beside
        their older ones, so that each is told when the match ends)."""
        until = time.monotonic() + self.edit_seconds
        hand = HandMessage(edit, locale, until)
        self._messages[(match_id, user_id)] = hand
        self._opened.add((match_id, user_id))
        if message_id is not None:
            kept = self._every.setdefault((match_id, user_id), {})
            kept.pop(message_id, None)
            kept[message_id] = hand
            while len(kept) > KEPT_HANDS:
                del kept[next(iter(kept))]

    def every(self, match_id: int, user_ids: list[int]) -> Iterator[tuple[int, HandMessage]]:
        """Every hand message of the members that can still be edited, the older ones too."""
        now = time.monotonic()
        for user_id in user_ids:
            hands = list(self._every.get((match_id, user_id), {}).values())
            newest = self._messages.get((match_id, user_id))
            if newest is not None and all(hand is not newest for hand in hands):
                hands.append(newest)
            for hand in hands:
                if hand.until >= now:
                    yield user_id, hand

    def live(self, match_id: int, user_ids: list[int]) -> Iterator[tuple[int, HandMessage]]:
        """The members' hand messages that can still be edited, by user id."""
        now = time.monotonic()
        for user_id in user_ids:
            message = self._messages.get((match_id, user_id))
            if message is not None and message.until >= now:
                yield user_id, message

    def of_message(self, match_id: int, user_id: int, message_id: int) -> HandMessage | None:
        """The way to edit one of a member's kept hand messages, if it is kept."""
        return self._every.get((match_id, user_id), {}).get(message_id)

    def retire(self, match_id: int, user_id: int, message_id: int) -> None:
        """Drop one hand message (it can no longer be edited); the member's others stay."""
        hand = self._every.get((match_id, user_id), {}).pop(message_id, None)
        if hand is not None and self._messages.get((match_id, user_id)) is hand:
            del self._messages[(match_id, user_id)]

    def forget(self, match_id: int, user_id: int) -> None:
        """Drop a member's hand messages (they can no longer be edited, or the match ended)."""
        self._messages.pop((match_id, user_id), None)
        self._every.pop((match_id, user_id), None)
        self._opened.discard((match_id, user_id))

    def stale_words(self, match_id: int, user_id: int) -> str | None:
        """Which words tell a member called to play that they have no hand the bot can update:
        ``discord-hand-expired`` once a hand they opened aged, ``discord-hand-open`` when none
        was opened yet; None while their hand is live."""
        if any(self.live(match_id, [user_id])):
            return None
        return (
            "discord-hand-expired" if (match_id, user_id) in self._opened else "discord-hand-open"
        )
