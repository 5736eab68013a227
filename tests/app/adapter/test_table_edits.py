"""Under a channel's rate limit the table skips to the newest state, and no update is lost."""

from __future__ import annotations

import asyncio
import random
import time
from typing import Any

import pytest

from bot.app.adapter.table_edits import CoalescedEdits
from testing.buttons import MatchControl, parse_control
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
    """Clicks faster than the channel's limit: fewer table edits than states, the last one
    drawn after the last move."""
    assert world.bot is not None
    presenter = world.bot.matches.presenter
    drawn: list[int] = []  # the state each table picture drew (edits and new tables)
    real_draw = presenter.table_message

    async def recording_draw(table: Any, locale: str) -> Any:
        drawn.append(table.seq)
        return await real_draw(table, locale)

    monkeypatch.setattr(presenter, "table_message", recording_draw)
    await world.koikoi(world.alice, "start", {"level": "easy"})
    table = world.bot.matches.tables.playing(world.guild.id, world.alice.id)
    assert table is not None
    world.fake.limit_channel_messages(2, 1.0)
    limited_from = time.monotonic()
    moves = 0
    while moves < 8 and not table.match.over:

        def my_buttons() -> list[str] | None:
            if table.match.to_move != 0:
                return None
            found = []
            for info in world.fake.find_buttons(world.latest_hand(world.alice)):
                control = parse_control(info.custom_id)
                if (
                    isinstance(control, MatchControl)
                    and not info.disabled
                    and control.seq == table.seq
                    and control.verb in ("play", "take", "stop")
                ):
                    found.append(info.custom_id)
            return found or None

        buttons = await world.fake.wait_for(my_buttons, timeout=30)
        click = await world.fake.click(world.alice, world.latest_hand(world.alice), buttons[0])
        await click.wait_response()
        moves += 1
    await world.settle(timeout=60)
    assert drawn[-1] == table.seq  # nothing lost: the table shows the last move
    edits = [
        r
        for r in world.fake.requests_to(f"/channels/{world.chan.id}/messages/", "PATCH")
        if r.status == 200 and r.time >= limited_from
    ]
    assert len(edits) < moves  # intermediate states skipped, not replayed
    world.fake.assert_no_violations()
