"""Drawing and review processes frozen (SIGSTOP) under ``python -m bot``: every request is still
answered, in words when no process can draw, and the bot still stops at once."""

from __future__ import annotations

import asyncio
import contextlib
import json
import os
import signal
import time
from collections.abc import Callable, Iterator
from pathlib import Path

import pytest

from testing.bot_process import READY_LINE, ROOT, BotProcess, hand_of, spawn_bot
from testing.fake_discord import Message
from testing.harness import World, controls, has_file, start_world
from testing.pace import allow

PICTURE_LATER = "The picture will follow"
EARLIER_TURN = "belongs to an earlier turn"
REVIEW_LATER = "Try again in a minute"

pytestmark = [pytest.mark.slow, pytest.mark.filterwarnings("ignore:unread_data:DeprecationWarning")]


def _is_a_worker(pid: int) -> bool:
    """Whether ``pid`` is one of the bot's worker processes (not the resource tracker)."""
    with contextlib.suppress(OSError):
        return b"spawn_main" in Path(f"/proc/{pid}/cmdline").read_bytes()
    return False


def _workers(bot: BotProcess) -> set[int]:
    return {pid for pid in bot.group() if _is_a_worker(pid)}


def _niceness(pid: int) -> int:
    return int(Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()[16])


def _stop(pid: int) -> None:
    with contextlib.suppress(ProcessLookupError):
        os.kill(pid, signal.SIGSTOP)


@contextlib.contextmanager
def _freezing(bot: BotProcess, chosen: Callable[[int], bool]) -> Iterator[set[int]]:
    """Stop every worker process that ``chosen`` picks, replacements included, as soon as it
    appears, until the block ends; the set of those stopped."""
    stopped: set[int] = set()

    async def watch() -> None:
        while True:
            for pid in _workers(bot) - stopped:
                with contextlib.suppress(OSError, ValueError, IndexError):
                    if chosen(pid):
                        _stop(pid)
                        stopped.add(pid)
            await asyncio.sleep(0.02)

    task = asyncio.get_running_loop().create_task(watch())
    try:
        yield stopped
    finally:
        task.cancel()


def _draws(pid: int) -> bool:
    """Whether worker ``pid`` is a drawing process: it has loaded Pillow's drawing library
    (its warm-up reads the palette; the computer's process never draws)."""
    with contextlib.suppress(OSError):
        return b"PIL/_imaging" in Path(f"/proc/{pid}/maps").read_bytes()
    return False


async def _started(world: World, tmp_path: Path, **env: str) -> tuple[BotProcess, set[int]]:
    """``python -m bot`` ready, and its drawing processes (the workers started with it are
    those two and the computer's; the review's start on their first request). They draw ahead,
    as in production: a fresh process drawing ahead must still meet the bot's deadlines."""
    # A replacement stopped as it starts is given up after 10 s, not production's 30.
    settings = {"EXPERT_TIME_BUDGET": "0.05", "DRAW_AHEAD": "true", "WORKER_START_SECONDS": "10"}
    bot = await spawn_bot(world, tmp_path, **(settings | env))
    await bot.wait_for_line(READY_LINE)

    def drawing() -> set[int]:
        workers = _workers(bot)
        drawers = {pid for pid in workers if _draws(pid)}
        return drawers if len(workers) == 3 and len(drawers) == 2 else set()

    return bot, await world.fake.wait_for(drawing, allow(30))


def _said(world: World, text: str) -> list[str]:
    """Every private or public text the bot wrote to alice that contains ``text``."""
    found = []
    for message in [*world.fake.ephemeral_for(world.alice), *world.fake.messages_in(world.chan)]:
        for revision in [*message.history, message]:
            if text in (revision.content or ""):
                found.append(revision.content)
    return found


