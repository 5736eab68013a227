"""The computer player interface, and making a player of a given level.

A player sees a PlayerView and returns one of ``view.legal``. Its decision is a pure function of
(level, settings, seed, view): the random generator of each decision is seeded from the seed and
the view, never carried over from earlier decisions, so a replayed match (or a player rebuilt
after a restart) decides the same again. The expert's simulation count is bounded by a sample
cap and a time budget; identical decisions are guaranteed when the cap is reached first.
"""

from __future__ import annotations

import random
from typing import Any, Literal, Protocol, get_args

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


def view_key(view: PlayerView) -> str:
    """A stable text of everything in the view a decision may depend on."""
    return ":".join(
        str(part)
        for part in (
            view.rules.name, view.seat, view.round_number, view.month, view.dealer, view.hand,
            view.field, *view.captures, view.opponent_hand_count, view.draw_pile_count,
            *view.koikoi_calls, *view.last_total, view.phase.value, view.pending_card,
            view.turn_cards, *view.scores,
        )
    )  # fmt: skip


def decision_rng(level: str, seed: int, view: PlayerView) -> random.Random:
    """The random generator of one decision: from the player's seed and the view only."""
    # A str seed is hashed with SHA-512: stable across processes and Python runs.
    return random.Random(f"koikoi-ai:{level}:{seed}:{view_key(view)}")


def make_player(level: Level | Reference, seed: int = 0, **settings: Any) -> ComputerPlayer:
    """A computer player of ``level`` ('easy', 'normal' or 'expert', or the reference 'greedy').

    ``settings`` are the level's own constructor arguments, e.g. ``time_budget=0.5`` or
    ``samples=200`` for the expert. Raises ValueError for an unknown level or setting.
    """
    from bot.ai.strengths import STRENGTHS

    strength = STRENGTHS.get(level)
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
    from bot.ai.strengths import STRENGTHS

    strength = STRENGTHS.get(level)
    if time_budget is not None and strength is not None and strength.timed:
        settings["time_budget"] = time_budget
    return make_player(level, seed, **settings).decide(view)


__all__ = [
    "LEVELS", "PLAYER_KINDS", "REFERENCES", "ComputerPlayer", "Level", "Reference",
    "choose_action", "decision_rng", "make_player", "view_key",
]  # fmt: skip
