"""A tournament game's notice by direct message: for every turn clock, once a member a round
(restarts included), quiet when the member refuses direct messages."""

from __future__ import annotations

import logging

import pytest

from testing.fake_discord import Member
from testing.harness import World, has_file
from tests.cogs.tournaments.test_tournament import _open, _press


async def _start(world: World, minutes: int = 1) -> None:
    """Alice and Bob join a round robin with a turn clock of ``minutes``; Carol starts it."""
    signup = await _open(world, {"turn_clock": minutes})
    for member in (world.alice, world.bob):
        await _press(world, member, signup, "join")
    await _press(world, world.carol, signup, "start")


def _direct(world: World, member: Member) -> list[str]:
    return [m.content for m in world.fake.messages_in(world.fake.dm_channel(member))]


async def test_a_one_minute_clock_game_is_told_to_both_members_by_direct_message(world: World):
    await _start(world, minutes=1)
    assert world.bot is not None
    (game,) = await world.bot.store.tournaments.games(1)
    table = world.bot.matches.table(game.match_id or 0)
    assert table is not None
    stamp = int(game.deadline.timestamp())
    for member, other in ((world.alice, "bob"), (world.bob, "alice")):
        (told,) = _direct(world, member)
        assert "round 1" in told and "Hanafuda Club" in told and f"<#{world.chan.id}>" in told
        assert f"you play {other}" in told
        assert f"<t:{stamp}:f>" in told and "1 minute;" in told
        assert f"https://discord.com/channels/{world.guild.id}/{table.channel_id}" in told
    world.fake.assert_no_violations()


async def test_a_game_waiting_to_open_links_to_the_round_post(world: World):
    await world.koikoi(world.alice, "start", {"level": "easy"}, channel=world.chan2)
    await _start(world, minutes=60)
    (post,) = [m for m in world.fake.messages_in(world.chan) if has_file(m, "tournament.png")]
    for member in (world.alice, world.bob):
        (told,) = _direct(world, member)
        assert f"/{world.guild.id}/{world.chan.id}/{post.id}" in told


async def test_a_member_is_told_of_a_round_once_even_across_a_restart(world: World):
    await _start(world)
    assert world.bot is not None
    await world.bot.tournaments.tick(1)
    await world.stop_bot()
    await world.start_bot()
    await world.settle()
    assert world.bot is not None
    await world.bot.tournaments.tick(1)  # the restarted process looks at the round again
    await world.settle()
    assert len(_direct(world, world.alice)) == len(_direct(world, world.bob)) == 1


async def test_a_member_who_refuses_direct_messages_is_left_to_the_round_post_quietly(
    world: World, caplog: pytest.LogCaptureFixture
):
    world.alice.user.accepts_dms = False
    with caplog.at_level(logging.INFO, logger="cogs.tournaments"):
        await _start(world)
    assert _direct(world, world.alice) == [] and len(_direct(world, world.bob)) == 1
    assert [r for r in world.fake.requests if r.status == 403]  # tried, and Discord said no
    assert [r.getMessage() for r in caplog.records if r.name.startswith("cogs.tourn")] == []
    world.fake.assert_no_violations()
