"""Versioned schema migrations, for SQLite (tracked in ``PRAGMA user_version``) and for
PostgreSQL (tracked in the ``schema_version`` table): one list, each step written for both."""

from __future__ import annotations

import logging
from dataclasses import dataclass

from bot.store import lease_schema, postgres_schema, tournament_schema
from bot.store.errors import SchemaTooNewError
from bot.store.levels import DEFAULT_LEVEL_VALUE, LEVEL_VALUES, OPPONENT_VALUES
from bot.store.sql import Database, Session

log = logging.getLogger(__name__)


@dataclass(frozen=True, slots=True)
class Migration:
    """The statements that take the schema from ``version - 1`` to ``version``."""

    version: int
    description: str
    statements: tuple[str, ...]  # SQLite's
    postgresql: tuple[str, ...] = ()

    def for_dialect(self, dialect: str) -> tuple[str, ...]:
        """The statements of this step as ``dialect`` writes them."""
        return self.postgresql if dialect == "postgresql" else self.statements


_INITIAL = Migration(
    1,
    "guild settings, members and their records, matches and the match log",
    (
        f"""
        CREATE TABLE guild_settings (
            guild_id             INTEGER PRIMARY KEY,
            default_preset       TEXT    NOT NULL DEFAULT 'standard',
            turn_timeout_seconds INTEGER NOT NULL DEFAULT 600,
            locale               TEXT,
            game_channel_id      INTEGER,
            default_level        TEXT    NOT NULL DEFAULT {DEFAULT_LEVEL_VALUE},
            updated_at           TEXT    NOT NULL
        ) STRICT
        """,
        """
        CREATE TABLE members (
            guild_id            INTEGER NOT NULL,
            user_id             INTEGER NOT NULL,
            ranking_points      INTEGER NOT NULL DEFAULT 0,
            points_reached_at   TEXT,
            best_round_score    INTEGER NOT NULL DEFAULT 0,
            biggest_yaku_key    TEXT,
            biggest_yaku_points INTEGER,
            koikoi_calls        INTEGER NOT NULL DEFAULT 0,
            koikoi_won          INTEGER NOT NULL DEFAULT 0,
            birth_month         INTEGER CHECK (birth_month BETWEEN 1 AND 12),
            two_step_play       INTEGER CHECK (two_step_play IN (0, 1)),
            created_at          TEXT    NOT NULL,
            updated_at          TEXT    NOT NULL,
            PRIMARY KEY (guild_id, user_id)
        ) STRICT
        """,
        f"""
        CREATE TABLE member_records (
            guild_id INTEGER NOT NULL,
            user_id  INTEGER NOT NULL,
            opponent TEXT    NOT NULL CHECK (opponent IN ({OPPONENT_VALUES})),
            played   INTEGER NOT NULL DEFAULT 0,
            won      INTEGER NOT NULL DEFAULT 0,
            lost     INTEGER NOT NULL DEFAULT 0,
            drawn    INTEGER NOT NULL DEFAULT 0,
            PRIMARY KEY (guild_id, user_id, opponent),
            FOREIGN KEY (guild_id, user_id) REFERENCES members (guild_id, user_id)
        ) STRICT, WITHOUT ROWID
        """,
        # AUTOINCREMENT: an id is never reused, so a button on an old message cannot reach
        # a newer match.
        f"""
        CREATE TABLE matches (
            match_id      INTEGER PRIMARY KEY AUTOINCREMENT,
            guild_id      INTEGER NOT NULL,
            channel_id    INTEGER NOT NULL,
            message_id    INTEGER,
            seat0_user_id INTEGER,
            seat0_level   TEXT CHECK (seat0_level IN ({LEVEL_VALUES})),
            seat1_user_id INTEGER,
            seat1_level   TEXT CHECK (seat1_level IN ({LEVEL_VALUES})),
            birth_month0  INTEGER,
            birth_month1  INTEGER,
            rules_preset  TEXT    NOT NULL,
            rules_json    TEXT    NOT NULL,
            seed          INTEGER NOT NULL,
            status        TEXT    NOT NULL DEFAULT 'active'
                          CHECK (status IN ('active', 'finished', 'abandoned', 'damaged')),
            log_length    INTEGER NOT NULL DEFAULT 0,
            created_at    TEXT    NOT NULL,
            updated_at    TEXT    NOT NULL,
            finished_at   TEXT,
            winner        INTEGER CHECK (winner IN (0, 1)),
            score0        INTEGER,
            score1        INTEGER,
            forfeited_by  INTEGER CHECK (forfeited_by IN (0, 1)),
            outcome_json  TEXT,
            damage        TEXT,
            CHECK ((seat0_user_id IS NULL) <> (seat0_level IS NULL)),
            CHECK ((seat1_user_id IS NULL) <> (seat1_level IS NULL))
        ) STRICT
        """,
        "CREATE INDEX matches_by_status ON matches (status, guild_id, channel_id)",
        """
        CREATE TABLE match_actions (
            match_id   INTEGER NOT NULL REFERENCES matches (match_id),
            seq        INTEGER NOT NULL CHECK (seq >= 0),
            action     TEXT    NOT NULL,
            created_at TEXT    NOT NULL,
            PRIMARY KEY (match_id, seq)
        ) STRICT, WITHOUT ROWID
        """,
        # The log guards itself, whoever writes to it: only an active match, only the next seq.
        """
        CREATE TRIGGER match_actions_in_order BEFORE INSERT ON match_actions
        BEGIN
            SELECT RAISE(ABORT, 'koikoi: match not active')
            WHERE (SELECT status FROM matches WHERE match_id = NEW.match_id) IS NOT 'active';
            SELECT RAISE(ABORT, 'koikoi: log conflict')
            WHERE NEW.seq IS NOT (SELECT log_length FROM matches WHERE match_id = NEW.match_id);
        END
        """,
        """
        CREATE TRIGGER match_actions_counted AFTER INSERT ON match_actions
        BEGIN
            UPDATE matches SET log_length = NEW.seq + 1, updated_at = NEW.created_at
            WHERE match_id = NEW.match_id;
        END
        """,
    ),
    postgres_schema.STATEMENTS[1],
)

