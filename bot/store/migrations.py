"""Versioned schema migrations, for SQLite (tracked in ``PRAGMA user_version``) and for
PostgreSQL (tracked in the ``schema_version`` table): one numbered list, each step written
from the table declarations of ``bot/store/tables.py`` (see ``bot/store/schema.py``)."""

from __future__ import annotations

import logging
from collections.abc import Awaitable, Callable, Sequence
from dataclasses import dataclass

from bot.store import ratings, tables, triggers
from bot.store.errors import SchemaTooNewError
from bot.store.schema import Dialects, Step, add, create, statements
from bot.store.sql import Database, Dialect, Session
from bot.store.timestamps import utc_now

log = logging.getLogger(__name__)


@dataclass(frozen=True, slots=True)
class Migration:
    """The steps that take the schema from ``version - 1`` to ``version``."""

    version: int
    description: str
    steps: Sequence[Step | str]  # a string: the same statement for both databases
    then: Callable[[Session], Awaitable[object]] | None = None  # data written in Python

    def for_dialect(self, dialect: Dialect) -> tuple[str, ...]:
        """The statements of this step as ``dialect`` writes them."""
        return statements(self.steps, dialect)

    @property
    def statements(self) -> tuple[str, ...]:
        """SQLite's statements."""
        return self.for_dialect("sqlite")

    @property
    def postgresql(self) -> tuple[str, ...]:
        """PostgreSQL's statements."""
        return self.for_dialect("postgresql")


_INITIAL = Migration(
    1,
    "guild settings, members and their records, matches and the match log",
    (
        Dialects(
            postgresql=(
                "CREATE TABLE schema_version (version INTEGER NOT NULL)",
                "INSERT INTO schema_version (version) VALUES (0)",
            )
        ),
        create(tables.GUILD_SETTINGS),
        create(tables.MEMBERS),
        create(tables.MEMBER_RECORDS),
        create(tables.MATCHES),
        create(tables.MATCH_ACTIONS),
        triggers.MATCH_LOG,
    ),
)

_MEMBER_LANGUAGE = Migration(2, "a member's language", (add(tables.MEMBERS, 2),))

# What must hold across bot processes is enforced here, not in any one process's memory.
_SEVERAL_PROCESSES = Migration(
    3,
    "pending challenges, turn deadlines, hinted matches, one match per member and per channel",
    (
        # Earlier versions could leave a second active match for a member or a channel; the
        # newest such duplicates are abandoned so that the unique indexes below can be built.
        Dialects(
            sqlite=(
                """
                UPDATE matches SET status = 'abandoned'
                WHERE status = 'active' AND EXISTS (
                    SELECT 1 FROM matches AS older
                    WHERE older.status = 'active' AND older.match_id < matches.match_id
                      AND (older.channel_id = matches.channel_id
                           OR (older.guild_id = matches.guild_id AND (
                               older.seat0_user_id IN (matches.seat0_user_id,
                                                       matches.seat1_user_id)
                               OR older.seat1_user_id IN (matches.seat0_user_id,
                                                          matches.seat1_user_id))))
                )
                """,
            )
        ),
        add(tables.MATCHES, 3),
        create(tables.PLAYING_MEMBERS),
        Dialects(
            sqlite=(
                """
                INSERT INTO playing_members (guild_id, user_id, match_id)
                SELECT guild_id, seat0_user_id, match_id FROM matches
                WHERE status = 'active' AND seat0_user_id IS NOT NULL
                UNION ALL
                SELECT guild_id, seat1_user_id, match_id FROM matches
                WHERE status = 'active' AND seat1_user_id IS NOT NULL
                """,
            )
        ),
        create(tables.CHALLENGES),
        create(tables.CHALLENGE_MEMBERS),
        triggers.SEATED_MEMBERS,
        add(tables.GUILD_SETTINGS, 3),
    ),
)

# A member's totals next to their points, so that one index orders the leaderboard and a
# member's rank is a count over that index instead of a sort of every member.
_LEADERBOARD = Migration(
    4,
    "members' totals and the leaderboard's index",
    (
        add(tables.MEMBERS, 4),
        """
        UPDATE members SET
            played = (SELECT COALESCE(SUM(r.played), 0) FROM member_records AS r
                      WHERE r.guild_id = members.guild_id AND r.user_id = members.user_id),
            won = (SELECT COALESCE(SUM(r.won), 0) FROM member_records AS r
                   WHERE r.guild_id = members.guild_id AND r.user_id = members.user_id),
            lost = (SELECT COALESCE(SUM(r.lost), 0) FROM member_records AS r
                    WHERE r.guild_id = members.guild_id AND r.user_id = members.user_id),
            drawn = (SELECT COALESCE(SUM(r.drawn), 0) FROM member_records AS r
                     WHERE r.guild_id = members.guild_id AND r.user_id = members.user_id)
        """,
        create(tables.RANKED_POINTS),
        """
        INSERT INTO ranked_points (guild_id, ranking_points, members)
        SELECT guild_id, ranking_points, COUNT(*) FROM members WHERE played > 0
        GROUP BY guild_id, ranking_points
        """,
    ),
)

_COOLDOWNS = Migration(5, "the wait after a forfeit", (create(tables.COOLDOWNS),))

_REVIEW_SHARES = Migration(6, "reviews shared in their channel", (create(tables.REVIEW_SHARES),))

_DAILY_AND_CALLS = Migration(
    7,
    "the daily deal and the spectators' call",
    (create(tables.DAILY_PLAYS), create(tables.CALL_VOTES), add(tables.GUILD_SETTINGS, 7)),
)

