"""The spectators' guesses at a STOP or KOI-KOI decision of a match: one per member."""

from __future__ import annotations

from datetime import datetime
from typing import Literal

from bot.store.sql import Database, Session
from bot.store.timestamps import Clock, to_text

Guess = Literal["stop", "koikoi"]


async def cast_vote(
    conn: Session, match_id: int, seq: int, user_id: int, guess: Guess, now: datetime
) -> bool:
    """Record a spectator's guess at the decision ``seq`` of a match; False if they had one."""
    added = await conn.execute(
        "INSERT INTO call_votes (match_id, seq, user_id, guess, voted_at) VALUES (?, ?, ?, ?, ?) "
        "ON CONFLICT (match_id, seq, user_id) DO NOTHING",
        (match_id, seq, user_id, guess, to_text(now)),
    )
    return added == 1


async def votes(conn: Session, match_id: int, seq: int) -> dict[Guess, int]:
    """How many guessed each way at the decision ``seq`` of a match."""
    rows = await conn.fetchall(
        "SELECT guess, COUNT(*) FROM call_votes WHERE match_id = ? AND seq = ? GROUP BY guess",
        (match_id, seq),
    )
    counted: dict[Guess, int] = {"stop": 0, "koikoi": 0}
    for guess, count in rows:
        counted[str(guess)] = int(count)  # type: ignore[index]
    return counted


class CallStore:
    """The store's door to the spectators' guesses (``Store.calls``)."""

    def __init__(self, db: Database, clock: Clock) -> None:
        self._db = db
        self._clock = clock

    async def vote(self, match_id: int, seq: int, user_id: int, guess: Guess) -> bool:
        """A spectator's guess at a decision; False if they had guessed it already."""
        now = self._clock()
        return await self._db.run(lambda c: cast_vote(c, match_id, seq, user_id, guess, now))

    async def votes(self, match_id: int, seq: int) -> dict[Guess, int]:
        """How the spectators guessed at a decision."""
        return await self._db.read(lambda c: votes(c, match_id, seq))
