"""The computer player interface, and making a player of a given level.

A player sees a PlayerView and returns one of ``view.legal``. Its decision is a pure function of
(level, settings, seed, view): the random generator of each decision is seeded from the seed and
the view, never carried over from earlier decisions, so a replayed match (or a player rebuilt
after a restart) decides the same again. The expert's simulation count is bounded by a sample
cap and a time budget; identical decisions are guaranteed when the cap is reached first.
"""

from __future__ import annotations

from typing import Any, Literal, Protocol, get_args

from bot.ai import strengths
from bot.ai.chance import decision_rng, view_key
from bot.engine.actions import Action
from bot.engine.players import LEVELS, Level
from bot.engine.view import PlayerView

# Players that only the measuring tools use: not offered to members.
Reference = Literal["greedy"]
REFERENCES: tuple[Reference, ...] = get_args(Reference)
PLAYER_KINDS: tuple[Level | Reference, ...] = (*REFERENCES, *LEVELS)


class ComputerPlayer(Protocol):
    """A computer opponent: a view in, a legal action out."""

    @property
    def level(self) -> Level | Reference:
        """How hard the player is."""
        ...

    def decide(self, view: PlayerView) -> Action:
        """One of ``view.legal``; raises NotMyDecisionError when the view has no decision."""
        ...


def make_player(level: Level | Reference, seed: int = 0, **settings: Any) -> ComputerPlayer:
    """A computer player of ``level`` ('easy', 'normal' or 'expert', or the reference 'greedy').

    ``settings`` are the level's own constructor arguments, e.g. ``time_budget=0.5`` or
    ``samples=200`` for the expert. Raises ValueError for an unknown level or setting.
    """
    strength = strengths.STRENGTHS.get(level)
    if strength is None:
        raise ValueError(f"unknown level {level!r} (known: {', '.join(PLAYER_KINDS)})")
    try:
        return strength.player(seed=seed, **{**strength.settings, **settings})
    except TypeError as error:
        raise ValueError(f"bad setting for the {level} player: {error}") from None


def choose_action(
    level: Level, view: PlayerView, *, seed: int, time_budget: float | None = None, **settings: Any
) -> Action:
    """One decision by a fresh player of ``level``: the same as ``make_player(...).decide(view)``.

    ``time_budget`` (seconds) applies to the timed levels only (the expert); the others are
    instant.
    """
    strength = strengths.STRENGTHS.get(level)
    if time_budget is not None and strength is not None and strength.timed:
        settings["time_budget"] = time_budget
    return make_player(level, seed, **settings).decide(view)


__all__ = [
    "LEVELS", "PLAYER_KINDS", "REFERENCES", "ComputerPlayer", "Level", "Reference",
    "choose_action", "decision_rng", "make_player", "view_key",
]  # fmt: skip
