"""A server's leaderboard: points, then wins, then who reached their points first."""

from __future__ import annotations

from dataclasses import dataclass
from datetime import datetime
from typing import Any

from bot.store.sql import Session
from bot.store.stats import BiggestYaku
from bot.store.timestamps import from_text

# Members who finished a match here, in leaderboard order; user_id breaks exact ties so that
# the order never changes between two pages. The members_ranked index holds this very order.
_RANKED = (
    "FROM members WHERE guild_id = ? AND played > 0 "
    "ORDER BY ranking_points DESC, won DESC, points_reached_at ASC, user_id ASC"
)
_COLUMNS = (
    "user_id, ranking_points, played, won, lost, drawn, best_round_score, biggest_yaku_key, "
    "biggest_yaku_points, points_reached_at"
)
# One member's line and place, in one statement: those with more points come from the
# per-points tally, those with equal points from three ranges of the index; nobody is sorted.
_RANK = f"""
SELECT {", ".join(f"me.{c.strip()}" for c in _COLUMNS.split(","))}, 1
  + (SELECT COALESCE(SUM(t.members), 0) FROM ranked_points AS t
        WHERE t.guild_id = me.guild_id AND t.ranking_points > me.ranking_points)
  + (SELECT COUNT(*) FROM members AS o
        WHERE o.guild_id = me.guild_id AND o.played > 0 AND o.ranking_points = me.ranking_points
          AND o.won > me.won)
  + (SELECT COUNT(*) FROM members AS o
        WHERE o.guild_id = me.guild_id AND o.played > 0 AND o.ranking_points = me.ranking_points
          AND o.won = me.won AND o.points_reached_at < me.points_reached_at)
  + (SELECT COUNT(*) FROM members AS o
        WHERE o.guild_id = me.guild_id AND o.played > 0 AND o.ranking_points = me.ranking_points
          AND o.won = me.won AND o.points_reached_at = me.points_reached_at
          AND o.user_id < me.user_id)
FROM members AS me WHERE me.guild_id = ? AND me.user_id = ? AND me.played > 0
"""
_TOTAL = "SELECT COALESCE(SUM(members), 0) FROM ranked_points WHERE guild_id = ?"


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


def _entry(rank: int, row: Any) -> RankEntry:
    user_id, points, played, won, lost, drawn, best, key, key_points, reached = row
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


async def leaderboard(conn: Session, guild_id: int, page: int, per_page: int) -> LeaderboardPage:
    """Page ``page`` (1-based; clamped to the pages there are) of the server's leaderboard.

    One statement when the page exists (each statement reads one consistent state).
    """
    if per_page < 1:
        raise ValueError(f"per_page must be at least 1, not {per_page}")
    page = max(page, 1)
    rows = await conn.fetchall(
        f"SELECT {_COLUMNS}, ({_TOTAL}) {_RANKED} LIMIT ? OFFSET ?",
        (guild_id, guild_id, per_page, (page - 1) * per_page),
    )
    if rows:
        total = int(rows[0][-1])
    else:  # past the last page, or nobody yet: clamp to the last page
        found = await conn.fetchone(_TOTAL, (guild_id,))
        total = int(found[0]) if found else 0
        page = max(1, -(-total // per_page))
        rows = await conn.fetchall(
            f"SELECT {_COLUMNS}, 0 {_RANKED} LIMIT ? OFFSET ?",
            (guild_id, per_page, (page - 1) * per_page),
        )
    pages = max(1, -(-total // per_page))
    offset = (page - 1) * per_page
    entries = [_entry(offset + i + 1, row[:-1]) for i, row in enumerate(rows)]
    return LeaderboardPage(entries, page, pages, total, per_page)


async def rank_of(conn: Session, guild_id: int, user_id: int) -> RankEntry | None:
    """The member's line, wherever it is; None if they never finished a match here."""
    row = await conn.fetchone(_RANK, (guild_id, user_id))
    return None if row is None else _entry(int(row[-1]), row[:-1])
