"""The computer's levels: one table of what each is, read by the store, the messages and the AI.

How strongly each level plays is the AI's own table (``bot.ai.strengths``), keyed by these
names: the store and the messages read this one without importing the computer players.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from types import MappingProxyType
from typing import Literal, get_args

Level = Literal["easy", "normal", "expert"]  # the table's names, for the type checker
Opponent = Literal["easy", "normal", "expert", "member"]  # what a member played against


@dataclass(frozen=True, slots=True)
class ComputerLevel:
    """One level of the computer."""

    name: Level
    ranking_points: int  # for a member's whole match won against it (docs/rules.md section 7)
    hints: bool  # whether the expert's hints may be offered against it
    stars: int  # how a table names it: "CPU ★★"


# Weakest first: the order of every list of levels members see.
COMPUTER_LEVELS: tuple[ComputerLevel, ...] = (
    ComputerLevel("easy", ranking_points=10, hints=True, stars=1),
    ComputerLevel("normal", ranking_points=30, hints=True, stars=2),
    # The expert's advice against the expert itself would make no sense.
    ComputerLevel("expert", ranking_points=100, hints=False, stars=3),
)
DEFAULT_LEVEL: Level = "normal"  # offered first

LEVELS: tuple[Level, ...] = tuple(level.name for level in COMPUTER_LEVELS)
OPPONENTS: tuple[Opponent, ...] = (*LEVELS, "member")
BY_NAME: Mapping[str, ComputerLevel] = MappingProxyType({lvl.name: lvl for lvl in COMPUTER_LEVELS})

# The type checker's names must be the table's: a level added to one is added to the other.
if (get_args(Level), get_args(Opponent)) != (LEVELS, OPPONENTS):
    raise TypeError("Level and Opponent must name exactly the levels of COMPUTER_LEVELS")


def computer_level(name: str) -> ComputerLevel:
    """The level called ``name``; ValueError for a name not in the table."""
    try:
        return BY_NAME[name]
    except KeyError:
        raise ValueError(f"unknown computer level {name!r} (known: {LEVELS})") from None


def ranking_points(name: str) -> int:
    """What a member's whole match won against the computer at ``name`` earns."""
    return computer_level(name).ranking_points
