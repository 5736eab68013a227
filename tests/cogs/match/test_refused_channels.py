"""A channel that refuses the bot (50001, 50013) is left alone: the players are told once on
their hands, the bot stops asking there, and tries again when a permission may have changed
(CHANNEL_UPDATE, GUILD_ROLE_UPDATE) or a back-off has passed. A deleted table is posted again."""

from __future__ import annotations

import pytest

from bot.i18n import t
from testing.fake_discord.models import SEND_MESSAGES, VIEW_CHANNEL
from testing.harness import World
from testing.play import Clicker, play_out
from tests.cogs.match.test_match_between_members import challenge, challenge_buttons

REFUSED = (50001, 50013)


def _refused(world: World) -> int:
    return len([e for e in world.fake.error_responses if e.code in REFUSED])


def _table_edits(world: World, message_id: int) -> list:
    return [
        r for r in world.fake.requests_to(f"/messages/{message_id}", "PATCH") if r.status == 200
    ]


class Clock:
    def __init__(self) -> None:
        self.now = 1000.0

    def __call__(self) -> float:
        return self.now


async def _against_the_computer(world: World):
    assert world.bot is not None
    await world.koikoi(world.alice, "start", {"level": "easy"})
    table = world.bot.matches.tables.playing(world.guild.id, world.alice.id)
    assert table is not None and table.message_id is not None
    return table


@pytest.mark.slow
async def test_a_channel_that_refuses_the_bot_hears_a_handful_of_requests_in_a_whole_match(
    world: World,
):
    assert world.bot is not None
    message = await challenge(world)
    accept = await world.fake.click(world.bob, message, challenge_buttons(world, message)[True])
    await accept.wait_response()
    await world.settle()
    await world.koikoi(world.alice, "hand")
    await world.koikoi(world.bob, "hand")
    table = world.bot.matches.tables.playing(world.guild.id, world.alice.id)
    assert table is not None
    hand = world.latest_hand(world.alice)
    await world.fake.deny_bot(world.chan, VIEW_CHANNEL)

    await play_out(world, Clicker(world, world.alice), Clicker(world, world.bob))
    await world.settle()
    assert table.match.over
    assert _refused(world) <= 3  # one a move would be dozens
    assert t("en-US", "discord-lost-view") in world.fake.message(hand.id).content


async def test_a_channel_that_takes_back_send_messages_hears_one_refused_request_in_a_match(
    world: World,
):
    assert world.bot is not None
    world.bot.matches.quiet.clock = Clock()  # no back-off runs out during the match
    table = await _against_the_computer(world)
    await world.koikoi(world.alice, "hand")
    hand = world.latest_hand(world.alice)
    await world.fake.deny_bot(world.chan, SEND_MESSAGES)  # it still sees the channel
    shown = table.message_id

    await play_out(world, Clicker(world, world.alice))
    await world.settle()
    assert table.match.over and len(table.match.results) > 1  # round ends, the table reposted
    assert _refused(world) == 1  # the first post; then nothing is posted there
    told = world.fake.message(hand.id).content or ""
    assert told.count(t("en-US", "discord-lost-send")) == 1
    # Editing its own message needs no Send Messages: spectators still follow the table.
    refused_at = next(e.time for e in world.fake.error_responses if e.code == 50013)
    later = [r for r in _table_edits(world, shown) if r.time > refused_at]
    assert table.message_id == shown and len(later) >= 2


async def test_a_channel_given_its_permission_back_has_its_table_edited_at_the_next_move(
    world: World,
):
    table = await _against_the_computer(world)
    alice = Clicker(world, world.alice)
    await world.fake.deny_bot(world.chan, VIEW_CHANNEL)
    assert await alice.take_turn()
    assert await alice.take_turn()
    assert _refused(world) == 1
    edits = len(_table_edits(world, table.message_id))

    await world.fake.deny_bot(world.chan, 0)  # CHANNEL_UPDATE: the overwrite is gone
    await world.settle()
    assert await alice.take_turn()
    assert len(_table_edits(world, table.message_id)) > edits
    assert _refused(world) == 1


async def test_a_role_given_its_permission_back_has_the_table_edited_at_the_next_move(
    world: World,
):
    table = await _against_the_computer(world)
    alice = Clicker(world, world.alice)
    role = next(r for r in world.guild.roles.values() if r.managed)
    everyone = world.guild.roles[world.guild.id]
    allowed = role.permissions
    await world.fake.set_role_permissions(everyone, everyone.permissions & ~VIEW_CHANNEL)
    await world.fake.set_role_permissions(role, allowed & ~VIEW_CHANNEL)
    assert await alice.take_turn()
    assert await alice.take_turn()
    assert _refused(world) == 1
    edits = len(_table_edits(world, table.message_id))

    await world.fake.set_role_permissions(role, allowed)  # GUILD_ROLE_UPDATE
    await world.settle()
    assert await alice.take_turn()
    assert len(_table_edits(world, table.message_id)) > edits


async def test_a_refused_channel_is_tried_again_after_its_back_off_and_then_left_longer(
    world: World,
):
    assert world.bot is not None
    clock = Clock()
    world.bot.matches.quiet.clock = clock
    await _against_the_computer(world)
    alice = Clicker(world, world.alice)
    await world.fake.deny_bot(world.chan, VIEW_CHANNEL)
    assert await alice.take_turn()
    assert _refused(world) == 1

    clock.now += 61
    assert await alice.take_turn()
    assert _refused(world) == 2
    clock.now += 61  # the second wait is longer
    assert await alice.take_turn()
    assert _refused(world) == 2


async def test_a_deleted_table_is_posted_again_at_the_next_move(world: World):
    table = await _against_the_computer(world)
    gone = world.fake.message(table.message_id)
    await world.fake.delete_message_as_moderator(gone)
    assert await Clicker(world, world.alice).take_turn()
    await world.settle()
    posted = world.table_message()
    assert posted.id != gone.id and not posted.deleted
    assert table.message_id == posted.id
    assert (await world.bot.store.get_match(table.match_id)).message_id == posted.id
