"""``koikoi db backup`` and ``koikoi db restore``: a consistent copy of the database while the
bot runs, and putting one back with the bot stopped (nothing lost: what it replaces is kept)."""

from __future__ import annotations

import argparse
from pathlib import Path

from pydantic import ValidationError

from bot.cli.errors import fail
from bot.config import load_store_settings
from bot.store import StoreError, lock, pg_backup
from bot.store import backup as sqlite_backup
from bot.store.migrations import latest_version
from bot.store.postgres import is_postgres_url, redacted

_DATABASE_HELP = "SQLite file or postgresql:// URL (default: DATABASE_URL or DATABASE_PATH)"


def register(actions: argparse._SubParsersAction[argparse.ArgumentParser]) -> None:
    """Add ``backup`` and ``restore`` to ``koikoi db``."""
    backup = actions.add_parser(
        "backup",
        help="a consistent copy of the database, also while the bot runs",
        description="Copy the database while the bot may be running: SQLite's online backup "
        "of one moment (every move committed by then), checked, in a new file; on PostgreSQL "
        "pg_dump's custom format. Without --to: in backups/ beside the SQLite file (for "
        "PostgreSQL, in the working directory).",
    )
    backup.add_argument("--to", dest="target", metavar="FILE", help="the new backup file")
    backup.add_argument("--database", metavar="DB", help=_DATABASE_HELP)
    backup.set_defaults(run=run_backup)
    restore = actions.add_parser(
        "restore",
        help="put a backup in place of the database (stop the bot first)",
        description="Check the backup (undamaged, a koikoi database, not from a newer bot), "
        "then put it in place of the SQLite file, keeping the file it replaces beside it; "
        "on PostgreSQL, restore it into an empty database with pg_restore. The bot migrates an "
        "older backup at its next start.",
    )
    restore.add_argument("backup_file", metavar="FILE", help="the backup to restore")
    restore.add_argument("--database", metavar="DB", help=_DATABASE_HELP)
    restore.set_defaults(run=run_restore)


def _database(given: str | None) -> str:
    """The database named, else the bot's own from its settings (ValueError when unreadable)."""
    if given:
        return given
    return str(load_store_settings().database_target())


def _name(target: str) -> str:
    return redacted(target) if is_postgres_url(target) else target


def run_backup(args: argparse.Namespace) -> int:
    """Back up; 0 with one line saying what the backup holds, 2 when refused (nothing
    written), 1 when the copy failed."""
    try:
        database = _database(args.database)
    except ValidationError as error:
        return fail(f"the settings cannot be read: {error.errors()[0]['msg']}")
    try:
        if is_postgres_url(database):
            target = Path(args.target) if args.target else pg_backup.default_path()
            facts = pg_backup.backup(database, target)
        else:
            source = Path(database)
            target = Path(args.target) if args.target else sqlite_backup.default_backup_path(source)
            facts = sqlite_backup.backup(source, target)
    except (sqlite_backup.BackupRefusedError, pg_backup.PgToolMissingError) as error:
        return fail(str(error))
    except (OSError, StoreError) as error:
        return fail(f"{target}: the backup failed ({error}); nothing was kept", 1)
    print(f"backed up {_name(database)} to {target}: {facts.describe()}")
    return 0


def run_restore(args: argparse.Namespace) -> int:
    """Restore; 0 with a line saying what was replaced and kept, 2 when the backup is refused,
    1 when a bot holds the database or the restore failed (nothing lost either way)."""
    try:
        database = _database(args.database)
    except ValidationError as error:
        return fail(f"the settings cannot be read: {error.errors()[0]['msg']}")
    backup_file = Path(args.backup_file)
    try:
        if is_postgres_url(database):
            facts = pg_backup.restore(backup_file, database)
            print(f"restored {backup_file} into {_name(database)}: {facts.describe()}")
        else:
            facts = sqlite_backup.check_backup(backup_file)
            with lock.hold(Path(database)):  # no bot may run on it meanwhile
                kept = sqlite_backup.restore(backup_file, Path(database))
            replaced = f"; the database it replaced is kept as {kept}" if kept else ""
            print(f"restored {backup_file} to {database}: {facts.describe()}{replaced}")
    except (sqlite_backup.BackupRefusedError, pg_backup.PgToolMissingError) as error:
        return fail(str(error))
    except lock.DatabaseInUseError as error:
        return fail(f"{error} (nothing was restored)", 1)
    except (OSError, StoreError) as error:
        return fail(f"{database}: the restore failed ({error}); the database is as it was", 1)
    if facts.schema_version < latest_version():
        print(
            f"the bot migrates it from schema version {facts.schema_version} to "
            f"{latest_version()} at its next start"
        )
    return 0
