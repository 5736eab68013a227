"""The bot in a process of its own, pointed at a (fake) Discord, for benchmarks and fault runs.

The child side (``python -m bench.botproc --api-base URL --gateway-url URL --db PATH``) runs an
unmodified KoiKoiBot with the real process-pool computer players (only counted: the pictures
it draws, with their CPU time, and the HTTP connections it opens), watches its own event loop
(a task sleeping 10 ms in a loop, recording how late it wakes; the garbage collector's passes)
and answers its parent over stdin/stdout, one JSON object a line:

- out ``{"event": "ready", "pid": ..., "engine": ...}`` once the bot is ready (``engine``: which
  build of the rules engine it runs, ``compiled`` or the sources, as ``python -m bot`` chooses);
- in ``{"cmd": "stats"}`` → out ``{"event": "stats", ...}`` (memory, loop stalls, tables);
- in ``{"cmd": "reset"}`` forgets the loop-stall samples so far;
- in ``{"cmd": "profile_start"}`` / ``{"cmd": "profile_stop", "path": P}``: cProfile of the
  event-loop thread, saved to ``P``;
- in ``{"cmd": "tracemalloc"}`` starts tracing Python allocations (stats then carry them);
- in ``{"cmd": "census"}`` / ``{"cmd": "referrers", "kind": K}``: the most common objects the
  garbage collector tracks, and what keeps a few objects of type ``K`` alive;
- in ``{"cmd": "count_walks"}``: from then on, stats list how many objects each full
  collection walked and freed (a census at the start of each: slow, diagnosis only);
- in ``{"cmd": "garbage_start"}`` / ``{"cmd": "garbage_stop"}``: in between, what the collector
  finds unreachable is kept instead of freed; the stop counts it by type (the cyclic garbage the
  bot made, which only a collection frees and whose size sets how long a full one stalls);
- in ``{"cmd": "stop"}`` (or stdin closing) closes the bot.

The parent side is :class:`BotProcess`. The child leads its own process group, so a kill
takes its computer-player workers with it, as a crash of the whole service would.
"""

from __future__ import annotations

import argparse
import asyncio
import contextlib
import cProfile
import gc
import json
import logging
import os
import signal
import sys
import threading
import time
import traceback
import tracemalloc
from collections import Counter
from collections.abc import Callable
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parent.parent
TOKEN = "bench-token"
STALL_PERIOD = 0.010  # seconds the loop monitor sleeps between checks


# -- child side -------------------------------------------------------------------------------


def proc_status(pid: int | str = "self") -> dict[str, int]:
    """VmRSS, VmHWM ... of a process, in kB (Linux ``/proc``)."""
    found: dict[str, int] = {}
    with contextlib.suppress(OSError):
        for line in Path(f"/proc/{pid}/status").read_text().splitlines():
            key, _, value = line.partition(":")
            if key.startswith("Vm") and value.strip().endswith("kB"):
                found[key] = int(value.split()[0])
    return found


def cpu_seconds(pid: int | str = "self") -> float:
    """User + system CPU time of a process, all its threads (Linux ``/proc``)."""
    with contextlib.suppress(OSError, ValueError, IndexError):
        fields = Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()
        return (int(fields[11]) + int(fields[12])) / os.sysconf("SC_CLK_TCK")
    return 0.0


def child_pids(pid: int) -> list[int]:
    """Direct children of ``pid`` (the computer-player workers of the bot)."""
    found: list[int] = []
    with contextlib.suppress(OSError):
        for task in Path(f"/proc/{pid}/task").iterdir():
            with contextlib.suppress(OSError):
                found += [int(p) for p in (task / "children").read_text().split()]
    return found


