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
# Members ahead of one with (points, won, reached, user_id): those with more points from the
# per-points tally, then three ranges of the index among equal points, none sorted.
_AHEAD = """
SELECT
    (SELECT COALESCE(SUM(members), 0) FROM ranked_points
        WHERE guild_id = ? AND ranking_points > ?)
  + (SELECT COUNT(*) FROM members WHERE guild_id = ? AND played > 0 AND ranking_points = ?
        AND won > ?)
  + (SELECT COUNT(*) FROM members WHERE guild_id = ? AND played > 0 AND ranking_points = ?
        AND won = ? AND points_reached_at < ?)
  + (SELECT COUNT(*) FROM members WHERE guild_id = ? AND played > 0 AND ranking_points = ?
        AND won = ? AND points_reached_at = ? AND user_id < ?)
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
    """Page ``page`` (1-based; clamped to the pages there are) of the server's leaderboard."""
    if per_page < 1:
        raise ValueError(f"per_page must be at least 1, not {per_page}")
    row = await conn.fetchone(
        "SELECT COALESCE(SUM(members), 0) FROM ranked_points WHERE guild_id = ?", (guild_id,)
    )
    total = int(row[0]) if row else 0
    pages = max(1, -(-total // per_page))
    page = min(max(page, 1), pages)
    offset = (page - 1) * per_page
    rows = await conn.fetchall(
        f"SELECT {_COLUMNS} {_RANKED} LIMIT ? OFFSET ?", (guild_id, per_page, offset)
    )
    entries = [_entry(offset + i + 1, row) for i, row in enumerate(rows)]
    return LeaderboardPage(entries, page, pages, total, per_page)


async def rank_of(conn: Session, guild_id: int, user_id: int) -> RankEntry | None:
    """The member's line, wherever it is; None if they never finished a match here."""
    row = await conn.fetchone(
        f"SELECT {_COLUMNS} FROM members WHERE guild_id = ? AND user_id = ? AND played > 0",
        (guild_id, user_id),
    )
    if row is None:
        return None
    points, won, reached = row[1], row[3], row[9]
    ahead = await conn.fetchone(
        _AHEAD,
        (
            guild_id, points,
            guild_id, points, won,
            guild_id, points, won, reached,
            guild_id, points, won, reached, user_id,
        ),
    )  # fmt: skip
    assert ahead is not None
    return _entry(int(ahead[0]) + 1, row)
