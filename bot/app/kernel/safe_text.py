"""Members' names made safe to show: no direction tricks, and no markdown in what the bot writes.

``shown_name`` is the one way a name (a member's, or a server's) enters a message or an embed:
markdown, masked links and mentions escaped, direction and invisible characters removed.
``plain_name`` is its first step alone, for places Discord shows as plain text (a thread's
name) and for the pictures.
"""

from __future__ import annotations

import re

from bot.invisible import without_invisible

MAX_NAME = 32  # Discord's own limit on a display name

# Every character Discord's markdown gives a meaning, plus '@' and ':' (mentions, links).
_MARKDOWN = re.compile(r"([\\*_~`|>#\[\]()<@:\-.!])")
# After escaping, '@everyone' shows as text; a zero-width space also keeps it from ever pinging.
_MENTION = re.compile(r"@(?=everyone|here|[!&]?\d)", re.IGNORECASE)


def plain_name(name: str, fallback: str = "?") -> str:
    """``name`` without direction, invisible or control characters (every default-ignorable
    one, see ``bot.invisible``), on one short line."""
    cleaned = " ".join(without_invisible(name).split())[:MAX_NAME].rstrip()
    return cleaned or fallback


def shown_name(name: str) -> str:
    """``name`` ready for an embed or a message: plain, its markdown and mentions escaped."""
    return _MARKDOWN.sub(r"\\\1", _MENTION.sub("@\u200b", plain_name(name)))
