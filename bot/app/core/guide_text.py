"""The yaku guide in words, for when its picture is late: a line for each yaku, its points and
what counts toward it (the picture's own words)."""

from __future__ import annotations

from bot.engine.rules import RuleSet
from bot.engine.yaku_table import BY_KEY
from bot.render.guide import GuideWords

LIMIT = 4096  # an embed's description


def guide_text(words: GuideWords, rules: RuleSet) -> str:
    """Every yaku of the guide of ``rules``, one line each: **name** (points): what counts."""
    lines = []
    for key, name in words.names.items():
        points = rules.points(key)
        label = f"{points}+" if BY_KEY[key].grows else str(points)
        lines.append(f"**{name}** ({label}): {words.rules.get(key, '')}")
    text = "\n".join(lines)
    return text if len(text) <= LIMIT else text[: LIMIT - 1] + "…"
