"""Members of a server: ranking points, records per opponent, best results, preferences."""

from __future__ import annotations

import re
from collections.abc import Mapping
from dataclasses import dataclass, field
from datetime import datetime

from bot.engine.players import OPPONENTS, Opponent
from bot.store.sql import Session
from bot.store.stats import BiggestYaku, SeatStats
from bot.store.timestamps import maybe_from_text, to_text

# A language code as the bot's catalogs and Discord write them: 'ms', 'nb', 'en-GB'.
_LANGUAGE = re.compile(r"[a-z]{2,3}(-[A-Za-z0-9]{2,8})*")


@dataclass(frozen=True, slots=True)
class Record:
    """Matches played, won, lost and drawn (against one kind of opponent, or in all)."""

    played: int = 0
    won: int = 0
    lost: int = 0
    drawn: int = 0

    def __add__(self, other: Record) -> Record:
        return Record(
            self.played + other.played,
            self.won + other.won,
            self.lost + other.lost,
            self.drawn + other.drawn,
        )


def _empty_records() -> dict[Opponent, Record]:
    return {opponent: Record() for opponent in OPPONENTS}


@dataclass(frozen=True, slots=True)
class MemberProfile:
    """Everything kept about one member of one server (zeros for a member never seen)."""

    guild_id: int
    user_id: int
    ranking_points: int = 0
    points_reached_at: datetime | None = None  # when the current ranking points were reached
    records: Mapping[Opponent, Record] = field(default_factory=_empty_records)
    best_round_score: int = 0
    biggest_yaku: BiggestYaku | None = None
    koikoi_calls: int = 0
    koikoi_won: int = 0  # rounds in which they called koi-koi and then won the round
    birth_month: int | None = None  # 1..12, for the 'traditional' first dealer
    two_step_play: bool | None = None  # None: the preset's default
    language: str | None = None  # e.g. 'ms'; None: their Discord app's language

    @property
    def total(self) -> Record:
        """The record against every opponent together."""
        total = Record()
        for record in self.records.values():
            total = total + record
        return total


@dataclass(frozen=True, slots=True)
class MemberUpdate:
    """A member's standing right after a match was recorded."""

    ranking_points: int
    new_best_round: bool
    new_biggest_yaku: bool


async def get_profile(conn: Session, guild_id: int, user_id: int) -> MemberProfile:
    """The member's profile (all defaults if they never played nor set a preference)."""
    row = await conn.fetchone(
        "SELECT ranking_points, points_reached_at, best_round_score, biggest_yaku_key, "
        "biggest_yaku_points, koikoi_calls, koikoi_won, birth_month, two_step_play, language "
        "FROM members WHERE guild_id = ? AND user_id = ?",
        (guild_id, user_id),
    )
    if row is None:
        return MemberProfile(guild_id, user_id)
    records = _empty_records()
    for opponent, played, won, lost, drawn in await conn.fetchall(
        "SELECT opponent, played, won, lost, drawn FROM member_records "
        "WHERE guild_id = ? AND user_id = ?",
        (guild_id, user_id),
    ):
        records[opponent] = Record(played, won, lost, drawn)
    points, reached, best, yaku_key, yaku_points, calls, calls_won, month, two_step, language = row
    return MemberProfile(
        guild_id=guild_id,
        user_id=user_id,
        ranking_points=points,
        points_reached_at=maybe_from_text(reached),
        records=records,
        best_round_score=best,
        biggest_yaku=None if yaku_key is None else BiggestYaku(yaku_key, yaku_points),
        koikoi_calls=calls,
        koikoi_won=calls_won,
        birth_month=month,
        two_step_play=None if two_step is None else bool(two_step),
        language=language,
    )


async def ensure_member(conn: Session, guild_id: int, user_id: int, now: datetime) -> None:
    """Create the member's row if it does not exist yet."""
    stamp = to_text(now)
    await conn.execute(
        "INSERT INTO members (guild_id, user_id, created_at, updated_at) VALUES (?, ?, ?, ?) "
        "ON CONFLICT (guild_id, user_id) DO NOTHING",
        (guild_id, user_id, stamp, stamp),
    )


async def set_birth_month(
    conn: Session, guild_id: int, user_id: int, month: int | None, now: datetime
) -> None:
    """Save the member's birth month (1..12) or forget it (None)."""
    if month is not None and not 1 <= month <= 12:
        raise ValueError(f"a birth month is 1 to 12, not {month}")
    await ensure_member(conn, guild_id, user_id, now)
    await conn.execute(
        "UPDATE members SET birth_month = ?, updated_at = ? WHERE guild_id = ? AND user_id = ?",
        (month, to_text(now), guild_id, user_id),
    )