@dataclass
class LoopWatch:
    """How late the event loop wakes a task that asks to sleep ``STALL_PERIOD`` seconds.

    A helper thread also looks at the loop's thread whenever the loop has not woken the task
    for ``STACK_AFTER`` seconds and counts where it is (the innermost frames of our code and
    the library's), which names the cause of a stall without a profiler in the loop.
    """

    lateness: list[float] = field(default_factory=list)
    since: float = field(default_factory=time.monotonic)
    stacks: Counter[str] = field(default_factory=Counter)
    beat: float = field(default_factory=time.monotonic)
    sampler: int | None = None  # the helper thread's id, to count its CPU apart from the bot's

    STACK_AFTER = 0.030

    def reset(self) -> None:
        self.lateness.clear()
        self.stacks.clear()
        self.since = time.monotonic()

    async def run(self) -> None:
        loop = asyncio.get_running_loop()
        threading.Thread(
            target=self._sample, args=(threading.get_ident(),), daemon=True, name="stall-sampler"
        ).start()
        while True:
            start = loop.time()
            self.beat = time.monotonic()
            await asyncio.sleep(STALL_PERIOD)
            self.lateness.append(max(0.0, loop.time() - start - STALL_PERIOD))

    def _sample(self, loop_thread: int) -> None:
        self.sampler = threading.get_native_id()
        while True:
            time.sleep(0.005)
            if time.monotonic() - self.beat < self.STACK_AFTER + STALL_PERIOD:
                continue
            frame = sys._current_frames().get(loop_thread)
            if frame is not None:
                lines = [
                    f"{Path(f.filename).name}:{f.lineno} {f.name}"
                    for f in traceback.extract_stack(frame)[-4:]
                ]
                self.stacks[" < ".join(reversed(lines))] += 1

    def summary(self) -> dict[str, Any]:
        ordered = sorted(self.lateness)
        if not ordered:
            return {"samples": 0}

        def pick(q: float) -> float:
            return ordered[min(len(ordered) - 1, int(q * len(ordered)))]

        return {
            "samples": len(ordered),
            "seconds": time.monotonic() - self.since,
            "max_ms": ordered[-1] * 1000,
            "p99_ms": pick(0.99) * 1000,
            "p50_ms": pick(0.50) * 1000,
            "over_50ms": sum(1 for x in ordered if x > 0.050),
            "over_100ms": sum(1 for x in ordered if x > 0.100),
            "stall_stacks": self.stacks.most_common(8),
        }


@dataclass
class GcWatch:
    """How long the garbage collector's passes take (they run in the loop's thread)."""

    pauses: dict[int, list[float]] = field(default_factory=lambda: {0: [], 1: [], 2: []})
    cpu: dict[int, list[float]] = field(default_factory=lambda: {0: [], 1: [], 2: []})
    _started: float = 0.0
    _cpu: float = 0.0
    count_objects: bool = False  # count what each full pass walks (a slow census: diagnosis only)
    full_passes: list[tuple[int, int]] = field(default_factory=list)  # (walked, collected)
    _walked: int = 0

    def install(self) -> None:
        gc.callbacks.append(self._callback)

    def _callback(self, phase: str, info: dict[str, int]) -> None:
        if phase == "start":
            if self.count_objects and info["generation"] == 2:
                self._walked = len(gc.get_objects())
            self._started = time.perf_counter()
            self._cpu = time.thread_time()
        else:
            self.pauses[info["generation"]].append(time.perf_counter() - self._started)
            self.cpu[info["generation"]].append(time.thread_time() - self._cpu)
            if self.count_objects and info["generation"] == 2:
                self.full_passes.append((self._walked, info["collected"]))

    def reset(self) -> None:
        for pauses in (*self.pauses.values(), *self.cpu.values()):
            pauses.clear()
        self.full_passes.clear()

    def summary(self) -> dict[str, Any]:
        return {
            f"gen{generation}": {
                "count": len(pauses),
                "max_ms": max(pauses, default=0.0) * 1000,
                "max_cpu_ms": max(self.cpu[generation], default=0.0) * 1000,
                "total_ms": sum(pauses) * 1000,
            }
            for generation, pauses in self.pauses.items()
        } | {"full_passes": list(self.full_passes)}


class CountingHandler(logging.Handler):
    """Counts ERROR records (and keeps the first few) for the parent to check."""

    def __init__(self) -> None:
        super().__init__(logging.ERROR)
        self.count = 0
        self.first: list[str] = []

    def emit(self, record: logging.LogRecord) -> None:
        self.count += 1
        if len(self.first) < 5:
            self.first.append(f"{record.name}: {record.getMessage()}")


