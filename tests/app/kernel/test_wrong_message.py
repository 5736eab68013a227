"""A button's id forged onto a message of another kind does nothing there."""

import pytest

from bot.app.kernel.custom_ids import AfterMatchId, ChallengeId, ForfeitId, LeaderboardId
from testing.harness import World, has_file
from tests.app.kernel.test_bad_clicks import ephemeral_answer, first_play
from tests.cogs.match.test_threads import forfeit


async def _table(world: World):
    await world.koikoi(world.alice, "start", {"level": "easy"})
    assert world.bot is not None
    table = world.bot.matches.tables.in_channel(world.chan.id)
    assert table is not None
    return table


@pytest.mark.slow
async def test_leaderboard_paging_forged_onto_a_table_leaves_the_table_alone(world: World):
    await _table(world)
    message = world.table_message()
    embeds = list(world.fake.message(message.id).embeds)
    click = await world.fake.click(world.alice, message, LeaderboardId(2).custom_id, force=True)
    assert await ephemeral_answer(click)
    await world.settle()
    assert world.fake.message(message.id).embeds == embeds


@pytest.mark.slow
async def test_a_challenge_answer_forged_onto_a_table_answers_nothing(world: World):
    await _table(world)
    challenge = await world.koikoi(
        world.carol, "start", {"opponent": world.bob}, channel=world.chan2
    )
    decline = next(
        b.custom_id
        for b in world.fake.find_buttons(challenge.message)
        if b.custom_id.endswith(":no")
    )
    challenge_number = int(decline.split(":")[2])
    message = world.table_message()
    content = world.fake.message(message.id).content
    click = await world.fake.click(
        world.bob, message, ChallengeId(challenge_number, False).custom_id, force=True
    )
    assert await ephemeral_answer(click)
    await world.settle()
    assert world.fake.message(message.id).content == content
    assert "declined" not in world.fake.message(challenge.message.id).content
    # The real message still answers.
    real = await world.fake.click(world.bob, challenge.message, decline)
    await real.wait_response()
    await world.settle()
    assert "declined" in world.fake.message(challenge.message.id).content


@pytest.mark.slow
async def test_a_forfeit_confirmation_forged_onto_the_table_forfeits_nothing(world: World):
    table = await _table(world)
    click = await world.fake.click(
        world.alice, world.table_message(), ForfeitId(table.match_id).custom_id, force=True
    )
    assert await ephemeral_answer(click)
    await world.settle()
    assert not table.match.over


async def _finished(world: World):
    """A match given up at once: its table message and its result message."""
    table = await _table(world)
    table_message = world.fake.message(table.message_id)
    await forfeit(world, world.alice, world.chan)
    assert table.match.over
    result = next(m for m in world.fake.messages_in(world.chan) if has_file(m, "match.png"))
    return table, table_message, result


@pytest.mark.slow
@pytest.mark.parametrize("which", ["table", "result"])
async def test_leaderboard_paging_forged_onto_a_finished_match_leaves_its_messages_alone(
    world: World, which: str
):
    _, table_message, result = await _finished(world)
    message = table_message if which == "table" else result
    before = world.fake.message(message.id)
    embeds, buttons = list(before.embeds), list(before.buttons)
    click = await world.fake.click(world.alice, message, LeaderboardId(2).custom_id, force=True)
    assert "not one the bot knows" in await ephemeral_answer(click)
    await world.settle()
    after = world.fake.message(message.id)
    assert after.embeds == embeds and after.buttons == buttons


@pytest.mark.slow
async def test_the_rematch_buttons_stay_under_a_result_a_forged_page_was_clicked_on(world: World):
    _, _, result = await _finished(world)
    click = await world.fake.click(world.alice, result, LeaderboardId(1).custom_id, force=True)
    await ephemeral_answer(click)
    await world.settle()
    labels = [b.label for b in world.fake.find_buttons(world.fake.message(result.id))]
    assert "Rematch" in labels


@pytest.mark.slow
async def test_a_rematch_forged_onto_a_leaderboard_starts_nothing(world: World):
    table, _, _ = await _finished(world)
    shown = await world.fake.slash(world.alice, world.chan, "leaderboard", None, {"public": True})
    board = await shown.wait_done()  # the public board is drawn: deferred, then filled in
    assert board is not None
    embeds = list(world.fake.message(board.id).embeds)
    forged = AfterMatchId(table.match_id, "cpu").custom_id
    click = await world.fake.click(world.alice, board, forged, force=True)
    assert "not one the bot knows" in await ephemeral_answer(click)
    await world.settle()
    assert world.fake.message(board.id).embeds == embeds
    assert world.bot is not None
    assert world.bot.matches.tables.playing(world.guild.id, world.alice.id) is None


@pytest.mark.slow
async def test_a_move_forged_onto_the_public_table_is_refused_there(world: World):
    table = await _table(world)
    state = table.match.to_dict()
    embeds = list(world.fake.message(table.message_id).embeds)
    _, forged = first_play(world)  # a move Alice may make, pressed on the public table
    click = await world.fake.click(world.alice, world.table_message(), forged, force=True)
    assert "not one the bot knows" in await ephemeral_answer(click)
    await world.settle()
    assert table.match.to_dict() == state
    assert world.fake.message(table.message_id).embeds == embeds
