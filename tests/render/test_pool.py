from __future__ import annotations

import asyncio
import os
import pickle
import signal
import threading

import pytest

from bot.engine.view import PlayerView
from bot.render import render_hand, render_table
from bot.render.cards import card_sprite
from bot.render.demo import mid_round
from bot.render.pool import DRAW_DEADLINE, DrawingPool
from testing.pace import allow

NAMES = ("Aoi", "Ren")
drawn_here: list[str] = []
release = threading.Event()


def process_id(_ask: int = 0) -> bytes:
    return str(os.getpid()).encode()


def sprites_drawn(_ask: int) -> bytes:
    return str(card_sprite.cache_info().currsize).encode()


def counted(text: str) -> bytes:
    drawn_here.append(text)
    return text.encode()


def slow(text: str) -> bytes:
    release.wait(5)
    drawn_here.append(text)
    return text.encode()


def test_pictures_are_drawn_in_a_worker_process() -> None:
    async def scenario() -> bytes:
        pool = DrawingPool(processes=1)
        try:
            return await pool.draw(process_id)
        finally:
            pool.close()

    assert int(asyncio.run(scenario())) != os.getpid()


@pytest.mark.slow
def test_a_picture_drawn_in_a_worker_is_the_same_as_one_drawn_in_place(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    match = mid_round(5)
    view = PlayerView.public(match.round, match)
    monkeypatch.setattr("bot.render.pool.DRAW_DEADLINE", allow(DRAW_DEADLINE))  # at its pace

    async def scenario() -> tuple[bytes, bytes]:
        pool = DrawingPool(processes=1, startup=allow(30))
        try:
            return await pool.draw(render_table, view, NAMES), await pool.draw(
                render_hand, match.view(0)
            )
        finally:
            pool.close()

    table, hand = asyncio.run(scenario())
    assert table == render_table(view, NAMES)
    assert hand == render_hand(match.view(0))


def test_a_picture_asked_for_twice_while_it_is_drawn_is_drawn_once() -> None:
    drawn_here.clear()
    release.clear()

    async def scenario() -> list[bytes]:
        pool = DrawingPool(processes=0, threads=2)
        first = asyncio.ensure_future(pool.draw(slow, "table"))
        second = asyncio.ensure_future(pool.draw(slow, "table"))
        await asyncio.sleep(0.05)
        release.set()
        try:
            return list(await asyncio.gather(first, second))
        finally:
            pool.close()

    assert asyncio.run(scenario()) == [b"table", b"table"]
    assert drawn_here == ["table"]


def test_a_picture_drawn_lately_is_not_drawn_again_but_another_is() -> None:
    drawn_here.clear()

    async def scenario() -> None:
        pool = DrawingPool(processes=0)
        try:
            await pool.draw(counted, "hand")
            await pool.draw(counted, "hand")
            await pool.draw(counted, "other hand")
        finally:
            pool.close()

    asyncio.run(scenario())
    assert drawn_here == ["hand", "other hand"]


def test_a_prepared_picture_is_drawn_once_when_it_is_asked_for() -> None:
    drawn_here.clear()

    async def scenario() -> bytes:
        pool = DrawingPool(processes=0)
        try:
            pool.prepare(counted, "table")
            return await pool.draw(counted, "table")
        finally:
            pool.close()

    assert asyncio.run(scenario()) == b"table"
    assert drawn_here == ["table"]


@pytest.mark.slow
def test_a_worker_that_died_is_replaced_and_the_picture_still_drawn() -> None:
    async def scenario() -> tuple[int, int]:
        pool = DrawingPool(processes=1)
        try:
            first = int(await pool.draw(process_id))
            os.kill(first, signal.SIGKILL)
            await asyncio.sleep(0.2)
            return first, int(await pool.draw(process_id, 1))
        finally:
            pool.close()

    first, second = asyncio.run(scenario())
    assert second != first


def test_pictures_waiting_for_a_drawing_worker_hold_no_task_each() -> None:
    drawn_here.clear()
    release.clear()

    async def scenario() -> tuple[int, list[bytes]]:
        pool = DrawingPool(processes=0, threads=1)
        before = len(asyncio.all_tasks())
        for n in range(20):
            pool.prepare(slow, f"table {n}")
        tasks = len(asyncio.all_tasks()) - before
        release.set()
        try:
            return tasks, [await pool.draw(slow, f"table {n}") for n in range(20)]
        finally:
            pool.close()

    tasks, pictures = asyncio.run(scenario())
    assert tasks == 0  # a waiting picture is a future in a queue, not a task
    assert pictures == [f"table {n}".encode() for n in range(20)]
    assert sorted(drawn_here) == sorted(f"table {n}" for n in range(20))


def test_a_picture_that_fails_to_draw_fails_its_caller_and_the_next_is_drawn() -> None:
    async def scenario() -> tuple[str, bytes]:
        pool = DrawingPool(processes=0, threads=1)
        try:
            try:
                await pool.draw(counted, 42)  # not text: the drawing raises
            except AttributeError as error:
                failed = type(error).__name__
            return failed, await pool.draw(counted, "table")
        finally:
            pool.close()

    assert asyncio.run(scenario()) == ("AttributeError", b"table")


@pytest.mark.slow
def test_a_stopped_drawing_process_is_killed_and_the_picture_drawn_by_a_fresh_one() -> None:
    # The bot's own deadline: a shorter one is missed by a fresh process busy drawing ahead.
    async def scenario() -> tuple[int, int, list[int]]:
        pool = DrawingPool(processes=1)
        try:
            first = int(await pool.draw(process_id))
            os.kill(first, signal.SIGSTOP)
            second = int(await asyncio.wait_for(pool.draw(process_id, 1), 120))
            return first, second, pool.worker_pids()
        finally:
            pool.close()

    first, second, now = asyncio.run(scenario())
    assert second != first and first not in now


def test_a_drawing_process_gives_freed_memory_back_every_few_pictures(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    from bot.render import pool

    given_back: list[int] = []
    monkeypatch.setattr(pool, "give_back_memory", lambda: given_back.append(pool._drawn))
    request = pickle.dumps((counted, ("picture",)), protocol=pickle.HIGHEST_PROTOCOL)
    for _ in range(3 * pool.TRIM_EVERY):
        assert pool.draw_request(request) == b"picture"
    assert len(given_back) == 3  # the heap is trimmed now and then, not after every picture


async def _sprites_seen(pool: DrawingPool, asks: int) -> list[int]:
    """The drawing process's count of card sprites drawn, asked ``asks`` times a moment apart
    (each ask a new request, so none is answered from the pool's kept pictures)."""
    seen = []
    for ask in range(asks):
        seen.append(int(await pool.draw(sprites_drawn, ask)))
        await asyncio.sleep(0.2)
    return seen


@pytest.mark.slow
def test_a_drawing_process_draws_the_card_sprites_ahead_while_idle() -> None:
    async def scenario() -> list[int]:
        pool = DrawingPool(processes=1)
        try:
            first = int(await pool.draw(sprites_drawn, -1))
            # Bounded by the sprites to draw (a few seconds of work), not by a guess of speed.
            for ask in range(600):
                now = int(await pool.draw(sprites_drawn, ask))
                if now > first:
                    return [first, now]
                await asyncio.sleep(0.1)
            return [first, first]
        finally:
            pool.close()

    first, later = asyncio.run(scenario())
    assert later > first


@pytest.mark.slow
def test_a_drawing_process_told_not_to_draw_ahead_draws_no_sprite_it_was_not_asked_for() -> None:
    async def scenario() -> list[int]:
        pool = DrawingPool(processes=1, ahead=False)
        try:
            return await _sprites_seen(pool, 5)
        finally:
            pool.close()

    seen = asyncio.run(scenario())
    assert len(set(seen)) == 1, seen


def test_a_picture_may_take_as_long_as_the_pace_of_recent_pictures_allows() -> None:
    async def scenario() -> list[float | None]:
        pool = DrawingPool(processes=1)
        asked: list[float | None] = []
        submit = pool.workers.submit

        def noted(request: bytes, *, deadline: float | None = None, route: int | None = None):
            asked.append(deadline)
            return submit(request, deadline=deadline, route=route)

        pool.workers.submit = noted  # type: ignore[method-assign]
        try:
            await pool.draw(counted, "first")
            for _ in range(20):  # a busy machine: pictures have taken 4 s lately
                pool.pace.record(4.0)
            await pool.draw(counted, "second")
            return asked
        finally:
            pool.close()

    first, second = asyncio.run(scenario())
    assert first == 5.0
    assert second == 12.0


def test_the_drawing_processes_tell_the_pace_how_long_each_picture_took() -> None:
    async def scenario() -> int:
        pool = DrawingPool(processes=1)
        try:
            await pool.draw(counted, "a")
            await pool.draw(counted, "b")
            return pool.pace.measured
        finally:
            pool.close()

    assert asyncio.run(scenario()) == 2
