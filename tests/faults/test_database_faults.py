"""The database locked by another process, or its disk full: the player is told, the match is
left as it was, and play goes on once the fault clears."""

from __future__ import annotations

import asyncio
from collections.abc import AsyncIterator
from pathlib import Path
from typing import Any

import pytest

from bot.app.core.table import Table
from bot.store import Store
from testing.fake_discord import Interaction, Message
from testing.harness import World, controls, start_world
from tests.faults.database import ForeignLock, FullDisk

CHANNEL_MESSAGE = 4  # an interaction answered with a message of its own


@pytest.fixture
async def impatient_world(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> AsyncIterator[World]:
    """A bot that gives up on a locked database after half a second instead of 30."""
    opening: Any = Store.open.__func__  # type: ignore[attr-defined]

    async def open_impatient(cls: type[Store], path: Any, /, **options: Any) -> Store:
        store: Store = await opening(
            cls, path, **{**options, "busy_timeout_ms": 100, "busy_deadline_s": 0.5}
        )
        return store

    monkeypatch.setattr(Store, "open", classmethod(open_impatient))
    world = await start_world(tmp_path)
    try:
        await world.start_bot()
        yield world
    finally:
        await world.stop_bot()
        await world.fake.stop()


async def alice_plays_the_computer(world: World) -> Table:
    start = await world.fake.slash(world.alice, world.chan, "koikoi", "start", {"level": "easy"})
    await start.wait_response()
    await world.settle()
    assert world.bot is not None
    table = world.bot.matches.tables.in_channel(world.chan.id)
    assert table is not None
    return table


def a_card(world: World) -> tuple[Message, str, str]:
    """Alice's hand, the custom_id of a card she may play, and the action it stands for."""
    hand = world.latest_hand(world.alice)
    control = next(c for c, on, _ in controls(world.fake, hand) if on and c.verb == "play")
    suffix = f":play:{control.arg}:{control.seq}"
    custom_id = next(c for c in hand.custom_ids if c.endswith(suffix))
    return hand, custom_id, f"play:{control.arg}"


async def answer_text(interaction: Interaction) -> str:
    """The private explanation of a click: its answer, or a follow-up after its acknowledgement
    (when the refusal came after the time a click may wait for its hand)."""
    response = await interaction.wait_response()
    message = response.message if response.type == CHANNEL_MESSAGE else None
    if message is None:
        message = await interaction.wait_followup(0)
    assert message.ephemeral
    return message.content


async def logged(world: World, table: Table) -> list[str]:
    assert world.bot is not None
    return await world.bot.store.match_log(table.match_id)


@pytest.mark.slow
async def test_a_move_made_while_another_process_holds_the_database_is_applied_after_it(
    world: World,
) -> None:
    table = await alice_plays_the_computer(world)
    hand, custom_id, action = a_card(world)
    seq = table.seq
    lock = ForeignLock(world.db_path)
    lock.take()
    try:
        click = await world.fake.click(world.alice, hand, custom_id)
        await click.wait_response()  # the click is acknowledged while the bot waits
        await asyncio.sleep(1.0)
        assert table.seq == seq  # nothing is shown before it is saved
    finally:
        lock.release()
    await world.settle()
    assert (await logged(world, table))[seq] == action
    assert await logged(world, table) == [str(a) for a in table.match.actions]
    world.fake.assert_no_violations()


@pytest.mark.slow
async def test_a_move_refused_while_the_database_stays_locked_is_explained_and_changes_nothing(
    impatient_world: World,
) -> None:
    world = impatient_world
    table = await alice_plays_the_computer(world)
    hand, custom_id, _ = a_card(world)
    state, log = table.match.to_dict(), await logged(world, table)
    lock = ForeignLock(world.db_path)
    lock.take()
    try:
        click = await world.fake.click(world.alice, hand, custom_id)
        text = await answer_text(click)
    finally:
        lock.release()
    await world.settle()
    assert "could not be saved" in text
    assert table.match.to_dict() == state
    assert await logged(world, table) == log
    world.fake.assert_no_violations()


@pytest.mark.slow
async def test_the_same_button_works_once_the_database_lock_is_released(
    impatient_world: World,
) -> None:
    world = impatient_world
    table = await alice_plays_the_computer(world)
    hand, custom_id, action = a_card(world)
    seq = table.seq
    lock = ForeignLock(world.db_path)
    lock.take()
    try:
        refused = await world.fake.click(world.alice, hand, custom_id)
        await answer_text(refused)
    finally:
        lock.release()
    await world.settle()
    again = await world.fake.click(world.alice, world.fake.message(hand.id), custom_id)
    await again.wait_response()
    await world.settle()
    assert (await logged(world, table))[seq] == action
    assert await logged(world, table) == [str(a) for a in table.match.actions]
    world.fake.assert_no_violations()


@pytest.mark.slow
async def test_the_computer_replies_once_the_database_is_writable_again(
    impatient_world: World, monkeypatch: pytest.MonkeyPatch
) -> None:
    world = impatient_world
    assert world.bot is not None
    # A deal where Alice's first card needs no capture choice, so the computer replies at once.
    monkeypatch.setattr("bot.store.matches.new_seed", lambda: 1)
    table = await alice_plays_the_computer(world)
    hand, custom_id, action = a_card(world)
    seq = table.seq
    lock = ForeignLock(world.db_path)
    decide = world.bot.computer.decide

    async def decide_then_lock(*args: Any) -> Any:
        # Another process takes the database while the computer thinks about its reply.
        decision = await decide(*args)
        if not lock._taken.is_set():
            lock.take()
        return decision

    monkeypatch.setattr(world.bot.computer, "decide", decide_then_lock)
    try:
        click = await world.fake.click(world.alice, hand, custom_id)
        await click.wait_response()
        await world.fake.wait_for(lambda: lock._taken.is_set(), 10)
        await asyncio.sleep(1.0)
    finally:
        lock.release()
    monkeypatch.setattr(world.bot.computer, "decide", decide)

    await world.fake.wait_for(lambda: table.match.to_move == 0 and table.seq > seq + 1, 15)
    await world.settle()
    assert (await logged(world, table))[seq] == action
    assert await logged(world, table) == [str(a) for a in table.match.actions]
    # Alice's hand was redrawn for her next turn: its cards are enabled and carry the new turn.
    buttons = controls(world.fake, world.latest_hand(world.alice))
    assert {c.seq for c, on, _ in buttons if on and c.verb == "play"} == {table.seq}
    world.fake.assert_no_violations()


@pytest.mark.slow
async def test_a_move_refused_on_a_full_disk_is_explained_and_changes_nothing(
    world: World, monkeypatch: pytest.MonkeyPatch
) -> None:
    table = await alice_plays_the_computer(world)
    hand, custom_id, _ = a_card(world)
    state, log = table.match.to_dict(), await logged(world, table)
    assert world.bot is not None
    disk = FullDisk(world.bot.store, monkeypatch)
    disk.fill()
    click = await world.fake.click(world.alice, hand, custom_id)
    text = await answer_text(click)
    await world.settle()
    assert disk.refused
    assert "could not be saved" in text
    assert table.match.to_dict() == state
    assert await logged(world, table) == log
    world.fake.assert_no_violations()


@pytest.mark.slow
async def test_play_goes_on_once_disk_space_is_freed(
    world: World, monkeypatch: pytest.MonkeyPatch
) -> None:
    table = await alice_plays_the_computer(world)
    hand, custom_id, action = a_card(world)
    seq = table.seq
    assert world.bot is not None
    disk = FullDisk(world.bot.store, monkeypatch)
    disk.fill()
    refused = await world.fake.click(world.alice, hand, custom_id)
    await answer_text(refused)
    await world.settle()
    disk.free()
    again = await world.fake.click(world.alice, world.fake.message(hand.id), custom_id)
    await again.wait_response()
    await world.settle()
    assert (await logged(world, table))[seq] == action
    assert await logged(world, table) == [str(a) for a in table.match.actions]
    world.fake.assert_no_violations()


@pytest.mark.slow
async def test_a_match_ended_on_a_full_disk_is_recorded_once_space_is_freed(
    world: World, monkeypatch: pytest.MonkeyPatch
) -> None:
    table = await alice_plays_the_computer(world)
    assert world.bot is not None
    store = world.bot.store
    forfeit = await world.fake.slash(world.alice, world.chan, "koikoi", "forfeit")
    await forfeit.wait_response()
    assert forfeit.message is not None
    confirm = next(c for c in forfeit.message.custom_ids if c.endswith("forfeit"))
    disk = FullDisk(store, monkeypatch)
    append = store.append_action

    async def append_then_fill_the_disk(*args: Any) -> None:
        await append(*args)  # the forfeit is logged; the disk fills before the result is
        disk.fill()

    monkeypatch.setattr(store, "append_action", append_then_fill_the_disk)
    click = await world.fake.click(world.alice, forfeit.message, confirm)
    await click.wait_response()
    await world.fake.wait_for(lambda: table.match.over, 10)
    await world.settle()
    assert (await store.get_match(table.match_id)).status == "active"
    disk.free()

    async def status() -> str:
        return (await store.get_match(table.match_id)).status

    for _ in range(100):
        if await status() == "finished":
            break
        await asyncio.sleep(0.1)
    assert await status() == "finished"
    profile = await store.profile(world.guild.id, world.alice.id)
    assert profile.records["easy"].played == 1 and profile.records["easy"].lost == 1
    world.fake.assert_no_violations()


@pytest.mark.slow
async def test_a_member_is_answered_in_time_while_another_move_waits_for_a_locked_database(
    world: World,
) -> None:
    await alice_plays_the_computer(world)
    hand, custom_id, _ = a_card(world)
    lock = ForeignLock(world.db_path)
    lock.take()
    try:
        click = await world.fake.click(world.alice, hand, custom_id)
        await click.wait_response()
        await asyncio.sleep(0.2)  # her move now waits for the database
        board = await world.fake.slash(world.bob, world.chan2, "leaderboard")
        await board.wait_response()
        stats = await world.fake.slash(world.bob, world.chan2, "koikoi", "stats")
        await stats.wait_response()
    finally:
        lock.release()
    await world.settle()
    # Discord's 3 s: the fake reports any interaction acknowledged later, or not at all.
    world.fake.assert_no_violations()
