"""A server's leaderboard: points, then wins, then who reached their points first; members
with equal ranking points share a rank."""

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
# A member's place: one more than the members with more points, read from the per-points
# tally; members with equal ranking points share it ("=3"), and whether they do is read there too.
_PLACE = """1 + (SELECT COALESCE(SUM(t.members), 0) FROM ranked_points AS t
        WHERE t.guild_id = {me}.guild_id AND t.ranking_points > {me}.ranking_points),
  (SELECT COALESCE(MAX(t.members), 0) FROM ranked_points AS t
        WHERE t.guild_id = {me}.guild_id AND t.ranking_points = {me}.ranking_points) > 1"""
_RANK = f"""
SELECT {", ".join(f"me.{c.strip()}" for c in _COLUMNS.split(","))}, {_PLACE.format(me="me")}
FROM members AS me WHERE me.guild_id = ? AND me.user_id = ? AND me.played > 0
"""
_PLACE_HERE = _PLACE.format(me="members")
_TOTAL = "SELECT COALESCE(SUM(members), 0) FROM ranked_points WHERE guild_id = ?"


@dataclass(frozen=True, slots=True)
class RankEntry:
    """One member's line on the leaderboard."""

    rank: int  # 1-based; members with equal ranking points share it
    user_id: int
    ranking_points: int
    played: int
    won: int
    lost: int
    drawn: int
    best_round_score: int
    biggest_yaku: BiggestYaku | None
    points_reached_at: datetime
    tied: bool = False  # another member holds as many ranking points (and so the same rank)

    @property
    def place(self) -> str:
        """The rank as written: "3", or "=3" when shared."""
        return f"={self.rank}" if self.tied else str(self.rank)


@dataclass(frozen=True, slots=True)
class LeaderboardPage:
    """One page of a server's leaderboard."""

    entries: list[RankEntry]
    page: int  # 1-based, clamped to 1..pages
    pages: int  # at least 1, even when nobody played yet
    total: int  # members on the leaderboard
    per_page: int


def _entry(row: Any) -> RankEntry:
    user_id, points, played, won, lost, drawn, best, key, key_points, reached, rank, tied = row
    return RankEntry(
        rank=int(rank),
        tied=bool(tied),
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
        f"SELECT {_COLUMNS}, {_PLACE_HERE}, ({_TOTAL}) {_RANKED} LIMIT ? OFFSET ?",
        (guild_id, guild_id, per_page, (page - 1) * per_page),
    )
    if rows:
        total = int(rows[0][-1])
    else:  # past the last page, or nobody yet: clamp to the last page
        found = await conn.fetchone(_TOTAL, (guild_id,))
        total = int(found[0]) if found else 0
        page = max(1, -(-total // per_page))
        rows = await conn.fetchall(
            f"SELECT {_COLUMNS}, {_PLACE_HERE}, 0 {_RANKED} LIMIT ? OFFSET ?",
            (guild_id, per_page, (page - 1) * per_page),
        )
    pages = max(1, -(-total // per_page))
    entries = [_entry(row[:-1]) for row in rows]
    return LeaderboardPage(entries, page, pages, total, per_page)


async def rank_of(conn: Session, guild_id: int, user_id: int) -> RankEntry | None:
    """The member's line, wherever it is; None if they never finished a match here."""
    row = await conn.fetchone(_RANK, (guild_id, user_id))
    return None if row is None else _entry(row)
