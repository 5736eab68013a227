"""How the tournaments feature sets itself up: its desk, what it hears, its commands and controls.

Loaded by name by the composition root (``cogs.tournaments.feature``).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from bot.app.core.events import MatchEnded, Starting, Stopping
from cogs.tournaments import cog
from cogs.tournaments.desk import TournamentDesk

if TYPE_CHECKING:
    from bot.app.run.client import KoiKoiBot


async def setup(bot: KoiKoiBot) -> None:
    """Build the tournament desk and start its sweep once the bot starts."""
    desk = TournamentDesk(bot, bot.store, bot.matches, bot.languages, bot.drawing)
    bot.desks.provide("tournaments", desk)
    bot.events.subscribe(MatchEnded, desk.match_ended)
    bot.events.subscribe(Starting, lambda started: desk.run(started.owns))
    bot.events.subscribe(Stopping, lambda _: desk.close())
    await cog.setup(bot)