def _count_connections() -> list[int]:
    """Count the TCP connections the bot's HTTP client opens."""
    import aiohttp

    opened = [0]
    create = aiohttp.TCPConnector._create_connection

    async def counted(self: aiohttp.TCPConnector, *args: Any, **kwargs: Any) -> Any:
        opened[0] += 1
        return await create(self, *args, **kwargs)

    aiohttp.TCPConnector._create_connection = counted  # type: ignore[method-assign]
    return opened


def _time_renders() -> tuple[dict[str, list[float]], list[Any]]:
    """Count the pictures asked for, by function, and keep the drawing pools (the CPU time of
    their processes is measured from outside)."""
    from bot.render.pool import DrawingPool

    totals: dict[str, list[float]] = {}
    pools: list[Any] = []
    draw, init = DrawingPool.draw, DrawingPool.__init__

    def remembered(self: DrawingPool, *args: Any, **kwargs: Any) -> None:
        init(self, *args, **kwargs)
        pools.append(self)

    async def counted(
        self: DrawingPool, function: Callable[..., Any], *args: Any, **kwargs: Any
    ) -> Any:
        totals.setdefault(getattr(function, "__name__", "?"), [0, 0.0])[0] += 1
        return await draw(self, function, *args, **kwargs)

    DrawingPool.__init__ = remembered  # type: ignore[method-assign]
    DrawingPool.draw = counted  # type: ignore[method-assign]
    return totals, pools


def _time_decisions() -> list[float]:
    """Seconds each computer decision took, from asking to answer (queueing included)."""
    from bot.app.core.computer import ComputerPlayers

    seconds: list[float] = []
    decide = ComputerPlayers.decide

    async def timed(self: ComputerPlayers, *args: Any) -> Any:
        start = time.perf_counter()
        try:
            return await decide(self, *args)
        finally:
            seconds.append(time.perf_counter() - start)

    ComputerPlayers.decide = timed  # type: ignore[method-assign,assignment]
    return seconds


def _summary(seconds: list[float]) -> dict[str, float]:
    """p50, p95, p99 and max in ms, and the count: a stats line stays short for its reader."""
    ordered = sorted(seconds)
    if not ordered:
        return {"n": 0}
    at = {
        q: ordered[min(len(ordered) - 1, int(q * len(ordered)))] * 1000 for q in (0.5, 0.95, 0.99)
    }
    return {
        "p50": at[0.5],
        "p95": at[0.95],
        "p99": at[0.99],
        "max": ordered[-1] * 1000,
        "n": len(ordered),
    }


