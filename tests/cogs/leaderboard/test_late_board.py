"""A leaderboard posted for the channel while its picture is late goes out with its lines and
its buttons, and says the picture is missing."""

from __future__ import annotations

import pytest

from bot.i18n import t
from testing.harness import World, has_file, late_picture

pytestmark = pytest.mark.slow


@pytest.mark.parametrize("shown", ["points", "rating"])
async def test_a_public_board_whose_picture_is_late_is_posted_in_words_with_its_buttons(
    world: World, monkeypatch: pytest.MonkeyPatch, shown: str
) -> None:
    assert world.bot is not None

    monkeypatch.setattr(world.bot.drawing, "draw", late_picture)
    interaction = await world.fake.slash(
        world.alice, world.chan, "leaderboard", None, {"public": True, "view": shown}
    )
    message = await interaction.wait_done()
    assert message in world.fake.messages_in(world.chan)
    assert not has_file(message, "leaderboard.png") and not message.attachments
    [embed] = message.embeds
    assert embed["footer"]["text"].endswith(t("en-US", "picture-late-in-words"))
    assert "image" not in embed or not embed["image"]
    assert {b.label for b in world.fake.find_buttons(message)} == {"◀", "▶"}
    world.fake.assert_no_violations()
