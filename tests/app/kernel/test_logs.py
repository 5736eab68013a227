"""The bot's log: JSON lines with where each happened, and no interaction token at any level."""

from __future__ import annotations

import io
import json
import logging
import signal
from pathlib import Path

import pytest

from bot.app.kernel import logs
from bot.engine.match import deal_for
from bot.store import Store
from testing.bot_process import READY_LINE, hand_of, spawn_bot
from testing.harness import World, controls

pytestmark = pytest.mark.filterwarnings("ignore:unread_data:DeprecationWarning")
FIELDS = {"time", "level", "logger", "guild", "channel", "match", "message"}


@pytest.mark.slow
async def test_no_interaction_token_appears_in_a_debug_log_of_a_match(
    offline_world: World, tmp_path: Path
):
    world = offline_world
    bot = await spawn_bot(world, tmp_path, LOG_LEVEL="DEBUG", LOG_FORMAT="json")
    try:
        await bot.wait_for_line(READY_LINE)
        start = await world.fake.slash(world.alice, world.chan, "koikoi", "start", {})
        await start.wait_response()
        hand = await world.fake.wait_for(lambda: hand_of(world), timeout=60)
        control = next(c for c, enabled, _ in controls(world.fake, hand) if enabled)
        custom_id = next(
            b.custom_id
            for b in world.fake.find_buttons(hand)
            if b.custom_id.endswith(f":{control.verb}:{control.arg}:{control.seq}")
        )
        shown = len(hand.history)
        click = await world.fake.click(world.alice, hand, custom_id)
        await click.wait_response()
        await world.fake.wait_for(
            # the hand redrawn: the click's answer, or an edit through its token after it
            lambda: len(hand.history) > shown,
            120,  # a wait for the bot, not a measure of it: generous on a busy machine
        )
        bot.send(signal.SIGTERM)
        assert await bot.exit_status(timeout=15) == 0
    finally:
        bot.kill()
    assert any("/webhooks/" in line for line in bot.lines)  # the requests were logged
    for token in (start.token, click.token):
        assert token not in bot.log


@pytest.mark.slow
async def test_json_logs_are_one_object_a_line_with_the_server_channel_and_match(
    offline_world: World, tmp_path: Path
):
    world = offline_world
    bot = await spawn_bot(world, tmp_path, LOG_LEVEL="DEBUG", LOG_FORMAT="json")
    try:
        await bot.wait_for_line(READY_LINE)
        start = await world.fake.slash(world.alice, world.chan, "koikoi", "start", {})
        await start.wait_response()
        await world.fake.wait_for(lambda: hand_of(world), timeout=60)
        bot.send(signal.SIGTERM)
        assert await bot.exit_status(timeout=15) == 0
    finally:
        bot.kill()
    records = [json.loads(line) for line in bot.lines]
    assert all(set(record) >= FIELDS for record in records)
    during = [r for r in records if r["channel"] == world.chan.id]
    assert during and all(r["guild"] == world.guild.id for r in during)


def _draw_orders(seed: int) -> list[str]:
    """The first round's draw pile (for each deal attempt), as a log line might spell it."""
    spelled = []
    for attempt in range(4):
        draw = deal_for(seed, 1, attempt)[24:]
        for order in (draw, draw[::-1]):
            spelled += [", ".join(map(str, order[:6])), ",".join(map(str, order[:6]))]
    return spelled


@pytest.mark.slow
async def test_a_debug_log_of_a_match_holds_no_seed_hand_card_or_draw_order(
    offline_world: World, tmp_path: Path
):
    world = offline_world
    bot = await spawn_bot(world, tmp_path, LOG_LEVEL="DEBUG", LOG_FORMAT="json")
    try:
        await bot.wait_for_line(READY_LINE)
        start = await world.fake.slash(world.alice, world.chan, "koikoi", "start", {})
        await start.wait_response()
        hand = await world.fake.wait_for(lambda: hand_of(world), timeout=60)
        cards = [b.custom_id for b in world.fake.find_buttons(hand) if ":play:" in b.custom_id]
        control = next(c for c, enabled, _ in controls(world.fake, hand) if enabled)
        custom_id = next(
            b.custom_id
            for b in world.fake.find_buttons(hand)
            if b.custom_id.endswith(f":{control.verb}:{control.arg}:{control.seq}")
        )
        shown = len(hand.history)
        click = await world.fake.click(world.alice, hand, custom_id)
        await click.wait_response()
        await world.fake.wait_for(
            # the hand redrawn: the click's answer, or an edit through its token after it
            lambda: len(hand.history) > shown,
            120,  # a wait for the bot, not a measure of it: generous on a busy machine
        )
        bot.send(signal.SIGTERM)
        assert await bot.exit_status(timeout=15) == 0
    finally:
        bot.kill()
    async with await Store.open(world.db_path) as store:
        (record,) = await store.unfinished_matches()
    assert cards and any(str(record.match_id) in line for line in bot.lines)
    for secret in (str(record.seed), *cards, *_draw_orders(record.seed)):
        assert secret not in bot.log, secret


def test_a_line_written_inside_a_match_names_it():
    stream = io.StringIO()
    handler = logs.configure("INFO", "json", stream=stream)
    try:
        with logs.where(guild=1, channel=2, match=3):
            logging.getLogger("bot.test").info("moved %s", "play:5")
    finally:
        logging.getLogger().removeHandler(handler)
    record = json.loads(stream.getvalue())
    assert (record["guild"], record["channel"], record["match"]) == (1, 2, 3)
    assert record["message"] == "moved play:5" and record["level"] == "INFO"


def test_the_postgresql_drivers_debug_lines_with_a_statements_parameters_are_left_out():
    stream = io.StringIO()
    handler = logs.configure("DEBUG", "text", stream=stream)
    try:
        logging.getLogger("asyncpg").debug("executing %s with %r", "INSERT", (7587595344446440672,))
        logging.getLogger("asyncpg").warning("connection lost")
    finally:
        logging.getLogger().removeHandler(handler)
    assert "7587595344446440672" not in stream.getvalue() and "connection lost" in stream.getvalue()
