"""Fencing: a move is logged only under the shard lease its process holds now (PostgreSQL)."""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass

from bot.store.errors import StoreError
from bot.store.sql import Session

# The move is written only if the lease row of the match's shard still carries this process's
# fencing number; FOR SHARE makes a take-over wait for it, or it for the take-over.
_FENCED_INSERT = (
    "INSERT INTO match_actions (match_id, seq, action, created_at, fence) "
    "SELECT m.match_id, ?, ?, ?, l.fence FROM matches AS m "
    "JOIN shard_leases AS l ON l.shard = (m.guild_id >> 22) % ? "
    "WHERE m.match_id = ? AND l.fence = (?::bigint[])[l.shard + 1] "
    "FOR SHARE OF l"
)


@dataclass(frozen=True, slots=True)
class Fences:
    """The fencing number of each shard this process holds, out of ``shard_count``."""

    shard_count: int
    by_shard: Mapping[int, int]

    def listed(self) -> list[int]:
        """One number per shard id (-1, which no lease carries, for shards not held)."""
        return [self.by_shard.get(shard, -1) for shard in range(self.shard_count)]


class ShardTakenError(StoreError):
    """The match's shard is now served by another process: this one may not log its moves."""

    def __init__(self, match_id: int) -> None:
        super().__init__(f"match {match_id}: its shard is served by another process now")
        self.match_id = match_id


async def insert_fenced(
    conn: Session, fences: Fences, match_id: int, seq: int, text: str, stamp: str
) -> int:
    """Log the move under ``fences``; the rows written (0: the lease is not ours)."""
    return await conn.execute(
        _FENCED_INSERT, (seq, text, stamp, fences.shard_count, match_id, fences.listed())
    )
