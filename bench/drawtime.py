"""The drawing processes' CPU time by picture kind, for the load benchmark.

``timed_draw`` stands in for the drawing pool's job in the bot the benchmark runs: it draws as
the job does and appends a line ``<function> <CPU seconds>`` per picture to a file of its process
in the folder named by ``KOIKOI_DRAW_TIMES`` (read by ``kinds``). The time is the process's own
CPU time (``time.process_time``), so other programs on the machine do not count.
"""

from __future__ import annotations

import os
import re
import time
from collections import defaultdict
from collections.abc import Callable
from pathlib import Path
from typing import IO

FOLDER = "KOIKOI_DRAW_TIMES"
# A request is a pickled (function, args): the function's module and name come first.
_NAME = re.compile(rb"\x8c.([\w.]+)\x94\x8c.(\w+)\x94", re.DOTALL)
_log: IO[str] | None = None
_job: Callable[[bytes], bytes] | None = None  # the job replaced, in the process that replaced it


def kind_of(request: bytes) -> str:
    """The drawing function's name in a pickled request (``?`` when it cannot be read)."""
    found = _NAME.search(request[:200])
    return found.group(2).decode() if found else "?"


def timed_draw(request: bytes) -> bytes:
    """The drawing pool's job, timed (runs in a drawing process)."""
    global _log
    from bot.render import pool

    started = time.process_time()
    picture = (_job or pool.draw_request)(request)
    spent = time.process_time() - started
    if _log is None:
        folder = Path(os.environ[FOLDER])
        _log = open(folder / f"{os.getpid()}.txt", "a", buffering=1)  # noqa: SIM115
    _log.write(f"{kind_of(request)} {spent:.6f}\n")
    return picture


def install(folder: Path) -> None:
    """Time every picture the drawing pools made from now on draw, into ``folder``."""
    global _job
    from bot.render import pool

    os.environ[FOLDER] = str(folder)  # the drawing processes spawned later read it
    if pool.draw_request is not timed_draw:
        _job = pool.draw_request
        pool.draw_request = timed_draw


def kinds(folder: Path) -> dict[str, tuple[int, float]]:
    """Pictures drawn and CPU seconds spent, by kind, in every drawing process so far."""
    found: dict[str, list[float]] = defaultdict(lambda: [0, 0.0])
    for path in folder.glob("*.txt"):
        for line in path.read_text().splitlines():
            name, _, seconds = line.partition(" ")
            with_kind = found[name]
            with_kind[0] += 1
            with_kind[1] += float(seconds or 0)
    return {name: (int(count), spent) for name, (count, spent) in found.items()}
