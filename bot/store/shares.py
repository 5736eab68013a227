"""Reviews shared in their channel, stored so that each is shared once, restarts included."""

from __future__ import annotations

from datetime import datetime

from bot.store.sql import Session
from bot.store.timestamps import to_text


async def claim_share(conn: Session, match_id: int, seat: int, now: datetime) -> bool:
    """Record that ``seat``'s review of the match is being shared; False if it was already."""
    added = await conn.execute(
        "INSERT INTO review_shares (match_id, seat, shared_at) VALUES (?, ?, ?) "
        "ON CONFLICT (match_id, seat) DO NOTHING",
        (match_id, seat, to_text(now)),
    )
    return added == 1


async def release_share(conn: Session, match_id: int, seat: int) -> None:
    """Forget a share that could not be posted, so that it may be tried again."""
    await conn.execute(
        "DELETE FROM review_shares WHERE match_id = ? AND seat = ?", (match_id, seat)
    )
