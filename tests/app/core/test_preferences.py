from collections import Counter

import pytest

from bot.app.core.preferences import MemberPreferences, Preferences
from bot.engine import preset
from bot.store import Store

GUILD, ALICE = 1 << 22, 100


class CountingStore:
    """A store that counts the reads of settings and profiles."""

    def __init__(self, store: Store) -> None:
        self.store = store
        self.reads: Counter[str] = Counter()

    async def guild_settings(self, guild_id):
        self.reads["guild"] += 1
        return await self.store.guild_settings(guild_id)

    async def profile(self, guild_id, user_id):
        self.reads["member"] += 1
        return await self.store.profile(guild_id, user_id)

    def __getattr__(self, name):
        return getattr(self.store, name)


@pytest.fixture
async def counted(tmp_path):
    store = await Store.open(tmp_path / "p.db")
    yield CountingStore(store)
    await store.close()


async def test_settings_and_preferences_are_read_from_the_store_once(counted) -> None:
    preferences = Preferences(counted)  # type: ignore[arg-type]
    for _ in range(3):
        await preferences.guild(GUILD)
        await preferences.member(GUILD, ALICE)
    assert counted.reads == {"guild": 1, "member": 1}


async def test_a_changed_setting_is_seen_at_once(counted) -> None:
    preferences = Preferences(counted)  # type: ignore[arg-type]
    assert (await preferences.guild(GUILD)).turn_timeout_seconds == 600
    await preferences.update_guild(GUILD, turn_timeout_seconds=120)
    assert (await preferences.guild(GUILD)).turn_timeout_seconds == 120


async def test_a_changed_preference_is_seen_at_once(counted) -> None:
    preferences = Preferences(counted)  # type: ignore[arg-type]
    assert (await preferences.member(GUILD, ALICE)).language is None
    await preferences.set_language(GUILD, ALICE, "ja")
    await preferences.update_member(GUILD, ALICE, two_step_play=True)
    assert await preferences.member(GUILD, ALICE) == MemberPreferences("ja", True, None)


async def test_the_cache_forgets_the_least_recently_used_entry(counted) -> None:
    preferences = Preferences(counted, size=2)  # type: ignore[arg-type]
    await preferences.member(GUILD, 1)
    await preferences.member(GUILD, 2)
    await preferences.member(GUILD, 1)
    await preferences.member(GUILD, 3)  # drops member 2
    await preferences.member(GUILD, 1)
    assert counted.reads["member"] == 3
    await preferences.member(GUILD, 2)
    assert counted.reads["member"] == 4


def test_two_step_play_follows_the_member_else_the_preset() -> None:
    assert MemberPreferences().two_step_for(preset("single-deal"))
    assert not MemberPreferences().two_step_for(preset("standard"))
    assert not MemberPreferences(two_step_play=False).two_step_for(preset("single-deal"))


def test_two_step_play_follows_the_rules_default_whatever_their_name() -> None:
    asks = preset("standard").model_copy(update={"name": "house", "two_step_by_default": True})
    renamed = preset("single-deal").model_copy(update={"name": "quick"})
    assert MemberPreferences().two_step_for(asks)
    assert MemberPreferences().two_step_for(renamed)
    assert not MemberPreferences(two_step_play=False).two_step_for(asks)
