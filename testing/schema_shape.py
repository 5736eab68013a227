"""A live database's tables read back as plain data, to compare two databases' schemas.

Each table becomes its columns (name, type, NOT NULL, default, drawn key), primary key, foreign
keys, checks and indexes. SQLite and PostgreSQL write a check differently (``x BETWEEN 1 AND
12`` comes back from PostgreSQL as ``(x >= 1) AND (x <= 12)``), so a check is compared by the
names and values it mentions; ``storage_classes`` maps both databases' types to what they store.
"""

from __future__ import annotations

import re
import sqlite3
from dataclasses import dataclass, replace
from pathlib import Path

import asyncpg

# The schema's bookkeeping, not tables of the bot's data.
_NOT_COMPARED = frozenset({"schema_version", "sqlite_sequence"})
_TOKEN = re.compile(r"'(?:[^']|'')*'|[A-Za-z_][A-Za-z_0-9]*|\d+")
# SQL's words, and PostgreSQL's casts: what a check mentions is everything else.
_WORDS = frozenset(
    ("and", "or", "not", "is", "null", "in", "between", "check", "any", "array", "where",
     "text", "bigint", "integer", "boolean")
)  # fmt: skip


def fingerprint(condition: str) -> frozenset[str]:
    """The names and values a condition mentions, whichever way the database wrote it."""
    return frozenset(
        token.lower() if not token.startswith("'") else token
        for token in _TOKEN.findall(condition)
        if token.lower() not in _WORDS
    )


@dataclass(frozen=True, slots=True)
class ColumnShape:
    name: str
    type: str
    not_null: bool
    default: str | None
    serial: bool


@dataclass(frozen=True, slots=True)
class IndexShape:
    name: str
    unique: bool
    keys: tuple[tuple[str, bool], ...]  # (column, descending)
    where: frozenset[str] | None


@dataclass(frozen=True, slots=True)
class TableShape:
    columns: tuple[ColumnShape, ...]
    primary_key: tuple[str, ...]
    foreign_keys: frozenset[tuple[tuple[str, ...], str, tuple[str, ...], str]]
    checks: frozenset[frozenset[str]]
    indexes: frozenset[IndexShape]


Shape = dict[str, TableShape]

_STORAGE = {
    "integer": "INTEGER",
    "bigint": "INTEGER",
    "boolean": "INTEGER",
    "text": "TEXT",
    "timestamp with time zone": "TEXT",
    "timestamptz": "TEXT",
    "real": "REAL",
    "double precision": "REAL",
}


def storage_classes(shape: Shape) -> Shape:
    """``shape`` with each column's type as the storage class it holds (INTEGER, TEXT, REAL)."""
    return {
        name: replace(
            table,
            columns=tuple(
                replace(c, type=_STORAGE.get(c.type.lower(), c.type)) for c in table.columns
            ),
        )
        for name, table in shape.items()
    }


def _checks_in(sql: str) -> list[str]:
    """The condition of every CHECK (...) of a CREATE TABLE."""
    found = []
    for start in (m.end() for m in re.finditer(r"\bCHECK\s*\(", sql, re.IGNORECASE)):
        depth, end = 1, start
        while depth:
            depth += {"(": 1, ")": -1}.get(sql[end], 0)
            end += 1
        found.append(sql[start : end - 1])
    return found


def _default(text: str | None) -> str | None:
    if text is None:
        return None
    text = re.sub(r"::[a-z ]+$", "", text.strip())
    return {"false": "0", "true": "1"}.get(text.lower(), text)


def _sqlite_table(conn: sqlite3.Connection, name: str, sql: str) -> TableShape:
    info = conn.execute(f"PRAGMA table_info({name})").fetchall()
    serial = {
        m.group(1) for m in re.finditer(r"(\w+)\s+INTEGER\s+PRIMARY KEY\s+AUTOINCREMENT", sql)
    }
    columns = tuple(
        ColumnShape(col, kind, bool(notnull) or pk > 0, _default(dflt), col in serial)
        for _, col, kind, notnull, dflt, pk in info
    )
    key = tuple(row[1] for row in sorted(info, key=lambda row: row[5]) if row[5])
    keys: dict[int, list[tuple[str, str, str, str]]] = {}
    for fk_id, _seq, parent, child, parent_col, _upd, on_delete, _m in conn.execute(
        f"PRAGMA foreign_key_list({name})"
    ):
        keys.setdefault(fk_id, []).append((child, parent, parent_col, on_delete))
    foreign = frozenset(
        (tuple(r[0] for r in rows), rows[0][1], tuple(r[2] for r in rows), rows[0][3])
        for rows in keys.values()
    )
    indexes = set()
    for index_name, index_sql in conn.execute(
        "SELECT name, sql FROM sqlite_master WHERE type = 'index' AND tbl_name = ? "
        "AND sql IS NOT NULL",
        (name,),
    ):
        xinfo = conn.execute(f"PRAGMA index_xinfo({index_name})").fetchall()
        where = re.search(r"\bWHERE\b(.*)$", index_sql, re.IGNORECASE | re.DOTALL)
        indexes.add(
            IndexShape(
                index_name,
                " UNIQUE " in f" {index_sql.upper()} ",
                tuple((row[2], bool(row[3])) for row in xinfo if row[5]),
                fingerprint(where.group(1)) if where else None,
            )
        )
    return TableShape(
        columns, key, foreign, frozenset(map(fingerprint, _checks_in(sql))), frozenset(indexes)
    )


