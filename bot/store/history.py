"""A member's history as their statistics picture draws it: the rating after each rated match."""

from __future__ import annotations

from bot.store.sql import Session


async def rating_history(conn: Session, guild_id: int, user_id: int) -> list[tuple[int, float]]:
    """Each rated match's count and the member's mu after it, oldest first."""
    rows = await conn.fetchall(
        "SELECT rated, mu FROM rating_changes WHERE guild_id = ? AND user_id = ? ORDER BY rated",
        (guild_id, user_id),
    )
    return [(int(rated), float(mu)) for rated, mu in rows]
