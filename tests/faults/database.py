"""Database faults: another process holding the write lock, and a full disk."""

from __future__ import annotations

import sqlite3
import threading
from pathlib import Path
from typing import Any

import pytest

from bot.store import Store

WRITES = ("INSERT", "UPDATE", "DELETE", "REPLACE")


class ForeignLock:
    """Another process's connection holding ``BEGIN EXCLUSIVE`` on the database until released.

    (A second connection in a thread of this process behaves like another process to SQLite:
    the lock is on the file.)
    """

    def __init__(self, path: Path) -> None:
        self.path = path
        self._taken = threading.Event()
        self._release = threading.Event()
        self._thread: threading.Thread | None = None

    def take(self) -> None:
        """Take the lock (returns once it is held)."""
        self._thread = threading.Thread(target=self._hold, daemon=True)
        self._thread.start()
        assert self._taken.wait(10), "could not lock the database"

    def _hold(self) -> None:
        conn = sqlite3.connect(self.path, isolation_level=None, timeout=10)
        try:
            conn.execute("BEGIN EXCLUSIVE")
            self._taken.set()
            self._release.wait(60)
            conn.execute("ROLLBACK")
        finally:
            conn.close()

    def release(self) -> None:
        self._release.set()
        if self._thread is not None:
            self._thread.join(10)


class FullDisk:
    """While filled, every write of ``store``'s connection fails as SQLite fails it on a full disk.

    SQLite reports a full disk as SQLITE_FULL ("database or disk is full") from the statement
    that needed more space; reads keep working. ``refused`` lists the writes refused so far.
    """

    def __init__(self, store: Store, monkeypatch: pytest.MonkeyPatch) -> None:
        self.conn = store._db.conn
        self.monkeypatch = monkeypatch
        self.refused: list[str] = []
        self.full = False
        for name in ("execute", "execute_insert"):
            monkeypatch.setattr(self.conn, name, self._failing(getattr(self.conn, name)))

    def fill(self) -> None:
        self.full = True

    def free(self) -> None:
        self.full = False

    def _failing(self, method: Any) -> Any:
        def call(sql: str, parameters: Any = None) -> Any:
            if self.full and sql.lstrip().upper().startswith(WRITES):
                self.refused.append(sql)
                error = sqlite3.OperationalError("database or disk is full")
                error.sqlite_errorcode = sqlite3.SQLITE_FULL
                error.sqlite_errorname = "SQLITE_FULL"
                raise error
            return method(sql, parameters)

        return call
