"""Thousands of tampered or nonsensical interactions: each answered, none changes a match."""

from __future__ import annotations

import asyncio
import random

import pytest

from testing.fake_discord import Interaction
from testing.harness import World
from tests.faults.conftest import ErrorRecords
from tests.faults.tampering import Scene, random_interaction

INTERACTIONS = 2000
AT_ONCE = 16


async def two_matches(world: World) -> Scene:
    """Alice against the computer in one channel, Bob against Carol in another."""
    fake = world.fake
    dave = fake.add_member(world.guild, "dave")  # plays nothing
    start = await fake.slash(world.alice, world.chan, "koikoi", "start", {"level": "easy"})
    await start.wait_response()
    challenge = await fake.slash(
        world.bob, world.chan2, "koikoi", "start", {"opponent": world.carol}
    )
    await challenge.wait_response()
    await world.settle()
    assert challenge.message is not None
    accept = next(c for c in challenge.message.custom_ids if c.endswith(":yes"))
    answer = await fake.click(world.carol, challenge.message, accept)
    await answer.wait_response()
    await world.settle()
    bobs_hand = await fake.slash(world.bob, world.chan2, "koikoi", "hand")
    await bobs_hand.wait_response()
    await world.settle()
    assert world.bot is not None
    tables = [
        world.bot.matches.tables.in_channel(world.chan.id),
        world.bot.matches.tables.in_channel(world.chan2.id),
    ]
    assert tables[0] is not None and tables[1] is not None
    messages = [
        world.table_message(world.chan),
        world.table_message(world.chan2),
        world.latest_hand(world.alice),
        world.latest_hand(world.bob),
        world.latest_hand(world.carol),
    ]
    return Scene(
        world,
        [tables[0], tables[1]],
        [world.alice, world.bob, world.carol, dave],
        messages,
        [world.chan, world.chan2],
    )


async def send_all(scene: Scene, count: int, seed: int) -> list[Interaction]:
    rng = random.Random(seed)
    sends = [random_interaction(rng, scene) for _ in range(count)]
    sent: list[Interaction] = []
    for start in range(0, count, AT_ONCE):
        batch = [await send() for send in sends[start : start + AT_ONCE]]
        # Past Discord's 3 s an unanswered interaction has failed; the fake records it.
        await asyncio.gather(
            *(i.wait_response(timeout=4, allow_rejections=True) for i in batch),
            return_exceptions=True,
        )
        sent.extend(batch)
    await quiet(scene.world)
    return sent


async def quiet(world: World, still: float = 0.2) -> None:
    """Wait until the bot has handled everything and sent nothing for ``still`` seconds
    (``World.settle`` would wait for interactions the bot never answered)."""
    seen = -1
    for _ in range(300):
        count = len(world.fake.requests)
        if count == seen and world.bot is not None and world.bot.in_flight == 0:
            return
        seen = count
        await asyncio.sleep(still)
    raise AssertionError("the bot kept working")


@pytest.mark.slow
async def test_tampered_interactions_are_all_answered_without_errors_and_change_no_match(
    world: World, error_logs: ErrorRecords
) -> None:
    scene = await two_matches(world)
    assert world.bot is not None
    states = [table.match.to_dict() for table in scene.tables]
    logs = [await world.bot.store.match_log(table.match_id) for table in scene.tables]
    matches = len(await world.bot.store.unfinished_matches())

    sent = await send_all(scene, INTERACTIONS, seed=20261129)

    assert len(sent) == INTERACTIONS
    unanswered = [i.name for i in world.fake.pending_interactions()]
    assert unanswered == []
    world.fake.assert_no_violations()
    assert error_logs.lines() == []
    assert [table.match.to_dict() for table in scene.tables] == states
    assert [await world.bot.store.match_log(t.match_id) for t in scene.tables] == logs
    assert len(await world.bot.store.unfinished_matches()) == matches
    assert all(world.bot.matches.tables.get(table.match_id) is table for table in scene.tables)


@pytest.mark.slow
async def test_a_forged_select_carrying_a_buttons_id_is_answered_without_an_error(
    world: World, error_logs: ErrorRecords
) -> None:
    scene = await two_matches(world)
    table = scene.tables[0]
    custom_id = f"kk1:m:{table.match_id}:play:3:{table.seq}"
    forged = await world.fake.select(
        world.alice, world.table_message(world.chan), custom_id, ["3"], force=True
    )
    await forged.wait_response()
    await quiet(world)
    assert error_logs.lines() == []