# Discord has no Malay locale, so a member may choose the language of the messages only they see.
_MEMBER_LANGUAGE = Migration(
    2,
    "a member's language",
    (
        "ALTER TABLE members ADD COLUMN language TEXT "
        "CHECK (language IS NULL OR length(language) BETWEEN 2 AND 16)",
    ),
    postgres_schema.STATEMENTS[2],
)

# What must hold across bot processes is enforced here, not in any one process's memory.
_SEVERAL_PROCESSES = Migration(
    3,
    "pending challenges, turn deadlines, hinted matches, one match per member and per channel",
    (
        # Earlier versions could leave a second active match for a member or a channel; the
        # newest such duplicates are abandoned so that the unique indexes below can be built.
        """
        UPDATE matches SET status = 'abandoned'
        WHERE status = 'active' AND EXISTS (
            SELECT 1 FROM matches AS older
            WHERE older.status = 'active' AND older.match_id < matches.match_id
              AND (older.channel_id = matches.channel_id
                   OR (older.guild_id = matches.guild_id AND (
                       older.seat0_user_id IN (matches.seat0_user_id, matches.seat1_user_id)
                       OR older.seat1_user_id IN (matches.seat0_user_id, matches.seat1_user_id))))
        )
        """,
        "ALTER TABLE matches ADD COLUMN turn_deadline TEXT",
        "ALTER TABLE matches ADD COLUMN hinted INTEGER NOT NULL DEFAULT 0 CHECK (hinted IN (0, 1))",
        """
        CREATE UNIQUE INDEX matches_one_active_per_channel ON matches (channel_id)
        WHERE status = 'active'
        """,
        # A member of an active match, whichever seat: the primary key allows one per server.
        """
        CREATE TABLE playing_members (
            guild_id INTEGER NOT NULL,
            user_id  INTEGER NOT NULL,
            match_id INTEGER NOT NULL REFERENCES matches (match_id),
            PRIMARY KEY (guild_id, user_id)
        ) STRICT, WITHOUT ROWID
        """,
        "CREATE INDEX playing_members_by_match ON playing_members (match_id)",
        """
        INSERT INTO playing_members (guild_id, user_id, match_id)
        SELECT guild_id, seat0_user_id, match_id FROM matches
        WHERE status = 'active' AND seat0_user_id IS NOT NULL
        UNION ALL
        SELECT guild_id, seat1_user_id, match_id FROM matches
        WHERE status = 'active' AND seat1_user_id IS NOT NULL
        """,
        """
        CREATE TRIGGER matches_seat_members AFTER INSERT ON matches
        WHEN NEW.status = 'active'
        BEGIN
            INSERT INTO playing_members (guild_id, user_id, match_id)
            SELECT NEW.guild_id, NEW.seat0_user_id, NEW.match_id
            WHERE NEW.seat0_user_id IS NOT NULL;
            INSERT INTO playing_members (guild_id, user_id, match_id)
            SELECT NEW.guild_id, NEW.seat1_user_id, NEW.match_id
            WHERE NEW.seat1_user_id IS NOT NULL;
        END
        """,
        """
        CREATE TRIGGER matches_free_members AFTER UPDATE OF status ON matches
        WHEN OLD.status = 'active' AND NEW.status <> 'active'
        BEGIN
            DELETE FROM playing_members WHERE match_id = NEW.match_id;
            UPDATE matches SET turn_deadline = NULL WHERE match_id = NEW.match_id;
        END
        """,
        """
        CREATE TABLE challenges (
            challenge_id  INTEGER PRIMARY KEY AUTOINCREMENT,
            guild_id      INTEGER NOT NULL,
            channel_id    INTEGER NOT NULL,
            challenger_id INTEGER NOT NULL,
            challenged_id INTEGER NOT NULL,
            rules_preset  TEXT    NOT NULL,
            variant_json  TEXT,
            message_id    INTEGER,
            expires_at    TEXT    NOT NULL,
            created_at    TEXT    NOT NULL,
            CHECK (challenger_id <> challenged_id)
        ) STRICT
        """,
        # Both sides of a pending challenge: the primary key allows one per member per server.
        """
        CREATE TABLE challenge_members (
            guild_id     INTEGER NOT NULL,
            user_id      INTEGER NOT NULL,
            challenge_id INTEGER NOT NULL REFERENCES challenges (challenge_id) ON DELETE CASCADE,
            PRIMARY KEY (guild_id, user_id)
        ) STRICT, WITHOUT ROWID
        """,
        "CREATE INDEX challenge_members_by_challenge ON challenge_members (challenge_id)",
        """
        CREATE TRIGGER challenges_seat_members AFTER INSERT ON challenges
        BEGIN
            INSERT INTO challenge_members (guild_id, user_id, challenge_id)
            VALUES (NEW.guild_id, NEW.challenger_id, NEW.challenge_id),
                   (NEW.guild_id, NEW.challenged_id, NEW.challenge_id);
        END
        """,
        "ALTER TABLE guild_settings ADD COLUMN match_threads INTEGER NOT NULL DEFAULT 0 "
        "CHECK (match_threads IN (0, 1))",
        "ALTER TABLE guild_settings ADD COLUMN turn_pings INTEGER NOT NULL DEFAULT 1 "
        "CHECK (turn_pings IN (0, 1))",
        "ALTER TABLE guild_settings ADD COLUMN hints_allowed INTEGER NOT NULL DEFAULT 0 "
        "CHECK (hints_allowed IN (0, 1))",
        "ALTER TABLE guild_settings ADD COLUMN default_variants TEXT",
    ),
    postgres_schema.STATEMENTS[3],
)

