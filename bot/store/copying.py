"""Copying a whole database into an empty one (e.g. from the SQLite file to PostgreSQL)."""

from __future__ import annotations

from collections.abc import Sequence

from bot.store import tables
from bot.store.errors import StoreError
from bot.store.sql import Database, Row, Session

# Every table ``db copy`` copies, parents first, with the columns of the latest schema. The two
# *_members tables are not copied: the target's triggers fill them from the matches and
# challenges. The installation's secret (the daily deal's seeds) is copied, never printed.
_TABLES: dict[str, tuple[str, ...]] = {
    table.name: table.copied_columns() for table in tables.TABLES if table.copied
}
# Written in their own order (parents first, the log through its guards); the others follow.
_WRITTEN_FIRST = frozenset(
    ("guild_settings", "members", "member_records", "ranked_points", "matches", "match_actions",
     "challenges")
)  # fmt: skip
COUNTED = (*_TABLES, "playing_members", "challenge_members")
_CHUNK = 200  # rows per INSERT, well under SQLite's limit on parameters


class TargetNotEmptyError(StoreError):
    """The database to copy into already holds data; nothing was written."""


class CopyMismatchError(StoreError):
    """After copying, a table does not hold as many rows as in the source (rolled back)."""


async def counts(session: Session) -> dict[str, int]:
    """The number of rows of every table."""
    found = {}
    for table in COUNTED:
        row = await session.fetchone(f"SELECT COUNT(*) FROM {table}")
        found[table] = int(row[0]) if row else 0
    return found


async def _insert(session: Session, table: str, columns: Sequence[str], rows: list[Row]) -> None:
    line = f"({', '.join('?' for _ in columns)})"
    for start in range(0, len(rows), _CHUNK):
        chunk = rows[start : start + _CHUNK]
        await session.execute(
            f"INSERT INTO {table} ({', '.join(columns)}) VALUES " + ", ".join(line for _ in chunk),
            [value for row in chunk for value in row],
        )


async def _copy_matches(session: Session, matches: list[Row], actions: list[Row]) -> None:
    """Copy matches with their logs, through the log's own guards (only the next seq...).

    Each match is inserted active with an empty log, its actions appended, then its final row
    written; ended matches go first so that no two are ever active in one channel or for one
    member, whatever happened in older versions.
    """
    columns = _TABLES["matches"]
    status_at, length_at = columns.index("status"), columns.index("log_length")
    by_match: dict[int, list[Row]] = {}
    for action in actions:
        by_match.setdefault(int(action[0]), []).append(action)
    ordered = sorted(matches, key=lambda m: (m[status_at] == "active", m[0]))
    settable = [c for c in columns if c != "match_id"]
    for match in ordered:
        opening = list(match)
        opening[status_at], opening[length_at] = "active", 0
        await _insert(session, "matches", columns, [tuple(opening)])
        await _insert(
            session, "match_actions", _TABLES["match_actions"], by_match.get(match[0], [])
        )
        await session.execute(
            f"UPDATE matches SET {', '.join(f'{c} = ?' for c in settable)} WHERE match_id = ?",
            [*match[1:], match[0]],
        )


async def copy_database(source: Database, target: Database) -> dict[str, int]:
    """Copy every row of ``source`` into the empty ``target``; returns the rows per table.

    Raises TargetNotEmptyError (writing nothing) unless the target is empty, and
    CopyMismatchError (the copy rolled back) unless every table's count matches afterwards.
    Both databases must be at the same schema version (open both with Store.open first).
    """

    async def read(session: Session) -> tuple[dict[str, list[Row]], dict[str, int]]:
        data = {
            table: await session.fetchall(
                f"SELECT {', '.join(columns)} FROM {table} ORDER BY {columns[0]}"
                + (", seq" if table == "match_actions" else "")
            )
            for table, columns in _TABLES.items()
        }
        return data, await counts(session)

    data, expected = await source.snapshot(read)

    async def write(session: Session) -> dict[str, int]:
        present = {table: n for table, n in (await counts(session)).items() if n}
        if present:
            listed = ", ".join(f"{table} ({n} rows)" for table, n in present.items())
            raise TargetNotEmptyError(f"the target database is not empty: {listed}")
        for table in ("guild_settings", "members", "member_records", "ranked_points"):
            await _insert(session, table, _TABLES[table], data[table])
        await _copy_matches(session, data["matches"], data["match_actions"])
        await _insert(session, "challenges", _TABLES["challenges"], data["challenges"])
        for table in (table for table in _TABLES if table not in _WRITTEN_FIRST):
            await _insert(session, table, _TABLES[table], data[table])
        if session.dialect == "postgresql":  # ids kept: new ones continue after them
            for table, key in (
                ("matches", "match_id"),
                ("challenges", "challenge_id"),
                ("tournaments", "tournament_id"),
            ):
                await session.fetchone(
                    f"SELECT setval(pg_get_serial_sequence('{table}', '{key}'), "
                    f"COALESCE((SELECT MAX({key}) FROM {table}), 0) + 1, false)"
                )
        copied = await counts(session)
        if copied != expected:
            wrong = {t: (expected[t], copied[t]) for t in expected if expected[t] != copied[t]}
            raise CopyMismatchError(f"row counts differ after copying (source, copy): {wrong}")
        return copied

    return await target.exclusive(write)
