"""Worker processes fed through pipes that the event loop itself reads and writes.

``concurrent.futures.ProcessPoolExecutor`` moves every request and every answer through two
helper threads of the calling process; under load those threads wait for Python's global lock
behind the event loop (5 ms at a time), and the workers sit idle between requests. Here the
loop writes a request straight into a worker's pipe and is woken when an answer is readable,
so a worker always has its next request waiting.

A request may carry a deadline, counted from when its worker is free to start it: a worker that
has not answered by then (stopped, stuck) is killed and replaced, and the request fails with
``Unanswered``. A fresh worker's start, and its first answer (which loads what the work
needs), also get the start-up allowance. A deadline allows for a slow or starved worker
(minutes, at the lowest priority); a worker the system has stopped (SIGSTOP) is not slow, it
answers nothing until resumed: found stopped at ``STOPPED_CHECKS`` checks in a row while it
owes an answer, it is given up at once.
``ask`` tries such a request once more on a fresh worker. Every pool of the bot (drawing,
reviews, the computer) works this way; the health check ``probe``s each.

With no processes the job runs in threads of the calling process instead (the tests do this).
"""

from __future__ import annotations

import asyncio
import contextlib
import functools
import logging
import multiprocessing
import pickle
import time
from collections import deque
from collections.abc import Awaitable, Callable, Iterator
from concurrent.futures import ThreadPoolExecutor
from concurrent.futures.process import BrokenProcessPool
from dataclasses import dataclass, field
from multiprocessing.connection import Connection
from multiprocessing.process import BaseProcess
from typing import TypeVar

from bot.pace import Pace

ANSWER = b"\x00"  # an answer's first byte: the bytes asked for follow
FAILURE = b"\x01"  # or: a pickled exception follows
READY = b"\x02"  # a worker's first message: started, and waiting for requests
JOIN_SECONDS = 2.0  # how long close(wait=True) waits for the workers to finish their requests
KILL_SECONDS = 1.0  # how long a killed worker may take to be gone
STARTUP_SECONDS = 30.0  # added to a deadline while the worker has not started yet
# A routed request goes elsewhere when its worker has been on one answer longer (stopped, stuck).
ROUTE_PATIENCE = 1.0
# While a worker owes an answer with a deadline, its process's state is checked this often; found
# stopped (SIGSTOP, or a debugger's stop) this many times in a row, it is killed and replaced.
STOPPED_CHECK_SECONDS = 1.0
STOPPED_CHECKS = 3

log = logging.getLogger(__name__)


Job = Callable[[bytes], bytes]
T = TypeVar("T")


class Unanswered(TimeoutError):
    """A worker gave no answer within the request's deadline; it was killed and replaced."""


class WorkersClosed(BrokenProcessPool):
    """The workers were closed (the bot is stopping): work asked of them now is lost, as from
    a dead worker, and its caller falls back as it would then (a picture in words)."""


LOST = (Unanswered, BrokenProcessPool)  # a request's worker was stuck or died: try a fresh one


async def retried(
    attempt: Callable[[], Awaitable[T]],
    *,
    attempts: int = 2,
    lost: tuple[type[Exception], ...] = LOST,
) -> T:
    """``attempt()``, made again while its worker was ``lost`` (stuck and killed, or dead), up
    to ``attempts`` times in all; then the last such error (``Unanswered``, ``BrokenProcessPool``).
    """
    for number in range(1, attempts + 1):
        try:
            return await attempt()
        except lost as error:
            if number == attempts or isinstance(error, WorkersClosed):
                raise  # closed workers are not replaced: no use asking again
            log.warning("a worker was lost (%s); trying again on a fresh one", error)
    raise AssertionError("unreachable")  # the last attempt returns or raises


def pong() -> bytes:
    """A request any worker of ``call`` or a drawing job answers at once: is it there?"""
    return b""


PROBE = pickle.dumps((pong, ()), protocol=pickle.HIGHEST_PROTOCOL)
PROBE_SECONDS = 5.0  # a probe's deadline: an idle worker answers it in milliseconds


