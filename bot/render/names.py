"""Romanised names printed in images: yaku and a few game terms (never sentences)."""

from __future__ import annotations

YAKU_NAMES: dict[str, str] = {
    "goko": "Gokō",
    "shiko": "Shikō",
    "ame_shiko": "Ame-shikō",
    "sanko": "Sankō",
    "inoshikacho": "Ino-shika-chō",
    "tane": "Tane",
    "akatan": "Akatan",
    "aotan": "Aotan",
    "tan": "Tan",
    "kasu": "Kasu",
    "hanami": "Hanami-zake",
    "tsukimi": "Tsukimi-zake",
    "tsukifuda": "Tsuki-fuda",
    "teshi": "Teshi",
    "kuttsuki": "Kuttsuki",
}
DEALER = "Oya"
DEALER_POINT = "Oya-ken"  # the exhausted-round point of the traditional preset
KOIKOI = "Koi-Koi"


def yaku_name(key: str) -> str:
    """The romanised name of a yaku key ('goko' -> 'Gokō'); unknown keys pass through."""
    return YAKU_NAMES.get(key, key)