def _referrer_chains(kind: str, samples: int = 5, depth: int = 6) -> list[str]:
    """What keeps a few objects of type ``kind`` alive: chains of referrer types."""
    found = [o for o in gc.get_objects() if type(o).__qualname__ == kind]
    picked = found[:: max(1, len(found) // samples)][:samples]
    del found
    chains: list[str] = []
    for obj in picked:
        chain, current = [kind], obj
        ignore = {id(picked), id(chains), id(chain)}
        for _ in range(depth):
            referrers = gc.get_referrers(current)
            ignore.add(id(referrers))
            follow = next(
                (
                    r
                    for r in referrers
                    if id(r) not in ignore and not isinstance(r, type(sys._getframe()))
                ),
                None,
            )
            del referrers
            if follow is None:
                break
            ignore.add(id(follow))
            label = type(follow).__qualname__
            if isinstance(follow, dict):
                label += str(sorted(map(str, follow))[:4])
            chain.append(label)
            current = follow
        chains.append(" <- ".join(chain))
    return chains


def _send(message: dict[str, Any]) -> None:
    sys.stdout.write(json.dumps(message) + "\n")
    sys.stdout.flush()


async def _child(args: argparse.Namespace, engine: str) -> None:
    from bot.app.run.client import KoiKoiBot
    from bot.app.run.runner import point_at
    from bot.config import Settings

    errors = CountingHandler()
    logging.getLogger().addHandler(errors)
    point_at(args.api_base, args.gateway_url)
    settings = Settings(
        discord_token=TOKEN,
        database_path=Path(args.db),
        discord_api_base=args.api_base,
        discord_gateway_url=args.gateway_url,
        worker_threads=args.worker_threads,
        drawing_processes=args.drawing_processes,
        log_level=args.log_level,
    )
    options: dict[str, Any] = {}
    if args.max_messages >= 0:
        options["max_messages"] = args.max_messages or None
    draw_times = Path(args.draw_times) if args.draw_times else None
    if draw_times is not None:
        from bench.drawtime import install

        install(draw_times)
    bot = KoiKoiBot(settings, ai_processes=args.ai_processes, guild_ready_timeout=0.05, **options)
    renders, pools = _time_renders()
    decisions = _time_decisions()
    connections = _count_connections()
    watch = LoopWatch()
    collector = GcWatch()
    collector.install()
    profiler: cProfile.Profile | None = None
    loop = asyncio.get_running_loop()
    watcher = loop.create_task(watch.run())
    runner = loop.create_task(bot.start(TOKEN))
    reader = asyncio.StreamReader()
    await loop.connect_read_pipe(lambda: asyncio.StreamReaderProtocol(reader), sys.stdin)

    async def announce_ready() -> None:
        await bot.wait_until_ready()
        if args.gc_unfreeze:  # to compare: undo the bot's own gc.freeze() once it is done
            while not gc.get_freeze_count():
                await asyncio.sleep(0.01)
            gc.unfreeze()
        _send({"event": "ready", "pid": os.getpid(), "engine": engine})

    ready = loop.create_task(announce_ready())
    try:
        while not runner.done():
            line_task = loop.create_task(reader.readline())
            await asyncio.wait({line_task, runner}, return_when=asyncio.FIRST_COMPLETED)
            if not line_task.done():
                line_task.cancel()
                break
            line = line_task.result()
            if not line:
                break  # the parent went away
            command = json.loads(line)
            name = command.get("cmd")
            if name == "stats":
                if command.get("collect"):
                    gc.collect()
                status = proc_status()
                drawers = {p for pool in pools for p in pool.worker_pids()}
                children = child_pids(os.getpid())
                workers = {str(p): proc_status(p).get("VmRSS", 0) for p in children}
                if draw_times is not None:
                    from bench.drawtime import kinds as times_by_kind

                    drawn_kinds = times_by_kind(draw_times)
                else:
                    drawn_kinds = {}
                traced = tracemalloc.get_traced_memory() if tracemalloc.is_tracing() else None
                _send(
                    {
                        "event": "stats",
                        "rss_kb": status.get("VmRSS", 0),
                        "hwm_kb": status.get("VmHWM", 0),
                        "worker_rss_kb": workers,
                        "cpu_s": cpu_seconds(),
                        "sampler_cpu_s": (
                            0.0
                            if watch.sampler is None
                            else cpu_seconds(f"self/task/{watch.sampler}")
                        ),
                        "worker_cpu_s": sum(cpu_seconds(p) for p in children if p not in drawers),
                        "drawing_cpu_s": sum(cpu_seconds(p) for p in drawers),
                        "drawing_rss_kb": sum(proc_status(p).get("VmRSS", 0) for p in drawers),
                        "service_rss_kb": status.get("VmRSS", 0) + sum(workers.values()),
                        "draw_kinds": drawn_kinds,
                        "drawn": sum(pool.drawn for pool in pools),
                        "shared": sum(pool.shared for pool in pools),
                        "traced": traced,
                        "loop": watch.summary(),
                        "gc": collector.summary(),
                        "renders": {name: list(v) for name, v in renders.items()},
                        "decisions": _summary(decisions),
                        "connections_opened": connections[0],
                        "tables": len(bot.matches.tables) if hasattr(bot, "matches") else 0,
                        "in_flight": bot.in_flight,
                        "errors": errors.count,
                        "first_errors": errors.first,
                    }
                )
            elif name == "reset":
                watch.reset()
                collector.reset()
                renders.clear()
                decisions.clear()
                _send({"event": "reset"})
            elif name == "census":
                kinds = Counter(type(o).__qualname__ for o in gc.get_objects())
                _send(
                    {
                        "event": "census",
                        "tracked": sum(kinds.values()),
                        "frozen": gc.get_freeze_count(),
                        "top": kinds.most_common(30),
                    }
                )
            elif name == "count_walks":
                collector.count_objects = True
                _send({"event": "count_walks"})
            elif name == "garbage_start":
                gc.collect()
                gc.set_debug(gc.DEBUG_SAVEALL)
                _send({"event": "garbage_start"})
            elif name == "garbage_stop":
                gc.collect()
                gc.set_debug(0)
                kinds = Counter(type(o).__qualname__ for o in gc.garbage)
                _send(
                    {
                        "event": "garbage",
                        "objects": len(gc.garbage),
                        "top": kinds.most_common(25),
                    }
                )
                gc.garbage.clear()
                gc.collect()
            elif name == "referrers":
                _send({"event": "referrers", "chains": _referrer_chains(command["kind"])})
            elif name == "tracemalloc":
                tracemalloc.start()
                _send({"event": "tracemalloc"})
            elif name == "profile_start":
                profiler = cProfile.Profile(time.thread_time)  # CPU, not waits
                profiler.enable()
                _send({"event": "profiling"})
            elif name == "profile_stop" and profiler is not None:
                profiler.disable()
                profiler.dump_stats(command["path"])
                profiler = None
                _send({"event": "profiled", "path": command["path"]})
            elif name == "stop":
                break
    finally:
        ready.cancel()
        await bot.close()
        with contextlib.suppress(Exception):
            await asyncio.wait_for(runner, 10)
        watcher.cancel()
        _send({"event": "stopped"})


def main() -> None:
    parser = argparse.ArgumentParser(description="Run KoiKoiBot against a given Discord.")
    parser.add_argument("--api-base", required=True)
    parser.add_argument("--gateway-url", required=True)
    parser.add_argument("--db", required=True)
    parser.add_argument("--ai-processes", type=int, default=1)
    parser.add_argument("--drawing-processes", type=int, default=2)
    parser.add_argument("--worker-threads", type=int, default=2)
    parser.add_argument("--log-level", default="WARNING")
    parser.add_argument("--draw-times", help="a folder: time each picture drawn, by kind, into it")
    parser.add_argument("--max-messages", type=int, default=-1, help="-1: the bot's own")
    parser.add_argument(
        "--gc-unfreeze", action="store_true", help="undo the bot's gc.freeze() once ready"
    )
    parser.add_argument(
        "--uvloop", action="store_true", help="run the bot on uvloop's event loop (to measure it)"
    )
    args = parser.parse_args()
    logging.basicConfig(
        level=getattr(logging, args.log_level),
        stream=sys.stderr,
        format="%(asctime)s %(levelname)s %(name)s: %(message)s",
    )
    # As the bot's entry point does, before anything imports the engine: the compiled build
    # when one matches these sources, else the sources (the benchmarks print which).
    from bot.compiled import use_compiled_build

    engine = use_compiled_build().value
    if args.uvloop:
        import uvloop

        uvloop.run(_child(args, engine))
    else:
        asyncio.run(_child(args, engine))


# -- parent side ------------------------------------------------------------------------------


class BotProcess:
    """A bot child process: start it, ask it for figures, stop or kill it."""

    def __init__(
        self,
        api_base: str,
        gateway_url: str,
        db: Path,
        *,
        ai_processes: int = 1,
        worker_threads: int = 2,
        drawing_processes: int = 2,
        log_path: Path | None = None,
        nice: int = 0,
        extra: tuple[str, ...] = (),
    ) -> None:
        self.command = [
            sys.executable,
            "-m",
            "bench.botproc",
            "--api-base",
            api_base,
            "--gateway-url",
            gateway_url,
            "--db",
            str(db),
            "--ai-processes",
            str(ai_processes),
            "--worker-threads",
            str(worker_threads),
            "--drawing-processes",
            str(drawing_processes),
            *extra,
        ]
        self.log_path = log_path
        self.nice = nice
        self.process: asyncio.subprocess.Process | None = None
        self._replies: asyncio.Queue[dict[str, Any]] = asyncio.Queue()
        self._reading: asyncio.Task[None] | None = None
        self.ready = asyncio.Event()
        self.pid = 0
        self.engine = "?"  # which build of the engine the child runs, once it is ready

    async def start(self) -> None:
        """Start the child; returns at once (``await wait_ready()`` for it to be ready)."""
        # The bench's own folder first, then any given (bench.click_cost: another checkout's bot).
        path = [str(ROOT), *filter(None, [os.environ.get("PYTHONPATH")])]
        env = {**os.environ, "PYTHONPATH": os.pathsep.join(path)}
        log = open(self.log_path, "ab") if self.log_path else subprocess_devnull()  # noqa: SIM115
        nice = self.nice
        preexec: Callable[[], object] | None = (lambda: os.nice(nice)) if nice else None
        self.process = await asyncio.create_subprocess_exec(
            *self.command,
            stdin=asyncio.subprocess.PIPE,
            stdout=asyncio.subprocess.PIPE,
            stderr=log,
            cwd=ROOT,
            env=env,
            start_new_session=True,  # its own process group: a kill takes the workers too
            preexec_fn=preexec,
        )
        log.close()
        self.pid = self.process.pid
        self.ready.clear()
        self._reading = asyncio.get_running_loop().create_task(self._read())

    async def _read(self) -> None:
        assert self.process is not None and self.process.stdout is not None
        while line := await self.process.stdout.readline():
            message = json.loads(line)
            if message.get("event") == "ready":
                self.engine = message.get("engine", "?")
                self.ready.set()
            else:
                await self._replies.put(message)

    async def wait_ready(self, timeout: float = 60.0) -> None:
        """Wait until the bot is connected, has restored its matches and synced commands."""
        waiter = asyncio.ensure_future(self.ready.wait())
        assert self.process is not None
        died = asyncio.ensure_future(self.process.wait())
        await asyncio.wait({waiter, died}, timeout=timeout, return_when="FIRST_COMPLETED")
        waiter.cancel()
        died.cancel()
        if not self.ready.is_set():
            raise RuntimeError(f"the bot process did not get ready (log: {self.log_path})")

    async def ask(self, cmd: str, **extra: Any) -> dict[str, Any]:
        """Send a command and wait for its answer."""
        assert self.process is not None and self.process.stdin is not None
        self.process.stdin.write((json.dumps({"cmd": cmd, **extra}) + "\n").encode())
        await self.process.stdin.drain()
        return await asyncio.wait_for(self._replies.get(), 60)

    async def stats(self, *, collect: bool = False) -> dict[str, Any]:
        """Memory, loop stalls and tables of the bot right now."""
        return await self.ask("stats", collect=collect)

    def kill(self) -> None:
        """SIGKILL the bot and its workers (its whole process group), as a crash would."""
        if self.process is not None and self.process.returncode is None:
            with contextlib.suppress(ProcessLookupError):
                os.killpg(self.pid, signal.SIGKILL)

    async def wait_dead(self) -> None:
        """Wait until the killed child is gone."""
        if self.process is not None:
            await self.process.wait()
        if self._reading is not None:
            with contextlib.suppress(Exception):
                await self._reading

    async def stop(self, timeout: float = 30.0) -> None:
        """Close the bot cleanly (kill it if it does not stop in time)."""
        if self.process is None or self.process.returncode is not None:
            return
        try:
            assert self.process.stdin is not None
            self.process.stdin.write(b'{"cmd": "stop"}\n')
            await self.process.stdin.drain()
            await asyncio.wait_for(self.process.wait(), timeout)
        except (TimeoutError, ConnectionError):
            self.kill()
            await self.process.wait()
        # The workers of a clean stop end with it; make sure nothing of the group is left.
        with contextlib.suppress(ProcessLookupError, PermissionError):
            os.killpg(self.pid, signal.SIGKILL)
        if self._reading is not None:
            with contextlib.suppress(Exception):
                await self._reading


def subprocess_devnull() -> Any:
    return open(os.devnull, "wb")


if __name__ == "__main__":
    main()
