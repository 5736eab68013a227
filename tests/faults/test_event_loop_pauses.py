"""Garbage collection runs in the event loop's thread: the bot keeps its passes short."""

from __future__ import annotations

import gc

from tests.cogs.harness import World


async def test_once_ready_the_bot_leaves_its_start_up_objects_out_of_garbage_collection(
    world: World,
) -> None:
    await world.fake.wait_for(lambda: gc.get_freeze_count() > 0, 5)

    assert gc.get_freeze_count() > 0


async def test_a_closed_bot_hands_its_objects_back_to_the_garbage_collector(world: World) -> None:
    await world.fake.wait_for(lambda: gc.get_freeze_count() > 0, 5)

    await world.stop_bot()

    assert gc.get_freeze_count() == 0