async def set_two_step_play(
    conn: Session, guild_id: int, user_id: int, enabled: bool | None, now: datetime
) -> None:
    """Save the member's two-step-play preference (None: follow the preset)."""
    await ensure_member(conn, guild_id, user_id, now)
    await conn.execute(
        "UPDATE members SET two_step_play = ?, updated_at = ? WHERE guild_id = ? AND user_id = ?",
        (None if enabled is None else int(enabled), to_text(now), guild_id, user_id),
    )


async def set_language(
    conn: Session, guild_id: int, user_id: int, language: str | None, now: datetime
) -> None:
    """Save the member's language code (e.g. 'ms') or forget it (None: their Discord's)."""
    if language is not None and (len(language) > 16 or not _LANGUAGE.fullmatch(language)):
        raise ValueError(f"not a language code: {language!r}")
    await ensure_member(conn, guild_id, user_id, now)
    await conn.execute(
        "UPDATE members SET language = ?, updated_at = ? WHERE guild_id = ? AND user_id = ?",
        (language, to_text(now), guild_id, user_id),
    )


async def record_match(
    conn: Session, guild_id: int, stats: SeatStats, now: datetime
) -> MemberUpdate:
    """Add one finished match to the member's record; call inside the finishing transaction."""
    await ensure_member(conn, guild_id, stats.user_id, now)
    row = await conn.fetchone(
        "SELECT ranking_points, best_round_score, biggest_yaku_key, biggest_yaku_points, played "
        "FROM members "
        "WHERE guild_id = ? AND user_id = ?",
        (guild_id, stats.user_id),
    )
    assert row is not None  # ensure_member just made sure of it
    points, best_round, biggest_key, biggest_points, played = row
    new_best_round = stats.best_round_score > best_round
    yaku = stats.biggest_yaku
    new_biggest = yaku is not None and (biggest_points is None or yaku.points > biggest_points)
    stamp = to_text(now)
    won, lost, drawn = (int(stats.result == r) for r in ("won", "lost", "drawn"))
    # Values computed here rather than in SQL, so that both databases read the same statement.
    reached_now = stats.points_awarded > 0
    await conn.execute(
        "UPDATE members SET ranking_points = ranking_points + ?, "
        # 'Who got there first' ranks equal points: the time is moved only when points change.
        "points_reached_at = COALESCE(CASE WHEN ? = 1 THEN ? END, points_reached_at, ?), "
        "best_round_score = ?, "
        "biggest_yaku_key = ?, biggest_yaku_points = ?, "
        "koikoi_calls = koikoi_calls + ?, koikoi_won = koikoi_won + ?, "
        "played = played + 1, won = won + ?, lost = lost + ?, drawn = drawn + ?, updated_at = ? "
        "WHERE guild_id = ? AND user_id = ?",
        (
            stats.points_awarded,
            int(reached_now),
            stamp,
            stamp,
            max(best_round, stats.best_round_score),
            yaku.key if new_biggest and yaku else biggest_key,
            yaku.points if new_biggest and yaku else biggest_points,
            stats.koikoi_calls,
            stats.koikoi_won,
            won,
            lost,
            drawn,
            stamp,
            guild_id,
            stats.user_id,
        ),
    )
    await conn.execute(
        "INSERT INTO member_records (guild_id, user_id, opponent, played, won, lost, drawn) "
        "VALUES (?, ?, ?, 1, ?, ?, ?) ON CONFLICT (guild_id, user_id, opponent) DO UPDATE SET "
        "played = member_records.played + 1, won = member_records.won + excluded.won, "
        "lost = member_records.lost + excluded.lost, drawn = member_records.drawn + excluded.drawn",
        (guild_id, stats.user_id, stats.opponent, won, lost, drawn),
    )
    new_points = points + stats.points_awarded
    if played > 0 and new_points != points:
        await conn.execute(
            "UPDATE ranked_points SET members = members - 1 "
            "WHERE guild_id = ? AND ranking_points = ?",
            (guild_id, points),
        )
    if played == 0 or new_points != points:  # joins the leaderboard, or moves on it
        await conn.execute(
            "INSERT INTO ranked_points (guild_id, ranking_points, members) VALUES (?, ?, 1) "
            "ON CONFLICT (guild_id, ranking_points) "
            "DO UPDATE SET members = ranked_points.members + 1",
            (guild_id, new_points),
        )
    return MemberUpdate(new_points, new_best_round, new_biggest)
