"""The schema declared once (bot/store/tables.py): both databases get the same tables, and a
database made by version 10's hand-written statements migrates forward unchanged."""

from __future__ import annotations

import re
import sqlite3
from collections.abc import AsyncIterator
from pathlib import Path
from typing import Any

import asyncpg
import pytest

from bot.store import Store
from bot.store.migrations import latest_version
from bot.store.sql import Dialect
from testing.postgres import postgres_schema
from testing.schema_shape import Shape, read_postgresql, read_sqlite, storage_classes

_DATA = Path(__file__).parent / "data"

# One row in every table of version 10, in SQL both databases accept.
_ROWS = (
    "INSERT INTO guild_settings (guild_id, updated_at, default_house_rules, match_threads) "
    "VALUES (111, '2026-01-01T00:00:00.000000Z', '{\"sevens\": \"off\"}', 1)",
    "INSERT INTO members (guild_id, user_id, ranking_points, played, won, created_at, "
    "updated_at, language, birth_month) "
    "VALUES (111, 9007199254740993, 130, 2, 2, 't0', 't1', 'ja', 5)",
    "INSERT INTO member_records (guild_id, user_id, opponent, played, won) "
    "VALUES (111, 9007199254740993, 'expert', 1, 1)",
    "INSERT INTO ranked_points (guild_id, ranking_points, members) VALUES (111, 130, 1)",
    "INSERT INTO matches (guild_id, channel_id, seat0_user_id, seat1_level, rules_preset, "
    "rules_json, seed, created_at, updated_at) "
    "VALUES (111, 222, 9007199254740993, 'expert', 'standard', '{}', 4611686018427387904, "
    "'t0', 't0')",
    "INSERT INTO match_actions (match_id, seq, action, created_at, fence) "
    "VALUES (1, 0, 'play 3', 't1', 7)",
    "UPDATE matches SET status = 'finished', winner = 0, score0 = 7, score1 = 0, "
    "finished_at = 't2' WHERE match_id = 1",
    "INSERT INTO matches (guild_id, channel_id, seat0_user_id, seat1_user_id, rules_preset, "
    "rules_json, seed, created_at, updated_at, hinted) "
    "VALUES (111, 223, 5, 6, 'standard', '{}', 9, 't3', 't3', 1)",
    "INSERT INTO challenges (guild_id, channel_id, challenger_id, challenged_id, "
    "rules_preset, expires_at, created_at) VALUES (111, 224, 7, 8, 'standard', 't9', 't3')",
    "INSERT INTO cooldowns (guild_id, user_id, waits_until) VALUES (111, 5, 't9')",
    "INSERT INTO review_shares (match_id, seat, shared_at) VALUES (1, 0, 't4')",
    "INSERT INTO daily_plays (guild_id, user_id, day, rules, started_at) "
    "VALUES (111, 5, '2026-01-01', 'standard', 't5')",
    "INSERT INTO call_votes (match_id, seq, user_id, guess, voted_at) "
    "VALUES (1, 0, 6, 'stop', 't1')",
    "INSERT INTO installation_secret (id, secret) VALUES (1, 'not a real secret')",
    "INSERT INTO daily_tries (user_id, day, guild_id) VALUES (5, '2026-01-01', 111)",
    "INSERT INTO shard_leases (shard, holder, fence, expires_at, renewed_at) "
    "VALUES (0, 'host-1', 7, '2026-01-01 00:00:00+00', '2026-01-01 00:00:00+00')",
)


def _version_10(dialect: Dialect) -> list[str]:
    text = (_DATA / f"version10.{dialect}.sql").read_text()
    return [part for part in text.split("\n-- ;\n") if part.strip()]


def _same_text(sql: str) -> str:
    """``sql`` without the differences of layout (spaces, line breaks, comments)."""
    sql = re.sub(r"--[^\n]*", " ", sql)
    sql = re.sub(r"\s+", " ", sql)
    return re.sub(r"\s*([(),])\s*", r"\1", sql).strip()


def _sqlite_statements(path: Path) -> dict[str, str]:
    conn = sqlite3.connect(path)
    try:
        rows = conn.execute("SELECT name, sql FROM sqlite_master WHERE sql IS NOT NULL")
        return {name: _same_text(sql) for name, sql in rows}
    finally:
        conn.close()


def _sqlite_rows(path: Path, shape: Shape) -> dict[str, list[tuple[Any, ...]]]:
    conn = sqlite3.connect(path)
    try:
        return {
            table: conn.execute(
                f"SELECT {', '.join(c.name for c in columns.columns)} FROM {table} ORDER BY 1"
            ).fetchall()
            for table, columns in shape.items()
        }
    finally:
        conn.close()


