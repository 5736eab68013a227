"""Garbage collection runs in the event loop's thread: the bot keeps its passes short."""

from __future__ import annotations

import gc

import pytest

from bot.engine import PRESETS, yaku
from testing.harness import World


@pytest.fixture
async def freezing(world: World) -> World:
    """The world's bot started again as the bot runs outside tests: freezing at start-up."""
    await world.stop_bot()
    assert gc.get_freeze_count() == 0
    await world.start_bot(freeze_start_up=True)
    return world


async def test_a_bot_started_by_the_tests_does_not_collect_the_whole_test_process(
    world: World,
) -> None:
    assert world.bot is not None and not world.bot.freeze_start_up
    await world.settle()

    assert gc.get_freeze_count() == 0


def test_a_bot_freezes_its_start_up_objects_unless_told_not_to() -> None:
    from bot.app.run.client import KoiKoiBot
    from bot.config import Settings

    settings = Settings(discord_token="token")  # type: ignore[arg-type]
    assert KoiKoiBot(settings).freeze_start_up
    assert not KoiKoiBot(settings, freeze_start_up=False).freeze_start_up


@pytest.mark.slow
async def test_once_ready_the_bot_leaves_its_start_up_objects_out_of_garbage_collection(
    freezing: World,
) -> None:
    await freezing.fake.wait_for(lambda: gc.get_freeze_count() > 0, 5)

    assert gc.get_freeze_count() > 0


@pytest.mark.slow
async def test_a_closed_bot_hands_its_objects_back_to_the_garbage_collector(
    freezing: World,
) -> None:
    world = freezing
    await world.fake.wait_for(lambda: gc.get_freeze_count() > 0, 5)

    await world.stop_bot()

    assert gc.get_freeze_count() == 0


@pytest.mark.slow
async def test_the_presets_yaku_tables_are_left_out_with_the_start_up_objects(
    world: World, monkeypatch: pytest.MonkeyPatch
) -> None:
    await world.stop_bot()
    monkeypatch.setattr(yaku, "_ALIKE", {})  # as in a fresh process: no table built yet
    monkeypatch.setattr(yaku, "_SCORERS", {})
    await world.start_bot(freeze_start_up=True)
    await world.fake.wait_for(lambda: gc.get_freeze_count() > 0, 5)

    tables = [yaku.scorer_for(rules).of_animals for rules in PRESETS.values()]

    walked = {id(o) for o in gc.get_objects()}
    assert not any(id(table) in walked for table in tables)


@pytest.mark.slow
async def test_a_ready_bot_makes_no_full_collection_pass_in_front_of_its_first_requests(
    world: World, monkeypatch: pytest.MonkeyPatch
) -> None:
    await world.stop_bot()
    sessions = len(world.fake.gateway.sessions)
    passes: list[bool] = []  # for each full pass: whether the bot had connected then
    collect = gc.collect

    def counted(generation: int = 2) -> int:
        passes.append(len(world.fake.gateway.sessions) > sessions)
        return collect(generation)

    monkeypatch.setattr(gc, "collect", counted)
    await world.start_bot(freeze_start_up=True)
    await world.fake.wait_for(lambda: gc.get_freeze_count() > 0, 5)

    assert passes == [False]  # once, before the bot connected
