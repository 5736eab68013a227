"""Under a channel's rate limit the table skips to the newest state, and no update is lost."""

from __future__ import annotations

import asyncio
import random
from typing import Any

import pytest

from cogs.match.table_edits import CoalescedEdits
from testing.harness import World


@pytest.mark.parametrize("seed", range(5))
async def test_waiting_edits_merge_into_one_that_draws_the_newest_state(seed: int) -> None:
    rng = random.Random(seed)
    edits = CoalescedEdits()
    state = 0
    drawn: list[tuple[float, int]] = []  # (when an edit started, the state it drew)
    returned: list[tuple[float, float]] = []  # (when a caller called, when it returned)
    loop = asyncio.get_running_loop()

    async def edit() -> None:
        drawn.append((loop.time(), state))
        await asyncio.sleep(rng.uniform(0.01, 0.03))  # the request, held by the limit

    async def caller() -> None:
        nonlocal state
        await asyncio.sleep(rng.uniform(0, 0.1))
        state += 1
        called = loop.time()
        await edits.run(7, edit)
        returned.append((called, loop.time()))

    await asyncio.gather(*(caller() for _ in range(30)))
    assert len(drawn) < 30 and edits.skipped == 30 - len(drawn)
    assert drawn[-1][1] == state  # the last edit shows the last state
    for called, done in returned:  # each caller waited for an edit that began after it
        assert any(called <= began <= done for began, _ in drawn)


async def test_under_a_channel_limit_the_table_skips_to_the_newest_state(
    world: World, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Ten moves' table updates at once, the channel taking 2 edits a second: the table is
    edited a few times, not ten, and its last picture is drawn after the last update asked."""
    assert world.bot is not None
    await world.koikoi(world.alice, "start", {"level": "easy"})
    table = world.bot.matches.tables.playing(world.guild.id, world.alice.id)
    assert table is not None and table.message_id is not None
    presenter = world.bot.matches.presenter
    loop = asyncio.get_running_loop()
    drawn: list[float] = []
    real_draw = presenter.table_message

    async def recording_draw(table: Any, locale: str) -> Any:
        drawn.append(loop.time())
        return await real_draw(table, locale)

    monkeypatch.setattr(presenter, "table_message", recording_draw)
    world.fake.limit_channel_messages(2, 1.0)
    asked: list[float] = []

    async def one_move_later(n: int) -> None:
        await asyncio.sleep(0.05 * n)
        asked.append(loop.time())
        await presenter.update_table(table, "en-US")

    await asyncio.gather(*(one_move_later(n) for n in range(10)))
    edits = world.fake.requests_to(f"/messages/{table.message_id}", "PATCH")
    assert 1 <= len([e for e in edits if e.status == 200]) <= 4
    assert drawn[-1] >= asked[-1]  # the last picture shows the newest state
    world.fake.assert_no_violations()
