"""One process per SQLite file: the lock beside the database."""

from __future__ import annotations

import os
from pathlib import Path

import pytest

from bot.store import lock


def test_a_held_file_is_refused_with_its_name_and_holder_and_free_once_released(tmp_path: Path):
    database = tmp_path / "data" / "koikoi.db"
    first = lock.hold(database)
    with pytest.raises(lock.DatabaseInUseError, match=rf"{database}.*process {os.getpid()}"):
        lock.hold(database)
    first.release()
    with lock.hold(database):
        assert lock.lock_path(database).name == "koikoi.db.lock"


def test_the_folders_the_lock_creates_are_private(tmp_path: Path):
    database = tmp_path / "new" / "data" / "koikoi.db"
    with lock.hold(database):
        pass
    for folder in (tmp_path / "new", tmp_path / "new" / "data"):
        assert folder.stat().st_mode & 0o777 == 0o700
    assert lock.lock_path(database).stat().st_mode & 0o777 == 0o600
