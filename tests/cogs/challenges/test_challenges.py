"""Challenges are stored: Accept works after a restart, and a lapse still closes them."""

import pytest

from testing.fake_discord import Message
from testing.harness import World
from tests.cogs.match.test_match_between_members import challenge, challenge_buttons


@pytest.mark.slow
async def test_a_challenge_accepted_after_a_restart_starts_the_match(world: World):
    message = await challenge(world, "traditional")
    accept = challenge_buttons(world, message)[True]
    await world.stop_bot()
    bot = await world.start_bot()
    clicked = await world.fake.click(world.bob, world.fake.message(message.id), accept)
    await clicked.wait_response()
    await world.settle()
    table = bot.matches.tables.in_channel(world.chan.id)
    assert table is not None
    assert table.members() == [world.alice.id, world.bob.id]
    assert table.match.rules.name == "traditional"


@pytest.mark.slow
async def test_a_challenge_lapses_after_a_restart(world: World, monkeypatch):
    monkeypatch.setattr("cogs.challenges.challenges.CHALLENGE_SECONDS", 1)
    message = await challenge(world)
    accept = challenge_buttons(world, message)[True]
    await world.stop_bot()
    await world.start_bot()
    await world.fake.wait_for(lambda: "lapsed" in world.fake.message(message.id).content, timeout=5)
    clicked = await world.fake.click(world.bob, message, accept, force=True)
    answer = await clicked.wait_done()
    assert answer.ephemeral and "lapsed" in answer.content
    assert world.bot is not None and len(world.bot.matches.tables) == 0


async def test_a_member_with_a_challenge_waiting_cannot_post_another(world: World):
    await challenge(world)
    second = await world.fake.slash(
        world.alice, world.chan2, "koikoi", "start", {"opponent": world.carol}
    )
    # the store is asked after a public "thinking" answer: the refusal replaces it privately
    answer = await second.wait_followup(0)
    assert answer.ephemeral and "already has a challenge" in answer.content
    await world.settle()
    assert all(not m.loading for m in world.fake.messages_in(world.chan2))
    assert world.fake.violations_of("private_made_public") == []


async def test_a_challenge_that_never_reached_the_channel_is_withdrawn_and_can_be_made_again(
    world: World,
):
    world.fake.shorten_retry_waits()  # discord.py still tries each request 5 times, not 25 s
    world.fake.fail_next(20, status=503, path_contains="/messages/@original", method="PATCH")
    await world.koikoi(world.alice, "start", {"opponent": world.bob})
    world.fake.faults.clear()
    assert not any(challenge_buttons_on(world, m) for m in world.fake.messages_in(world.chan))

    message = await challenge(world)  # not refused as "a challenge waiting for an answer"
    assert challenge_buttons(world, message)[True]


def challenge_buttons_on(world: World, message: Message) -> bool:
    return any(b.custom_id.endswith(":yes") for b in world.fake.find_buttons(message))
