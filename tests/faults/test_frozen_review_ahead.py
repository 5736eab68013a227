"""Review processes stopped (SIGSTOP) while one judges a member's decisions ahead, under
``python -m bot``: the member's review is answered, or told to try again, within 30 s (a
deadline allows for a slow worker, 350 s judging ahead; a stopped one is replaced at once)."""

from __future__ import annotations

import os
import time
from pathlib import Path

import pytest

from testing.bot_process import ROOT
from testing.harness import start_world
from tests.faults.test_frozen_workers import (
    REVIEW_LATER,
    _a_finished_match,
    _freezing,
    _niceness,
    _review_processes_stop_at_start,
    _said,
    _started,
)

pytestmark = [pytest.mark.slow, pytest.mark.filterwarnings("ignore:unread_data:DeprecationWarning")]


async def test_review_processes_stopped_while_judging_ahead_leave_no_review_waiting(
    tmp_path: Path,
) -> None:
    world = await start_world(tmp_path)
    flag = tmp_path / "stop-review-processes"
    bot, _ = await _started(
        world,
        tmp_path,
        REVIEW_AHEAD="true",  # the default playouts: a review's deadline is 35 s a decision
        PYTHONPATH=f"{ROOT}{os.pathsep}{ROOT / 'testing' / 'stop_niced'}",
        KOIKOI_TEST_STOP_NICED=str(flag),
    )
    try:
        with (
            _review_processes_stop_at_start(flag),
            _freezing(bot, lambda pid: _niceness(pid) >= 10) as stopped,
        ):
            await _a_finished_match(world)  # its decisions go to the worker judging ahead
            await world.fake.wait_for(lambda: stopped, 60)
            began = time.monotonic()
            review = await world.fake.slash(world.alice, world.chan, "koikoi", "review", {})
            await review.wait_response()

            def answered() -> bool:
                titles = [
                    m.embeds[0].get("title", "")
                    for m in world.fake.ephemeral_for(world.alice)
                    if m.embeds
                ]
                return any(t.startswith("Review of match") for t in titles) or bool(
                    _said(world, REVIEW_LATER)
                )

            try:
                await world.fake.wait_for(answered, 60)
            except TimeoutError:
                raise AssertionError(bot.log[-3000:]) from None
            assert time.monotonic() - began < 30
        await bot.wait_for_line("is stopped", 10)  # each replacement is logged
    finally:
        bot.kill()
        await bot.exit_status()
        await world.fake.stop()
