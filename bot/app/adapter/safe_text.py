"""Members' names made safe to show: no direction tricks, and no markdown in what the bot writes.

``shown_name`` is the one way a name (a member's, or a server's) enters a message or an embed:
markdown, masked links and mentions escaped, direction and invisible characters removed.
``plain_name`` is its first step alone, for places Discord shows as plain text (a thread's
name) and for the pictures.
"""

from __future__ import annotations

import re
import unicodedata

MAX_NAME = 32  # Discord's own limit on a display name

# Characters that reorder or hide text: the bidi embeddings, overrides and isolates, the marks,
# and the zero-width ones (which hide a mention or a link from the eye).
_HIDDEN = dict.fromkeys(
    map(
        ord,
        "\u061c\u200e\u200f\u202a\u202b\u202c\u202d\u202e\u2066\u2067\u2068\u2069"
        "\u200b\u200c\u200d\u2060\ufeff\u180e",
    ),
    None,
)
# Every character Discord's markdown gives a meaning, plus '@' and ':' (mentions, links).
_MARKDOWN = re.compile(r"([\\*_~`|>#\[\]()<@:\-.!])")
# After escaping, '@everyone' shows as text; a zero-width space also keeps it from ever pinging.
_MENTION = re.compile(r"@(?=everyone|here|[!&]?\d)", re.IGNORECASE)


def plain_name(name: str, fallback: str = "?") -> str:
    """``name`` without direction, invisible or control characters, on one short line."""
    cleaned = name.translate(_HIDDEN)
    cleaned = "".join(" " if unicodedata.category(c) in ("Cc", "Zl", "Zp") else c for c in cleaned)
    cleaned = " ".join(cleaned.split())[:MAX_NAME]
    return cleaned or fallback


def shown_name(name: str) -> str:
    """``name`` ready for an embed or a message: plain, its markdown and mentions escaped."""
    return _MARKDOWN.sub(r"\\\1", _MENTION.sub("@\u200b", plain_name(name)))
