"""Where a stored record belongs: its server, its channel, the members who act on it.

A control's id names a match, a challenge or a tournament by number only; before any handler
runs, the kernel compares the record's server, channel and members with the click's. Those never
change once a record exists, so each is read once (one primary-key query) and kept; a message a
record is posted as is kept once it is known.
"""

from __future__ import annotations

from collections import OrderedDict
from dataclasses import dataclass
from typing import Literal

from bot.engine.players import Player
from bot.store.sql import Database, Row, Session

RecordKind = Literal["match", "challenge", "tournament"]
KEPT = 4096  # records whose owner is kept (least recently asked for go first)

_QUERIES: dict[RecordKind, str] = {
    # the members who act on a match: its seats
    "match": "SELECT guild_id, channel_id, NULL, seat0_user_id, seat1_user_id FROM matches "
    "WHERE match_id = ?",
    # the member who answers a challenge: the challenged one
    "challenge": "SELECT guild_id, channel_id, message_id, challenged_id, NULL FROM challenges "
    "WHERE challenge_id = ?",
    # anyone of the server joins a tournament (its manager's rights are the desk's to check)
    "tournament": "SELECT guild_id, channel_id, message_id, NULL, NULL FROM tournaments "
    "WHERE tournament_id = ?",
}


@dataclass(frozen=True, slots=True)
class Owner:
    """A record's server and channel, the members who act on it, and the message it is posted
    as (None: unknown, or a record with no single message, such as a match)."""

    guild_id: int
    channel_id: int
    members: frozenset[int]
    message_id: int | None = None


class Owners:
    """The owners of records, read from the database once and kept."""

    def __init__(self, db: Database) -> None:
        self._db = db
        self._kept: OrderedDict[tuple[RecordKind, int], Owner] = OrderedDict()
        self.queries = 0  # reads made, for the tests that a live record costs none

    async def of(self, record: RecordKind, number: int) -> Owner | None:
        """The owner of record ``number`` of kind ``record``; None when there is no such record."""
        key = (record, number)
        owner = self._kept.get(key)
        if owner is not None:
            self._kept.move_to_end(key)
            return owner
        self.queries += 1
        row = await self._db.read(lambda c: _read(c, record, number))
        if row is None:
            return None
        guild_id, channel_id, message_id, *members = row
        owner = Owner(
            int(guild_id),
            int(channel_id),
            frozenset(int(m) for m in members if m is not None),
            None if message_id is None else int(message_id),
        )
        if record == "match" or owner.message_id is not None:
            self.remember(record, number, owner)  # a sign-up not yet posted is read again
        return owner

    def remember(self, record: RecordKind, number: int, owner: Owner) -> None:
        """Keep a record's owner (a record made or restored here needs no read)."""
        self._kept[(record, number)] = owner
        self._kept.move_to_end((record, number))
        while len(self._kept) > KEPT:
            self._kept.popitem(last=False)

    def remember_match(
        self, match_id: int, guild_id: int, channel_id: int, players: tuple[Player, Player]
    ) -> None:
        """Keep a match's owner: its server, channel and seated members."""
        members = frozenset(p.user_id for p in players if p.user_id is not None)
        self.remember("match", match_id, Owner(guild_id, channel_id, members))


async def _read(session: Session, record: RecordKind, number: int) -> Row | None:
    if not 0 < number < 2**63:  # not a row any table can hold: nothing to read
        return None
    row = await session.fetchone(_QUERIES[record], (number,))
    return row
