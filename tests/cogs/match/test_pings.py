"""Between members, the member to move is called at once, with one mention at a time."""

import pytest

from testing.harness import World
from testing.play import Clicker
from tests.cogs.match.test_match_between_members import challenge, challenge_buttons


async def start_between_members(world: World, rules: str = "standard"):
    message = await challenge(world, rules)
    accept = await world.fake.click(world.bob, message, challenge_buttons(world, message)[True])
    await accept.wait_response()
    await world.settle()
    assert world.bot is not None
    table = world.bot.matches.tables.in_channel(world.chan.id)
    assert table is not None
    return table


def pings(world: World, member) -> list:
    return [
        m
        for m in world.fake.messages_in(world.chan)
        if f"<@{member.id}>" in m.content and "your turn" in m.content
    ]


async def test_the_member_to_move_is_called_as_soon_as_it_is_their_turn(world: World):
    table = await start_between_members(world)
    first = table.seats[table.match.to_move].user_id
    mover, waiting = (
        (world.alice, world.bob) if first == world.alice.id else (world.bob, world.alice)
    )
    if mover is world.alice:  # the challenger did not click: called at once
        assert len(pings(world, world.alice)) == 1
    # Opening the hand, then moving: the turn passes and the other member is called.
    await world.koikoi(mover, "hand")
    clicker = Clicker(world, mover)
    while table.match.to_move is not None and table.seats[table.match.to_move].user_id == mover.id:
        assert await clicker.take_turn()
    assert len(pings(world, waiting)) == 1
    assert pings(world, mover) == []  # the mover's own call was removed when they acted


@pytest.mark.slow
async def test_only_one_turn_ping_stands_and_it_calls_the_member_to_move(world: World):
    table = await start_between_members(world)
    await world.koikoi(world.alice, "hand")
    await world.koikoi(world.bob, "hand")
    clickers = (Clicker(world, world.alice), Clicker(world, world.bob))
    called = 0
    for _ in range(12):
        for clicker in clickers:
            if not await clicker.take_turn():
                continue
            standing = pings(world, world.alice) + pings(world, world.bob)
            assert len(standing) <= 1
            to_move = table.seats[table.match.to_move].user_id
            if to_move != clicker.member.id:  # the turn passed: the other member is called
                assert [m.content for m in standing] == [f"<@{to_move}>, your turn in Koi-Koi!"]
                called += 1
    assert called >= 6


@pytest.mark.slow
async def test_turn_pings_can_be_turned_off_for_the_server(world: World):
    assert world.bot is not None
    await world.fake.slash(world.carol, world.chan, "koikoi", "settings", {"turn_pings": False})
    await world.settle()
    table = await start_between_members(world)
    await world.koikoi(world.alice, "hand")
    await world.koikoi(world.bob, "hand")
    alice, bob = Clicker(world, world.alice), Clicker(world, world.bob)
    for _ in range(4):
        await alice.take_turn()
        await bob.take_turn()
    assert not table.match.over
    assert pings(world, world.alice) == [] and pings(world, world.bob) == []
