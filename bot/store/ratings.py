"""Members' skill ratings per server: updated when a match finishes, recounted from the stored
results, listed for the leaderboard's rating view."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from datetime import datetime
from typing import Any, cast

from bot.engine.levels import Level
from bot.rating.ledger import Book, Change, MemberKey, RatedMatch, Seat, apply, recent, replay
from bot.rating.skill import PROVISIONAL_MATCHES, Skill
from bot.store.sql import Session
from bot.store.timestamps import from_text, maybe_from_text, to_text

TREND_MATCHES = 5  # the trend is the change over a member's last five rated matches

# The stored results, in the order they were finished: what a recount replays.
_RESULTS = (
    "SELECT match_id, guild_id, seat0_user_id, seat0_level, seat1_user_id, seat1_level, winner, "
    "hinted, finished_at FROM matches WHERE status = 'finished' ORDER BY finished_at, match_id"
)


@dataclass(frozen=True, slots=True)
class MemberRating:
    """A member's rating and how it moved over their last rated matches."""

    skill: Skill
    trend: int  # shown rating now minus before their last TREND_MATCHES rated matches


@dataclass(frozen=True, slots=True)
class RatingEntry:
    """One line of the rating view."""

    place: int
    user_id: int
    skill: Skill


@dataclass(frozen=True, slots=True)
class RatingPage:
    """One page of a server's rating view: established members first, then provisional."""

    entries: list[RatingEntry]
    page: int
    pages: int
    total: int


def rated_match(row: Sequence[Any]) -> RatedMatch:
    """A stored match's row (as ``_RESULTS`` selects it) as its ratings need it."""
    match_id, guild_id, user0, level0, user1, level1, winner, hinted, finished_at = row
    seats = (Seat(user0, cast(Level | None, level0)), Seat(user1, cast(Level | None, level1)))
    return RatedMatch(match_id, guild_id, seats, winner, bool(hinted), _moment(finished_at))


def _moment(text: str | None) -> datetime | None:
    """A stored finishing time (None if missing or not written by this bot)."""
    try:
        return maybe_from_text(text)
    except ValueError:
        return None


async def _skill(conn: Session, guild_id: int, user_id: int) -> Skill | None:
    row = await conn.fetchone(
        "SELECT mu, sigma, rated FROM ratings WHERE guild_id = ? AND user_id = ?",
        (guild_id, user_id),
    )
    return None if row is None else Skill(float(row[0]), float(row[1]), int(row[2]))


async def _write(conn: Session, change: Change, now: datetime) -> None:
    after = change.after
    await conn.execute(
        "INSERT INTO ratings (guild_id, user_id, mu, sigma, rated, updated_at) "
        "VALUES (?, ?, ?, ?, ?, ?) ON CONFLICT (guild_id, user_id) DO UPDATE SET "
        "mu = excluded.mu, sigma = excluded.sigma, rated = excluded.rated, "
        "updated_at = excluded.updated_at",
        (change.guild_id, change.user_id, after.mu, after.sigma, after.matches, to_text(now)),
    )
    await conn.execute(
        "INSERT INTO rating_changes (match_id, user_id, guild_id, mu_before, mu, sigma, rated, "
        "rated_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?)",
        (change.match_id, change.user_id, change.guild_id, change.before.mu, after.mu,
         after.sigma, after.matches, to_text(now)),
    )  # fmt: skip


async def _repeats(conn: Session, match: RatedMatch, now: datetime) -> int:
    """How many results the match's two members had within the repeat window before it, as a
    recount (by finishing time, then match id) sees them."""
    if match.pair is None:
        return 0
    guild_id, one, two = match.pair
    rows = await conn.fetchall(
        "SELECT finished_at, match_id FROM matches WHERE guild_id = ? AND status = 'finished' "
        "AND ((seat0_user_id = ? AND seat1_user_id = ?) OR (seat0_user_id = ? AND "
        "seat1_user_id = ?))",
        (guild_id, one, two, two, one),
    )
    key = (to_text(now), match.match_id)
    earlier = [from_text(at) for at, match_id in rows if (at, match_id) < key]
    return recent(earlier, now)


async def record(conn: Session, match: RatedMatch, now: datetime) -> tuple[Change, ...]:
    """Update the ratings of the members of finished ``match`` (inside its transaction)."""
    current: dict[MemberKey, Skill] = {}
    for seat in match.seats:
        if seat.user_id is not None:
            found = await _skill(conn, match.guild_id, seat.user_id)
            if found is not None:
                current[(match.guild_id, seat.user_id)] = found
    changes = apply(match, current, await _repeats(conn, match, now))
    for change in changes:
        await _write(conn, change, now)
    return changes


async def stored(conn: Session) -> dict[MemberKey, Skill]:
    """Every member's rating as stored."""
    rows = await conn.fetchall("SELECT guild_id, user_id, mu, sigma, rated FROM ratings")
    return {(g, u): Skill(float(mu), float(sigma), int(n)) for g, u, mu, sigma, n in rows}


async def recount(conn: Session) -> dict[MemberKey, Skill]:
    """Every member's rating replayed from the stored results, in the order they finished."""
    return replay(rated_match(row) for row in await conn.fetchall(_RESULTS))


async def rebuild(conn: Session, now: datetime) -> int:
    """Rewrite every rating and change from the stored results; returns the matches rated."""
    await conn.execute("DELETE FROM rating_changes")
    await conn.execute("DELETE FROM ratings")
    book = Book()
    rated = 0
    for row in await conn.fetchall(_RESULTS):
        changes = book.add(rated_match(row))
        rated += bool(changes)
        for change in changes:
            await _write(conn, change, now)
    return rated


async def rating_of(conn: Session, guild_id: int, user_id: int) -> MemberRating | None:
    """The member's rating here and its trend; None before their first rated match."""
    skill = await _skill(conn, guild_id, user_id)
    if skill is None:
        return None
    row = await conn.fetchone(
        "SELECT mu_before FROM rating_changes WHERE guild_id = ? AND user_id = ? AND rated > ? "
        "ORDER BY rated LIMIT 1",
        (guild_id, user_id, skill.matches - TREND_MATCHES),
    )
    start = Skill(float(row[0])) if row else skill
    return MemberRating(skill, skill.shown - start.shown)


_ORDER = "ORDER BY CASE WHEN rated >= ? THEN 0 ELSE 1 END, mu DESC, user_id"


async def rating_page(conn: Session, guild_id: int, page: int, per_page: int) -> RatingPage:
    """Page ``page`` (clamped) of the server's members by rating, established ones first."""
    found = await conn.fetchone("SELECT COUNT(*) FROM ratings WHERE guild_id = ?", (guild_id,))
    total = int(found[0]) if found else 0
    pages = max(1, -(-total // per_page))
    page = min(max(page, 1), pages)
    rows = await conn.fetchall(
        f"SELECT user_id, mu, sigma, rated FROM ratings WHERE guild_id = ? {_ORDER} "
        "LIMIT ? OFFSET ?",
        (guild_id, PROVISIONAL_MATCHES, per_page, (page - 1) * per_page),
    )
    entries = [
        RatingEntry((page - 1) * per_page + i + 1, user, Skill(float(mu), float(sigma), int(n)))
        for i, (user, mu, sigma, n) in enumerate(rows)
    ]
    return RatingPage(entries, page, pages, total)
