"""A match's pictures go to one drawing process, which keeps its last frames."""

from __future__ import annotations

import asyncio
import copy
import os
import random
import signal

import pytest

from bot.engine.match import Match
from bot.engine.rules import preset
from bot.render import frames
from bot.render.hand import draw_hand, render_hand
from bot.render.pool import DRAW_DEADLINE, DrawingPool
from bot.render.table import draw_table, render_table
from testing.pace import allow

NAMES = ("Aoi", "Ren")


def process_id(_route: int = 0) -> bytes:
    return str(os.getpid()).encode()


def frames_kept(_route: int = 0) -> bytes:
    """How many frames the drawing process keeps."""
    return str(len(frames.FRAMES)).encode()


def _states(seed: int, count: int) -> list[Match]:
    """``count`` successive states of one match (copies, so each can be drawn later)."""
    rng = random.Random(seed)
    match = Match(preset("standard"), seed)
    out = [copy.deepcopy(match)]
    while len(out) < count:
        match.apply(rng.choice(match.legal_actions()))
        out.append(copy.deepcopy(match))
    return out


def test_a_matchs_pictures_are_drawn_by_one_process_each_time() -> None:
    async def scenario() -> dict[int, set[bytes]]:
        pool = DrawingPool(processes=2)
        try:
            for route in range(6):  # until both have started: a route's requests wait for none
                await _answered_in_its_slot(pool, route)
            seen: dict[int, set[bytes]] = {}
            for _ in range(4):
                for route in range(6):
                    pid = await pool.draw(process_id, route, route=route)
                    seen.setdefault(route, set()).add(pid)
            return seen
        finally:
            pool.close()

    seen = asyncio.run(scenario())
    assert all(len(pids) == 1 for pids in seen.values())
    assert len(set().union(*seen.values())) == 2  # the matches are shared out between both


async def _answered_in_its_slot(pool: DrawingPool, route: int) -> None:
    """Until ``route``'s requests are answered by its own process (while that one starts, a
    started one answers them)."""
    for asked in range(1_000):
        answered = int(await pool.draw(process_id, 2_000 + asked, route=route))
        if answered == pool.workers.slot_pid(route):
            return
        await asyncio.sleep(0.05)
    raise AssertionError("the route's own process never answered")


async def _replaced_in_its_slot(pool: DrawingPool, route: int, dead: int) -> None:
    """Until the process put in place of ``dead`` has started and answers ``route``'s requests
    (until then they go to a started process)."""
    for asked in range(1_000):
        await asyncio.sleep(0.05)
        answered = int(await pool.draw(process_id, 1_000 + asked, route=route))
        if answered != dead and answered == pool.workers.slot_pid(route):
            return
    raise AssertionError("no process answered in the dead one's place")


@pytest.mark.slow
def test_a_frame_lost_with_its_process_is_drawn_again_in_full(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    states = _states(11, 4)
    route = 5
    monkeypatch.setattr("bot.render.pool.DRAW_DEADLINE", allow(DRAW_DEADLINE))  # at its pace

    async def scenario() -> list[tuple[bytes, bytes, bytes]]:
        pool = DrawingPool(processes=2, startup=allow(30))
        out: list[tuple[bytes, bytes, bytes]] = []
        try:
            for number, match in enumerate(states):
                if number == 2:  # the match's process dies with its frames
                    dead = int(await pool.draw(process_id, route, route=route))
                    os.kill(dead, signal.SIGKILL)
                    await _replaced_in_its_slot(pool, route, dead)
                view = match.view(0)
                table = await pool.draw(draw_table, route, view, NAMES, route=route)
                hand = await pool.draw(draw_hand, route, view, NAMES, route=route)
                out.append((table, hand, await pool.draw(frames_kept, number, route=route)))
            return out
        finally:
            pool.close()

    drawn = asyncio.run(scenario())
    for match, (table, hand, kept) in zip(states, drawn, strict=True):
        assert table == render_table(match.view(0), NAMES)
        assert hand == render_hand(match.view(0), NAMES)
        assert kept == b"2"  # the table's and the hand's, in the process that drew them
