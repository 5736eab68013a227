"""A match nobody could see: called off or posted late, never a member held by it; a table left
behind by a restart is brought up to date."""

import pytest

from bot.engine import Player, preset
from bot.i18n import t
from bot.store import Store
from testing.harness import World


@pytest.mark.slow
async def test_a_table_discord_will_not_take_calls_the_match_off_and_frees_the_member(
    world: World,
):
    assert world.bot is not None
    world.fake.shorten_retry_waits()  # discord.py still tries each request 5 times, not 25 s
    world.fake.fail_next(20, status=503, path_contains="/messages/@original", method="PATCH")
    await world.koikoi(world.alice, "start", {"level": "easy"})
    world.fake.faults.clear()
    assert world.bot.matches.tables.playing(world.guild.id, world.alice.id) is None

    await world.koikoi(world.alice, "start", {"level": "easy"})
    assert world.bot.matches.tables.playing(world.guild.id, world.alice.id) is not None
    assert world.table_message()


async def test_a_table_that_could_not_be_drawn_calls_the_match_off_and_frees_the_member(
    world: World, monkeypatch: pytest.MonkeyPatch
):
    assert world.bot is not None

    def broken(*args: object, **kwargs: object) -> object:
        raise RuntimeError("a bug in drawing the table")

    with monkeypatch.context() as patched:
        patched.setattr(world.bot.matches.presenter, "table_message", broken)
        await world.koikoi(world.alice, "start", {"level": "easy"})
    assert world.bot.matches.tables.playing(world.guild.id, world.alice.id) is None
    told = [m.content for m in world.fake.ephemeral_for(world.alice)]
    assert told == [t("en-US", "error-table-not-made")]

    await world.koikoi(world.alice, "start", {"level": "easy"})
    assert world.bot.matches.tables.playing(world.guild.id, world.alice.id) is not None


@pytest.mark.slow
async def test_a_match_stored_without_its_table_gets_its_table_posted_at_restart(world: World):
    assert world.bot is not None
    seats = (Player.member(world.alice.id), Player.computer("easy"))
    await world.bot.store.create_match(world.guild.id, world.chan.id, seats, preset("standard"))
    await world.stop_bot()  # as if the process had died before posting the table

    bot = await world.start_bot()
    await world.settle()
    table = bot.matches.tables.in_channel(world.chan.id)
    assert table is not None and table.message_id is not None
    assert world.table_message().id == table.message_id


@pytest.mark.slow
async def test_a_move_logged_but_not_shown_before_a_restart_is_shown_after_it(world: World):
    challenge = await world.koikoi(world.alice, "start", {"opponent": world.bob})
    accept = next(
        b.custom_id
        for b in world.fake.find_buttons(challenge.message)
        if b.custom_id.endswith(":yes")
    )
    answer = await world.fake.click(world.bob, challenge.message, accept)
    await answer.wait_response()
    await world.settle()
    assert world.bot is not None
    table = world.bot.matches.tables.in_channel(world.chan.id)
    assert table is not None
    match_id, seq, move = table.match_id, table.seq, table.match.legal_actions()[0]
    table_message = world.table_message()
    await world.stop_bot()
    store = await Store.open(world.db_path)
    await store.append_action(match_id, seq, str(move))  # logged; the bot died before showing it
    await store.close()
    edits_before = len(world.fake.requests_to(f"/messages/{table_message.id}", "PATCH"))

    await world.start_bot()
    await world.settle()
    assert len(world.fake.requests_to(f"/messages/{table_message.id}", "PATCH")) > edits_before
