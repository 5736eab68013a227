"""What every button does after its own work."""

import asyncio
import gc

import discord
import pytest

from bot.app.kernel.custom_ids import CONTROL_IDS
from bot.app.kernel.places import PLACES
from bot.i18n import t
from testing.harness import World
from testing.late_answers import held, late_unless_acknowledged
from testing.play import Clicker
from tests.cogs.match.test_match_between_members import challenge, challenge_buttons
from tests.garbage import garbage_kept


async def _six_turns_garbage(world: World) -> tuple[int, list[object]]:
    await world.koikoi(world.alice, "start", {"level": "easy"})
    clicker = Clicker(world, world.alice)
    clicks = 0
    with garbage_kept() as garbage:
        for _ in range(6):
            clicks += await clicker.take_turn()
    return clicks, garbage


@pytest.mark.slow
async def test_clicks_leave_no_view_for_the_garbage_collector(world: World):
    clicks, garbage = await _six_turns_garbage(world)
    assert clicks >= 3
    assert [o for o in garbage if isinstance(o, discord.ui.View)] == []


@pytest.mark.slow
async def test_clicks_leave_no_interaction_for_the_garbage_collector(world: World):
    clicks, garbage = await _six_turns_garbage(world)
    assert clicks >= 3
    # The message pressed on, its buttons and its author hang off each interaction.
    assert [o for o in garbage if isinstance(o, discord.Interaction | discord.Message)] == []


async def _alive_after_three_turns(world: World, kind: type) -> tuple[int, list[object]]:
    """Alice's clicks in three turns against the computer, and the objects of ``kind`` alive
    after them."""
    await world.koikoi(world.alice, "start", {"level": "easy"})
    clicker = Clicker(world, world.alice)
    clicks = 0
    for _ in range(3):
        clicks += await clicker.take_turn()
    gc.collect()
    return clicks, [o for o in gc.get_objects() if isinstance(o, kind)]


async def test_a_match_in_play_holds_no_message_a_member_pressed_on(world: World):
    clicks, held = await _alive_after_three_turns(world, discord.Message)
    # The hand is kept only as a way to edit it; the message pressed on is not.
    assert clicks >= 3
    assert held == []


async def test_a_match_in_play_holds_no_interaction_to_redraw_the_hand(world: World):
    clicks, held = await _alive_after_three_turns(world, discord.Interaction)
    # The hand is redrawn through its token; the interaction held the member, their roles and
    # the command's context besides.
    assert clicks >= 3
    assert held == []
    assert world.bot is not None
    table = world.bot.matches.tables.playing(world.guild.id, world.alice.id)
    assert table is not None
    [(_, hand)] = world.bot.matches.hands.live(table.match_id, [world.alice.id])
    shown = world.latest_hand(world.alice)
    await hand.edit(content="still editable")
    assert world.fake.message(shown.id).content == "still editable"


async def test_a_move_waiting_for_its_pictures_holds_no_message_nor_other_buttons(
    world: World, monkeypatch
):
    await world.koikoi(world.alice, "start", {"level": "easy"})
    clicker = Clicker(world, world.alice)
    presenter = world.bot.matches.presenter
    prepare = presenter.prepare_table
    seen: list[tuple[int, int]] = []

    async def looking(*args, **kwargs):
        # Pictures are where a click waits longest when many are in flight.
        gc.collect()
        alive = gc.get_objects()
        messages = sum(isinstance(o, discord.Message) for o in alive)
        buttons = sum(isinstance(o, discord.ui.Button) for o in alive)
        seen.append((messages, buttons))
        await prepare(*args, **kwargs)

    monkeypatch.setattr(presenter, "prepare_table", looking)
    for _ in range(3):
        await clicker.take_turn()
    assert len(seen) >= 3
    assert all(messages == 0 for messages, _ in seen)
    assert all(buttons <= 1 for _, buttons in seen)  # the one pressed


def test_every_kind_of_button_names_the_messages_it_is_drawn_on():
    assert all(kind.ON and set(kind.ON) <= set(PLACES) for kind in CONTROL_IDS)


async def test_a_click_whose_record_is_slow_to_read_is_acknowledged_in_time_and_refused_privately(
    world: World,
):
    assert world.bot is not None
    message = await challenge(world)
    accept = challenge_buttons(world, message)[True]
    with held(world.bot.store.owners, "of") as release:
        stranger = await world.fake.click(world.carol, message, accept)  # not Carol's challenge
        assert await late_unless_acknowledged(world.fake, stranger)
        release.set()
        told = await stranger.wait_followup()
    await world.settle()
    assert told.ephemeral and told.content == t("en-US", "error-challenge-not-yours")
    assert told in world.fake.ephemeral_for(world.carol)
    assert told not in world.fake.messages_in(world.chan)
    assert await world.bot.store.pending_challenges()  # still Bob's to answer
    assert world.fake.violations == []


async def test_a_move_whose_match_is_slow_to_read_is_acknowledged_in_time_and_made(world: World):
    assert world.bot is not None
    await world.koikoi(world.alice, "start", {"level": "easy"})
    table = world.bot.matches.tables.playing(world.guild.id, world.alice.id)
    assert table is not None
    seq = table.seq
    world.bot.store.owners._kept.clear()  # as after a restart: no owner kept
    clicker = Clicker(world, world.alice)
    with held(world.bot.store.owners, "of") as release:
        moving = asyncio.ensure_future(clicker.take_turn())
        await world.fake.wait_for(lambda: world.fake.pending_interactions(), timeout=5)
        [clicked] = world.fake.pending_interactions()
        assert await late_unless_acknowledged(world.fake, clicked)
        release.set()
        assert await moving
    await world.settle()
    assert table.seq > seq
    assert world.fake.violations == []
