"""``/koikoi start`` acknowledges before the database or Discord may wait: the first start
after a restart reads the server's settings, a challenge is stored, a thread asks for names."""

from __future__ import annotations

from typing import Any

import pytest

from testing.harness import World
from tests.app.kernel.test_deferral import hold_until_answered
from tests.cogs.match.test_threads import allow_threads


@pytest.mark.parametrize(
    "options",
    [
        {"level": "easy"},
        {"opponent": "bob"},
        {"level": "easy", "house_rules": True},
        {"opponent": "bob", "house_rules": True},
    ],
)
@pytest.mark.parametrize("threads", [False, True])
async def test_a_start_is_acknowledged_before_the_store_is_asked(
    world: World, monkeypatch: pytest.MonkeyPatch, options: dict[str, Any], threads: bool
) -> None:
    assert world.bot is not None
    if threads:
        allow_threads(world)
        await world.koikoi(world.carol, "settings", {"threads": True})
    world.bot.preferences._guilds.drop(world.guild.id)  # as after a restart: not read yet
    for name in ("guild_settings", "create_challenge"):
        hold_until_answered(world, monkeypatch, world.bot.store, name)
    world.fake.hold_until_answered("/members/")
    chosen = {k: world.bob if v == "bob" else v for k, v in options.items()}
    start = await world.fake.slash(world.alice, world.chan, "koikoi", "start", chosen)
    await start.wait_done(timeout=15)
    await world.settle()
    assert start.message is not None and not start.message.loading
    if options.get("house_rules"):
        assert start.message.ephemeral and start.message.selects  # the house rules' menu
    else:
        assert not start.message.ephemeral  # the table, its announcement or the challenge
    assert world.fake.deprecations == []
    world.fake.assert_no_violations()
