"""The wait after a forfeit, stored so that it outlives a restart: one row per member waiting."""

from __future__ import annotations

from datetime import datetime

from bot.store.sql import Session
from bot.store.timestamps import from_text, to_text


async def set_cooldown(
    conn: Session, guild_id: int, user_id: int, until: datetime, now: datetime
) -> None:
    """Make the member wait until ``until``; the waits that are over are cleared meanwhile."""
    await conn.execute("DELETE FROM cooldowns WHERE waits_until <= ?", (to_text(now),))
    await conn.execute(
        "INSERT INTO cooldowns (guild_id, user_id, waits_until) VALUES (?, ?, ?) "
        "ON CONFLICT (guild_id, user_id) DO UPDATE SET waits_until = excluded.waits_until",
        (guild_id, user_id, to_text(until)),
    )


async def cooldowns(conn: Session, now: datetime) -> dict[tuple[int, int], datetime]:
    """Until when each waiting member (by server and member) may not start a match."""
    rows = await conn.fetchall(
        "SELECT guild_id, user_id, waits_until FROM cooldowns WHERE waits_until > ?",
        (to_text(now),),
    )
    return {(int(guild), int(user)): from_text(until) for guild, user, until in rows}