# A member's totals next to their points, so that one index orders the leaderboard and a
# member's rank is a count over that index instead of a sort of every member.
_LEADERBOARD_TOTALS = (
    "ALTER TABLE members ADD COLUMN played INTEGER NOT NULL DEFAULT 0",
    "ALTER TABLE members ADD COLUMN won INTEGER NOT NULL DEFAULT 0",
    "ALTER TABLE members ADD COLUMN lost INTEGER NOT NULL DEFAULT 0",
    "ALTER TABLE members ADD COLUMN drawn INTEGER NOT NULL DEFAULT 0",
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
    """
    CREATE INDEX members_ranked ON members
        (guild_id, ranking_points DESC, won DESC, points_reached_at, user_id)
    WHERE played > 0
    """,
    # How many ranked members hold each points value: a rank sums a few hundred of these
    # instead of counting every member ahead.
    """
    CREATE TABLE ranked_points (
        guild_id       BIGINT  NOT NULL,
        ranking_points BIGINT  NOT NULL,
        members        INTEGER NOT NULL CHECK (members >= 0),
        PRIMARY KEY (guild_id, ranking_points)
    )
    """,
    """
    INSERT INTO ranked_points (guild_id, ranking_points, members)
    SELECT guild_id, ranking_points, COUNT(*) FROM members WHERE played > 0
    GROUP BY guild_id, ranking_points
    """,
)
_LEADERBOARD = Migration(
    4, "members' totals and the leaderboard's index", _LEADERBOARD_TOTALS, _LEADERBOARD_TOTALS
)

