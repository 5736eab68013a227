"""Romanised names printed in images: yaku and a few game terms (never sentences)."""

from __future__ import annotations

from bot.engine.rules import YAKU_NAMES

DEALER = "Oya"
DEALER_POINT = "Oya-ken"  # the exhausted-round point of the traditional preset
KOIKOI = "Koi-Koi"


def yaku_name(key: str) -> str:
    """The romanised name of a yaku key ('goko' -> 'Gokō'); unknown keys pass through."""
    return YAKU_NAMES.get(key, key)
