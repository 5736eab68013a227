"""``/koikoi rules`` and ``/koikoi help`` answer with the guide in words when its picture is
late (a drawing process that gives no answer, or one slower than the pictures' deadline)."""

from __future__ import annotations

import asyncio
from typing import Any

import pytest

from bot.i18n import t
from testing.harness import World, has_file, late_picture

pytestmark = pytest.mark.slow


def _failing(world: World, monkeypatch: pytest.MonkeyPatch, how: str) -> None:
    assert world.bot is not None
    pool = world.bot.drawing

    async def stuck(*args: Any, **kwargs: Any) -> bytes:
        await asyncio.Event().wait()  # a stopped drawing process: never answers
        raise AssertionError("unreachable")

    monkeypatch.setattr(pool, "draw", late_picture if how == "unanswered" else stuck)
    monkeypatch.setattr(pool.pace, "floor", 0.2)  # the deadline of a quick machine, shortened


@pytest.mark.parametrize("command", ["rules", "help"])
@pytest.mark.parametrize("how", ["unanswered", "stuck"])
async def test_a_late_guide_picture_is_answered_with_the_guide_in_words(
    world: World, monkeypatch: pytest.MonkeyPatch, command: str, how: str
) -> None:
    _failing(world, monkeypatch, how)
    interaction = await world.koikoi(world.alice, command)
    message = await interaction.wait_done()
    assert message is not None and message.ephemeral
    assert not has_file(message, "yaku.png")
    first, words = message.embeds
    assert "image" not in first or not first["image"]
    assert f"**{t('en-US', 'yaku-goko')}** (" in words["description"]
    assert words["footer"]["text"] == t("en-US", "picture-late-in-words")
    world.fake.assert_no_violations()


async def test_the_guide_in_words_is_in_the_members_language(
    world: World, monkeypatch: pytest.MonkeyPatch
) -> None:
    _failing(world, monkeypatch, "unanswered")
    interaction = await world.koikoi(world.alice, "rules", locale="ja")
    message = await interaction.wait_done()
    words = message.embeds[1]
    assert words["footer"]["text"] == t("ja", "picture-late-in-words")
    assert t("ja", "yaku-goko") in words["description"]
