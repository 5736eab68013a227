"""Worker processes fed through pipes that the event loop itself reads and writes.

``concurrent.futures.ProcessPoolExecutor`` moves every request and every answer through two
helper threads of the calling process; under load those threads wait for Python's global lock
behind the event loop (5 ms at a time), and the workers sit idle between requests. Here the
loop writes a request straight into a worker's pipe and is woken when an answer is readable,
so a worker always has its next request waiting.

With no processes the job runs in threads of the calling process instead (the tests do this).
"""

from __future__ import annotations

import asyncio
import contextlib
import multiprocessing
import pickle
from collections import deque
from collections.abc import Callable, Iterator
from concurrent.futures import ThreadPoolExecutor
from concurrent.futures.process import BrokenProcessPool
from dataclasses import dataclass, field
from multiprocessing.connection import Connection
from multiprocessing.process import BaseProcess
from typing import TypeVar

ANSWER = b"\x00"  # an answer's first byte: the bytes asked for follow
FAILURE = b"\x01"  # or: a pickled exception follows
JOIN_SECONDS = 2.0  # how long close(wait=True) waits for a worker to finish its request


Job = Callable[[bytes], bytes]
T = TypeVar("T")


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


async def run_call(workers: Workers, function: Callable[..., T], *args: object) -> T:
    """``function(*args)`` in one of ``workers`` (whose job is ``call``)."""
    request = pickle.dumps((function, args), protocol=pickle.HIGHEST_PROTOCOL)
    result: T = pickle.loads(await workers.run(request))
    return result


def _pickled(error: Exception) -> bytes:
    try:
        return pickle.dumps(error)
    except Exception:  # an exception that cannot be pickled still reaches the caller
        return pickle.dumps(RuntimeError(repr(error)))


@dataclass(eq=False)
class Worker:
    """One worker process, its end of the pipe, and the answers it owes, in order."""

    process: BaseProcess
    conn: Connection
    owed: deque[asyncio.Future[bytes]] = field(default_factory=deque)


class Workers:
    """``processes`` worker processes that run ``job`` on the bytes they are sent (after
    ``initializer``, and taking ``idle``'s steps when no request waits); a worker that dies is
    replaced, and the requests it owed fail with ``BrokenProcessPool``. With ``processes`` 0,
    ``threads`` threads run ``job`` (no initializer, no idle steps)."""

    def __init__(
        self,
        processes: int,
        job: Job,
        initializer: Callable[[], None] | None = None,
        idle: Callable[[], Iterator[None]] | None = None,
        *,
        threads: int = 1,
    ) -> None:
        self.processes = processes
        self.job = job
        self.initializer = initializer
        self.idle = idle  # steps of work a worker takes while no request waits
        # spawn: a forked child of a process with threads (aiosqlite, discord) can deadlock.
        self._context = multiprocessing.get_context("spawn")
        self._workers: list[Worker] = []
        self._threads = ThreadPoolExecutor(threads, "worker") if processes == 0 else None
        self._loop: asyncio.AbstractEventLoop | None = None
        self._closed = False

    def start(self) -> None:
        """Start the worker processes now (from the event loop's thread)."""
        if self._closed:
            raise RuntimeError("the workers were closed")
        self._loop = asyncio.get_running_loop()
        while len(self._workers) < self.processes:
            self._workers.append(self._spawn())

    def pids(self) -> list[int]:
        """The process ids of the live workers."""
        return [w.process.pid for w in self._workers if w.process.pid is not None]

    async def run(self, request: bytes) -> bytes:
        """``job(request)`` in the worker that owes the fewest answers."""
        return await self.submit(request)

    def submit(self, request: bytes) -> asyncio.Future[bytes]:
        """Send ``request`` to the worker that owes the fewest answers; the future of its
        answer. Called from the event loop."""
        if self._threads is not None:
            return asyncio.get_running_loop().run_in_executor(self._threads, self.job, request)
        if not self._workers:
            self.start()
        worker = min(self._workers, key=lambda w: len(w.owed))
        assert self._loop is not None
        answer: asyncio.Future[bytes] = self._loop.create_future()
        worker.owed.append(answer)
        try:
            worker.conn.send_bytes(request)  # a few kB: the pipe's buffer takes it at once
        except OSError:
            self._lost(worker)
        return answer

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
        if not worker.owed:
            return
        answer = worker.owed.popleft()
        if answer.done():
            return  # its caller gave up waiting
        if data[:1] == ANSWER:
            answer.set_result(data[1:])
        else:
            answer.set_exception(pickle.loads(data[1:]))

    def _lost(self, worker: Worker) -> None:
        """A worker died (killed, out of memory): fail what it owed and start another."""
        if worker not in self._workers:
            return
        self._retire(worker)
        self._workers.remove(worker)
        while worker.owed:
            answer = worker.owed.popleft()
            if not answer.done():
                answer.set_exception(BrokenProcessPool("a worker process died"))
        if not self._closed:
            self._workers.append(self._spawn())

    def _retire(self, worker: Worker) -> None:
        if self._loop is not None and not self._loop.is_closed():
            with contextlib.suppress(ValueError, OSError):
                self._loop.remove_reader(worker.conn.fileno())
        worker.conn.close()

    def close(self, *, wait: bool = False) -> None:
        """Stop the workers; answers not yet given are cancelled (``wait``: let each finish
        the request at hand, for up to two seconds)."""
        self._closed = True
        if self._threads is not None:
            self._threads.shutdown(wait=wait, cancel_futures=True)
        workers, self._workers = self._workers, []
        for worker in workers:
            self._retire(worker)  # the worker reads the end of its pipe and returns
            for answer in worker.owed:
                answer.cancel()
        for worker in workers:
            worker.process.join(JOIN_SECONDS if wait else 0.2)
            if worker.process.is_alive():
                worker.process.terminate()
                worker.process.join(1.0)
