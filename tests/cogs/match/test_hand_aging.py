"""A hand message about to age out of Discord's 15 minutes says so, keeps only Refresh, and
one click on it brings it back to the match as it is; on its player's own move it keeps its
card buttons and says only that it may no longer follow the opponent."""

from __future__ import annotations

import pytest

from bot.app.core.hands import HAND_EDIT_SECONDS
from bot.i18n import t
from testing.buttons import MatchControl, parse_control
from testing.fake_discord.models import Message
from testing.harness import World, controls
from testing.play import Clicker
from tests.cogs.match.test_pings import start_between_members

SHORT = 1.0  # seconds a hand may be edited in these tests, for Discord's 15 minutes


def _hands(world: World, member) -> list[Message]:
    return [m for m in world.fake.ephemeral_for(member) if controls(world.fake, m)]


def _aged(world: World, message: Message) -> bool:
    now = world.fake.message(message.id)
    return now.content in (t("en-US", "hand-no-longer-updated"), t("en-US", "hand-may-not-follow"))


async def _start(world: World, against: str):
    assert world.bot is not None
    if against == "member":
        return await start_between_members(world)
    await world.koikoi(world.alice, "start", {"level": "easy"})
    table = world.bot.matches.tables.in_channel(world.chan.id)
    assert table is not None
    return table


@pytest.mark.parametrize("against", ["member", "computer"])
async def test_every_hand_is_told_it_stopped_updating_before_discord_refuses_its_edits(
    world: World, against: str
) -> None:
    table = await _start(world, against)
    assert world.bot is not None
    world.bot.matches.hands.edit_seconds = SHORT
    members = [world.alice, world.bob] if against == "member" else [world.alice]
    before = {hand.id for member in members for hand in _hands(world, member)}
    for member in members:
        await world.koikoi(member, "hand")
        await world.koikoi(member, "hand")  # an older hand message ages out too
    owned = [(m, h) for m in members for h in _hands(world, m) if h.id not in before]
    assert len(owned) >= 2 * len(members)
    await world.fake.wait_for(lambda: all(_aged(world, hand) for _, hand in owned), timeout=20)
    mover = table.seats[table.match.to_move].user_id
    for member, hand in owned:
        now = world.fake.message(hand.id)
        controls_left = [parse_control(b.custom_id) for b in world.fake.find_buttons(now)]
        if member.id == mover:
            assert now.content == t("en-US", "hand-may-not-follow")
            assert any(c.seq == table.seq for c in controls_left if isinstance(c, MatchControl))
        else:
            assert now.content == t("en-US", "hand-no-longer-updated")
            assert controls_left == [MatchControl(table.match_id, "hand")]
    assert world.fake.violations == []


async def test_an_aged_hand_on_its_players_own_move_keeps_its_cards_and_still_plays(
    world: World,
) -> None:
    table = await start_between_members(world)
    assert world.bot is not None
    mover_id = table.seats[table.match.to_move].user_id
    mover, waiting = (
        (world.alice, world.bob) if mover_id == world.alice.id else (world.bob, world.alice)
    )
    world.bot.matches.hands.edit_seconds = SHORT
    await world.koikoi(mover, "hand")
    await world.koikoi(waiting, "hand")
    mine, theirs = world.latest_hand(mover), world.latest_hand(waiting)
    await world.fake.wait_for(lambda: _aged(world, mine) and _aged(world, theirs), timeout=20)
    world.bot.matches.hands.edit_seconds = HAND_EDIT_SECONDS
    assert world.fake.message(mine.id).content == t("en-US", "hand-may-not-follow")
    assert world.fake.message(theirs.id).content == t("en-US", "hand-no-longer-updated")
    seq = table.seq
    moves = [
        (b.custom_id, c)
        for b in world.fake.find_buttons(world.fake.message(mine.id))
        if isinstance(c := parse_control(b.custom_id), MatchControl) and c.seq == seq
    ]
    assert moves, "the mover's aged hand keeps its card buttons"
    click = await world.fake.click(mover, world.fake.message(mine.id), moves[0][0])
    await click.wait_response()
    await world.settle()
    assert table.seq > seq, "a click on the aged hand played"
    assert world.fake.violations == []


async def test_refresh_on_an_aged_hand_brings_it_back_and_it_follows_the_match_again(
    world: World,
) -> None:
    table = await start_between_members(world)
    assert world.bot is not None
    mover_id = table.seats[table.match.to_move].user_id
    mover, waiting = (
        (world.alice, world.bob) if mover_id == world.alice.id else (world.bob, world.alice)
    )
    world.bot.matches.hands.edit_seconds = SHORT
    await world.koikoi(waiting, "hand")
    old = world.latest_hand(waiting)
    await world.fake.wait_for(lambda: _aged(world, old), timeout=20)
    world.bot.matches.hands.edit_seconds = HAND_EDIT_SECONDS
    [refresh] = [b.custom_id for b in world.fake.find_buttons(world.fake.message(old.id))]
    click = await world.fake.click(waiting, world.fake.message(old.id), refresh)
    await click.wait_response()
    await world.settle()
    assert not _aged(world, old)
    assert {c.seq for c, _, _ in controls(world.fake, world.fake.message(old.id))} >= {table.seq}
    await world.koikoi(mover, "hand")
    clicker = Clicker(world, mover)
    while table.seats[table.match.to_move].user_id == mover.id:
        assert await clicker.take_turn()
    await world.settle()
    now = world.fake.message(old.id)
    assert t("en-US", "hand-your-turn") in now.content  # redrawn by the other's move
    assert world.fake.violations == []
