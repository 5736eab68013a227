"""Pending challenges between two members: stored, so any bot process can answer or expire them."""

from __future__ import annotations

import json
from dataclasses import dataclass
from datetime import datetime
from typing import Any

from bot.store.errors import ChallengeNotFoundError, ChallengePendingError
from bot.store.sql import ConstraintViolation, RetryTransaction, Session
from bot.store.timestamps import from_text, to_text

_SELECT = (
    "SELECT challenge_id, guild_id, channel_id, challenger_id, challenged_id, rules_preset, "
    "variant_json, message_id, expires_at, created_at FROM challenges"
)


@dataclass(frozen=True, slots=True)
class PendingChallenge:
    """A challenge posted in a channel and not answered yet."""

    challenge_id: int
    guild_id: int
    channel_id: int
    challenger_id: int
    challenged_id: int
    rules_preset: str
    variant_json: str | None  # the optional rule variants chosen, as a JSON object
    message_id: int | None  # the posted challenge message
    expires_at: datetime
    created_at: datetime


def _challenge(row: Any) -> PendingChallenge:
    (challenge_id, guild_id, channel_id, challenger, challenged, preset, variants, message_id,
     expires, created) = row  # fmt: skip
    return PendingChallenge(
        challenge_id=challenge_id,
        guild_id=guild_id,
        channel_id=channel_id,
        challenger_id=challenger,
        challenged_id=challenged,
        rules_preset=preset,
        variant_json=variants,
        message_id=message_id,
        expires_at=from_text(expires),
        created_at=from_text(created),
    )


def check_variant_json(text: str | None) -> None:
    """Raise ValueError unless ``text`` is None or a JSON object."""
    if text is None:
        return
    try:
        value = json.loads(text)
    except ValueError as exc:
        raise ValueError(f"the rule variants are not JSON: {exc}") from exc
    if not isinstance(value, dict):
        raise ValueError("the rule variants must be a JSON object")


async def create_challenge(
    conn: Session,
    *,
    guild_id: int,
    channel_id: int,
    challenger_id: int,
    challenged_id: int,
    rules_preset: str,
    variant_json: str | None,
    message_id: int | None,
    expires_at: datetime,
    now: datetime,
) -> PendingChallenge:
    """Store a pending challenge; call inside a write transaction.

    Challenges of either member that expired unanswered are removed first. Raises
    ChallengePendingError when either member already has a pending one in this server.
    """
    if challenger_id == challenged_id:
        raise ValueError("a member cannot challenge themselves")
    check_variant_json(variant_json)
    for user_id in (challenger_id, challenged_id):
        await conn.execute(
            "DELETE FROM challenges WHERE expires_at <= ? AND challenge_id IN "
            "(SELECT challenge_id FROM challenge_members WHERE guild_id = ? AND user_id = ?)",
            (to_text(now), guild_id, user_id),
        )
    try:
        async with conn.savepoint():
            row = await conn.fetchone(
                "INSERT INTO challenges (guild_id, channel_id, challenger_id, challenged_id, "
                "rules_preset, variant_json, message_id, expires_at, created_at) "
                "VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?) RETURNING challenge_id",
                (
                    guild_id, channel_id, challenger_id, challenged_id, rules_preset,
                    variant_json, message_id, to_text(expires_at), to_text(now),
                ),
            )  # fmt: skip
    except ConstraintViolation as violation:
        for user_id in (challenger_id, challenged_id):
            found = await conn.fetchone(
                "SELECT challenge_id FROM challenge_members WHERE guild_id = ? AND user_id = ?",
                (guild_id, user_id),
            )
            if found is not None:
                raise ChallengePendingError(guild_id, user_id, int(found[0])) from None
        if "challenge_members" not in str(violation):
            raise
        # The challenge we collided with was committed after this transaction began.
        raise RetryTransaction("a concurrent challenge was committed") from violation
    assert row is not None
    return await get_challenge(conn, int(row[0]))


async def get_challenge(conn: Session, challenge_id: int) -> PendingChallenge:
    """The pending challenge; raises ChallengeNotFoundError."""
    row = await conn.fetchone(f"{_SELECT} WHERE challenge_id = ?", (challenge_id,))
    if row is None:
        raise ChallengeNotFoundError(challenge_id)
    return _challenge(row)


async def set_challenge_message(conn: Session, challenge_id: int, message_id: int | None) -> None:
    """Point the challenge at its posted message."""
    changed = await conn.execute(
        "UPDATE challenges SET message_id = ? WHERE challenge_id = ?", (message_id, challenge_id)
    )
    if changed == 0:
        raise ChallengeNotFoundError(challenge_id)


async def delete_challenge(conn: Session, challenge_id: int) -> bool:
    """Remove the challenge (answered, withdrawn or expired); False if it was already gone.

    Only one caller gets True, so only one process acts on the answer.
    """
    return await conn.execute("DELETE FROM challenges WHERE challenge_id = ?", (challenge_id,)) > 0


async def list_challenges(conn: Session, guild_id: int | None = None) -> list[PendingChallenge]:
    """Every stored challenge (expired ones too, for the caller to close), oldest first."""
    sql, params = _SELECT, tuple[int, ...]()
    if guild_id is not None:
        sql, params = f"{_SELECT} WHERE guild_id = ?", (guild_id,)
    return [_challenge(row) for row in await conn.fetchall(sql + " ORDER BY challenge_id", params)]
