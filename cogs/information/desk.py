"""What the information commands read and draw: the rules a member plays, the guide's picture,
a member's statistics."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

import discord

from bot.app.core.preferences import Preferences
from bot.app.core.rules_in_play import SERVERS, rules_in_play
from bot.engine.rules import RuleSet
from bot.render.pool import DrawingPool
from bot.store import Store, StoreError
from bot.store.leaderboard import RankEntry
from bot.store.members import MemberProfile
from bot.store.ratings import MemberRating
from bot.store.restore import rules_of
from cogs.information.guide_answer import with_guide
from cogs.match import MatchService


@dataclass(frozen=True)
class MemberStats:
    """A member's results in a server, as ``/koikoi stats`` shows them."""

    profile: MemberProfile
    rank: RankEntry | None
    rating: MemberRating | None


class InformationDesk:
    """The store and the drawing behind ``/koikoi rules``, ``help`` and ``stats``."""

    def __init__(
        self, store: Store, preferences: Preferences, drawing: DrawingPool, matches: MatchService
    ) -> None:
        self.store = store
        self.preferences = preferences
        self.drawing = drawing
        self.matches = matches

    async def members_rules(self, guild_id: int | None, user_id: int) -> RuleSet:
        """The rules the member plays: their current match's, else their last finished match's
        in this server, else a new match's there (the standard rules outside a server)."""
        if guild_id is None:
            return rules_in_play()
        table = self.matches.playing(guild_id, user_id)
        if table is not None:
            rules: RuleSet = table.match.rules
            return rules
        try:
            last = await self.store.finished_matches_of(guild_id, user_id, limit=1)
            if last:
                return rules_of(last[0])
        except StoreError:  # a damaged or unreadable match: the server's rules will do
            pass
        return rules_in_play(SERVERS, await self.preferences.guild(guild_id))

    async def with_guide(self, embed: discord.Embed, locale: str, rules: RuleSet) -> dict[str, Any]:
        """The answer's arguments: ``embed`` with the yaku picture of ``rules`` (or its words)."""
        return await with_guide(self.drawing, embed, locale, rules)

    async def stats(self, guild_id: int, user_id: int) -> MemberStats:
        """A member's profile, rank and skill rating in a server."""
        profile = await self.store.profile(guild_id, user_id)
        rank = await self.store.rank_of(guild_id, user_id)
        rating = await self.store.rating_of(guild_id, user_id)
        return MemberStats(profile, rank, rating)
