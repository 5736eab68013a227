"""The shard lease table, and the fencing number each logged move carries (both dialects)."""

from __future__ import annotations

# One row per shard: who serves it, until when (the database's clock), and the fencing number,
# raised at every take-over, that a move must carry to be logged.
SQLITE: tuple[str, ...] = (
    """
    CREATE TABLE shard_leases (
        shard      INTEGER PRIMARY KEY CHECK (shard >= 0),
        holder     TEXT    NOT NULL,
        fence      INTEGER NOT NULL,
        expires_at TEXT    NOT NULL,
        renewed_at TEXT    NOT NULL,
        locked     INTEGER NOT NULL DEFAULT 0 CHECK (locked IN (0, 1))
    ) STRICT
    """,
    "ALTER TABLE match_actions ADD COLUMN fence INTEGER",
)

POSTGRESQL: tuple[str, ...] = (
    """
    CREATE TABLE shard_leases (
        shard      INTEGER     PRIMARY KEY CHECK (shard >= 0),
        holder     TEXT        NOT NULL,
        fence      BIGINT      NOT NULL,
        expires_at TIMESTAMPTZ NOT NULL,
        renewed_at TIMESTAMPTZ NOT NULL,
        locked     BOOLEAN     NOT NULL DEFAULT FALSE
    )
    """,
    "ALTER TABLE match_actions ADD COLUMN fence BIGINT",
)
