"""The computer's levels as the store keeps them: the engine's table, in schema and points."""

from __future__ import annotations

import dataclasses
import re
from types import MappingProxyType

import pytest

from bot.engine import Player
from bot.engine import levels as table
from bot.engine.levels import COMPUTER_LEVELS, LEVELS, OPPONENTS
from bot.store import Store
from bot.store.sql import ConstraintViolation, Session
from testing.store import play_to_result, tamper

# The columns that hold a level, and what their CHECK constraints must allow.
LEVEL_COLUMNS = [
    ("member_records", "opponent", OPPONENTS),
    ("matches", "seat0_level", LEVELS),
    ("matches", "seat1_level", LEVELS),
]


async def _checks(store: Store, table_name: str) -> list[str]:
    """The text of ``table_name``'s CHECK constraints as the database holds them."""

    async def read(session: Session) -> list[str]:
        if session.dialect == "postgresql":
            rows = await session.fetchall(
                "SELECT pg_get_constraintdef(oid) FROM pg_constraint "
                f"WHERE conrelid = '{table_name}'::regclass AND contype = 'c'"
            )
            return [str(row[0]) for row in rows]
        row = await session.fetchone("SELECT sql FROM sqlite_master WHERE name = ?", (table_name,))
        assert row is not None
        return re.findall(r"CHECK \((.*?)\)\)?,?\n", str(row[0]))

    return await store._db.run(read)


@pytest.mark.parametrize(("table_name", "column", "allowed"), LEVEL_COLUMNS)
async def test_the_schema_checks_a_level_column_against_exactly_the_tables_levels(
    store: Store, table_name: str, column: str, allowed: tuple[str, ...]
) -> None:
    checks = [text for text in await _checks(store, table_name) if f"{column} " in text + " "]
    named = [re.findall(r"'([a-z]+)'", text) for text in checks if "IN" in text or "ANY" in text]
    assert named == [list(allowed)]


async def test_the_database_refuses_a_level_not_in_the_table(store: Store) -> None:
    with pytest.raises(ConstraintViolation):
        await tamper(
            store,
            "INSERT INTO matches (guild_id, channel_id, seat0_level, seat1_user_id, "
            "rules_preset, rules_json, seed, created_at, updated_at) "
            "VALUES (1, 99, 'grandmaster', 2, 'standard', '{}', 1, 'x', 'x')",
        )


async def test_a_win_earns_the_ranking_points_the_table_gives_its_level(
    store: Store, monkeypatch: pytest.MonkeyPatch
) -> None:
    changed = {lvl.name: dataclasses.replace(lvl, ranking_points=7) for lvl in COMPUTER_LEVELS}
    monkeypatch.setattr(table, "BY_NAME", MappingProxyType(changed))
    record, match = await play_to_result(store, (Player.computer("normal"), Player.member(1)), 1)
    outcome = await store.finish_match(record.match_id, match)
    assert [seat.points_awarded for seat in outcome.seats] == [7]
    assert (await store.profile(1, 1)).ranking_points == 7
