"""Turn time given back: the seconds the bot took to show a player their hand, added to their
turn's clock. Kept beside the match log (never in it, so replaying the log is unchanged), one
row a turn, and written with the turn's longer deadline in one transaction."""

from __future__ import annotations

from dataclasses import dataclass
from datetime import datetime

from bot.store.matches import set_turn_deadline
from bot.store.sql import Session
from bot.store.timestamps import to_text


@dataclass(frozen=True, slots=True)
class GivenBack:
    """``seconds`` given back to ``seat`` on the turn at move ``seq`` (0-based) of the log."""

    seq: int
    seat: int
    seconds: float


async def give_back(
    conn: Session,
    match_id: int,
    seq: int,
    seat: int,
    seconds: float,
    deadline: datetime,
    now: datetime,
) -> None:
    """Add ``seconds`` to turn ``seq``'s time given back and store its ``deadline``; raises
    MatchNotActiveError for a match that is over (nothing written)."""
    await set_turn_deadline(conn, match_id, deadline, now)
    await conn.execute(
        "INSERT INTO time_given_back (match_id, seq, seat, seconds, given_at) "
        "VALUES (?, ?, ?, ?, ?) ON CONFLICT (match_id, seq) DO UPDATE SET "
        "seconds = time_given_back.seconds + excluded.seconds, given_at = excluded.given_at",
        (match_id, seq, seat, float(seconds), to_text(now)),
    )


async def given_back(conn: Session, match_id: int) -> list[GivenBack]:
    """The time given back in the match, turn by turn."""
    rows = await conn.fetchall(
        "SELECT seq, seat, seconds FROM time_given_back WHERE match_id = ? ORDER BY seq",
        (match_id,),
    )
    return [GivenBack(int(seq), int(seat), float(seconds)) for seq, seat, seconds in rows]


__all__ = ["GivenBack", "give_back", "given_back"]