def read_sqlite(path: Path | str) -> Shape:
    """Every table of the SQLite file at ``path``."""
    conn = sqlite3.connect(path)
    try:
        rows = conn.execute(
            "SELECT name, sql FROM sqlite_master WHERE type = 'table' ORDER BY name"
        ).fetchall()
        return {
            name: _sqlite_table(conn, name, sql) for name, sql in rows if name not in _NOT_COMPARED
        }
    finally:
        conn.close()


_INDEX_DEF = re.compile(
    r"CREATE (UNIQUE )?INDEX (\w+) ON \S+ USING btree \((.*?)\)(?: WHERE \((.*)\))?$"
)


async def _postgres_table(conn: asyncpg.Connection, name: str) -> TableShape:
    rows = await conn.fetch(
        "SELECT a.attname, format_type(a.atttypid, a.atttypmod), a.attnotnull, "
        "pg_get_expr(d.adbin, d.adrelid), a.attidentity <> '' "
        "FROM pg_attribute a LEFT JOIN pg_attrdef d ON d.adrelid = a.attrelid "
        "AND d.adnum = a.attnum WHERE a.attrelid = $1::regclass AND a.attnum > 0 "
        "AND NOT a.attisdropped ORDER BY a.attnum",
        name,
    )
    columns = tuple(ColumnShape(r[0], r[1], r[2], _default(r[3]), r[4]) for r in rows)
    constraints = await conn.fetch(
        "SELECT c.contype::text, pg_get_constraintdef(c.oid), "
        "ARRAY(SELECT attname FROM unnest(c.conkey) WITH ORDINALITY k(n, i) "
        "      JOIN pg_attribute ON attrelid = c.conrelid AND attnum = k.n ORDER BY k.i), "
        "c.confrelid::regclass::text, "
        "ARRAY(SELECT attname FROM unnest(c.confkey) WITH ORDINALITY k(n, i) "
        "      JOIN pg_attribute ON attrelid = c.confrelid AND attnum = k.n ORDER BY k.i), "
        "c.confdeltype::text FROM pg_constraint c WHERE c.conrelid = $1::regclass",
        name,
    )
    key: tuple[str, ...] = ()
    foreign, checks = set(), set()
    for kind, definition, cols, parent, parent_cols, on_delete in constraints:
        if kind == "p":
            key = tuple(cols)
        elif kind == "f":
            action = {"c": "CASCADE", "a": "NO ACTION"}.get(on_delete, on_delete)
            foreign.add((tuple(cols), parent, tuple(parent_cols), action))
        elif kind == "c":
            checks.add(fingerprint(definition))
    for column in columns:
        if column.type == "boolean":  # SQLite keeps the same rule as CHECK (x IN (0, 1))
            checks.add(frozenset({column.name, "0", "1"}))
    indexes = set()
    for (definition,) in await conn.fetch(
        "SELECT pg_get_indexdef(i.indexrelid) FROM pg_index i "
        "WHERE i.indrelid = $1::regclass AND NOT i.indisprimary",
        name,
    ):
        found = _INDEX_DEF.match(definition)
        assert found, definition
        keys = tuple(
            (part.split()[0], part.upper().endswith(" DESC")) for part in found[3].split(", ")
        )
        where = fingerprint(found[4]) if found[4] else None
        indexes.add(IndexShape(found[2], bool(found[1]), keys, where))
    return TableShape(columns, key, frozenset(foreign), frozenset(checks), frozenset(indexes))


async def read_postgresql(url: str) -> Shape:
    """Every table of the schema that ``url``'s connections see first."""
    conn = await asyncpg.connect(url)
    try:
        names = await conn.fetch(
            "SELECT tablename FROM pg_tables WHERE schemaname = current_schema() ORDER BY 1"
        )
        return {
            name: await _postgres_table(conn, name)
            for (name,) in names
            if name not in _NOT_COMPARED
        }
    finally:
        await conn.close()
