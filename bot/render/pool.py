"""Drawing off the event loop: pictures are drawn in worker processes fed plain data, and a
picture asked for again with the same inputs is not drawn again.

Processes, not threads: drawing holds Python's global lock for most of its time, so drawing
threads slow the event loop down and use no second core. The processes are fed through pipes
the event loop reads itself (``bot.workers``). A request is the pickled drawing
function and its arguments; equal bytes mean an equal picture (the drawing functions are pure),
so the request is also the key under which a picture being drawn, or drawn lately, is shared.

A picture has a deadline that follows how long pictures take now (``pace``: at least
``DRAW_DEADLINE``, at most ``DRAW_CEILING``): a drawing process that has not answered by then
(stopped, stuck) is killed and replaced, and the picture is drawn again on a fresh one; when
that fails too, ``draw`` raises ``Unanswered`` and the caller shows its message without it.
"""

from __future__ import annotations

import asyncio
import ctypes
import ctypes.util
import functools
import pickle
from collections import OrderedDict, deque
from collections.abc import Callable, Iterator
from typing import Any

from bot.pace import Pace
from bot.workers import Workers, retried

Drawing = Callable[..., bytes]
KEPT = 32  # finished pictures kept for a repeated request (each 20-120 KB)
# Seconds a drawing process may take for one picture once it starts on it (a picture takes
# 0.05-0.3 s): one that takes longer is stopped or stuck.
DRAW_DEADLINE = 5.0
# A busy machine's pictures may take longer (the deadline follows them), up to this.
DRAW_CEILING = 60.0
# A picture that typically takes longer than this misses a click's answer (Discord's 3 s).
DRAW_SLOW_AFTER = 2.5


# Pictures between two returns of freed memory to the system. A picture's canvas (5 MB) is
# freed into the C heap, which then grows by fragments and keeps them: a drawing process grew
# from 110 to 230 MB over 400 pictures, and to 170 MB when the heap is trimmed (2-9 ms a trim).
TRIM_EVERY = 64
_drawn = 0


def draw_request(request: bytes) -> bytes:
    """Draw the picture of a pickled ``(function, args)`` request (runs in a worker)."""
    global _drawn
    function, args = pickle.loads(request)
    picture: bytes = function(*args)
    _drawn += 1
    if _drawn % TRIM_EVERY == 0:
        give_back_memory()
    return picture


def give_back_memory() -> None:
    """Return the C heap's free pages to the system (glibc's ``malloc_trim``; elsewhere nothing)."""
    trim = _malloc_trim()
    if trim is not None:
        trim(0)


@functools.cache
def _malloc_trim() -> Callable[[int], int] | None:
    try:
        libc = ctypes.CDLL(ctypes.util.find_library("c") or "libc.so.6")
        trim: Callable[[int], int] = libc.malloc_trim
    except (OSError, AttributeError):  # not glibc
        return None
    return trim


def warm_up() -> None:
    """Read the shared palette before the first picture (kept: no card is drawn for it)."""
    from bot.render.png import shared_palette

    shared_palette()


def between_pictures() -> Iterator[None]:
    """A drawing process's work while no picture is asked for: the card sprites of the live
    pictures, drawn ahead."""
    from bot.render.warm import sprites_ahead

    return sprites_ahead()