def serve(
    conn: Connection,
    job: Job,
    initializer: Callable[[], None] | None,
    idle: Callable[[], Iterator[None]] | None,
) -> None:
    """A worker's life: answer each request with ``job(request)`` until the pipe closes;
    ``idle``'s steps are taken while no request waits."""
    if initializer is not None:
        initializer()
    try:
        conn.send_bytes(READY)
    except (BrokenPipeError, OSError):
        return
    chores = idle() if idle is not None else iter(())
    while True:
        while not conn.poll(0) and next(chores, StopIteration) is not StopIteration:
            pass
        try:
            request = conn.recv_bytes()
        except (EOFError, OSError):
            return
        try:
            answer = ANSWER + job(request)
        except Exception as error:  # the caller gets it, as it would from a call in place
            answer = FAILURE + _pickled(error)
        try:
            conn.send_bytes(answer)
        except (BrokenPipeError, OSError):
            return


def call(request: bytes) -> bytes:
    """The job of workers that run functions: a pickled ``(function, args)`` in, the pickled
    result out."""
    function, args = pickle.loads(request)
    return pickle.dumps(function(*args), protocol=pickle.HIGHEST_PROTOCOL)


async def run_call(
    workers: Workers,
    function: Callable[..., T],
    *args: object,
    deadline: float | None = None,
    attempts: int = 1,
    lost: tuple[type[Exception], ...] = LOST,
    timed: bool = True,
) -> T:
    """``function(*args)`` in one of ``workers`` (whose job is ``call``); ``Unanswered`` when
    the worker does not answer within ``deadline`` seconds of starting it (``attempts``: tried
    that many times in all on fresh workers while ``lost``, see ``retried``; ``timed``: its
    time is told to the workers' pace)."""
    request = pickle.dumps((function, args), protocol=pickle.HIGHEST_PROTOCOL)
    answer = await retried(
        lambda: workers.run(request, deadline=deadline, timed=timed), attempts=attempts, lost=lost
    )
    result: T = pickle.loads(answer)
    return result


def is_stopped(pid: int | None) -> bool:
    """Whether process ``pid`` is stopped (SIGSTOP, or stopped by a debugger); False where the
    system does not tell (no ``/proc``) or the process is gone."""
    if pid is None:
        return False
    try:
        with open(f"/proc/{pid}/stat", "rb") as stat:
            state = stat.read().rsplit(b")", 1)[1].split()[0]
    except (OSError, IndexError):
        return False
    return state in (b"T", b"t")


def _pickled(error: Exception) -> bytes:
    try:
        return pickle.dumps(error)
    except Exception:  # an exception that cannot be pickled still reaches the caller
        return pickle.dumps(RuntimeError(repr(error)))


@dataclass(eq=False)
class Owed:
    """An answer a worker owes, and how long it may take once the worker starts on it."""

    answer: asyncio.Future[bytes]
    deadline: float | None
    timed: bool = True  # its time is the work's (a probe's is not)
    request: bytes = b""  # kept to be sent again if its worker is lost before starting on it


@dataclass(eq=False)
class Worker:
    """One worker process, its end of the pipe, the answers it owes (in order), and the clock
    on the first of them."""

    process: BaseProcess
    conn: Connection
    owed: deque[Owed] = field(default_factory=deque)
    ready: bool = False  # the worker has started and reads its requests
    # No answer given yet: the first one also loads what the work needs (imports, fonts, card
    # sprites), seconds on a busy machine, so it gets the start-up allowance too.
    fresh: bool = True
    clock: asyncio.TimerHandle | None = None
    since: float = 0.0  # when (loop time) the worker could start on the first answer it owes
    watch: asyncio.TimerHandle | None = None  # the next look at whether the process is stopped
    stopped: int = 0  # checks in a row that found the process stopped


