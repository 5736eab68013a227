"""Fixtures shared by the suites that drive the bot through the fake Discord."""

import asyncio
import itertools
import os
from collections.abc import AsyncIterator
from pathlib import Path

import pytest
from hypothesis import HealthCheck, settings

from testing.harness import World, pin_the_daily_deal, start_world
from testing.postgres import database_of_its_own, skipped_for_want_of_a_server
from testing.slow import mark_slow
from testing.store import POSTGRES_URL_VARIABLE

# Tests measured at a second or more of CPU each (docs/testing.md), marked slow here rather than
# one by one; ``-m "not slow"`` leaves them out, the whole suite runs them. A name without its
# parameters covers every case.
SLOW_TESTS = (
    "tests/app/kernel/test_channel_access.py::test_a_channel_the_bot_may_use_still_opens_its_match",
    "tests/app/kernel/test_controls.py::test_a_match_in_play_holds_no_interaction_to_redraw_the_hand",
    "tests/app/kernel/test_controls.py::test_a_match_in_play_holds_no_message_a_member_pressed_on",
    "tests/app/kernel/test_controls.py::test_a_move_waiting_for_its_pictures_holds_no_message_nor_other_buttons",
    "tests/cogs/match/test_lost_channels.py::test_a_permission_lost_mid_match_is_told_on_the_hand_and_the_result_still_counts[1024-discord-lost-view]",
    "tests/cogs/match/test_lost_channels.py::test_a_permission_lost_mid_match_is_told_on_the_hand_and_the_result_still_counts[2048-discord-lost-send]",
    "tests/app/core/test_tutorial.py::test_a_member_who_has_played_before_gets_no_explanations",
    "tests/engine/test_house_rules.py::test_the_yaku_total_is_the_independent_scorers_under_every_house_rule",
    "tests/engine/test_one_yaku_table.py::test_no_module_but_the_yaku_table_writes_a_yakus_cards",
    "tests/engine/test_one_yaku_table.py::test_no_module_outside_the_engine_computes_a_cards_month_for_captures",
    "tests/engine/test_progress.py::test_every_koikoi_threat_would_score_for_the_opponent_at_its_shown_value",
    "tests/engine/test_progress.py::test_every_yaku_in_the_making_can_be_completed_with_cards_the_seat_may_yet_capture",
    "tests/engine/test_properties.py::test_a_yaku_is_announced_exactly_when_the_pile_scored_from_scratch_rises",
    "tests/engine/test_properties.py::test_replaying_the_log_reproduces_the_state",
    "tests/engine/test_properties.py::test_the_yaku_read_from_the_tables_are_the_yaku_counted_card_by_card",
    "tests/rating/test_ledger.py::test_matches_without_a_member_change_no_rating",
    "tests/rating/test_ledger.py::test_recounting_in_two_parts_gives_what_recounting_at_once_gives",
    "tests/rating/test_ledger.py::test_two_servers_matches_interleaved_in_any_order_give_the_same_ratings",
    "tests/render/test_answers.py::test_a_moment_asks_the_engine_for_each_seats_watch_once",
    "tests/render/test_cli.py::test_render_command_writes_every_sample_image",
    "tests/render/test_cli.py::test_render_draws_with_the_bots_own_words_in_any_language_and_rules",
    "tests/render/test_panel_rows.py::test_twenty_matches_tables_drawn_again_cut_no_panel_rows_again",
    "tests/render/test_pool.py::test_pictures_are_drawn_in_a_worker_process",
    "tests/render/test_pool_routes.py::test_a_matchs_pictures_are_drawn_by_one_process_each_time",
    "tests/review/test_queue.py::test_a_review_judged_ahead_says_what_a_review_judged_on_request_says",
    "tests/review/test_sequential.py::test_a_review_spends_under_a_quarter_of_the_full_judgings_playouts",
    "tests/store/test_ratings.py::test_recounting_the_stored_results_gives_the_stored_ratings",
    "tests/test_function_sizes.py::test_no_function_is_longer_than_eighty_lines",
)


# Hypothesis' own time limits (200 ms an example, a second to make a few) are fixed seconds: on a
# loaded machine they measure the load, not the code. Its other health checks stay.
settings.register_profile("any-pace", deadline=None, suppress_health_check=[HealthCheck.too_slow])
settings.load_profile("any-pace")


@pytest.hookimpl(optionalhook=True)  # pytest-xdist's hook: none without it (-p no:xdist)
def pytest_xdist_auto_num_workers(config: pytest.Config) -> int | None:
    """``-n auto``: two workers a core. About half of the suite's time is spent waiting (on bot
    processes starting, leases running out, deadlines), which another worker's tests fill.
    ``PYTEST_XDIST_AUTO_NUM_WORKERS`` still decides when set."""
    if os.environ.get("PYTEST_XDIST_AUTO_NUM_WORKERS") or config.option.numprocesses != "auto":
        return None
    cores = len(os.sched_getaffinity(0)) if hasattr(os, "sched_getaffinity") else os.cpu_count()
    return 2 * (cores or 1)


@pytest.hookimpl(tryfirst=True)  # before ``-m`` chooses by the marks
def pytest_collection_modifyitems(items: list[pytest.Item]) -> None:
    mark_slow(items, SLOW_TESTS)


def pytest_configure(config: pytest.Config) -> None:
    # Run in parallel (pytest -n), each worker and the bots it starts use a database of their own.
    worker = os.environ.get("PYTEST_XDIST_WORKER")
    url = os.environ.get(POSTGRES_URL_VARIABLE)
    if worker and url:
        os.environ[POSTGRES_URL_VARIABLE] = asyncio.run(database_of_its_own(url, worker))


def pytest_terminal_summary(terminalreporter: pytest.TerminalReporter) -> None:
    # Said last, in one line: a run without a server must not pass for a whole run.
    reasons = [str(getattr(r, "longrepr", "")) for r in terminalreporter.stats.get("skipped", [])]
    line = skipped_for_want_of_a_server(reasons)
    if line:
        terminalreporter.write_line(line, yellow=True, bold=True)


@pytest.fixture(autouse=True)
def the_same_deals_every_run(monkeypatch: pytest.MonkeyPatch) -> None:
    """Deals follow from each test's own order of matches, so a failure replays exactly; a test
    that needs a deal of its own pins it after this."""
    seeds = itertools.count(1)
    monkeypatch.setattr("bot.store.matches.new_seed", lambda: next(seeds))


@pytest.fixture
async def world(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> AsyncIterator[World]:
    pin_the_daily_deal(monkeypatch)
    world = await start_world(tmp_path)
    try:
        await world.start_bot()
        yield world
    finally:
        await world.stop_bot()
        await world.fake.stop()


@pytest.fixture
async def offline_world(tmp_path: Path) -> AsyncIterator[World]:
    """The fake Discord and its members, with no bot started in this process."""
    world = await start_world(tmp_path)
    try:
        yield world
    finally:
        await world.stop_bot()
        await world.fake.stop()
