"""Backups of the SQLite file: a consistent copy while the bot runs (SQLite's online backup,
which reads one snapshot and never stops the bot's writes), a check that a backup can be used,
and putting one back in place of the database with nothing lost."""

from __future__ import annotations

import contextlib
import os
import sqlite3
from collections.abc import Iterator
from dataclasses import dataclass
from datetime import UTC, datetime
from pathlib import Path

from bot.store.connection import make_folders
from bot.store.errors import StoreError
from bot.store.migrations import latest_version

_HEADER = b"SQLite format 3\x00"
KEPT_BEFORE_MIGRATING = 3  # copies kept beside the file from before a migration


class BackupRefusedError(StoreError):
    """A backup that cannot be made or used; nothing was changed."""


@dataclass(frozen=True, slots=True)
class BackupFacts:
    """What a backup holds."""

    path: Path
    schema_version: int
    matches: int
    moves: int
    size: int

    def describe(self) -> str:
        """One line for a person."""
        matches = f"{self.matches} match{'' if self.matches == 1 else 'es'}"
        moves = f"{self.moves} move{'' if self.moves == 1 else 's'}"
        return f"schema version {self.schema_version}, {matches}, {moves}, {self.size / 1e6:.1f} MB"


def stamp(now: datetime | None = None) -> str:
    """The moment in a file name: sorts in time order, UTC."""
    return (now or datetime.now(UTC)).strftime("%Y%m%d-%H%M%S")


def default_backup_path(database: Path, now: datetime | None = None) -> Path:
    """Where ``koikoi db backup`` writes when not told: ``backups/`` beside the database."""
    return database.parent / "backups" / f"{database.stem}-{stamp(now)}.db"


@contextlib.contextmanager
def _opened(path: Path, *, read_only: bool) -> Iterator[sqlite3.Connection]:
    # A URI with mode=ro: a backup being checked is never written, nor created when missing.
    uri = f"{path.resolve().as_uri()}?mode={'ro' if read_only else 'rw'}"
    conn = sqlite3.connect(uri, uri=True, timeout=30, isolation_level=None)
    try:
        yield conn
    finally:
        conn.close()


def _facts(conn: sqlite3.Connection, path: Path) -> BackupFacts:
    version = int(conn.execute("PRAGMA user_version").fetchone()[0])
    found = {row[0] for row in conn.execute("SELECT name FROM sqlite_master WHERE type='table'")}
    if version < 1 or not {"matches", "match_actions"} <= found:
        raise BackupRefusedError(f"{path}: not a koikoi database (no matches in it)")
    matches = int(conn.execute("SELECT COUNT(*) FROM matches").fetchone()[0])
    moves = int(conn.execute("SELECT COUNT(*) FROM match_actions").fetchone()[0])
    return BackupFacts(path, version, matches, moves, path.stat().st_size)


def _undamaged(conn: sqlite3.Connection, path: Path) -> None:
    problems = [row[0] for row in conn.execute("PRAGMA quick_check(3)")]
    if problems != ["ok"]:
        raise BackupRefusedError(f"{path}: the file is damaged ({problems[0]})")


def check_backup(path: Path) -> BackupFacts:
    """What the backup at ``path`` holds; raises BackupRefusedError, in one line, when it is
    missing, damaged, no koikoi database, or from a newer bot."""
    if not path.is_file():
        raise BackupRefusedError(f"{path}: no such backup file")
    with path.open("rb") as file:
        if file.read(len(_HEADER)) != _HEADER:
            raise BackupRefusedError(f"{path}: not an SQLite database")
    try:
        with _opened(path, read_only=True) as conn:
            _undamaged(conn, path)
            facts = _facts(conn, path)
    except sqlite3.DatabaseError as error:
        raise BackupRefusedError(f"{path}: the file is damaged ({error})") from None
    if facts.schema_version > latest_version():
        raise BackupRefusedError(
            f"{path}: a backup from a newer bot (schema version {facts.schema_version}; this "
            f"bot reads up to {latest_version()}): restore it with that version, or upgrade"
        )
    return facts


def _sync_folder(folder: Path) -> None:
    fd = os.open(folder, os.O_RDONLY)
    try:
        os.fsync(fd)
    finally:
        os.close(fd)


