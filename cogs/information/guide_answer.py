"""The guide's picture on an answer (``/koikoi rules``, ``/koikoi help``), or the guide in words
when the picture is late."""

from __future__ import annotations

from typing import Any

import discord

from bot.app.core.descriptions import guide_description
from bot.app.core.guide_text import guide_text
from bot.app.core.guide_words import guide_words, rules_title
from bot.app.kernel.messages import png_file
from bot.app.kernel.picture_wait import picture_in_time
from bot.engine.rules import RuleSet
from bot.i18n import t
from bot.render import render_yaku_guide
from bot.render.pool import DrawingPool


async def with_guide(
    drawing: DrawingPool, embed: discord.Embed, locale: str, rules: RuleSet
) -> dict[str, Any]:
    """The answer's arguments: ``embed`` showing the yaku picture of ``rules``, or, when the
    picture is late, followed by an embed of the guide in words."""
    words = guide_words(locale, rules)
    image = await picture_in_time(drawing, render_yaku_guide, rules, words)
    if image is None:
        in_words = discord.Embed(
            title=words.title, description=guide_text(words, rules), colour=embed.colour
        )
        in_words.set_footer(text=t(locale, "picture-late-in-words"))
        return {"embeds": [embed, in_words]}
    embed.set_image(url="attachment://yaku.png")
    described = guide_description(rules_title(locale, rules), locale)
    return {"embed": embed, "file": png_file(image, "yaku.png", described)}
