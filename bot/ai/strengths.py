"""How the computer plays at each of the engine's levels (``bot.engine.levels``), and the
reference players the measuring tools use: a player, and the settings it plays that level with.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field
from types import MappingProxyType
from typing import Any

from bot.ai.easy import EasyPlayer
from bot.ai.expert import ExpertPlayer
from bot.ai.greedy import GreedyPlayer
from bot.ai.normal import NormalPlayer
from bot.engine.levels import LEVELS

Kind = type[GreedyPlayer] | type[EasyPlayer] | type[NormalPlayer] | type[ExpertPlayer]


@dataclass(frozen=True, slots=True)
class Strength:
    """A player and the settings it plays with (beyond its own defaults)."""

    player: Kind
    settings: Mapping[str, Any] = field(default_factory=dict)
    timed: bool = False  # its decisions stop at the time budget the bot gives them


STRENGTHS: Mapping[str, Strength] = MappingProxyType(
    {
        "greedy": Strength(GreedyPlayer),  # a reference, not offered to members
        "easy": Strength(EasyPlayer),
        "normal": Strength(NormalPlayer),
        "expert": Strength(ExpertPlayer, timed=True),
    }
)

if not set(LEVELS) <= set(STRENGTHS):
    raise TypeError(f"every computer level needs a strength: {set(LEVELS) - set(STRENGTHS)}")
