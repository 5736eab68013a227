"""Every picture the bot posts says in words what it shows (its attachment's description), in
the language of the message it is attached to."""

import pytest

from bot.app.kernel.custom_ids import LeaderboardId
from testing.harness import World


@pytest.mark.slow
async def test_the_tables_picture_is_described_in_the_servers_language(world: World):
    changed = await world.fake.slash(
        world.carol, world.chan, "koikoi", "settings", {"language": "pl"}
    )
    await changed.wait_done()
    await world.koikoi(world.alice, "start", {"level": "easy"})
    described = world.table_message().attachment("table.png").description
    assert described is not None
    assert described.startswith("Runda 1, styczeń.")
    assert "Stół: " in described and "alice" in described


@pytest.mark.slow
async def test_the_hands_picture_is_described_in_the_players_language(world: World):
    await world.koikoi(world.alice, "start", {"level": "easy"}, locale="ja")
    described = world.latest_hand(world.alice).attachment("hand.png").description
    assert described is not None and "あなたの手札：" in described
    english = world.table_message().attachment("table.png").description
    assert english is not None and english.startswith("Round 1, January.")


@pytest.mark.slow
async def test_the_public_leaderboard_is_a_described_picture_beside_its_text(world: World):
    interaction = await world.fake.slash(
        world.alice, world.chan, "leaderboard", None, {"public": True}
    )
    response = await interaction.wait_response()
    message = await interaction.wait_done()
    assert not response.ephemeral
    picture = message.attachment("leaderboard.png")
    assert picture.description is not None and "leaderboard" in picture.description.lower()
    assert message.embeds[0]["description"]  # the text stays for screen readers
    assert message.embeds[0]["image"]["url"].endswith("leaderboard.png")


@pytest.mark.slow
async def test_paging_a_public_leaderboard_redraws_its_described_picture(world: World):
    shown = await world.fake.slash(world.alice, world.chan, "leaderboard", None, {"public": True})
    board = await shown.wait_done()
    click = await world.fake.click(world.bob, board, LeaderboardId(1).custom_id, force=True)
    await click.wait_response()
    await world.settle()
    after = world.fake.message(board.id)
    assert [a.filename for a in after.attachments] == ["leaderboard.png"]
    assert after.attachments[0].description