def _partial(target: Path) -> Path:
    """A new, empty file 0600 beside ``target`` (the matches' seeds are secret)."""
    make_folders(target)
    partial = target.with_name(f".{target.name}.partial")
    with contextlib.suppress(FileNotFoundError):
        partial.unlink()  # left by a copy that was cut short
    os.close(os.open(partial, os.O_CREAT | os.O_EXCL | os.O_WRONLY, 0o600))
    return partial


def _copy_into(source: Path, partial: Path) -> BackupFacts:
    """Copy ``source`` into ``partial`` in one read transaction (one snapshot: WAL lets the
    bot's writes go on), as one self-contained file, then check the copy."""
    with _opened(source, read_only=False) as origin, _opened(partial, read_only=False) as copy:
        origin.execute("PRAGMA query_only = ON")
        origin.backup(copy)  # every page at once: a step at a time restarts on each write
        copy.execute("PRAGMA journal_mode = DELETE")  # no -wal beside a backup
        _undamaged(copy, partial)
        facts = _facts(copy, partial)
    with partial.open("rb") as file:
        os.fsync(file.fileno())
    return facts


def backup(database: Path, target: Path) -> BackupFacts:
    """Copy the database at ``database`` to the new file ``target`` while a bot may be using
    it; raises BackupRefusedError (writing nothing) when ``target`` exists or ``database`` is
    no koikoi database, OSError when the target's folder cannot be made or written."""
    if not database.is_file():
        raise BackupRefusedError(f"{database}: no such database file")
    if target.exists():
        raise BackupRefusedError(f"{target}: already exists; name a new file")
    partial = _partial(target)
    try:
        try:
            facts = _copy_into(database, partial)
        except sqlite3.DatabaseError as error:
            raise BackupRefusedError(f"{database}: cannot be copied ({error})") from None
        try:
            os.link(partial, target)  # never over a file that appeared meanwhile
        except FileExistsError:
            raise BackupRefusedError(f"{target}: already exists; name a new file") from None
    finally:
        partial.unlink(missing_ok=True)
    _sync_folder(target.parent)
    return BackupFacts(target, facts.schema_version, facts.matches, facts.moves, facts.size)


def _companions(database: Path) -> list[Path]:
    """The database file and its -wal and -shm, those that exist."""
    names = (database.name, f"{database.name}-wal", f"{database.name}-shm")
    return [database.with_name(name) for name in names if database.with_name(name).exists()]


def restore(backup_file: Path, database: Path, now: datetime | None = None) -> Path | None:
    """Put the backup in place of ``database`` (whose lock the caller holds); returns where the
    database it replaced is kept (None when there was none). Raises BackupRefusedError,
    changing nothing, when the backup cannot be used."""
    check_backup(backup_file)
    partial = _partial(database)
    try:
        _copy_into(backup_file, partial)
        kept = database.with_name(f"{database.name}.replaced-{stamp(now)}")
        moved = []
        for present in _companions(database):  # its -wal holds commits not yet in the file
            aside = kept.with_name(kept.name + present.name.removeprefix(database.name))
            present.rename(aside)
            moved.append((aside, present))
        try:
            os.replace(partial, database)
        except OSError:
            for aside, present in moved:  # put back what was there
                aside.rename(present)
            raise
    finally:
        partial.unlink(missing_ok=True)
    _sync_folder(database.parent)
    return kept if moved else None


def keep_before_migrating(database: Path, version: int, now: datetime | None = None) -> Path:
    """Copy the database, at schema ``version``, beside itself before a migration; the newest
    KEPT_BEFORE_MIGRATING such copies are kept, older ones removed. Returns the copy."""
    made = stamp(now)
    copy = database.with_name(f"{database.name}.{made}.v{version}.bak")
    for again in range(2, 10):  # two migrations within a second
        if not copy.exists():
            break
        copy = database.with_name(f"{database.name}.{made}-{again}.v{version}.bak")
    backup(database, copy)
    kept = sorted(database.parent.glob(f"{database.name}.*.v*.bak"), key=lambda p: p.name)
    for old in kept[:-KEPT_BEFORE_MIGRATING]:
        old.unlink(missing_ok=True)
    return copy