class Workers:
    """``processes`` worker processes that run ``job`` on the bytes they are sent (after
    ``initializer``, and taking ``idle``'s steps when no request waits); a worker that dies is
    replaced, and the request it was working on fails with ``BrokenProcessPool``; so is one
    that does not answer a request within its deadline (which fails with ``Unanswered``); the
    requests either owed behind that one go to the other workers. With
    ``processes`` 0, ``threads`` threads run ``job`` (no initializer, no idle steps, no
    deadlines: a thread cannot be stopped)."""

    def __init__(
        self,
        processes: int,
        job: Job,
        initializer: Callable[[], None] | None = None,
        idle: Callable[[], Iterator[None]] | None = None,
        *,
        threads: int = 1,
        startup: float | None = None,
    ) -> None:
        self.processes = processes
        # Added to a deadline while the worker has not started yet.
        self.startup = STARTUP_SECONDS if startup is None else startup
        self.job = job
        self.initializer = initializer
        self.idle = idle  # steps of work a worker takes while no request waits
        # spawn: a forked child of a process with threads (aiosqlite, discord) can deadlock.
        self._context = multiprocessing.get_context("spawn")
        self._workers: list[Worker] = []
        self._threads = ThreadPoolExecutor(threads, "worker") if processes == 0 else None
        self._loop: asyncio.AbstractEventLoop | None = None
        self._closed = False
        self.silenced = 0  # workers killed for giving no answer in time, since the start
        # Told how long each answer took from when its worker started on it: the deadlines
        # that follow the machine read it, and the health check says when it is too slow.
        self.pace: Pace | None = None

    def start(self) -> None:
        """Start the worker processes now (from the event loop's thread)."""
        if self._closed:
            raise WorkersClosed("the workers were closed")
        self._loop = asyncio.get_running_loop()
        while len(self._workers) < self.processes:
            self._workers.append(self._spawn())

    async def probe(self, timeout: float = PROBE_SECONDS, *, strict: bool = False) -> bool:
        """Ask every worker a question it answers at once (behind any work it has at hand, which
        has its own deadline). False when one gave no answer within ``timeout`` seconds of
        starting on it: it has been killed and replaced (``strict``: also when one has not
        answered within ``timeout`` at all, busy or still starting). Called from the loop."""
        if self._threads is not None or self._closed or not self._workers:
            return True  # a pool not started yet (started on its first request) is not started
        answers = [
            self._send(worker, PROBE, timeout, timed=False) for worker in list(self._workers)
        ]
        # Bounded: a worker busy with long work is not waited for (its work has a deadline).
        done, waiting = await asyncio.wait(answers, timeout=timeout + 1.0)
        for answer in waiting:
            answer.cancel()
        if strict and waiting:
            return False
        return all(not answer.cancelled() and answer.exception() is None for answer in done)

    def pids(self) -> list[int]:
        """The process ids of the live workers."""
        return [w.process.pid for w in self._workers if w.process.pid is not None]

    async def run(
        self, request: bytes, *, deadline: float | None = None, timed: bool = True
    ) -> bytes:
        """``job(request)`` in the started worker that owes the fewest answers (within ``deadline``
        seconds of that worker starting on it, else ``Unanswered``; ``timed``: its time is told
        to ``pace``)."""
        return await self.submit(request, deadline=deadline, timed=timed)

    def submit(
        self,
        request: bytes,
        *,
        deadline: float | None = None,
        route: int | None = None,
        timed: bool = True,
    ) -> asyncio.Future[bytes]:
        """Send ``request`` to the started worker that owes the fewest answers (any worker while
        none has started), or with ``route`` to the worker in that slot (``route`` modulo the
        workers: the same one each time, or the fresh one put in its place) unless that one is
        starting or stuck while another answers; the future of its answer. Called from the
        event loop."""
        if self._threads is not None:
            loop = asyncio.get_running_loop()
            answer = loop.run_in_executor(self._threads, self.job, request)
            if self.pace is not None and timed:
                answer.add_done_callback(functools.partial(self._timed, loop.time()))
            return answer
        if not self._workers:
            self.start()
        if route is not None:
            routed = self._workers[route % len(self._workers)]
            others = [w for w in self._workers if w is not routed and self._answering(w)]
            if self._answering(routed) or not others:
                return self._send(routed, request, deadline, timed=timed)
            chosen = min(others, key=lambda w: len(w.owed))
            return self._send(chosen, request, deadline, timed=timed)
        # A started worker first: one just put in place of a stuck one may take seconds to start.
        worker = min(self._workers, key=lambda w: (not w.ready, len(w.owed)))
        return self._send(worker, request, deadline, timed=timed)

    def _answering(self, worker: Worker) -> bool:
        """Whether ``worker`` has started and is not stuck on an answer it owes (a request
        routed to it may then wait its turn there rather than be drawn elsewhere)."""
        if not worker.ready:
            return False
        assert self._loop is not None
        return not worker.owed or self._loop.time() - worker.since < ROUTE_PATIENCE

    def slot_pid(self, route: int) -> int | None:
        """The process id of the worker ``route`` is sent to (None with threads, or none yet)."""
        if not self._workers:
            return None
        return self._workers[route % len(self._workers)].process.pid

    def _timed(self, started: float, answer: asyncio.Future[bytes]) -> None:
        """A thread's answer: its time from when it was asked for."""
        if self.pace is not None and not answer.cancelled() and answer.exception() is None:
            self.pace.record(asyncio.get_running_loop().time() - started)

    def _send(
        self, worker: Worker, request: bytes, deadline: float | None, *, timed: bool = True
    ) -> asyncio.Future[bytes]:
        assert self._loop is not None
        answer: asyncio.Future[bytes] = self._loop.create_future()
        self._hand(worker, Owed(answer, deadline, timed, request))
        return answer

    def _hand(self, worker: Worker, owed: Owed) -> None:
        """Give ``owed`` to ``worker``: in its queue, and its request down the pipe."""
        worker.owed.append(owed)
        if len(worker.owed) == 1:
            self._wind(worker)
        try:
            worker.conn.send_bytes(owed.request)  # a few kB: the pipe's buffer takes it at once
        except OSError:
            self._lost(worker)

    def _spawn(self) -> Worker:
        ours, theirs = self._context.Pipe(duplex=True)
        process = self._context.Process(
            target=serve, args=(theirs, self.job, self.initializer, self.idle), daemon=True
        )
        process.start()
        theirs.close()
        worker = Worker(process, ours)
        assert self._loop is not None
        self._loop.add_reader(ours.fileno(), self._readable, worker)
        return worker

    def _readable(self, worker: Worker) -> None:
        try:
            data = worker.conn.recv_bytes()
        except (EOFError, OSError):
            self._lost(worker)
            return
        if data == READY:
            worker.ready = True
            self._wind(worker)
            return
        if not worker.owed:
            return
        owed = worker.owed.popleft()
        worker.fresh = worker.fresh and owed.request == PROBE  # a probe's answer loads nothing
        answer = owed.answer
        if owed.timed and self.pace is not None and data[:1] == ANSWER:
            assert self._loop is not None
            self.pace.record(self._loop.time() - worker.since)
        self._wind(worker)
        if answer.done():
            return  # its caller gave up waiting
        if data[:1] == ANSWER:
            answer.set_result(data[1:])
        else:
            answer.set_exception(pickle.loads(data[1:]))

    def _wind(self, worker: Worker) -> None:
        """Start the clock on the first answer ``worker`` owes, if it has a deadline."""
        self._unwind(worker)
        if not worker.owed or self._loop is None:
            return
        worker.since = self._loop.time()
        first = worker.owed[0]
        if first.deadline is not None:
            seconds = first.deadline + self._allowance(worker, first)
            worker.clock = self._loop.call_later(seconds, self._overdue, worker, first)
            worker.stopped = 0
            worker.watch = self._loop.call_later(STOPPED_CHECK_SECONDS, self._look, worker, first)

    def _allowance(self, worker: Worker, owed: Owed) -> float:
        """The start-up allowance added to ``owed``'s deadline: until ``worker`` is ready, and
        on its first real answer, which loads what the work needs (a probe's loads nothing)."""
        if not worker.ready or (worker.fresh and owed.request != PROBE):
            return self.startup
        return 0.0

    def _unwind(self, worker: Worker) -> None:
        """Stop the clock and the watch on ``worker``."""
        for handle in (worker.clock, worker.watch):
            if handle is not None:
                handle.cancel()
        worker.clock = worker.watch = None

    def _owes_first(self, worker: Worker, owed: Owed) -> bool:
        return worker in self._workers and bool(worker.owed) and worker.owed[0] is owed

    def _look(self, worker: Worker, owed: Owed) -> None:
        """Whether ``worker``, which owes ``owed``, is stopped: given up after
        ``STOPPED_CHECKS`` looks in a row that found it so, else looked at again."""
        worker.watch = None
        if not self._owes_first(worker, owed) or self._loop is None:
            return
        worker.stopped = worker.stopped + 1 if is_stopped(worker.process.pid) else 0
        if worker.stopped >= STOPPED_CHECKS:
            self._give_up(
                worker,
                owed,
                f"is stopped (found so {worker.stopped} times, {STOPPED_CHECK_SECONDS:.0f} s "
                "apart)",
                slow=False,
            )
            return
        worker.watch = self._loop.call_later(STOPPED_CHECK_SECONDS, self._look, worker, owed)

    def _overdue(self, worker: Worker, owed: Owed) -> None:
        """``worker`` gave no answer in time (stopped, stuck): kill it, fail the overdue
        request with ``Unanswered`` and the rest it owed as if it had died."""
        worker.clock = None
        if not self._owes_first(worker, owed):
            return
        waited = f"in {owed.deadline:.1f} s"
        if not worker.ready:
            waited += f" (nor started in {self.startup:.0f} s)"
        elif self._allowance(worker, owed):
            waited += f" (its first answer, with {self.startup:.0f} s more to load its work)"
        self._give_up(worker, owed, waited)

    def _give_up(self, worker: Worker, owed: Owed, why: str, *, slow: bool = True) -> None:
        """Kill ``worker``, fail ``owed`` (its first) with ``Unanswered`` and the rest it owed as
        if it had died, and start another in its place (``slow``: it ran out its deadline; a
        stopped worker is not slow, and leaves the pace be)."""
        log.warning(
            "worker process %s gave no answer %s; killing it and starting another",
            worker.process.pid,
            why,
        )
        worker.process.kill()  # SIGKILL: a stopped process holds any other signal
        self.silenced += 1
        if slow and owed.timed and self.pace is not None and owed.deadline is not None:
            # It took at least this long: on a machine where most work takes longer than the
            # deadline, the deadline grows (a rare stuck worker leaves the 90th percentile be).
            self.pace.record(owed.deadline)
        worker.owed.popleft()
        if not owed.answer.done():
            owed.answer.set_exception(Unanswered(f"no answer {why}"))
        self._lost(worker, started=False)  # what it owed behind the overdue one never began
        self._reap(worker.process, KILL_SECONDS)

    def _reap(self, process: BaseProcess, patience: float) -> None:
        """Collect a killed process's exit without blocking the loop."""
        if process.is_alive() and patience > 0 and self._loop is not None:
            self._loop.call_later(0.05, self._reap, process, patience - 0.05)

    def _lost(self, worker: Worker, *, started: bool = True) -> None:
        """A worker died (killed, out of memory): fail the answer it was working on
        (``started``: its first) and start another; what it owed behind that one, never begun,
        goes to the other workers, so that one lost worker does not fail a whole queue."""
        if worker not in self._workers:
            return
        self._retire(worker)
        slot = self._workers.index(worker)
        waiting = list(worker.owed)
        worker.owed.clear()
        if started and waiting:
            begun = waiting.pop(0)
            if not begun.answer.done():
                begun.answer.set_exception(BrokenProcessPool("a worker process died"))
        if self._closed:
            self._workers.remove(worker)
        else:  # in the same slot, so the requests routed to it go to its successor
            self._workers[slot] = self._spawn()
        for owed in waiting:
            if owed.answer.done():
                continue  # its caller gave up waiting
            if self._closed or not self._workers:
                owed.answer.set_exception(BrokenProcessPool("a worker process died"))
                continue
            self._hand(min(self._workers, key=lambda w: (not w.ready, len(w.owed))), owed)

    def _retire(self, worker: Worker) -> None:
        self._unwind(worker)
        if self._loop is not None and not self._loop.is_closed():
            with contextlib.suppress(ValueError, OSError):
                self._loop.remove_reader(worker.conn.fileno())
        worker.conn.close()

    def close(self, *, wait: bool = False) -> None:
        """Stop the workers; answers not yet given are cancelled (``wait``: let them finish
        the requests at hand, for up to ``JOIN_SECONDS`` in all). A worker still there then
        (busy, stopped, stuck) is killed: this returns within about ``JOIN_SECONDS`` plus
        ``KILL_SECONDS``."""
        self._closed = True
        if self._threads is not None:
            self._threads.shutdown(wait=wait, cancel_futures=True)
        workers, self._workers = self._workers, []
        for worker in workers:
            self._retire(worker)  # the worker reads the end of its pipe and returns
            for owed in worker.owed:
                owed.answer.cancel()
        grace = time.monotonic() + (JOIN_SECONDS if wait else 0.2)
        for worker in workers:
            worker.process.join(max(0.0, grace - time.monotonic()))
        for worker in workers:
            if worker.process.is_alive():
                # SIGKILL: a stopped process would hold a SIGTERM until it is resumed.
                log.warning("worker process %s did not stop; killing it", worker.process.pid)
                worker.process.kill()
        killed = time.monotonic() + KILL_SECONDS
        for worker in workers:
            worker.process.join(max(0.0, killed - time.monotonic()))