async def _postgres_rows(url: str, shape: Shape) -> dict[str, list[tuple[Any, ...]]]:
    conn = await asyncpg.connect(url)
    try:
        return {
            table: [
                tuple(row)
                for row in await conn.fetch(
                    f"SELECT {', '.join(c.name for c in columns.columns)} FROM {table} ORDER BY 1"
                )
            ]
            for table, columns in shape.items()
        }
    finally:
        await conn.close()


async def _postgres_code(url: str) -> dict[str, str]:
    """The triggers and their functions, as PostgreSQL stores them."""
    conn = await asyncpg.connect(url)
    try:
        triggers = await conn.fetch(
            "SELECT tgname, pg_get_triggerdef(t.oid) FROM pg_trigger t "
            "JOIN pg_class c ON c.oid = t.tgrelid "
            "WHERE NOT t.tgisinternal AND c.relnamespace = current_schema()::regnamespace"
        )
        functions = await conn.fetch(
            "SELECT proname, prosrc FROM pg_proc "
            "WHERE pronamespace = current_schema()::regnamespace"
        )
        schema = f"{await conn.fetchval('SELECT current_schema()')}."
        return {name: _same_text(text.replace(schema, "")) for name, text in triggers} | {
            name: _same_text(text) for name, text in functions
        }
    finally:
        await conn.close()


@pytest.fixture
async def postgres_pair() -> AsyncIterator[tuple[str, str]]:
    async with postgres_schema() as old, postgres_schema() as new:
        yield old, new


async def test_sqlite_and_postgresql_make_the_same_tables(
    tmp_path: Path, postgres_pair: tuple[str, str]
) -> None:
    url, _ = postgres_pair
    await (await Store.open(tmp_path / "new.db")).close()
    await (await Store.open(url)).close()

    sqlite, postgresql = read_sqlite(tmp_path / "new.db"), await read_postgresql(url)

    assert sorted(sqlite) == sorted(postgresql)
    lite, post = storage_classes(sqlite), storage_classes(postgresql)
    for table in sqlite:
        assert lite[table] == post[table], table


async def test_a_version_10_sqlite_database_migrates_forward_and_keeps_its_data(
    tmp_path: Path,
) -> None:
    old, new = tmp_path / "old.db", tmp_path / "new.db"
    conn = sqlite3.connect(old, isolation_level=None)
    for statement in _version_10("sqlite"):
        conn.execute(statement)
    for statement in _ROWS:
        conn.execute(statement)
    conn.execute("PRAGMA user_version = 10")
    conn.close()
    before_shape = read_sqlite(old)
    before = _sqlite_rows(old, before_shape)
    version_10 = _sqlite_statements(old)

    await (await Store.open(old)).close()
    await (await Store.open(new)).close()

    assert _sqlite_rows(old, before_shape) == before
    assert all(before.values())  # every table held a row
    assert read_sqlite(old) == read_sqlite(new)
    # A new database's version-10 tables, triggers and indexes are written as they were then.
    assert {n: s for n, s in _sqlite_statements(new).items() if n in version_10} == version_10
    assert _sqlite_statements(old) == _sqlite_statements(new)
    conn = sqlite3.connect(old)
    assert conn.execute("PRAGMA user_version").fetchone() == (latest_version(),)
    # Migration 11 rated the match finished before it: the member beat the expert.
    assert conn.execute("SELECT user_id, rated, mu > 25 FROM ratings").fetchall() == [
        (9007199254740993, 1, 1)
    ]
    conn.close()


async def test_a_version_10_postgresql_database_migrates_forward_and_keeps_its_data(
    postgres_pair: tuple[str, str],
) -> None:
    old, new = postgres_pair
    conn = await asyncpg.connect(old)
    for statement in _version_10("postgresql"):
        await conn.execute(statement)
    for statement in _ROWS:
        await conn.execute(statement)
    await conn.execute("UPDATE schema_version SET version = 10")
    await conn.close()
    before_shape = await read_postgresql(old)
    before = await _postgres_rows(old, before_shape)
    version_10_code = await _postgres_code(old)

    await (await Store.open(old, i_have_a_backup=True)).close()  # as the admin starts it
    await (await Store.open(new)).close()

    assert await _postgres_rows(old, before_shape) == before
    assert all(before.values())
    assert await read_postgresql(old) == await read_postgresql(new)
    assert await _postgres_code(new) == await _postgres_code(old)
    assert version_10_code.items() <= (await _postgres_code(new)).items()
    conn = await asyncpg.connect(old)
    assert await conn.fetchval("SELECT version FROM schema_version") == latest_version()
    rated = await conn.fetch("SELECT user_id, rated, mu > 25 FROM ratings")
    assert [tuple(row) for row in rated] == [(9007199254740993, 1, True)]
    await conn.close()
