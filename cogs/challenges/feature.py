"""How the challenges feature sets itself up: its desk, what it hears, its commands and controls.

Loaded by name by the composition root (``cogs.challenges.feature``).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from bot.app.core.events import Starting, Stopping
from cogs.challenges import cog
from cogs.challenges.challenges import Challenges
from cogs.challenges.rematch import AfterMatch

if TYPE_CHECKING:
    from bot.app.run.client import KoiKoiBot


async def setup(bot: KoiKoiBot) -> None:
    """Build the challenges and the after-match desk on the match's face."""
    challenges = Challenges(bot, bot.store, bot.languages, bot.matches)
    bot.desks.provide("challenges", challenges)
    bot.desks.provide(
        "after_match", AfterMatch(bot.store, bot.preferences, bot.matches, challenges)
    )
    bot.events.subscribe(Starting, lambda started: challenges.restore(started.owns))
    bot.events.subscribe(Stopping, lambda _: challenges.close())
    await cog.setup(bot)
