"""Backups of a PostgreSQL database with PostgreSQL's own tools: ``pg_dump`` (one consistent
snapshot while the bot runs, custom format) and ``pg_restore`` into an empty database."""

from __future__ import annotations

import os
import shutil
import subprocess
from pathlib import Path
from urllib.parse import parse_qsl, urlencode, urlsplit, urlunsplit

from bot.store.backup import BackupFacts, BackupRefusedError, stamp
from bot.store.errors import StoreError
from bot.store.migrations import latest_version
from bot.store.postgres import redacted

_COUNTED = ("schema_version", "matches", "match_actions")


class PgToolMissingError(StoreError):
    """pg_dump or pg_restore is not installed here; the message says how to do without."""


def default_path() -> Path:
    """Where ``koikoi db backup`` writes a PostgreSQL backup when not told."""
    return Path("backups") / f"koikoi-{stamp()}.dump"


def _for_libpq(url: str) -> tuple[str, dict[str, str], list[str]]:
    """The URL as PostgreSQL's tools take it (no password: that goes in PGPASSWORD), their
    environment, and the schema options (asyncpg's search_path parameter)."""
    parts = urlsplit(url)
    env = dict(os.environ)
    if parts.password is not None:
        env["PGPASSWORD"] = parts.password
    host = parts.hostname or ""
    if ":" in host:
        host = f"[{host}]"
    netloc = f"{parts.username}@{host}" if parts.username else host
    if parts.port is not None:
        netloc += f":{parts.port}"
    query = parse_qsl(parts.query)
    schemas = [f"--schema={value}" for key, value in query if key == "search_path"]
    kept = urlencode([(key, value) for key, value in query if key != "search_path"])
    return urlunsplit(parts._replace(netloc=netloc, query=kept)), env, schemas


def _run(tool: str, args: list[str], env: dict[str, str] | None = None) -> str:
    """Run a PostgreSQL tool; its output, or StoreError with its first line of complaint."""
    if shutil.which(tool) is None:
        raise PgToolMissingError(
            f"{tool} is not installed here: install PostgreSQL's client tools (Debian: "
            f"apt-get install postgresql-client, of the server's version or newer), or run "
            f'{tool} where the server runs (docs/operations.md, "Backups")'
        )
    done = subprocess.run([tool, *args], env=env, capture_output=True, text=True, check=False)
    if done.returncode != 0:
        said = next((line for line in done.stderr.splitlines() if line.strip()), "failed")
        raise StoreError(f"{tool}: {said.removeprefix(f'{tool}: ')}")
    return done.stdout


def _counted(dump: Path) -> dict[str, int]:
    """The rows of each table of _COUNTED in the dump, read whole (a damaged dump fails)."""
    tables = [f"--table={table}" for table in _COUNTED]
    text = _run("pg_restore", ["--data-only", *tables, "--file=-", str(dump)])
    rows: dict[str, int] = {}
    table: str | None = None
    version = 0
    for line in text.splitlines():
        if line.startswith("COPY "):
            table = line.split()[1].rpartition(".")[2]
            rows[table] = 0
        elif line == "\\.":
            table = None
        elif table is not None:
            rows[table] += 1
            if table == "schema_version":
                version = int(line)
    rows["version"] = version
    return rows


def check_dump(dump: Path) -> BackupFacts:
    """What the dump at ``dump`` holds; raises BackupRefusedError, in one line, when it is
    missing, damaged, no koikoi database, or from a newer bot."""
    if not dump.is_file():
        raise BackupRefusedError(f"{dump}: no such backup file")
    try:
        rows = _counted(dump)
    except PgToolMissingError:
        raise
    except StoreError as error:
        raise BackupRefusedError(f"{dump}: not a readable pg_dump backup ({error})") from None
    if "schema_version" not in rows or "matches" not in rows:
        raise BackupRefusedError(f"{dump}: not a koikoi database (no matches in it)")
    if rows["version"] > latest_version():
        raise BackupRefusedError(
            f"{dump}: a backup from a newer bot (schema version {rows['version']}; this "
            f"bot reads up to {latest_version()}): restore it with that version, or upgrade"
        )
    moves = rows.get("match_actions", 0)
    return BackupFacts(dump, rows["version"], rows["matches"], moves, dump.stat().st_size)


def backup(url: str, target: Path) -> BackupFacts:
    """pg_dump the database at ``url`` into the new file ``target`` (custom format, no owner),
    then read it back whole; raises BackupRefusedError when ``target`` exists."""
    if target.exists():
        raise BackupRefusedError(f"{target}: already exists; name a new file")
    target.parent.mkdir(mode=0o700, parents=True, exist_ok=True)
    partial = target.with_name(f".{target.name}.partial")
    libpq, env, schemas = _for_libpq(url)
    try:
        os.close(os.open(partial, os.O_CREAT | os.O_TRUNC | os.O_WRONLY, 0o600))
        args = ["--format=custom", "--no-owner", *schemas, f"--file={partial}"]
        _run("pg_dump", [*args, f"--dbname={libpq}"], env)
        facts = check_dump(partial)
        os.link(partial, target)  # never over a file that appeared meanwhile
    except FileExistsError:
        raise BackupRefusedError(f"{target}: already exists; name a new file") from None
    finally:
        partial.unlink(missing_ok=True)
    return BackupFacts(target, facts.schema_version, facts.matches, facts.moves, facts.size)


async def _is_empty(url: str) -> bool:
    import asyncpg

    conn = await asyncpg.connect(url)
    try:
        found = await conn.fetchval("SELECT to_regclass('schema_version') IS NOT NULL")
        return not found
    finally:
        await conn.close()


def restore(dump: Path, url: str) -> BackupFacts:
    """pg_restore ``dump`` into the empty database at ``url`` in one transaction; raises
    BackupRefusedError, changing nothing, when the dump cannot be used or the database
    already holds a koikoi schema (restore into a new one, then point DATABASE_URL at it)."""
    import asyncio

    facts = check_dump(dump)
    try:
        empty = asyncio.run(_is_empty(url))
    except Exception as error:  # asyncpg's errors: refused, unknown database, unreachable
        raise StoreError(f"{redacted(url)}: cannot connect ({error})") from None
    if not empty:
        raise BackupRefusedError(
            f"{redacted(url)}: the database already holds a koikoi database: restore into a "
            "new one (createdb koikoi_restored), then point DATABASE_URL at it"
        )
    libpq, env, _ = _for_libpq(url)
    args = ["--no-owner", "--exit-on-error", "--single-transaction", f"--dbname={libpq}"]
    _run("pg_restore", [*args, str(dump)], env)
    return facts
