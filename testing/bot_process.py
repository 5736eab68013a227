"""``python -m bot`` as a separate process, pointed at the fake Discord, with its log read live."""

from __future__ import annotations

import asyncio
import contextlib
import os
import signal
import sys
import time
from pathlib import Path

from testing.harness import TOKEN, World

ROOT = Path(__file__).resolve().parents[1]
READY_LINE = "left out of garbage collection"  # logged once the bot is connected and ready


class BotProcess:
    """A ``python -m bot`` child in its own session (so its whole process group can be seen)."""

    def __init__(self, process: asyncio.subprocess.Process, wrapped: bool = False) -> None:
        self.process = process
        self.wrapped = wrapped
        self.lines: list[str] = []
        self._reader = asyncio.get_running_loop().create_task(self._read())
        self._seen = asyncio.Event()

    async def _read(self) -> None:
        assert self.process.stderr is not None
        while line := await self.process.stderr.readline():
            self.lines.append(line.decode(errors="replace").rstrip("\n"))
            self._seen.set()

    @property
    def log(self) -> str:
        return "\n".join(self.lines)

    async def wait_for_line(self, text: str, timeout: float = 60.0, count: int = 1) -> None:
        """Wait until ``count`` log lines contain ``text``."""
        deadline = time.monotonic() + timeout
        while sum(text in line for line in self.lines) < count:
            if self.process.returncode is not None and self._reader.done():
                raise AssertionError(f"the bot exited before logging {text!r}:\n{self.log}")
            self._seen.clear()
            with contextlib.suppress(TimeoutError):
                await asyncio.wait_for(self._seen.wait(), max(0.0, deadline - time.monotonic()))
            if time.monotonic() >= deadline:
                raise AssertionError(f"no {text!r} in the log:\n{self.log}")

    async def exit_status(self, timeout: float = 30.0) -> int:
        """Wait for the process to end; its exit status."""
        status = await asyncio.wait_for(self.process.wait(), timeout)
        await self._reader
        return status

    def send(self, number: int) -> None:
        """Signal the bot (inside a wrapper such as ``unshare``, the bot itself)."""
        os.kill(self.bot_pid(), number)

    def bot_pid(self) -> int:
        """The bot's process id: the child's own, or its wrapper's child's."""
        if not self.wrapped:
            return self.process.pid
        children = Path(f"/proc/{self.process.pid}/task/{self.process.pid}/children")
        return int(children.read_text().split()[0])

    def group(self) -> list[int]:
        """The processes still alive in the bot's process group (its workers included)."""
        found = []
        for entry in Path("/proc").iterdir():
            if not entry.name.isdigit():
                continue
            with contextlib.suppress(OSError, ValueError, IndexError):
                fields = (entry / "stat").read_text().rsplit(")", 1)[1].split()
                if int(fields[2]) == self.process.pid and fields[0] != "Z":
                    found.append(int(entry.name))
        return found

    async def wait_group_gone(self, timeout: float = 5.0) -> list[int]:
        """Wait until no process of the group is left; those left after ``timeout``."""
        deadline = time.monotonic() + timeout
        while (left := self.group()) and time.monotonic() < deadline:
            await asyncio.sleep(0.05)
        return left

    def kill(self) -> None:
        with contextlib.suppress(ProcessLookupError, PermissionError):
            os.killpg(self.process.pid, signal.SIGKILL)


async def spawn_bot(
    world: World, workdir: Path, *, wrapper: tuple[str, ...] = (), **env: str
) -> BotProcess:
    """Start ``python -m bot`` on the world's database and fake Discord (``env`` overrides),
    under ``wrapper`` (e.g. ``unshare --pid --fork`` to run it as PID 1) if given. Its drawing
    processes draw each card sprite on first use (``DRAW_AHEAD=false``) unless ``env`` says:
    drawing them all ahead costs each process seconds of CPU that a test of anything else waits
    behind on a busy machine."""
    base = {
        key: value
        for key, value in os.environ.items()
        if not key.startswith(("DISCORD_", "DATABASE_", "LOG_", "DEV_GUILD", "SHARD_"))
    }
    base.update(
        PYTHONPATH=str(ROOT),
        DISCORD_TOKEN=TOKEN,
        DATABASE_PATH=str(world.db_path),
        DISCORD_API_BASE=world.fake.api_base,
        DISCORD_GATEWAY_URL=world.fake.gateway_url,
        LOG_LEVEL="INFO",
        DRAW_AHEAD="false",
    )
    base.update(env)
    process = await asyncio.create_subprocess_exec(
        *wrapper,
        sys.executable,
        "-m",
        "bot",
        cwd=workdir,  # no .env there
        env=base,
        stdin=asyncio.subprocess.DEVNULL,
        stdout=asyncio.subprocess.DEVNULL,
        stderr=asyncio.subprocess.PIPE,
        start_new_session=True,
    )
    return BotProcess(process, wrapped=bool(wrapper))


def hand_of(world: World) -> object:
    """Alice's hand message, once a bot has sent it (None before)."""
    try:
        return world.latest_hand(world.alice)
    except AssertionError:
        return None
