"""Members' names made safe to show: no direction tricks, and no markdown in what the bot writes."""

from __future__ import annotations

import re
import unicodedata

MAX_NAME = 32  # Discord's own limit on a display name

# Characters that reorder or hide text: the bidi embeddings, overrides and isolates, the marks.
_BIDI = dict.fromkeys(
    map(ord, "\u061c\u200e\u200f\u202a\u202b\u202c\u202d\u202e\u2066\u2067\u2068\u2069"), None
)
# Every character Discord's markdown gives a meaning, plus '@' and ':' (mentions, links).
_MARKDOWN = re.compile(r"([\\*_~`|>#\[\]()<@:\-.!])")


def plain_name(name: str, fallback: str = "?") -> str:
    """``name`` without direction controls or other control characters, on one short line."""
    cleaned = name.translate(_BIDI)
    cleaned = "".join(" " if unicodedata.category(c) in ("Cc", "Zl", "Zp") else c for c in cleaned)
    cleaned = " ".join(cleaned.split())[:MAX_NAME]
    return cleaned or fallback


def shown_name(name: str) -> str:
    """``name`` ready for an embed or a message: plain, with its markdown escaped."""
    return _MARKDOWN.sub(r"\\\1", plain_name(name))
