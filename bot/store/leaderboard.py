"""A server's leaderboard: points, then wins, then who reached their points first."""

from __future__ import annotations

from dataclasses import dataclass
from datetime import datetime
from typing import Any

import aiosqlite

from bot.store.stats import BiggestYaku
from bot.store.timestamps import from_text

# Members who played at least once, with their totals and their place; user_id breaks exact
# ties so that the order never changes between two pages.
_RANKED = """
WITH totals AS (
    SELECT m.user_id, m.ranking_points, m.points_reached_at, m.best_round_score,
           m.biggest_yaku_key, m.biggest_yaku_points,
           SUM(r.played) AS played, SUM(r.won) AS won, SUM(r.lost) AS lost,
           SUM(r.drawn) AS drawn
    FROM members AS m
    JOIN member_records AS r ON r.guild_id = m.guild_id AND r.user_id = m.user_id
    WHERE m.guild_id = :guild_id
    GROUP BY m.user_id
    HAVING SUM(r.played) > 0
), ranked AS (
    SELECT *, ROW_NUMBER() OVER (
        ORDER BY ranking_points DESC, won DESC, points_reached_at ASC, user_id ASC
    ) AS rank
    FROM totals
)
SELECT rank, user_id, ranking_points, played, won, lost, drawn, best_round_score,
       biggest_yaku_key, biggest_yaku_points, points_reached_at
FROM ranked
"""


@dataclass(frozen=True, slots=True)
class RankEntry:
    """One member's line on the leaderboard."""

    rank: int  # 1-based
    user_id: int
    ranking_points: int
    played: int
    won: int
    lost: int
    drawn: int
    best_round_score: int
    biggest_yaku: BiggestYaku | None
    points_reached_at: datetime


@dataclass(frozen=True, slots=True)
class LeaderboardPage:
    """One page of a server's leaderboard."""

    entries: list[RankEntry]
    page: int  # 1-based, clamped to 1..pages
    pages: int  # at least 1, even when nobody played yet
    total: int  # members on the leaderboard
    per_page: int


def _entry(row: Any) -> RankEntry:
    rank, user_id, points, played, won, lost, drawn, best, key, key_points, reached = row
    return RankEntry(
        rank=rank,
        user_id=user_id,
        ranking_points=points,
        played=played,
        won=won,
        lost=lost,
        drawn=drawn,
        best_round_score=best,
        biggest_yaku=None if key is None else BiggestYaku(key, key_points),
        points_reached_at=from_text(reached),
    )


async def leaderboard(
    conn: aiosqlite.Connection, guild_id: int, page: int, per_page: int
) -> LeaderboardPage:
    """Page ``page`` (1-based; clamped to the pages there are) of the server's leaderboard."""
    if per_page < 1:
        raise ValueError(f"per_page must be at least 1, not {per_page}")
    async with conn.execute(
        "SELECT COUNT(*) FROM (SELECT 1 FROM member_records WHERE guild_id = ? "
        "GROUP BY user_id HAVING SUM(played) > 0)",
        (guild_id,),
    ) as cursor:
        row = await cursor.fetchone()
    total = int(row[0]) if row else 0
    pages = max(1, -(-total // per_page))
    page = min(max(page, 1), pages)
    async with conn.execute(
        _RANKED + " WHERE rank > :offset ORDER BY rank LIMIT :limit",
        {"guild_id": guild_id, "offset": (page - 1) * per_page, "limit": per_page},
    ) as cursor:
        entries = [_entry(row) for row in await cursor.fetchall()]
    return LeaderboardPage(entries, page, pages, total, per_page)


async def rank_of(conn: aiosqlite.Connection, guild_id: int, user_id: int) -> RankEntry | None:
    """The member's line, wherever it is; None if they never finished a match here."""
    async with conn.execute(
        _RANKED + " WHERE user_id = :user_id", {"guild_id": guild_id, "user_id": user_id}
    ) as cursor:
        row = await cursor.fetchone()
    return None if row is None else _entry(row)
