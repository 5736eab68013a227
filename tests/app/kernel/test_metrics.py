"""The metrics: counted as the bot plays, served in Prometheus' format on 127.0.0.1."""

from __future__ import annotations

import signal
import socket
from pathlib import Path

import aiohttp
import pytest

from bot.app.kernel.health import read_verdict
from bot.app.kernel.metrics import Histogram
from testing.bot_process import READY_LINE, spawn_bot
from testing.harness import World
from testing.play import Clicker

pytestmark = pytest.mark.filterwarnings("ignore:unread_data:DeprecationWarning")


def _value(text: str, series: str) -> float:
    for line in text.splitlines():
        if line.startswith(series + " "):
            return float(line.split()[-1])
    raise AssertionError(f"no {series} in the metrics")


async def test_a_click_is_counted_with_its_time_the_commit_and_the_match_in_play(world: World):
    assert world.bot is not None
    await world.koikoi(world.alice, "start", {"level": "normal"})
    await Clicker(world, world.alice).take_turn()
    text = world.bot.metrics.render()
    assert _value(text, "koikoi_matches_in_play") == 1
    assert _value(text, "koikoi_clicks_total") == 1
    assert _value(text, "koikoi_click_seconds_count") == 1
    assert _value(text, "koikoi_database_commit_seconds_count") >= 1
    assert _value(text, "koikoi_computer_decision_seconds_count") >= 1


@pytest.mark.slow
async def test_discord_errors_are_counted_by_status_where_metrics_are_served(world: World):
    await world.stop_bot()
    bot = await world.start_bot(metrics_port=_free_port())
    world.fake.fail_next(1, status=503, path_contains="/callback")
    await world.koikoi(world.alice, "rules")
    assert _value(bot.metrics.render(), 'koikoi_discord_errors_total{status="503"}') == 1


async def test_a_bot_serving_no_metrics_hooks_nothing_into_its_requests(world: World):
    # Tracing every request cost about 0.5 ms of CPU a click, for a counter nobody could read.
    assert world.bot is not None
    assert world.bot.http.http_trace is None


def test_a_histogram_counts_each_observation_under_every_bound_above_it():
    histogram = Histogram("h", "test", buckets=(0.1, 1.0))
    for value in (0.05, 0.5, 5.0):
        histogram.observe(value)
    lines = histogram.render()
    assert 'h_bucket{le="0.1"} 1' in lines
    assert 'h_bucket{le="1"} 2' in lines
    assert 'h_bucket{le="+Inf"} 3' in lines


def _free_port() -> int:
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        return int(probe.getsockname()[1])


@pytest.mark.slow
async def test_the_bot_serves_metrics_and_its_health_on_127_0_0_1_when_asked(
    offline_world: World, tmp_path: Path
):
    port = _free_port()
    bot = await spawn_bot(offline_world, tmp_path, METRICS_PORT=str(port))
    try:
        await bot.wait_for_line(READY_LINE)
        async with aiohttp.ClientSession() as session:
            async with session.get(f"http://127.0.0.1:{port}/metrics") as response:
                assert response.status == 200
                text = await response.text()
            async with session.get(f"http://127.0.0.1:{port}/healthz") as response:
                assert response.status == 200
        assert read_verdict(offline_world.db_path.parent / "health.json").healthy
        bot.send(signal.SIGTERM)
        assert await bot.exit_status(timeout=15) == 0
    finally:
        bot.kill()
    assert "# TYPE koikoi_click_seconds histogram" in text
    assert _value(text, "koikoi_matches_in_play") == 0
