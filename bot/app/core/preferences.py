"""Server settings and members' preferences, read from the store once and kept until changed.

Every click needs the server's language and time-out and the member's language and two-step
choice; they change only through ``/koikoi settings`` and ``/koikoi profile``, which write through
this cache. Each server is served by one process (its shard), so no other writer goes unseen.
"""

from __future__ import annotations

from collections import OrderedDict
from dataclasses import dataclass
from typing import Any, Generic, TypeVar

from bot.engine import RuleSet
from bot.store import GuildSettings, Store

K = TypeVar("K")
V = TypeVar("V")

CACHED_ENTRIES = 20_000  # per kind; a member's entry is a few hundred bytes


@dataclass(frozen=True, slots=True)
class MemberPreferences:
    """What a member chose with ``/koikoi profile``."""

    language: str | None = None  # None: their Discord app's language
    two_step_play: bool | None = None  # None: the preset's default
    birth_month: int | None = None

    def two_step_for(self, rules: RuleSet) -> bool:
        """Whether this member picks a card and then confirms it under ``rules``."""
        if self.two_step_play is not None:
            return self.two_step_play
        return rules.two_step_by_default


class _Recent(Generic[K, V]):
    """A bounded map that forgets the least recently used entry first."""

    def __init__(self, size: int) -> None:
        self._size = size
        self._items: OrderedDict[K, V] = OrderedDict()

    def get(self, key: K) -> V | None:
        value = self._items.get(key)
        if value is not None:
            self._items.move_to_end(key)
        return value

    def put(self, key: K, value: V) -> None:
        self._items[key] = value
        self._items.move_to_end(key)
        if len(self._items) > self._size:
            self._items.popitem(last=False)

    def drop(self, key: K) -> None:
        self._items.pop(key, None)


class Preferences:
    """The one way the Discord layer reads and changes settings and preferences."""

    def __init__(self, store: Store, size: int = CACHED_ENTRIES) -> None:
        self.store = store
        self._guilds: _Recent[int, GuildSettings] = _Recent(size)
        self._members: _Recent[tuple[int, int], MemberPreferences] = _Recent(size)

    async def guild(self, guild_id: int) -> GuildSettings:
        """The server's settings."""
        settings = self._guilds.get(guild_id)
        if settings is None:
            settings = await self.store.guild_settings(guild_id)
            self._guilds.put(guild_id, settings)
        return settings

    async def update_guild(self, guild_id: int, **changes: Any) -> GuildSettings:
        """Change the server's settings; the next read sees the stored result."""
        self._guilds.drop(guild_id)
        await self.store.update_guild_settings(guild_id, **changes)
        return await self.guild(guild_id)

    async def member(self, guild_id: int, user_id: int) -> MemberPreferences:
        """A member's preferences in a server."""
        key = (guild_id, user_id)
        found = self._members.get(key)
        if found is None:
            profile = await self.store.profile(guild_id, user_id)
            found = MemberPreferences(profile.language, profile.two_step_play, profile.birth_month)
            self._members.put(key, found)
        return found

    async def update_member(
        self,
        guild_id: int,
        user_id: int,
        *,
        birth_month: int | None = None,
        two_step_play: bool | None = None,
    ) -> MemberPreferences:
        """Change what is given (None leaves it as it is)."""
        self._members.drop((guild_id, user_id))
        if birth_month is not None:
            await self.store.set_birth_month(guild_id, user_id, birth_month)
        if two_step_play is not None:
            await self.store.set_two_step_play(guild_id, user_id, two_step_play)
        return await self.member(guild_id, user_id)

    async def set_language(
        self, guild_id: int, user_id: int, language: str | None
    ) -> MemberPreferences:
        """Change a member's language (None: follow their Discord app)."""
        self._members.drop((guild_id, user_id))
        await self.store.set_language(guild_id, user_id, language)
        return await self.member(guild_id, user_id)
