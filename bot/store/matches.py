"""Match rows and the append-only match log (one numbered action per row)."""

from __future__ import annotations

import secrets
from dataclasses import dataclass
from datetime import datetime
from typing import Any, Literal, NoReturn

from bot.engine.actions import Action
from bot.engine.players import Player
from bot.engine.rules import RuleSet
from bot.store.errors import (
    AlreadyPlayingError,
    ChannelBusyError,
    LogConflictError,
    MatchNotActiveError,
    MatchNotFoundError,
)
from bot.store.fences import Fences, ShardTakenError, insert_fenced
from bot.store.sql import ConstraintViolation, RetryTransaction, Session
from bot.store.timestamps import from_text, maybe_from_text, to_text

MatchStatus = Literal["active", "finished", "abandoned", "damaged"]

_INT64 = (-(2**63), 2**63 - 1)

_SELECT = (
    "SELECT match_id, guild_id, channel_id, message_id, seat0_user_id, seat0_level, "
    "seat1_user_id, seat1_level, birth_month0, birth_month1, rules_preset, rules_json, seed, "
    "status, log_length, created_at, updated_at, finished_at, winner, score0, score1, "
    "forfeited_by, damage, turn_deadline, hinted FROM matches"
)


@dataclass(frozen=True, slots=True)
class MatchResult:
    """How a finished match ended."""

    winner: int | None  # seat, None for a draw
    scores: tuple[int, int]
    forfeited_by: int | None


@dataclass(frozen=True, slots=True)
class MatchRecord:
    """A stored match, as listed; its engine state comes from ``Store.restore``."""

    match_id: int
    guild_id: int
    channel_id: int
    message_id: int | None  # the public table message
    players: tuple[Player, Player]
    birth_months: tuple[int | None, int | None]
    rules_preset: str  # the preset the rules came from (informative)
    rules_json: str  # the full rule set: what the match is replayed with
    seed: int
    status: MatchStatus
    log_length: int  # actions logged: the next action's seq
    created_at: datetime
    updated_at: datetime  # last action or change
    finished_at: datetime | None
    result: MatchResult | None
    damage: str | None  # why the match was marked damaged
    turn_deadline: datetime | None = None  # when the current turn times out; None: no clock
    hinted: bool = False  # a hint was used: the match earns no ranking points


def _record(row: Any) -> MatchRecord:
    (match_id, guild_id, channel_id, message_id, user0, level0, user1, level1, month0, month1,
     preset, rules_json, seed, status, log_length, created, updated, finished, winner,
     score0, score1, forfeited_by, damage, deadline, hinted) = row  # fmt: skip
    result = None
    if status == "finished":
        result = MatchResult(winner, (score0, score1), forfeited_by)
    return MatchRecord(
        match_id=match_id,
        guild_id=guild_id,
        channel_id=channel_id,
        message_id=message_id,
        players=(Player(user0, level0), Player(user1, level1)),
        birth_months=(month0, month1),
        rules_preset=preset,
        rules_json=rules_json,
        seed=seed,
        status=status,
        log_length=log_length,
        created_at=from_text(created),
        updated_at=from_text(updated),
        finished_at=maybe_from_text(finished),
        result=result,
        damage=damage,
        turn_deadline=maybe_from_text(deadline),
        hinted=bool(hinted),
    )


def new_seed() -> int:
    """A random seed that fits SQLite's 64-bit integers."""
    return secrets.randbits(63)


async def create_match(
    conn: Session,
    *,
    guild_id: int,
    channel_id: int,
    players: tuple[Player, Player],
    rules: RuleSet,
    seed: int,
    birth_months: tuple[int | None, int | None],
    message_id: int | None,
    now: datetime,
) -> MatchRecord:
    """Insert a new active match with an empty log."""
    if not _INT64[0] <= seed <= _INT64[1]:
        raise ValueError(f"seed {seed} does not fit a 64-bit integer")
    if players[0].user_id is not None and players[0].user_id == players[1].user_id:
        raise ValueError("a member cannot play against themselves")
    for month in birth_months:
        if month is not None and not 1 <= month <= 12:
            raise ValueError(f"a birth month is 1 to 12, not {month}")
    stamp = to_text(now)
    rules_json = rules.model_dump_json()
    try:
        async with conn.savepoint():
            row = await conn.fetchone(
                "INSERT INTO matches (guild_id, channel_id, message_id, seat0_user_id, "
                "seat0_level, seat1_user_id, seat1_level, birth_month0, birth_month1, "
                "rules_preset, rules_json, seed, created_at, updated_at) "
                "VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?) RETURNING match_id",
                (
                    guild_id, channel_id, message_id, players[0].user_id, players[0].level,
                    players[1].user_id, players[1].level, birth_months[0], birth_months[1],
                    rules.name, rules_json, seed, stamp, stamp,
                ),
            )  # fmt: skip
    except ConstraintViolation as exc:
        await _raise_conflict(conn, guild_id, channel_id, players, exc)
    assert row is not None
    return MatchRecord(
        match_id=int(row[0]),
        guild_id=guild_id,
        channel_id=channel_id,
        message_id=message_id,
        players=players,
        birth_months=birth_months,
        rules_preset=rules.name,
        rules_json=rules_json,
        seed=seed,
        status="active",
        log_length=0,
        created_at=from_text(stamp),
        updated_at=from_text(stamp),
        finished_at=None,
        result=None,
        damage=None,
    )


