"""Whether the bot is well: connected to Discord, able to write its database, and its worker
processes (drawing, reviews, the computer) answering; and whether the machine is too slow for
the game (its pictures or computer moves typically take longer than a member can wait: see
``bot.pace``). A slow machine is said (``slow``, in the file and the line printed) but is not
unhealthy: restarting the bot would not make the machine faster.

The running bot checks itself every few seconds and writes its verdict to a small file (and
answers ``/healthz`` when metrics are served); ``python -m bot.app.kernel.health [FILE]`` reads the
file and exits 0 when healthy, 1 when not: that is the container's health check.
"""

from __future__ import annotations

import asyncio
import contextlib
import json
import logging
import os
import sys
import time
from collections.abc import Awaitable, Callable
from dataclasses import dataclass, field
from pathlib import Path

from bot.config import load_store_settings
from bot.workers import Workers

log = logging.getLogger(__name__)

GATEWAY_GRACE = 60.0  # seconds without the gateway before the bot counts as unwell
CHECK_SECONDS = 10.0  # how often the bot checks itself
STALE_AFTER = 90.0  # a verdict older than this means the bot hangs or is gone


@dataclass
class Verdict:
    """Healthy or not, and why not."""

    healthy: bool
    reasons: list[str] = field(default_factory=list)
    slow: list[str] = field(default_factory=list)  # work too slow for the game, by pool

    def describe(self) -> str:
        """One line for a person."""
        line = "healthy" if self.healthy else "unhealthy: " + "; ".join(self.reasons)
        if self.slow:
            line += "; the machine is too slow for the game: " + "; ".join(self.slow)
        return line


Pools = Callable[[], list[tuple[str, Workers]]]  # the worker pools by name (none before start)


def _no_pools() -> list[tuple[str, Workers]]:
    return []


class Health:
    """Checks the gateway connection, a database write and the worker pools, and records the
    verdict."""

    def __init__(
        self,
        connected: Callable[[], bool],
        write_probe: Callable[[], Awaitable[None]],
        *,
        pools: Pools = _no_pools,
        path: Path | None = None,
        grace: float = GATEWAY_GRACE,
        clock: Callable[[], float] = time.monotonic,
    ) -> None:
        self.connected = connected
        self.write_probe = write_probe
        self.path = path
        self.grace = grace
        self.clock = clock
        self.pools = pools
        self.last = Verdict(True)
        self._down_since: float | None = None
        self._silenced: dict[str, int] = {}  # each pool's count of silent workers, last check
        self._unwritten: str | None = None  # why the file could not be written, once said

    async def check(self) -> Verdict:
        """Look now; write the verdict to the health file (if any) and return it."""
        now = self.clock()
        if self.connected():
            self._down_since = None
        elif self._down_since is None:
            self._down_since = now
        reasons = []
        if self._down_since is not None and now - self._down_since > self.grace:
            reasons.append(f"no Discord gateway for {now - self._down_since:.0f} s")
        try:
            await self.write_probe()
        except Exception as error:
            reasons.append(f"the database cannot be written ({error})")
        reasons.extend(await self._pools_silent())
        verdict = Verdict(not reasons, reasons, self._too_slow())
        if verdict.healthy != self.last.healthy:
            log.log(logging.INFO if verdict.healthy else logging.WARNING, verdict.describe())
        self.last = verdict
        if self.path is not None:
            self._write(self.path, verdict)
        return verdict

    def _write(self, path: Path, verdict: Verdict) -> None:
        # Said once, and once more when it works again: not a warning every check.
        try:
            write_verdict(path, verdict)
        except OSError as error:
            if self._unwritten is None:
                log.warning("could not write the health file %s: %s", path, error)
            self._unwritten = str(error)
            return
        if self._unwritten is not None:
            log.info("the health file %s is written again", path)
            self._unwritten = None

    async def _pools_silent(self) -> list[str]:
        """A reason for each pool whose workers did not all answer: a probe now, or a request
        since the last check (the silent ones were killed and replaced)."""
        reasons = []
        for name, workers in self.pools():
            answered = await workers.probe()
            before = self._silenced.get(name, 0)
            self._silenced[name] = workers.silenced
            if not answered or workers.silenced > before:
                silent = workers.silenced - before
                reasons.append(f"the {name} processes did not all answer ({silent} replaced)")
        return reasons

    def _too_slow(self) -> list[str]:
        """A line for each pool whose work now typically takes longer than the game bears."""
        slow = []
        for _, workers in self.pools():
            if workers.pace is not None and workers.pace.too_slow():
                slow.append(workers.pace.describe())
        if slow and not self.last.slow:
            log.warning("the machine is too slow for the game: %s", "; ".join(slow))
        return slow

    async def run(self, every: float = CHECK_SECONDS) -> None:
        """Check every ``every`` seconds until cancelled."""
        while True:
            try:
                await self.check()
            except Exception:  # a health check must never stop the bot
                log.exception("the health check failed")
            await asyncio.sleep(every)

    def remove(self) -> None:
        """Forget the verdict (on a clean stop: a stopped bot is not 'healthy')."""
        if self.path is not None:
            with contextlib.suppress(OSError):
                self.path.unlink()


def write_verdict(path: Path, verdict: Verdict) -> None:
    """Replace the health file in one step, making its folder if missing; raises OSError (a
    full or read-only disk: the file goes stale, which reads as unhealthy)."""
    body = {
        "healthy": verdict.healthy,
        "reasons": verdict.reasons,
        "slow": verdict.slow,
        "written": time.time(),
    }
    partial = path.with_name(path.name + ".tmp")
    path.parent.mkdir(mode=0o700, parents=True, exist_ok=True)
    partial.write_text(json.dumps(body))
    os.replace(partial, path)


def read_verdict(path: Path, now: float | None = None) -> Verdict:
    """The verdict in ``path``; unhealthy when missing, unreadable or stale."""
    try:
        body = json.loads(path.read_text())
        written = float(body["written"])
    except (OSError, ValueError, KeyError, TypeError) as error:
        return Verdict(False, [f"no health file at {path} ({type(error).__name__})"])
    age = (time.time() if now is None else now) - written
    if age > STALE_AFTER:
        return Verdict(False, [f"the bot has not checked itself for {age:.0f} s"])
    reasons = [str(r) for r in body.get("reasons", [])]
    return Verdict(bool(body.get("healthy")), reasons, [str(s) for s in body.get("slow", [])])


def main(argv: list[str] | None = None) -> int:
    """Exit 0 if the verdict in the health file is healthy, else 1 (with a line saying why)."""
    args = sys.argv[1:] if argv is None else argv
    try:
        path = Path(args[0]) if args else load_store_settings().health_path  # the bot's own
    except ValueError as error:  # pydantic's ValidationError: a setting the bot refuses too
        print(f"unhealthy: the settings cannot be read ({error.__class__.__name__})")
        return 1
    verdict = read_verdict(path)
    print(verdict.describe())
    return 0 if verdict.healthy else 1


if __name__ == "__main__":
    sys.exit(main())