_HOUSE_RULES = Migration(8, "a server's default house rules", (add(tables.GUILD_SETTINGS, 8),))

# The installation's secret, drawn once, seeds the daily deal; a member has one try a day in
# all the servers of the installation (the first server a member played it in keeps it).
_FAIR_DAILY = Migration(
    9,
    "the installation's secret and one daily try per member across servers",
    (
        create(tables.INSTALLATION_SECRET),
        create(tables.DAILY_TRIES),
        "INSERT INTO daily_tries (user_id, day, guild_id) "
        "SELECT user_id, day, MIN(guild_id) FROM daily_plays GROUP BY user_id, day",
    ),
)

# Shard leases that expire unless renewed, and the fencing number stored with every move.
_SHARD_LEASES = Migration(
    10,
    "shard leases and fenced moves",
    (create(tables.SHARD_LEASES), add(tables.MATCH_ACTIONS, 10)),
)


async def _rate_stored_matches(session: Session) -> int:
    return await ratings.rebuild(session, utc_now())


# Members' skill ratings, counted at once from every match finished before.
_RATINGS = Migration(
    11,
    "members' skill ratings",
    (create(tables.RATINGS), create(tables.RATING_CHANGES)),
    then=_rate_stored_matches,
)

# Seasons: a server's plan, the claim of each season's end, and each ended season's board.
_SEASONS = Migration(
    12,
    "seasons",
    (create(tables.SEASON_PLANS), create(tables.SEASON_ENDS), create(tables.SEASON_BOARDS)),
)

# Tournaments: their players and their games round by round; the reminded turns.
_TOURNAMENTS = Migration(
    13,
    "tournaments and turn reminders",
    (
        create(tables.TOURNAMENTS),
        create(tables.TOURNAMENT_PLAYERS),
        create(tables.TOURNAMENT_GAMES),
        create(tables.TURN_REMINDERS),
    ),
)

# What a tournament's games play beside the preset: its variants and house rules.
_TOURNAMENT_RULES = Migration(
    14, "a tournament's variants and house rules", (add(tables.TOURNAMENTS, 14),)
)

# How each tournament game was decided: played, forfeited, timed out, walked over, a bye …
_TOURNAMENT_ENDINGS = Migration(
    15, "how each tournament game was decided", (add(tables.TOURNAMENT_GAMES, 15),)
)

# A tournament game's notice by direct message, once a member a round; a time-out told apart
# from a forfeit by the match itself.
_GAME_NOTICES = Migration(
    16,
    "tournament game notices and the turn that timed out",
    (create(tables.TOURNAMENT_NOTICES), create(tables.TURN_TIME_OUTS)),
)

# The time a player's turn clock was given back while the bot could not show their hand.
_TIME_GIVEN_BACK = Migration(17, "turn time given back", (create(tables.TIME_GIVEN_BACK),))

MIGRATIONS: tuple[Migration, ...] = (
    _INITIAL, _MEMBER_LANGUAGE, _SEVERAL_PROCESSES, _LEADERBOARD, _COOLDOWNS, _REVIEW_SHARES,
    _DAILY_AND_CALLS, _HOUSE_RULES, _FAIR_DAILY, _SHARD_LEASES, _RATINGS, _SEASONS,
    _TOURNAMENTS, _TOURNAMENT_RULES, _TOURNAMENT_ENDINGS, _GAME_NOTICES, _TIME_GIVEN_BACK,
)  # fmt: skip


def latest_version() -> int:
    """The schema version this code writes."""
    return MIGRATIONS[-1].version if MIGRATIONS else 0


async def schema_version(session: Session) -> int:
    """The database's schema version (0 for a new, empty database)."""
    if session.dialect == "postgresql":
        if await session.fetchone("SELECT to_regclass('schema_version')") == (None,):
            return 0
        row = await session.fetchone("SELECT version FROM schema_version")
    else:
        row = await session.fetchone("PRAGMA user_version")
    return int(row[0]) if row else 0


async def check_not_too_new(session: Session, path: str) -> int:
    """The schema version; raises SchemaTooNewError (having written nothing) if it is newer."""
    found = await schema_version(session)
    if found > latest_version():
        raise SchemaTooNewError(path, found, latest_version())
    return found


async def set_version(session: Session, version: int) -> None:
    """Record the schema version (inside the migration's transaction)."""
    if session.dialect == "postgresql":
        await session.execute("UPDATE schema_version SET version = ?", (version,))
    else:
        # user_version lives in the file header, which is part of the transaction.
        await session.execute(f"PRAGMA user_version = {int(version)}")


async def migrate(db: Database, path: str) -> int:
    """Apply the missing migrations, each in its own transaction; returns the final version.

    Several processes may start at once: each step re-reads the version under the lock.
    """
    for migration in MIGRATIONS:

        async def step(session: Session, migration: Migration = migration) -> bool:
            current = await check_not_too_new(session, path)
            if current >= migration.version:
                return False
            if current != migration.version - 1:
                raise RuntimeError(f"{path}: no migration from version {current}")
            for statement in migration.for_dialect(session.dialect):
                await session.execute(statement)
            if migration.then is not None:
                await migration.then(session)
            await set_version(session, migration.version)
            return True

        if await db.exclusive(step):
            log.info(
                "%s: schema migrated to version %d (%s)",
                path,
                migration.version,
                migration.description,
            )
    return await db.run(lambda session: check_not_too_new(session, path))