def _move_button(world: World, hand: Message) -> tuple[str, int] | None:
    """An enabled move on alice's hand (stopping rather than calling koi-koi), and its turn."""
    enabled = [c for c, on, _ in controls(world.fake, hand) if on and c.seq is not None]
    if not enabled:
        return None
    control = next((c for c in enabled if c.verb == "stop"), enabled[0])
    custom_id = next(
        b.custom_id
        for b in world.fake.find_buttons(hand)
        if b.custom_id.endswith(f":{control.verb}:{control.arg}:{control.seq}")
    )
    assert control.seq is not None
    return custom_id, control.seq


async def _play_a_turn(world: World, timeout: float = 120) -> None:
    """Click a move on alice's newest hand; wait until a newer turn is hers, or none is."""
    hand = await world.fake.wait_for(lambda: hand_of(world), timeout)
    assert isinstance(hand, Message)
    found = _move_button(world, hand)
    assert found is not None, "alice's hand has no move to make"
    custom_id, seq = found
    click = await world.fake.click(world.alice, hand, custom_id)
    await click.wait_response(timeout)

    def moved_on() -> bool:
        latest = world.fake.message(hand.id)
        after = _move_button(world, latest)
        return (after is not None and after[1] > seq) or PICTURE_LATER in (latest.content or "")

    await world.fake.wait_for(moved_on, timeout)


async def test_with_one_of_two_drawing_processes_stopped_every_move_and_hand_is_answered(
    tmp_path: Path,
) -> None:
    world = await start_world(tmp_path)
    bot, drawing = await _started(world, tmp_path)
    try:
        frozen = min(drawing)
        _stop(frozen)
        start = await world.fake.slash(world.alice, world.chan, "koikoi", "start", {})
        await start.wait_response()
        await world.fake.wait_for(lambda: hand_of(world), 120)
        for _ in range(3):
            await _play_a_turn(world)
        again = await world.fake.slash(world.alice, world.chan, "koikoi", "hand", {})
        answered = await again.wait_done(120)
        assert has_file(answered, "hand.png")
        assert not _said(world, EARLIER_TURN)
        # Killed: by a request's deadline, or the health check's probe if none was sent to it.
        await world.fake.wait_for(lambda: frozen not in _workers(bot), 90)
        await bot.wait_for_line("gave no answer", 30)  # the log is read a moment behind the kill
    finally:
        bot.kill()
        await bot.exit_status()
        await world.fake.stop()


async def test_with_every_drawing_process_stopped_the_first_move_is_answered_and_pictured(
    tmp_path: Path,
) -> None:
    world = await start_world(tmp_path)
    bot, drawing = await _started(world, tmp_path)
    try:
        for pid in drawing:
            _stop(pid)
        start = await world.fake.slash(world.alice, world.chan, "koikoi", "start", {})
        await start.wait_response()
        hand = await world.fake.wait_for(lambda: hand_of(world), 120)
        await _play_a_turn(world)  # answered: with its picture, or saying it will follow
        # Drawn by the fresh processes, at once or once they answer.
        await world.fake.wait_for(lambda: has_file(world.fake.message(hand.id), "hand.png"), 120)
        await world.fake.wait_for(lambda: has_file(world.table_message(), "table.png"), 120)
        # Each stopped process is killed: by a request's deadline, or the health check's probe.
        await world.fake.wait_for(lambda: not _workers(bot) & drawing, 60)
        assert not _said(world, EARLIER_TURN)
    finally:
        bot.kill()
        await bot.exit_status()
        await world.fake.stop()