# The wait after a forfeit outlives a restart: until when each member may not start a match.
_COOLDOWNS = Migration(
    5,
    "the wait after a forfeit",
    (
        """
        CREATE TABLE cooldowns (
            guild_id INTEGER NOT NULL,
            user_id  INTEGER NOT NULL,
            waits_until TEXT    NOT NULL,
            PRIMARY KEY (guild_id, user_id)
        ) STRICT, WITHOUT ROWID
        """,
    ),
    postgres_schema.STATEMENTS[5],
)

# A review is shared in its channel once, restarts included.
_REVIEW_SHARES = Migration(
    6,
    "reviews shared in their channel",
    (
        """
        CREATE TABLE review_shares (
            match_id  INTEGER NOT NULL,
            seat      INTEGER NOT NULL CHECK (seat IN (0, 1)),
            shared_at TEXT    NOT NULL,
            PRIMARY KEY (match_id, seat)
        ) STRICT, WITHOUT ROWID
        """,
    ),
    postgres_schema.STATEMENTS[6],
)

# The deal of the day (one try per member and day), and the spectators' guesses.
_DAILY_AND_CALLS = Migration(
    7,
    "the daily deal and the spectators' call",
    (
        """
        CREATE TABLE daily_plays (
            guild_id     INTEGER NOT NULL,
            user_id      INTEGER NOT NULL,
            day          TEXT    NOT NULL,
            rules        TEXT    NOT NULL,
            actions      TEXT    NOT NULL DEFAULT '',
            moves        INTEGER NOT NULL DEFAULT 0,
            status       TEXT    NOT NULL DEFAULT 'playing'
                         CHECK (status IN ('playing', 'finished', 'lapsed')),
            points       INTEGER,
            koikoi_calls INTEGER,
            started_at   TEXT    NOT NULL,
            finished_at  TEXT,
            shared_at    TEXT,
            PRIMARY KEY (guild_id, user_id, day)
        ) STRICT, WITHOUT ROWID
        """,
        "CREATE INDEX daily_plays_by_day ON daily_plays (guild_id, day, status)",
        """
        CREATE TABLE call_votes (
            match_id INTEGER NOT NULL,
            seq      INTEGER NOT NULL,
            user_id  INTEGER NOT NULL,
            guess    TEXT    NOT NULL CHECK (guess IN ('stop', 'koikoi')),
            voted_at TEXT    NOT NULL,
            PRIMARY KEY (match_id, seq, user_id)
        ) STRICT, WITHOUT ROWID
        """,
        "ALTER TABLE guild_settings ADD COLUMN spectators_call INTEGER NOT NULL DEFAULT 1 "
        "CHECK (spectators_call IN (0, 1))",
    ),
    postgres_schema.STATEMENTS[7],
)

# A server's default house rules (docs/rules.md section 10): a JSON object of rule to choice.
_HOUSE_RULES = Migration(
    8,
    "a server's default house rules",
    ("ALTER TABLE guild_settings ADD COLUMN default_house_rules TEXT",),
    postgres_schema.STATEMENTS[8],
)

# The installation's secret, drawn once, seeds the daily deal; a member has one try a day in
# all the servers of the installation (the first server a member played it in keeps it).
_FAIR_DAILY = Migration(
    9,
    "the installation's secret and one daily try per member across servers",
    (
        """
        CREATE TABLE installation_secret (
            id     INTEGER PRIMARY KEY CHECK (id = 1),
            secret TEXT    NOT NULL
        ) STRICT
        """,
        """
        CREATE TABLE daily_tries (
            user_id  INTEGER NOT NULL,
            day      TEXT    NOT NULL,
            guild_id INTEGER NOT NULL,
            PRIMARY KEY (user_id, day)
        ) STRICT, WITHOUT ROWID
        """,
        "INSERT INTO daily_tries (user_id, day, guild_id) "
        "SELECT user_id, day, MIN(guild_id) FROM daily_plays GROUP BY user_id, day",
    ),
    postgres_schema.STATEMENTS[9],
)

# Shard leases that expire unless renewed, and the fencing number stored with every move.
_SHARD_LEASES = Migration(
    10, "shard leases and fenced moves", lease_schema.SQLITE, lease_schema.POSTGRESQL
)

# Tournaments: their players and their games round by round.
_TOURNAMENTS = Migration(11, "tournaments", tournament_schema.SQLITE, tournament_schema.POSTGRESQL)

MIGRATIONS: tuple[Migration, ...] = (
    _INITIAL, _MEMBER_LANGUAGE, _SEVERAL_PROCESSES, _LEADERBOARD, _COOLDOWNS, _REVIEW_SHARES,
    _DAILY_AND_CALLS, _HOUSE_RULES, _FAIR_DAILY, _SHARD_LEASES, _TOURNAMENTS,
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
