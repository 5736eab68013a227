"""The computer's levels as the schema's CHECK constraints list them, from the engine's table.

A new database is made with the table's levels. A database made earlier keeps the levels of its
day: a level added to the table needs a migration widening those constraints.
"""

from __future__ import annotations

from collections.abc import Iterable

from bot.engine.levels import DEFAULT_LEVEL, LEVELS, OPPONENTS


def sql_text(value: str) -> str:
    """``value`` as an SQL string literal."""
    return "'" + value.replace("'", "''") + "'"


def sql_list(values: Iterable[str]) -> str:
    """``values`` as the list of an SQL ``IN (...)``."""
    return ", ".join(map(sql_text, values))


LEVEL_VALUES = sql_list(LEVELS)  # a seat's level: 'easy', 'normal', 'expert'
OPPONENT_VALUES = sql_list(OPPONENTS)  # a member's record is against a level or a member
DEFAULT_LEVEL_VALUE = sql_text(DEFAULT_LEVEL)