async def _raise_conflict(
    conn: Session,
    guild_id: int,
    channel_id: int,
    players: tuple[Player, Player],
    violation: ConstraintViolation,
) -> NoReturn:
    """Raise AlreadyPlayingError or ChannelBusyError for the constraint a new match broke."""
    for player in players:
        if player.user_id is None:
            continue
        row = await conn.fetchone(
            "SELECT match_id FROM playing_members WHERE guild_id = ? AND user_id = ?",
            (guild_id, player.user_id),
        )
        if row is not None:
            raise AlreadyPlayingError(guild_id, player.user_id, int(row[0]))
    row = await conn.fetchone(
        "SELECT match_id FROM matches WHERE channel_id = ? AND status = 'active'", (channel_id,)
    )
    if row is not None:
        raise ChannelBusyError(channel_id, int(row[0]))
    if "playing_members" in str(violation) or "channel" in str(violation):
        # The row we collided with was committed after this transaction's snapshot was taken.
        raise RetryTransaction("a concurrent match was committed") from violation
    raise violation


async def set_turn_deadline(
    conn: Session, match_id: int, deadline: datetime | None, now: datetime
) -> None:
    """Store when the current turn times out (None: no turn is timed); only while active."""
    changed = await conn.execute(
        "UPDATE matches SET turn_deadline = ?, updated_at = ? "
        "WHERE match_id = ? AND status = 'active'",
        (None if deadline is None else to_text(deadline), to_text(now), match_id),
    )
    if changed == 0:
        record = await get_match(conn, match_id)  # raises MatchNotFoundError
        if deadline is not None:
            raise MatchNotActiveError(match_id, record.status)


async def mark_hinted(conn: Session, match_id: int, now: datetime) -> None:
    """Mark an active match as hinted: finishing it awards no ranking points."""
    changed = await conn.execute(
        "UPDATE matches SET hinted = 1, updated_at = ? WHERE match_id = ? AND status = 'active'",
        (to_text(now), match_id),
    )
    if changed == 0:
        record = await get_match(conn, match_id)  # raises MatchNotFoundError
        raise MatchNotActiveError(match_id, record.status)


async def get_match(conn: Session, match_id: int) -> MatchRecord:
    """The match ``match_id``; raises MatchNotFoundError."""
    row = await conn.fetchone(f"{_SELECT} WHERE match_id = ?", (match_id,))
    if row is None:
        raise MatchNotFoundError(match_id)
    return _record(row)


async def list_matches(
    conn: Session,
    status: MatchStatus,
    guild_id: int | None = None,
    channel_id: int | None = None,
) -> list[MatchRecord]:
    """Matches in ``status``, oldest first, optionally of one server or channel."""
    sql = f"{_SELECT} WHERE status = ?"
    params: list[object] = [status]
    if guild_id is not None:
        sql += " AND guild_id = ?"
        params.append(guild_id)
    if channel_id is not None:
        sql += " AND channel_id = ?"
        params.append(channel_id)
    return [_record(row) for row in await conn.fetchall(sql + " ORDER BY match_id", params)]


async def finished_of_member(
    conn: Session, guild_id: int, user_id: int, limit: int
) -> list[MatchRecord]:
    """The member's finished matches in a server, newest first, at most ``limit``."""
    rows = await conn.fetchall(
        f"{_SELECT} WHERE status = 'finished' AND guild_id = ? "
        "AND (seat0_user_id = ? OR seat1_user_id = ?) ORDER BY match_id DESC LIMIT ?",
        (guild_id, user_id, user_id, limit),
    )
    return [_record(row) for row in rows]


async def match_log(conn: Session, match_id: int) -> list[str]:
    """The match's actions in order, as text ('play:12', 'koikoi', ...)."""
    rows = await conn.fetchall(
        "SELECT action FROM match_actions WHERE match_id = ? ORDER BY seq", (match_id,)
    )
    return [row[0] for row in rows]


async def append_action(
    conn: Session,
    match_id: int,
    seq: int,
    action: Action | str,
    now: datetime,
    fences: Fences | None = None,
) -> None:
    """Log action ``seq`` (0-based); run in autocommit mode so it is durable on return.

    Raises LogConflictError unless ``seq`` is exactly the log's length, MatchNotActiveError
    for a match that is over, MatchNotFoundError, or ActionSyntaxError for text that is no
    action. With ``fences``, ShardTakenError when the match's shard lease is no longer ours.
    """
    text = str(Action.parse(action) if isinstance(action, str) else action)
    try:
        # One statement: the schema's triggers check the status and seq and count the log.
        if fences is None:
            await conn.execute(
                "INSERT INTO match_actions (match_id, seq, action, created_at) VALUES (?, ?, ?, ?)",
                (match_id, seq, text, to_text(now)),
            )
        elif not await insert_fenced(conn, fences, match_id, seq, text, to_text(now)):
            await get_match(conn, match_id)  # raises MatchNotFoundError
            raise ShardTakenError(match_id)
    except ConstraintViolation as exc:
        record = await get_match(conn, match_id)  # raises MatchNotFoundError
        if record.status != "active":
            raise MatchNotActiveError(match_id, record.status) from exc
        raise LogConflictError(match_id, seq, record.log_length) from exc


async def set_message_id(
    conn: Session, match_id: int, message_id: int | None, now: datetime
) -> None:
    """Point the match at its public table message."""
    changed = await conn.execute(
        "UPDATE matches SET message_id = ?, updated_at = ? WHERE match_id = ?",
        (message_id, to_text(now), match_id),
    )
    if changed == 0:
        raise MatchNotFoundError(match_id)


async def set_status(
    conn: Session,
    match_id: int,
    status: MatchStatus,
    now: datetime,
    *,
    damage: str | None = None,
) -> bool:
    """Move an active match to ``status``; False when it was not active."""
    changed = await conn.execute(
        "UPDATE matches SET status = ?, damage = ?, updated_at = ? "
        "WHERE match_id = ? AND status = 'active'",
        (status, damage, to_text(now), match_id),
    )
    return changed > 0
