"""What the bot asks Discord for when it connects."""

import pytest

from testing.harness import World


@pytest.mark.slow
async def test_channel_chatter_and_the_echo_of_table_edits_never_reach_the_bot(world: World):
    assert world.bot is not None
    await world.koikoi(world.alice, "start", {"level": "easy"})
    await world.fake.send_message(world.alice, world.chan, "good luck, computer!")
    await world.settle()

    assert world.table_message() is not None
    assert list(world.bot.cached_messages) == []
    session = world.fake.gateway.sessions[-1]
    guild_messages, direct_messages = 1 << 9, 1 << 12
    assert not session.intents & (guild_messages | direct_messages)
