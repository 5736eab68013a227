"""A board asked for in public that has nothing to post is answered privately, once."""

from __future__ import annotations

from bot.i18n import t
from testing.harness import World


async def test_a_public_board_of_a_season_that_has_not_ended_says_so_privately(world: World):
    await world.koikoi(world.carol, "seasons", {"length": "monthly"})
    interaction = await world.fake.slash(
        world.alice, world.chan, "leaderboard", None, {"season": 1, "public": True}
    )
    await interaction.wait_response()
    await world.settle()
    said = [m for m in world.fake.ephemeral_for(world.alice) if m.embeds]
    assert said and said[-1].embeds[0]["description"].startswith(
        t("en-US", "season-board-none", number=1)
    )
    texts = [m.content or "" for m in world.fake.ephemeral_for(world.alice)]
    assert t("en-US", "error-internal") not in texts
    assert t("en-US", "error-internal-match") not in texts
    assert not [m for m in world.fake.messages_in(world.chan) if m.loading]  # no thinking left
    assert world.fake.violations == []
