"""A throw-away PostgreSQL server of a test's own, on a free port, that the test may restart.

Never the shared server of KOIKOI_TEST_DATABASE_URL: restarting that one would break every
other test using it. Needs PostgreSQL's programs (``.ci/postgres.sh`` installs them); without
them the test fails under CI (CI=true) and is skipped, with its reason, elsewhere.
"""

from __future__ import annotations

import asyncio
import contextlib
import os
import shutil
import signal
import socket
import tempfile
import time
from collections.abc import AsyncIterator
from dataclasses import dataclass
from pathlib import Path

import pytest


def _programs() -> Path | None:
    found = sorted(Path("/usr/lib/postgresql").glob("*/bin/pg_ctl"), key=lambda p: p.parts[-3])
    return found[-1].parent if found else None


def _free_port() -> int:
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        return int(probe.getsockname()[1])


@dataclass
class OwnServer:
    """A running server: its URL, and how to restart it."""

    url: str
    folder: Path
    programs: Path
    port: int

    async def _ctl(self, *args: str) -> None:
        await _run(self.programs / "pg_ctl", "-D", str(self.folder / "data"), *args)

    async def start(self) -> None:
        """Start the server and wait until it takes connections."""
        options = (
            f"-c listen_addresses=127.0.0.1 -p {self.port} -c unix_socket_directories="
            f"{self.folder} -c fsync=off -c synchronous_commit=off -c max_connections=100"
        )
        await self._ctl("-l", str(self.folder / "server.log"), "-w", "-o", options, "start")

    async def stop(self) -> None:
        """Stop it as an administrator would for a restart (fast: connections are ended)."""
        await self._ctl("-m", "fast", "-w", "stop")

    def processes(self) -> list[int]:
        """The server's process ids: the postmaster and every process it started."""
        postmaster = int((self.folder / "data" / "postmaster.pid").read_text().split()[0])
        children = Path(f"/proc/{postmaster}/task/{postmaster}/children").read_text().split()
        return [postmaster, *map(int, children)]

    async def freeze(self, seconds: float) -> float:
        """Stop every server process (SIGSTOP) for ``seconds``, as a stuck disk or a paused VM
        would: connections stay open and answer nothing. The seconds it was frozen."""
        began = time.monotonic()
        frozen = self.processes()
        for pid in frozen:
            with contextlib.suppress(ProcessLookupError):
                os.kill(pid, signal.SIGSTOP)
        try:
            await asyncio.sleep(seconds)
        finally:
            for pid in frozen:
                with contextlib.suppress(ProcessLookupError):
                    os.kill(pid, signal.SIGCONT)
        return time.monotonic() - began

    async def restart(self) -> float:
        """Stop and start again; the seconds it was away."""
        began = time.monotonic()
        await self.stop()
        await self.start()
        return time.monotonic() - began


async def _run(*command: str | Path) -> None:
    as_root = os.geteuid() == 0  # initdb and the server refuse to run as root
    full = ("runuser", "-u", "postgres", "--", *map(str, command)) if as_root else command
    process = await asyncio.create_subprocess_exec(
        *map(str, full), stdout=asyncio.subprocess.DEVNULL, stderr=asyncio.subprocess.PIPE
    )
    _, errors = await process.communicate()
    if process.returncode != 0:
        raise RuntimeError(f"{command[0]} failed: {errors.decode(errors='replace')}")


@contextlib.asynccontextmanager
async def own_postgres() -> AsyncIterator[OwnServer]:
    """A new server with an empty database ``koikoi``, removed afterwards."""
    programs = _programs()
    if programs is None:
        message = "PostgreSQL's programs are not installed: no server of the test's own"
        if os.environ.get("CI", "").lower() in ("1", "true", "yes"):
            pytest.fail(message)
        pytest.skip(message)
    folder = Path(tempfile.mkdtemp(prefix="koikoi-own-pg-"))
    if os.geteuid() == 0:
        shutil.chown(folder, "postgres", "postgres")
    port = _free_port()
    server = OwnServer(f"postgresql://postgres@127.0.0.1:{port}/koikoi", folder, programs, port)
    try:
        await _run(
            programs / "initdb", "-D", folder / "data", "-U", "postgres", "--auth=trust", "-E",
            "UTF8", "--locale=C.UTF-8",
        )  # fmt: skip
        await server.start()
        await _run(programs / "createdb", "-h", "127.0.0.1", "-p", str(port), "-U", "postgres",
                   "koikoi")  # fmt: skip
        yield server
    finally:
        with contextlib.suppress(RuntimeError):
            await server._ctl("-m", "immediate", "-w", "stop")
        shutil.rmtree(folder, ignore_errors=True)
