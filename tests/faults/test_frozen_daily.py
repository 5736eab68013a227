"""The computer's worker process frozen (SIGSTOP) while the daily deal's expert thinks: the
deal goes on as a match against the computer does, with the fallback player's move."""

from __future__ import annotations

import logging
import os
import signal
from pathlib import Path

import pytest

from bot.app.kernel.custom_ids import DailyMoveId
from bot.i18n import t
from testing.harness import pin_the_daily_deal, start_world
from testing.pace import allow


@pytest.mark.slow
async def test_the_daily_goes_on_after_the_experts_worker_is_frozen(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, caplog: pytest.LogCaptureFixture
) -> None:
    monkeypatch.setattr("bot.app.core.computer.DAILY_DEADLINE", allow(1.5))
    pin_the_daily_deal(monkeypatch)
    world = await start_world(tmp_path)
    try:
        bot = await world.start_bot(ai_processes=1)
        opened = await world.fake.slash(world.alice, world.chan, "koikoi", "daily", {})
        await opened.wait_response()
        await world.settle()
        message = world.fake.ephemeral_for(world.alice)[-1]
        daily = bot.daily.dailies._rounds[(world.guild.id, world.alice.id)]

        async def move() -> None:
            nonlocal message
            moves = [
                found
                for b in world.fake.find_buttons(message)
                if (found := DailyMoveId.parse(b.custom_id)) is not None and not b.disabled
            ]
            click = await world.fake.click(world.alice, message, moves[0].custom_id)
            await click.wait_response()
            await world.settle()
            message = world.fake.message(message.id)

        assert await bot.computer.workers.probe(allow(30))  # the expert's worker has started
        [frozen] = bot.computer.worker_pids()
        os.kill(frozen, signal.SIGSTOP)
        moved = daily.seq
        with caplog.at_level(logging.WARNING):
            while not daily.over and daily.seq < moved + 6:
                await move()
        fallback = "expert could not decide: no answer"
        fell_back = [r for r in caplog.records if fallback in r.getMessage()]
        assert fell_back and daily.seq >= moved + 2
        assert not [r for r in caplog.records if r.levelno >= logging.ERROR]
        everything = " ".join(m.content for m in world.fake.ephemeral_for(world.alice))
        assert t("en", "error-internal") not in everything
        assert t("en", "error-internal-match") not in everything
        assert frozen not in bot.computer.worker_pids()
    finally:
        await world.stop_bot()
        await world.fake.stop()
