"""Chance in a computer decision: each decision's random generator comes from the player's seed
and the view alone, so a replayed match (or a player rebuilt after a restart) decides the same."""

from __future__ import annotations

import random

from bot.engine.view import PlayerView


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
