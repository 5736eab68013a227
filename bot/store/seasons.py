"""A server's seasons: the plan, the end of a season (exactly once, whichever process and
however late), and the boards kept from ended seasons.

A season ends at the first instant (UTC) of the next month or quarter. Ending it, in one
transaction: insert its ``season_ends`` row (the primary key lets one process do it), keep the
top of the board, set every member's ranking points to zero (their other statistics stay), and
start the next season, which ends at the next boundary after now: a bot down for a while ends
the season it missed on its next start, once.
"""

from __future__ import annotations

from dataclasses import dataclass
from datetime import UTC, datetime
from typing import Literal

from bot.store import leaderboard
from bot.store.sql import Session
from bot.store.timestamps import from_text, to_text

SeasonLength = Literal["off", "monthly", "quarterly"]
KEPT_PLACES = 10  # the top of an ended season's board that is kept


@dataclass(frozen=True, slots=True)
class SeasonPlan:
    """A server's seasons as set by its managers."""

    length: SeasonLength
    channel_id: int | None
    number: int  # the season in play
    started_at: datetime
    ends_at: datetime


@dataclass(frozen=True, slots=True)
class SeasonPlace:
    """One member's line on an ended season's board."""

    place: int
    tied: bool
    user_id: int
    ranking_points: int
    played: int
    won: int


@dataclass(frozen=True, slots=True)
class SeasonEnd:
    """An ended season and the top of its board."""

    guild_id: int
    number: int
    started_at: datetime
    ended_at: datetime
    channel_id: int | None
    top: tuple[SeasonPlace, ...]