async def test_while_no_drawing_process_answers_tables_go_out_in_words_and_the_pictures_follow(
    tmp_path: Path,
) -> None:
    world = await start_world(tmp_path)
    health = tmp_path / "health.json"
    bot, drawing = await _started(world, tmp_path, HEALTH_FILE=str(health))
    try:
        niceness = {pid: _niceness(pid) for pid in drawing}
        with _freezing(bot, lambda pid: _niceness(pid) == niceness[min(drawing)]):
            # Every drawing process, and every one started in its place, is stopped.
            # The computer's process is stopped too: its moves wait for their deadline first.
            start = await world.fake.slash(world.alice, world.chan, "koikoi", "start", {})
            await start.wait_response(60)
            hand = await world.fake.wait_for(lambda: hand_of(world), 240)
            assert isinstance(hand, Message)
            assert PICTURE_LATER in (hand.content or "") and not hand.attachments
            table = world.table_message()
            assert not has_file(table, "table.png")
            assert PICTURE_LATER in json.dumps(table.embeds)

            def unhealthy() -> bool:
                with contextlib.suppress(OSError, ValueError):
                    return json.loads(health.read_text())["healthy"] is False
                return False

            await world.fake.wait_for(unhealthy, 120)
        # Drawing works again: the table and the hand get their pictures without a click.
        await world.fake.wait_for(lambda: has_file(world.fake.message(table.id), "table.png"), 120)
        await world.fake.wait_for(lambda: has_file(world.fake.message(hand.id), "hand.png"), 120)
        assert PICTURE_LATER not in (world.fake.message(hand.id).content or "")
    finally:
        bot.kill()
        await bot.exit_status()
        await world.fake.stop()


async def _a_finished_match(world: World) -> None:
    """Alice starts a match, makes a move and gives up."""
    start = await world.fake.slash(world.alice, world.chan, "koikoi", "start", {})
    await start.wait_response()
    await _play_a_turn(world)
    forfeit = await world.fake.slash(world.alice, world.chan, "koikoi", "forfeit")
    await forfeit.wait_response()
    assert forfeit.message is not None
    confirm = next(c for c in forfeit.message.custom_ids if c.endswith("forfeit"))
    click = await world.fake.click(world.alice, forfeit.message, confirm)
    await click.wait_response()
    ended = lambda: any(has_file(m, "match.png") for m in world.fake.messages_in(world.chan))  # noqa: E731
    await world.fake.wait_for(ended, 60)  # the result is posted once the match is recorded


@contextlib.contextmanager
def _review_processes_stop_at_start(flag: Path) -> Iterator[None]:
    """Every review process started inside the block stops itself as it starts (see
    ``testing/stop_niced``): a fresh one cannot answer before it is stopped."""
    flag.touch()
    try:
        yield
    finally:
        flag.unlink()


async def test_a_stopped_review_process_is_answered_with_try_again_and_does_not_hold_the_stop(
    tmp_path: Path,
) -> None:
    world = await start_world(tmp_path)
    flag = tmp_path / "stop-review-processes"
    bot, _ = await _started(
        world,
        tmp_path,
        REVIEW_PLAYOUTS="50",
        REVIEW_AHEAD="false",  # every decision judged on request, in the stopped processes
        PYTHONPATH=f"{ROOT}{os.pathsep}{ROOT / 'testing' / 'stop_niced'}",
        KOIKOI_TEST_STOP_NICED=str(flag),
    )
    try:
        await _a_finished_match(world)
        with (
            _review_processes_stop_at_start(flag),
            _freezing(bot, lambda pid: _niceness(pid) >= 10) as stopped,
        ):
            review = await world.fake.slash(world.alice, world.chan, "koikoi", "review", {})
            await review.wait_response()
            try:
                await world.fake.wait_for(lambda: _said(world, REVIEW_LATER), 180)
            except TimeoutError:
                said = [m.content for m in world.fake.ephemeral_for(world.alice)]
                raise AssertionError(f"{said}\n{bot.log[-3000:]}") from None
        assert len(stopped) >= 2, "tried once more on a fresh process"
        # A review process is stopped again, mid-review, and the bot is told to stop.
        with (
            _review_processes_stop_at_start(flag),
            _freezing(bot, lambda pid: _niceness(pid) >= 10),
        ):
            again = await world.fake.slash(world.alice, world.chan, "koikoi", "review", {})
            await again.wait_response()
            await asyncio.sleep(1.0)
            began = time.monotonic()
            bot.send(signal.SIGTERM)
            assert await bot.exit_status(timeout=30) == 0
        assert time.monotonic() - began < 15
        assert await bot.wait_group_gone() == []
    finally:
        bot.kill()
        await bot.exit_status()
        await world.fake.stop()
