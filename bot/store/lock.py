"""One process per SQLite file: a lock file beside the database, held for the process's life.

The kernel drops an ``flock`` when its process ends, however it ends, so a crash never leaves
a stale lock behind; the file itself may stay and is reused.
"""

from __future__ import annotations

import fcntl
import os
from pathlib import Path

from bot.store.connection import make_folders
from bot.store.errors import StoreError


class DatabaseInUseError(StoreError):
    """Another process holds the database file."""

    def __init__(self, path: Path, holder: str) -> None:
        who = f" (process {holder})" if holder else ""
        super().__init__(
            f"{path}: the database file is in use by another bot process{who}; "
            "stop it first, or point DATABASE_PATH at another file"
        )
        self.path = path


def lock_path(database: Path) -> Path:
    """The lock file of ``database``: ``koikoi.db`` is locked through ``koikoi.db.lock``."""
    return database.with_name(database.name + ".lock")


class FileLock:
    """An exclusive hold on a database file, until released or the process ends."""

    def __init__(self, database: Path, fd: int) -> None:
        self.database = database
        self._fd: int | None = fd

    def release(self) -> None:
        """Let another process have the file (closing the descriptor drops the lock)."""
        if self._fd is not None:
            os.close(self._fd)
            self._fd = None

    def __enter__(self) -> FileLock:
        return self

    def __exit__(self, *_: object) -> None:
        self.release()


def hold(database: Path) -> FileLock:
    """Take the lock of ``database`` (creating its folder 0700 if needed) or raise
    DatabaseInUseError, naming the file, when another process holds it."""
    make_folders(database)
    fd = os.open(lock_path(database), os.O_CREAT | os.O_RDWR | os.O_CLOEXEC, 0o600)
    try:
        fcntl.flock(fd, fcntl.LOCK_EX | fcntl.LOCK_NB)
    except BlockingIOError:
        holder = os.pread(fd, 32, 0).decode(errors="replace").strip()
        os.close(fd)
        raise DatabaseInUseError(database, holder) from None
    except BaseException:
        os.close(fd)
        raise
    os.ftruncate(fd, 0)
    os.pwrite(fd, f"{os.getpid()}\n".encode(), 0)  # who holds it, for the refusal's line
    return FileLock(database, fd)