def next_boundary(after: datetime, length: SeasonLength) -> datetime:
    """The first instant of the next month (or quarter) strictly after ``after``."""
    step = 3 if length == "quarterly" else 1
    month = ((after.month - 1) // step + 1) * step + 1  # the month after this period, 1-based
    year = after.year + (month - 1) // 12
    return datetime(year, (month - 1) % 12 + 1, 1, tzinfo=UTC)


async def plan_of(conn: Session, guild_id: int) -> SeasonPlan | None:
    """The server's plan; None if seasons were never turned on."""
    row = await conn.fetchone(
        "SELECT length, channel_id, number, started_at, ends_at FROM season_plans "
        "WHERE guild_id = ?",
        (guild_id,),
    )
    if row is None:
        return None
    length, channel, number, started, ends = row
    return SeasonPlan(length, channel, int(number), from_text(started), from_text(ends))


async def set_plan(
    conn: Session, guild_id: int, length: SeasonLength, channel_id: int | None, now: datetime
) -> SeasonPlan:
    """Turn seasons on or off, or change their length or channel; a season turned on starts
    now (the first) or goes on (turned on again), ending at the next boundary."""
    ends = to_text(next_boundary(now, length))
    await conn.execute(
        "INSERT INTO season_plans (guild_id, length, channel_id, number, started_at, ends_at, "
        "updated_at) VALUES (?, ?, ?, 1, ?, ?, ?) ON CONFLICT (guild_id) DO UPDATE SET "
        "length = excluded.length, channel_id = excluded.channel_id, "
        "ends_at = excluded.ends_at, updated_at = excluded.updated_at",
        (guild_id, length, channel_id, to_text(now), ends, to_text(now)),
    )
    plan = await plan_of(conn, guild_id)
    assert plan is not None
    return plan


async def due(conn: Session, now: datetime) -> list[int]:
    """The servers whose season in play should have ended by ``now``."""
    rows = await conn.fetchall(
        "SELECT guild_id FROM season_plans WHERE length <> 'off' AND ends_at <= ? "
        "ORDER BY guild_id",
        (to_text(now),),
    )
    return [int(row[0]) for row in rows]


async def _keep_board(conn: Session, guild_id: int, number: int) -> tuple[SeasonPlace, ...]:
    page = await leaderboard.leaderboard(conn, guild_id, 1, KEPT_PLACES)
    top = tuple(
        SeasonPlace(e.rank, e.tied, e.user_id, e.ranking_points, e.played, e.won)
        for e in page.entries
    )
    for p in top:
        await conn.execute(
            "INSERT INTO season_boards (guild_id, number, user_id, place, tied, ranking_points, "
            "played, won) VALUES (?, ?, ?, ?, ?, ?, ?, ?)",
            (guild_id, number, p.user_id, p.place, int(p.tied), p.ranking_points, p.played, p.won),
        )
    return top


async def _restart_points(conn: Session, guild_id: int, stamp: str) -> None:
    """Every member of the server back to zero ranking points, all else kept."""
    await conn.execute(
        "UPDATE members SET ranking_points = 0, points_reached_at = ? WHERE guild_id = ?",
        (stamp, guild_id),
    )
    await conn.execute("DELETE FROM ranked_points WHERE guild_id = ?", (guild_id,))
    await conn.execute(
        "INSERT INTO ranked_points (guild_id, ranking_points, members) "
        "SELECT guild_id, 0, COUNT(*) FROM members WHERE guild_id = ? AND played > 0 "
        "GROUP BY guild_id",
        (guild_id,),
    )


async def end_season(conn: Session, guild_id: int, now: datetime) -> SeasonEnd | None:
    """End the server's season in play if it is due (inside one write transaction); None if
    it is not due, or another process ended it first."""
    plan = await plan_of(conn, guild_id)
    if plan is None or plan.length == "off" or plan.ends_at > now:
        return None
    claimed = await conn.execute(
        "INSERT INTO season_ends (guild_id, number, started_at, ended_at, channel_id) "
        "VALUES (?, ?, ?, ?, ?) ON CONFLICT (guild_id, number) DO NOTHING",
        (guild_id, plan.number, to_text(plan.started_at), to_text(plan.ends_at), plan.channel_id),
    )
    if claimed != 1:
        return None
    top = await _keep_board(conn, guild_id, plan.number)
    await _restart_points(conn, guild_id, to_text(plan.ends_at))
    await conn.execute(
        "UPDATE season_plans SET number = ?, started_at = ?, ends_at = ?, updated_at = ? "
        "WHERE guild_id = ? AND number = ?",
        (plan.number + 1, to_text(plan.ends_at), to_text(next_boundary(now, plan.length)),
         to_text(now), guild_id, plan.number),
    )  # fmt: skip
    return SeasonEnd(guild_id, plan.number, plan.started_at, plan.ends_at, plan.channel_id, top)


async def claim_announcement(conn: Session, guild_id: int, number: int, now: datetime) -> bool:
    """Whether this caller is the one to announce the ended season (at most one is)."""
    changed = await conn.execute(
        "UPDATE season_ends SET announced_at = ? "
        "WHERE guild_id = ? AND number = ? AND announced_at IS NULL",
        (to_text(now), guild_id, number),
    )
    return changed == 1


async def unannounced(conn: Session) -> list[tuple[int, int]]:
    """(guild_id, number) of the ended seasons not announced yet."""
    rows = await conn.fetchall(
        "SELECT guild_id, number FROM season_ends WHERE announced_at IS NULL "
        "ORDER BY guild_id, number"
    )
    return [(int(g), int(n)) for g, n in rows]


async def ended(conn: Session, guild_id: int, number: int) -> SeasonEnd | None:
    """An ended season with its kept board; None if the server has no such season."""
    row = await conn.fetchone(
        "SELECT started_at, ended_at, channel_id FROM season_ends "
        "WHERE guild_id = ? AND number = ?",
        (guild_id, number),
    )
    if row is None:
        return None
    rows = await conn.fetchall(
        "SELECT place, tied, user_id, ranking_points, played, won FROM season_boards "
        "WHERE guild_id = ? AND number = ? ORDER BY place, user_id",
        (guild_id, number),
    )
    top = tuple(
        SeasonPlace(int(p), bool(t), u, int(r), int(pl), int(w)) for p, t, u, r, pl, w in rows
    )
    return SeasonEnd(guild_id, number, from_text(row[0]), from_text(row[1]), row[2], top)


async def last_ended(conn: Session, guild_id: int) -> int:
    """The number of the server's latest ended season (0: none yet)."""
    row = await conn.fetchone(
        "SELECT COALESCE(MAX(number), 0) FROM season_ends WHERE guild_id = ?", (guild_id,)
    )
    return int(row[0]) if row else 0
