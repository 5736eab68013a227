"""The deal of the day while its pictures are late: the hand in words, its buttons kept, and a
move still plays."""

from __future__ import annotations

import pytest

from bot.i18n import t
from testing.harness import World, late_picture
from tests.cogs.daily.test_daily import daily_moves, few_playouts

__all__ = ["few_playouts"]  # the fixture, used by name

pytestmark = pytest.mark.slow


async def test_a_daily_whose_picture_is_late_shows_the_hand_in_words_and_plays(
    world: World, monkeypatch: pytest.MonkeyPatch
) -> None:
    assert world.bot is not None

    monkeypatch.setattr(world.bot.drawing, "draw", late_picture)
    interaction = await world.koikoi(world.alice, "daily")
    await interaction.wait_response()
    await world.settle()
    message = world.fake.ephemeral_for(world.alice)[-1]
    assert not message.attachments
    [embed] = message.embeds
    words = " ".join(field["value"] for field in embed.get("fields", []))
    assert t("en-US", "picture-late-in-words") in words
    moves = [move for move, enabled in daily_moves(world, message) if enabled]
    assert moves, "the hand can still be played"
    click = await world.fake.click(world.alice, message, moves[0].custom_id)
    await click.wait_response()
    await world.settle()
    world.fake.assert_no_violations()
