"""A tournament round posted while its standings picture is late carries the standings in
words, and says the picture is missing."""

from __future__ import annotations

import pytest

from bot.i18n import t
from testing.harness import World, has_file, late_picture
from tests.cogs.tournaments.test_tournament import _started

pytestmark = pytest.mark.slow


async def test_a_round_posted_while_the_picture_is_late_has_its_standings_in_words(
    world: World, monkeypatch: pytest.MonkeyPatch
) -> None:
    assert world.bot is not None

    monkeypatch.setattr(world.bot.drawing, "draw", late_picture)
    await _started(world, world.alice, world.bob)
    [posted] = [m for m in world.fake.messages_in(world.chan) if "Round 1 of 1" in m.content]
    assert not has_file(posted, "tournament.png")
    assert "standings" in posted.content.lower()
    assert posted.content.endswith(t("en-US", "picture-late-in-words"))
    assert f"<@{world.alice.id}>" in posted.content
    world.fake.assert_no_violations()
