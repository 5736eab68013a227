"""The English defaults of the names printed in images: yaku and a few game terms (never
sentences). A picture in another language gets its names from ``Words``."""

from __future__ import annotations

from bot.engine.rules import YAKU_NAMES

DEALER = "Dealer"
DEALER_POINT = "Dealer's point"  # oya-ken: the exhausted round's point of the traditional preset
KOIKOI = "Koi-Koi"


def yaku_name(key: str) -> str:
    """The romanised name of a yaku key ('goko' -> 'Gokō'); unknown keys pass through."""
    return YAKU_NAMES.get(key, key)