class DrawingPool:
    """Draws pictures in ``processes`` worker processes (or ``threads`` threads when
    ``processes`` is 0, as the tests do), sharing equal requests. A process draws the card
    sprites ahead while idle unless ``ahead`` is False (then each is drawn on first use)."""

    def __init__(
        self,
        processes: int = 2,
        threads: int = 2,
        *,
        ahead: bool = True,
        startup: float | None = None,
    ) -> None:
        self.processes = processes
        self.threads = threads
        idle = between_pictures if ahead else None
        self._workers = Workers(
            processes, draw_request, warm_up, idle, threads=threads, startup=startup
        )
        self.pace = Pace("pictures", DRAW_DEADLINE, DRAW_CEILING, DRAW_SLOW_AFTER)
        self._workers.pace = self.pace
        self._drawing: dict[bytes, asyncio.Future[bytes]] = {}
        # Pictures handed to the workers at once: each worker has its next few waiting in its
        # pipe; the rest wait here, so a pipe never fills and blocks the event loop. A waiting
        # picture is a future in a queue (under load a thousand wait, and a task each would be
        # that much more for the garbage collector to walk).
        self._limit = 4 * max(processes, threads)
        self._handed = 0
        self._waiting: deque[tuple[bytes, asyncio.Future[bytes], int | None]] = deque()
        self._kept: OrderedDict[bytes, bytes] = OrderedDict()
        self.drawn = 0  # pictures drawn
        self.shared = 0  # requests answered with a picture drawn or being drawn for another

    def start(self) -> None:
        """Start every drawing process now (each builds its palette and sprites once), rather
        than when the first pictures are wanted. Called from the event loop."""
        self._workers.start()

    @property
    def workers(self) -> Workers:
        """The drawing processes (for the health check)."""
        return self._workers

    def worker_pids(self) -> list[int]:
        """The process ids of the drawing processes started so far (none with threads)."""
        return self._workers.pids()

    def prepare(self, function: Drawing, *args: Any, route: int | None = None) -> None:
        """Start drawing a picture that will be asked for soon (with ``draw``)."""
        request = _request(function, args)
        if request not in self._kept:
            self._future(request, route)

    async def draw(self, function: Drawing, *args: Any, route: int | None = None) -> bytes:
        """The picture ``function(*args)``, drawn in a worker unless drawn or being drawn;
        ``route``: always in the same worker (a match's, which keeps its last frames)."""
        request = _request(function, args)
        kept = self._kept.get(request)
        if kept is not None:
            self._kept.move_to_end(request)
            self.shared += 1
            return kept
        # A worker that died or gave no answer has been replaced: the picture is drawn again.
        return await retried(lambda: asyncio.shield(self._future(request, route)))

    def _future(self, request: bytes, route: int | None = None) -> asyncio.Future[bytes]:
        drawing = self._drawing.get(request)
        if drawing is not None:
            self.shared += 1
            return drawing
        future: asyncio.Future[bytes] = asyncio.get_running_loop().create_future()
        self._drawing[request] = future
        self.drawn += 1
        self._waiting.append((request, future, route))
        self._hand_over()
        return future

    def _hand_over(self) -> None:
        """Give the workers the waiting pictures they have room for, oldest first."""
        while self._waiting and self._handed < self._limit:
            request, future, route = self._waiting.popleft()
            try:
                deadline = self.pace.deadline()
                answer = self._workers.submit(request, deadline=deadline, route=route)
            except Exception as error:  # e.g. the pool was closed
                self._finish(request, future, error=error)
                continue
            self._handed += 1
            answer.add_done_callback(functools.partial(self._answered, request, future))

    def _answered(
        self, request: bytes, future: asyncio.Future[bytes], answer: asyncio.Future[bytes]
    ) -> None:
        self._handed -= 1
        if answer.cancelled():
            self._finish(request, future, cancelled=True)
        elif (error := answer.exception()) is not None:
            self._finish(request, future, error=error)
        else:
            picture = answer.result()
            self._kept[request] = picture
            while len(self._kept) > KEPT:
                self._kept.popitem(last=False)
            self._finish(request, future, picture=picture)
        self._hand_over()

    def _finish(
        self,
        request: bytes,
        future: asyncio.Future[bytes],
        *,
        picture: bytes | None = None,
        error: BaseException | None = None,
        cancelled: bool = False,
    ) -> None:
        if self._drawing.get(request) is future:
            del self._drawing[request]
        if future.done():
            return
        if cancelled:
            future.cancel()
        elif error is not None:
            future.set_exception(error)
            future.exception()  # retrieved here, so an unawaited prepare logs nothing
        else:
            assert picture is not None
            future.set_result(picture)

    def close(self, *, wait: bool = False) -> None:
        """Stop the workers; pictures not yet drawn are dropped (``wait``: for the one at hand)."""
        while self._waiting:
            request, future, _ = self._waiting.popleft()
            self._finish(request, future, cancelled=True)
        self._workers.close(wait=wait)


def _request(function: Drawing, args: tuple[Any, ...]) -> bytes:
    return pickle.dumps((function, args), protocol=pickle.HIGHEST_PROTOCOL)
