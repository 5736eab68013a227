"""With the server's thread setting, each match is played in its own thread."""

from testing.fake_discord.models import CREATE_PUBLIC_THREADS, PUBLIC_THREAD
from testing.harness import World, has_file
from testing.play import Clicker
from tests.cogs.match.test_match_between_members import challenge_buttons


def allow_threads(world: World) -> None:
    """Give the bot's role Create Public Threads (it lacks it by default)."""
    role = next(r for r in world.guild.roles.values() if r.managed)
    role.permissions |= CREATE_PUBLIC_THREADS


async def threads_on(world: World) -> None:
    await world.koikoi(world.carol, "settings", {"threads": True})


async def forfeit(world: World, member, channel) -> None:
    asked = await world.koikoi(member, "forfeit", channel=channel)
    confirm = next(b.custom_id for b in world.fake.find_buttons(asked.message))
    clicked = await world.fake.click(member, asked.message, confirm)
    await clicked.wait_response()
    await world.settle()


async def test_a_match_is_played_in_a_thread_opened_from_the_channel(world: World):
    allow_threads(world)
    await threads_on(world)
    await world.koikoi(world.alice, "start", {"level": "easy"})
    assert world.bot is not None
    table = world.bot.matches.tables.playing(world.guild.id, world.alice.id)
    assert table is not None
    thread = world.fake.channels[table.channel_id]
    assert thread.type == PUBLIC_THREAD and thread.parent_id == world.chan.id
    assert world.table_message(thread).id == table.message_id
    announcement = world.fake.messages_in(world.chan)[-1]
    assert f"<#{thread.id}>" in announcement.content
    assert world.fake.find_buttons(announcement) == []
    table_in_thread = world.table_message(thread)
    seq = table.seq
    assert await Clicker(world, world.alice).take_turn()
    assert table.seq > seq and world.fake.message(table_in_thread.id).edited_at is not None


async def test_the_final_result_of_a_thread_match_is_posted_back_in_the_channel(world: World):
    allow_threads(world)
    await threads_on(world)
    await world.koikoi(world.alice, "start", {"level": "easy"})
    assert world.bot is not None
    thread = world.fake.channels[
        world.bot.matches.tables.playing(world.guild.id, world.alice.id).channel_id
    ]
    await forfeit(world, world.alice, thread)
    in_thread = [m for m in world.fake.messages_in(thread) if has_file(m, "match.png")]
    in_channel = [m for m in world.fake.messages_in(world.chan) if has_file(m, "match.png")]
    assert len(in_thread) == 1 and len(in_channel) == 1
    assert f"<#{thread.id}>" in in_channel[0].content


async def test_two_matches_run_at_once_in_threads_of_one_channel(world: World):
    allow_threads(world)
    await threads_on(world)
    await world.koikoi(world.alice, "start", {"level": "easy"})
    asked = await world.koikoi(world.bob, "start", {"opponent": world.carol})
    accept = await world.fake.click(
        world.carol, asked.message, challenge_buttons(world, asked.message)[True]
    )
    await accept.wait_response()
    await world.settle()
    assert world.bot is not None
    tables = world.bot.matches.tables.all()
    assert len(tables) == 2
    assert {world.fake.channels[t.channel_id].parent_id for t in tables} == {world.chan.id}


async def test_without_the_thread_permission_the_match_is_played_in_the_channel(world: World):
    await threads_on(world)
    await world.koikoi(world.alice, "start", {"level": "easy"})
    assert world.bot is not None
    table = world.bot.matches.tables.in_channel(world.chan.id)
    assert table is not None and world.table_message().id == table.message_id


async def test_a_thread_match_restored_after_a_restart_still_reports_to_the_channel(world: World):
    allow_threads(world)
    await threads_on(world)
    await world.koikoi(world.alice, "start", {"level": "easy"})
    assert world.bot is not None
    thread_id = world.bot.matches.tables.playing(world.guild.id, world.alice.id).channel_id
    await world.stop_bot()
    await world.start_bot()
    await forfeit(world, world.alice, world.fake.channels[thread_id])
    in_channel = [m for m in world.fake.messages_in(world.chan) if has_file(m, "match.png")]
    assert len(in_channel) == 1 and f"<#{thread_id}>" in in_channel[0].content
