"""The buttons: one dynamic item per kind, and what one click reads."""

from collections import Counter

import pytest

from bot.app.kernel.custom_ids import SELECT_IDS, TEMPLATES
from testing.harness import World
from testing.play import Clicker


@pytest.mark.slow
async def test_every_kind_of_button_and_menu_is_routed_by_exactly_one_dynamic_item(world: World):
    assert world.bot is not None
    registered = world.bot._connection._view_store._dynamic_items  # discord.py's own registry
    patterns = Counter(pattern.pattern for pattern in registered)
    assert patterns == Counter(TEMPLATES) + Counter(kind.TEMPLATE for kind in SELECT_IDS)


@pytest.mark.slow
async def test_a_move_reads_the_settings_and_the_members_profile_at_most_once(
    world: World, monkeypatch
):
    await world.koikoi(world.alice, "start", {"level": "easy"})
    assert world.bot is not None
    store = world.bot.store
    reads: Counter[str] = Counter()
    guild_settings, profile = store.guild_settings, store.profile

    async def counted_settings(*args, **kwargs):
        reads["settings"] += 1
        return await guild_settings(*args, **kwargs)

    async def counted_profile(*args, **kwargs):
        reads["profile"] += 1
        return await profile(*args, **kwargs)

    monkeypatch.setattr(store, "guild_settings", counted_settings)
    monkeypatch.setattr(store, "profile", counted_profile)
    seq = world.bot.matches.tables.in_channel(world.chan.id).seq
    assert await Clicker(world, world.alice).take_turn()
    assert world.bot.matches.tables.in_channel(world.chan.id).seq > seq
    assert reads["settings"] <= 1 and reads["profile"] <= 1, reads
