"""A match whose channel or thread is deleted ends at once with no result: its players are
told privately, are free to play elsewhere, and no turn clock forfeits anyone for it."""

from __future__ import annotations

import pytest

from bot.i18n import t
from testing.fake_discord.models import SEND_MESSAGES, VIEW_CHANNEL, Channel
from testing.harness import World, controls
from testing.play import Clicker, play_out
from tests.cogs.match.test_match_between_members import challenge, challenge_buttons
from tests.cogs.match.test_threads import allow_threads, threads_on


async def _start(world: World, where: str, against: str):
    assert world.bot is not None
    if where == "thread":
        allow_threads(world)
        await threads_on(world)
    if against == "member":
        message = await challenge(world, "standard")
        accept = await world.fake.click(world.bob, message, challenge_buttons(world, message)[True])
        await accept.wait_response()
        await world.settle()
        await world.koikoi(world.alice, "hand")
    else:
        await world.koikoi(world.alice, "start", {"level": "easy"})
    table = world.bot.matches.tables.playing(world.guild.id, world.alice.id)
    assert table is not None
    return table


@pytest.mark.parametrize("against", ["computer", "member"])
@pytest.mark.parametrize(
    ("where", "deleted"),
    [("channel", "its own"), ("thread", "its own"), ("thread", "the parent channel")],
)
async def test_a_deleted_channel_or_thread_ends_its_match_and_tells_its_players(
    world: World, where: str, against: str, deleted: str
) -> None:
    table = await _start(world, where, against)
    assert world.bot is not None
    players = [world.alice, world.bob] if against == "member" else [world.alice]
    hands = {member.id: world.latest_hand(member) for member in players}
    doomed: Channel = world.fake.channels[table.channel_id]
    if deleted != "its own":
        doomed = world.fake.channels[doomed.parent_id or 0]
    await world.fake.delete_channel(doomed)
    await world.settle()
    tables = world.bot.matches.tables
    assert tables.get(table.match_id) is None and not tables.clock.running(table.match_id)
    assert (await world.bot.store.get_match(table.match_id)).status == "abandoned"
    for member in players:
        hand = world.fake.message(hands[member.id].id)
        assert t("en-US", "match-channel-deleted") in hand.content
        assert not [on for _, on, _ in controls(world.fake, hand) if on]
    again = await world.koikoi(world.alice, "start", {"level": "easy"}, channel=world.chan2)
    assert not again.message.ephemeral  # a table, not "already playing"
    assert world.fake.violations == []


async def test_a_channel_discord_answers_for_as_deleted_ends_its_match_without_its_event(
    world: World,
) -> None:
    table = await _start(world, "channel", "computer")
    assert world.bot is not None
    hand = world.latest_hand(world.alice)
    world.fake.channels[table.channel_id].deleted = True  # the bot never heard of it
    assert await Clicker(world, world.alice).take_turn()  # the table's edit answers 10003
    await world.settle()
    assert world.bot.matches.tables.get(table.match_id) is None
    assert (await world.bot.store.get_match(table.match_id)).status == "abandoned"
    assert t("en-US", "match-channel-deleted") in world.fake.message(hand.id).content


@pytest.mark.parametrize(
    ("denied", "key"),
    [(VIEW_CHANNEL, "discord-lost-view"), (SEND_MESSAGES, "discord-lost-send")],
)
async def test_a_permission_lost_mid_match_is_told_on_the_hand_and_the_result_still_counts(
    world: World, denied: int, key: str
) -> None:
    assert world.bot is not None
    await world.koikoi(world.alice, "start", {"level": "easy", "rules": "single-deal"})
    table = world.bot.matches.tables.playing(world.guild.id, world.alice.id)
    assert table is not None
    hand = world.latest_hand(world.alice)
    await world.fake.deny_bot(world.chan, denied)
    await play_out(world, Clicker(world, world.alice))
    await world.settle()
    assert table.match.over
    record = await world.bot.store.get_match(table.match_id)
    assert record.status == "finished"
    profile = await world.bot.store.profile(world.guild.id, world.alice.id)
    assert profile.records["easy"].played == 1
    told = world.fake.message(hand.id).content
    mine, theirs = table.match.scores
    assert t("en-US", key) in told
    assert t("en-US", "discord-lost-final", mine=mine, theirs=theirs) in told
