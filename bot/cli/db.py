"""``koikoi db``: back up and restore the database, or move it whole, e.g. from the SQLite
file to PostgreSQL."""

from __future__ import annotations

import argparse
import asyncio
import contextlib
from pathlib import Path

from bot.cli import db_backup
from bot.cli.errors import fail
from bot.config import database_url_parts
from bot.store import Store, StoreError, lock
from bot.store.copying import copy_database
from bot.store.postgres import is_postgres_url, redacted


def register(subparsers: argparse._SubParsersAction[argparse.ArgumentParser]) -> None:
    """Add the ``db`` subcommand and its actions: ``backup``, ``restore`` and ``copy``."""
    p = subparsers.add_parser(
        "db", help="back up, restore or copy the database", description=__doc__
    )
    actions = p.add_subparsers(dest="action", required=True, metavar="ACTION")
    copy = actions.add_parser(
        "copy",
        help="copy everything into an empty database",
        description="Copy settings, members, records, matches with their logs and pending "
        "challenges into an empty database, then check every table's row count. Stop the bot "
        "first. A target that holds any data is refused and left as it is.",
    )
    copy.add_argument(
        "--from", dest="source", required=True, help="SQLite file or postgresql:// URL"
    )
    copy.add_argument("--to", dest="target", required=True, help="SQLite file or postgresql:// URL")
    copy.set_defaults(run=run)
    db_backup.register(actions)


def _name(target: str) -> str:
    return redacted(target) if is_postgres_url(target) else target


async def _copy(source: str, target: str) -> dict[str, int]:
    async with await Store.open(source) as origin, await Store.open(target) as destination:
        return await copy_database(origin._db, destination._db)


def run(args: argparse.Namespace) -> int:
    """Copy, print the rows per table; 1 when refused (a bot holds a file) or failed, 2 when a
    database named does not exist or cannot be read (one line, nothing changed)."""
    if args.source == args.target:
        return fail("--from and --to are the same database")
    for option, given in (("--from", args.source), ("--to", args.target)):
        if "://" in given and not is_postgres_url(given):
            scheme = given.partition("://")[0][:20]
            return fail(
                f"{option}: {scheme}:// is no database this tool knows: give a SQLite file "
                "or a postgresql:// URL (nothing was copied)"
            )
        if is_postgres_url(given):
            try:
                database_url_parts(given)
            except ValueError as error:
                return fail(f"{option}: {error}".replace("DATABASE_URL", "the URL"))
    if not is_postgres_url(args.source) and not Path(args.source).is_file():
        return fail(f"--from {args.source}: no such database file (nothing was copied)")
    try:
        with contextlib.ExitStack() as held:  # no bot may write either file meanwhile
            for given in (args.source, args.target):
                if not is_postgres_url(given):
                    held.enter_context(lock.hold(Path(given)))
            copied = asyncio.run(_copy(args.source, args.target))
    except StoreError as exc:
        return fail(str(exc), 1)
    for table, rows in copied.items():
        print(f"{table:<18}{rows:>10}")
    print(f"copied {_name(args.source)} to {_name(args.target)}: every table's count matches")
    return 0
