"""The Store: the bot's one door to its database (an SQLite file, or a PostgreSQL server)."""

from __future__ import annotations

import asyncio
import functools
import logging
import sqlite3
from collections.abc import Callable
from dataclasses import dataclass, field
from datetime import datetime
from pathlib import Path
from types import TracebackType
from typing import Any

from bot.engine.actions import Action
from bot.engine.match import Match
from bot.engine.players import Player
from bot.engine.rules import RuleSet
from bot.rating.skill import Skill
from bot.store import (
    challenges,
    cooldowns,
    finishing,
    given_back,
    history,
    leaderboard,
    matches,
    members,
    migrations,
    ratings,
    restore,
    seasons,
    settings,
    shares,
)
from bot.store.backup import keep_before_migrating
from bot.store.calls import CallStore
from bot.store.challenges import PendingChallenge
from bot.store.connection import (
    Connection,
    SqliteDatabase,
    Synchronous,
    connect,
    is_corrupt,
    prepare_file,
)
from bot.store.daily import DailyStore
from bot.store.errors import (
    CorruptDatabaseError,
    DamagedMatchError,
    MigrationNeedsBackupError,
    StoreError,
    StoreUnavailableError,
)
from bot.store.fences import Fences
from bot.store.finishing import FinishOutcome
from bot.store.given_back import GivenBack
from bot.store.leaderboard import LeaderboardPage, RankEntry
from bot.store.matches import MatchRecord
from bot.store.members import MemberProfile
from bot.store.owners import Owners
from bot.store.postgres import PostgresDatabase, is_postgres_url
from bot.store.ratings import MemberRating, RatingPage
from bot.store.restore import RestoredMatch
from bot.store.seasons import SeasonEnd, SeasonLength, SeasonPlan
from bot.store.settings import GuildSettings
from bot.store.sql import Database, Session
from bot.store.timestamps import Clock, utc_now
from bot.store.tournaments import TournamentStore

log = logging.getLogger(__name__)

DEFAULT_PATH = Path("data/koikoi.db")


@dataclass(frozen=True, slots=True)
class Recovery:
    """What start-up found among the matches left active."""

    restored: list[RestoredMatch] = field(default_factory=list)  # still in play
    finished: list[FinishOutcome] = field(default_factory=list)  # ended before a crash
    damaged: list[DamagedMatchError] = field(default_factory=list)


class Store:
    """Settings, members, matches and their logs, and leaderboards, in one database.

    Open with ``await Store.open(path_or_url)`` (or ``async with await Store.open(...) as
    store``): an SQLite file path, or a ``postgresql://`` URL. Every write is committed before
    its method returns; what must hold across bot processes is enforced by the database.
    """

    def __init__(self, db: Database, path: str, clock: Clock) -> None:
        self._db = db
        self._clock = clock
        self.path = path
        self.daily = DailyStore(db, clock)  # the deal of the day
        self.calls = CallStore(db, clock)  # the spectators' guesses
        self.tournaments = TournamentStore(db, clock)  # tournaments, their players and games
        self.owners = Owners(db)  # where each match, challenge and tournament belongs
        # The shard leases' fencing numbers a move must carry (None: moves are not fenced).
        self.fences: Callable[[], Fences | None] = lambda: None

    @classmethod
    async def open(
        cls,
        path: str | Path = DEFAULT_PATH,
        *,
        synchronous: Synchronous = "FULL",
        busy_timeout_ms: int = 100,
        busy_deadline_s: float = 30.0,
        clock: Clock = utc_now,
        i_have_a_backup: bool = False,
    ) -> Store:
        """Open (creating it and its folder if needed) and migrate the database at ``path``.

        ``path`` is an SQLite file, or a ``postgresql://user:password@host/db`` URL (the
        SQLite-only options are then ignored). Raises SchemaTooNewError, writing nothing, when
        the database comes from a newer bot; CorruptDatabaseError, leaving the file untouched,
        when it is damaged or no database at all; StoreUnavailableError when a server cannot
        be reached.
        Before migrating an SQLite file an older bot wrote, a copy of it is kept beside it
        (StoreUnavailableError, nothing changed, when it cannot be); a PostgreSQL database is
        migrated only when ``i_have_a_backup`` (else MigrationNeedsBackupError, nothing changed).
        ``synchronous='FULL'`` makes every commit survive a power cut as well as a crash.
        While another process holds the database, each attempt waits ``busy_timeout_ms`` inside
        SQLite (holding this connection), then the store retries without holding it, for up
        to ``busy_deadline_s`` in all, before raising StoreBusyError.
        """
        if synchronous not in ("FULL", "NORMAL"):
            raise ValueError(f"synchronous must be 'FULL' or 'NORMAL', not {synchronous!r}")
        if is_postgres_url(path):
            server = await PostgresDatabase.connect(str(path), busy_deadline_s=busy_deadline_s)
            try:
                async with server.opening():  # never a version another process is migrating past
                    found = await server.run(lambda s: migrations.check_not_too_new(s, server.name))
                    if 0 < found < migrations.latest_version() and not i_have_a_backup:
                        latest = migrations.latest_version()
                        raise MigrationNeedsBackupError(server.name, found, latest)
                    await migrations.migrate(server, server.name)
            except BaseException:
                await server.close()
                raise
            return cls(server, server.name, clock)
        name = str(path)
        prepare_file(Path(path))
        writer = Connection(
            await connect(path, busy_timeout_ms=busy_timeout_ms), busy_deadline_s=busy_deadline_s
        )
        writer.path = name
        db = SqliteDatabase(writer)
        try:
            # Checked before anything is written: a newer database is left as it is.
            found = await db.run(lambda s: migrations.check_not_too_new(s, name))
            if 0 < found < migrations.latest_version():
                await _keep_before_migrating(Path(path), found)
            await db.run(_enable_wal)
            await db.run(lambda s: s.execute(f"PRAGMA synchronous = {synchronous}"))
            await migrations.migrate(db, name)
            reader = await connect(path, busy_timeout_ms=busy_timeout_ms, read_only=True)
            db.reader = Connection(reader, busy_deadline_s=busy_deadline_s)
            db.reader.path = name
        except BaseException as exc:
            await db.close()
            if is_corrupt(exc):
                raise CorruptDatabaseError(name, str(exc)) from exc
            raise
        return cls(db, name, clock)

    @property
    def dialect(self) -> str:
        """'sqlite' or 'postgresql'."""
        return self._db.dialect

    async def close(self) -> None:
        """Close the database (waits for the statement in progress)."""
        await self._db.close()

    async def check_writable(self) -> None:
        """Commit a write that changes nothing (the schema version, rewritten as it is); raises
        StoreError when the database cannot be written (full disk, read-only file, held lock)."""

        async def rewrite(session: Session) -> None:
            version = await migrations.schema_version(session)
            await migrations.set_version(session, version)

        await self._db.transaction(rewrite)

    async def __aenter__(self) -> Store:
        return self

    async def __aexit__(
        self,
        exc_type: type[BaseException] | None,
        exc: BaseException | None,
        traceback: TracebackType | None,
    ) -> None:
        await self.close()

    # -- server settings ---------------------------------------------------------------------

    async def guild_settings(self, guild_id: int) -> GuildSettings:
        """The server's settings (defaults when never changed)."""
        return await self._db.snapshot(lambda c: settings.get_settings(c, guild_id))

    async def update_guild_settings(self, guild_id: int, /, **changes: Any) -> GuildSettings:
        """Change some settings (validated, e.g. default_preset='traditional'); returns all."""
        now = self._clock()
        return await self._db.transaction(
            lambda c: settings.update_settings(c, guild_id, changes, now)
        )

    # -- members -----------------------------------------------------------------------------

    async def profile(self, guild_id: int, user_id: int) -> MemberProfile:
        """The member's profile in this server (zeros if never seen)."""
        return await self._db.snapshot(lambda c: members.get_profile(c, guild_id, user_id))

    async def set_birth_month(self, guild_id: int, user_id: int, month: int | None) -> None:
        """Save (1..12) or forget (None) the member's birth month."""
        now = self._clock()
        await self._db.transaction(
            lambda c: members.set_birth_month(c, guild_id, user_id, month, now)
        )

    async def set_two_step_play(self, guild_id: int, user_id: int, enabled: bool | None) -> None:
        """Save the member's two-step-play preference (None: the preset's default)."""
        now = self._clock()
        await self._db.transaction(
            lambda c: members.set_two_step_play(c, guild_id, user_id, enabled, now)
        )

    async def set_language(self, guild_id: int, user_id: int, language: str | None) -> None:
        """Save the member's language code, e.g. 'ms' (None: their Discord app's language)."""
        now = self._clock()
        await self._db.transaction(
            lambda c: members.set_language(c, guild_id, user_id, language, now)
        )

    # -- matches -----------------------------------------------------------------------------

    async def create_match(
        self,
        guild_id: int,
        channel_id: int,
        players: tuple[Player, Player],
        rules: RuleSet,
        *,
        seed: int | None = None,
        birth_months: tuple[int | None, int | None] | None = None,
        message_id: int | None = None,
    ) -> MatchRecord:
        """Start a match with an empty log; build its engine state with ``match_for``.

        ``seed`` None draws a random one; ``birth_months`` None takes the members' saved
        birth months (None for the computer).
        """
        chosen_seed = matches.new_seed() if seed is None else seed
        now = self._clock()

        async def body(conn: Session) -> MatchRecord:
            months = birth_months
            if months is None:
                found: list[int | None] = []
                for player in players:
                    if player.user_id is None:
                        found.append(None)
                    else:
                        profile = await members.get_profile(conn, guild_id, player.user_id)
                        found.append(profile.birth_month)
                months = (found[0], found[1])
            return await matches.create_match(
                conn,
                guild_id=guild_id,
                channel_id=channel_id,
                players=players,
                rules=rules,
                seed=chosen_seed,
                birth_months=months,
                message_id=message_id,
                now=now,
            )

        record = await self._db.transaction(body)
        self.owners.remember_match(record.match_id, guild_id, channel_id, players)
        return record

    @staticmethod
    def match_for(record: MatchRecord) -> Match:
        """A new engine Match for a just-created record (rules, seed and birth months)."""
        return Match(restore.rules_of(record), record.seed, record.birth_months)

    async def get_match(self, match_id: int) -> MatchRecord:
        """The stored match; raises MatchNotFoundError."""
        return await self._db.snapshot(lambda c: matches.get_match(c, match_id))

    async def set_message_id(self, match_id: int, message_id: int | None) -> None:
        """Point the match at its public table message."""
        now = self._clock()
        await self._db.run(lambda c: matches.set_message_id(c, match_id, message_id, now))

    async def match_log(self, match_id: int) -> list[str]:
        """The match's logged actions, in order."""
        return await self._db.snapshot(lambda c: matches.match_log(c, match_id))

    async def append_action(self, match_id: int, seq: int, action: Action | str) -> None:
        """Log the match's action number ``seq`` (0-based), committed before returning.

        ``seq`` must equal the number of actions already logged, so a doubled click raises
        LogConflictError instead of being applied twice. Also raises MatchNotActiveError,
        MatchNotFoundError and ActionSyntaxError. Legality is the engine's business: apply or
        check the action on the Match first. Under shard leases, raises ShardTakenError when
        another process serves the match's shard now.
        """
        now, fences = self._clock(), self.fences()
        await self._db.run(lambda c: matches.append_action(c, match_id, seq, action, now, fences))

    async def set_turn_deadline(self, match_id: int, deadline: datetime | None) -> None:
        """Store when the match's current turn times out (None: clear it).

        Setting raises MatchNotActiveError for a match that is over; clearing never does.
        """
        now = self._clock()
        await self._db.run(lambda c: matches.set_turn_deadline(c, match_id, deadline, now))

    async def give_back_time(
        self, match_id: int, seq: int, seat: int, seconds: float, deadline: datetime
    ) -> None:
        """Record ``seconds`` given back to ``seat``'s turn ``seq`` (the bot could not show the
        hand) with the turn's new ``deadline``, together; MatchNotActiveError once it is over."""
        now = self._clock()
        await self._db.transaction(
            lambda c: given_back.give_back(c, match_id, seq, seat, seconds, deadline, now)
        )

    async def time_given_back(self, match_id: int) -> list[GivenBack]:
        """The turn time given back in the match, by turn (none: the bot was never late)."""
        return await self._db.snapshot(lambda c: given_back.given_back(c, match_id))

    async def claim_reminder(self, match_id: int, seq: int) -> bool:
        """Whether the player to move at turn ``seq`` may be reminded now: True once a turn,
        for the one caller that claims it (a restart or another process gets False)."""

        async def claim(conn: Session) -> bool:
            return bool(
                await conn.execute(
                    "INSERT INTO turn_reminders (match_id, seq) VALUES (?, ?) "
                    "ON CONFLICT (match_id) DO UPDATE SET seq = excluded.seq "
                    "WHERE turn_reminders.seq < excluded.seq",
                    (match_id, seq),
                )
            )

        return await self._db.run(claim)

    async def mark_time_out(self, match_id: int, seq: int) -> None:
        """Record that the clock of turn ``seq`` ran out, before its forfeit is logged: the
        match then reads as ended by time-out (``TournamentStore.match_result``)."""
        await self._db.run(
            lambda c: c.execute(
                "INSERT INTO turn_time_outs (match_id, seq) VALUES (?, ?) "
                "ON CONFLICT (match_id) DO UPDATE SET seq = excluded.seq",
                (match_id, seq),
            )
        )

    async def turn_deadline(self, match_id: int) -> datetime | None:
        """When the match's current turn times out, as stored; None when no turn is timed."""
        return (await self.get_match(match_id)).turn_deadline

    async def set_cooldown(self, guild_id: int, user_id: int, until: datetime) -> None:
        """Store that the member may not start a match in the server before ``until``."""
        now = self._clock()
        await self._db.run(lambda c: cooldowns.set_cooldown(c, guild_id, user_id, until, now))

    async def claim_review_share(self, match_id: int, seat: int) -> bool:
        """Record that ``seat``'s review of the match is shared now; False if it was before."""
        now = self._clock()
        return await self._db.run(lambda c: shares.claim_share(c, match_id, seat, now))

    async def release_review_share(self, match_id: int, seat: int) -> None:
        """Forget a share that could not be posted, so that it may be tried again."""
        await self._db.run(lambda c: shares.release_share(c, match_id, seat))

    async def cooldowns(self) -> dict[tuple[int, int], datetime]:
        """Until when each waiting member, by (server, member), may not start a match."""
        now = self._clock()
        return await self._db.read(lambda c: cooldowns.cooldowns(c, now))

    async def mark_hinted(self, match_id: int) -> None:
        """Record that a hint was used in the active match: it will earn no ranking points."""
        now = self._clock()
        await self._db.run(lambda c: matches.mark_hinted(c, match_id, now))

    async def finished_matches_of(
        self, guild_id: int, user_id: int, limit: int = 25
    ) -> list[MatchRecord]:
        """The member's finished matches in the server, newest first."""
        return await self._db.read(
            lambda c: matches.finished_of_member(c, guild_id, user_id, limit)
        )

    async def unfinished_matches(
        self, guild_id: int | None = None, channel_id: int | None = None
    ) -> list[MatchRecord]:
        """Active matches, oldest first (optionally of one server or channel)."""
        return await self._db.snapshot(
            lambda c: matches.list_matches(c, "active", guild_id, channel_id)
        )

    async def restore(self, match_id: int, *, mark_damaged: bool = True) -> RestoredMatch:
        """The match rebuilt by replaying its log.

        Raises DamagedMatchError (logged; an active match is then marked 'damaged' unless
        ``mark_damaged`` is False) when its rule set or log no longer loads.
        """

        async def read(conn: Session) -> tuple[MatchRecord, list[str]]:
            return await matches.get_match(conn, match_id), await matches.match_log(conn, match_id)

        record, actions = await self._db.snapshot(read)
        self.owners.remember_match(match_id, record.guild_id, record.channel_id, record.players)
        if record.status == "damaged":
            damaged = DamagedMatchError(match_id, record.damage or "it was marked damaged")
            log.error("%s", damaged)
            raise damaged
        try:
            match = restore.replay(record, actions)
        except DamagedMatchError as exc:
            log.error("%s", exc)
            if mark_damaged and record.status == "active":
                now, reason = self._clock(), exc.reason
                await self._db.transaction(
                    lambda c: matches.set_status(c, match_id, "damaged", now, damage=reason)
                )
            raise
        return RestoredMatch(record, match)

    async def finish_match(self, match_id: int, match: Match) -> FinishOutcome:
        """Record the ended match's result, points and statistics, all in one transaction.

        At most once: a second call changes nothing and returns the first outcome with
        ``already_finished=True``. Raises MatchNotOverError, MatchNotActiveError (abandoned or
        damaged), MatchMismatchError (``match`` is not the logged one).
        """
        now = self._clock()
        return await self._db.transaction(lambda c: finishing.finish(c, match_id, match, now))

    async def abandon_match(self, match_id: int) -> bool:
        """End an active match with no result and no statistics; False if it was not active."""
        now = self._clock()
        return await self._db.transaction(
            lambda c: matches.set_status(c, match_id, "abandoned", now)
        )

    async def recover(self, owns: Callable[[MatchRecord], bool] = lambda record: True) -> Recovery:
        """Restore the active matches that ``owns`` accepts, finishing those that had ended.

        A damaged match is logged, marked and reported; it never stops the others. A finish the
        store refuses now is left for the next start (the log keeps the whole match).
        """
        recovery = Recovery()
        for record in await self.unfinished_matches():
            if not owns(record):
                continue  # another process plays it
            try:
                restored = await self.restore(record.match_id)
            except DamagedMatchError as exc:
                recovery.damaged.append(exc)
                continue
            if not restored.match.over:
                recovery.restored.append(restored)
                continue
            try:  # the last action was logged, the result was not
                recovery.finished.append(await self.finish_match(record.match_id, restored.match))
            except StoreError:
                log.exception("could not record the end of match %s", record.match_id)
        return recovery

    # -- challenges --------------------------------------------------------------------------

    async def create_challenge(
        self,
        guild_id: int,
        channel_id: int,
        challenger_id: int,
        challenged_id: int,
        rules_preset: str,
        expires_at: datetime,
        *,
        variant_json: str | None = None,
        message_id: int | None = None,
    ) -> PendingChallenge:
        """Store a pending challenge (either member's expired ones are removed first).

        Raises ChallengePendingError when either member already has one pending here.
        """
        now = self._clock()
        return await self._db.transaction(
            lambda c: challenges.create_challenge(
                c,
                guild_id=guild_id,
                channel_id=channel_id,
                challenger_id=challenger_id,
                challenged_id=challenged_id,
                rules_preset=rules_preset,
                variant_json=variant_json,
                message_id=message_id,
                expires_at=expires_at,
                now=now,
            )
        )

    async def get_challenge(self, challenge_id: int) -> PendingChallenge:
        """The pending challenge; raises ChallengeNotFoundError."""
        return await self._db.snapshot(lambda c: challenges.get_challenge(c, challenge_id))

    async def set_challenge_message(self, challenge_id: int, message_id: int | None) -> None:
        """Point the challenge at its posted message; raises ChallengeNotFoundError."""
        await self._db.run(lambda c: challenges.set_challenge_message(c, challenge_id, message_id))

    async def delete_challenge(self, challenge_id: int) -> bool:
        """Remove the challenge; True for the one caller that removed it, False if gone."""
        return await self._db.transaction(lambda c: challenges.delete_challenge(c, challenge_id))

    async def pending_challenges(self, guild_id: int | None = None) -> list[PendingChallenge]:
        """Stored challenges, oldest first (expired ones too: the caller closes them)."""
        return await self._db.snapshot(lambda c: challenges.list_challenges(c, guild_id))

    # -- leaderboard -------------------------------------------------------------------------

    async def leaderboard(
        self, guild_id: int, page: int = 1, per_page: int = 10
    ) -> LeaderboardPage:
        """One page of the server's leaderboard (1-based, clamped)."""
        return await self._db.read(lambda c: leaderboard.leaderboard(c, guild_id, page, per_page))

    async def rank_of(self, guild_id: int, user_id: int) -> RankEntry | None:
        """The member's place on the server's leaderboard, or None if they never played."""
        return await self._db.read(lambda c: leaderboard.rank_of(c, guild_id, user_id))

    async def rating_of(self, guild_id: int, user_id: int) -> MemberRating | None:
        """The member's skill rating here and its trend; None before a rated match."""
        return await self._db.snapshot(lambda c: ratings.rating_of(c, guild_id, user_id))

    async def rating_history(self, guild_id: int, user_id: int) -> list[tuple[int, float]]:
        """The member's mu after each of their rated matches here, by its count, oldest first."""
        return await self._db.snapshot(lambda c: history.rating_history(c, guild_id, user_id))

    async def rating_page(self, guild_id: int, page: int = 1, per_page: int = 10) -> RatingPage:
        """One page of the server's members by skill rating (1-based, clamped)."""
        return await self._db.snapshot(lambda c: ratings.rating_page(c, guild_id, page, per_page))

    async def stored_ratings(self) -> dict[tuple[int, int], Skill]:
        """Every member's stored rating, by (guild_id, user_id)."""
        return await self._db.snapshot(ratings.stored)

    async def recount_ratings(self) -> dict[tuple[int, int], Skill]:
        """Every member's rating replayed from the stored match results (nothing written)."""
        return await self._db.snapshot(ratings.recount)

    async def season_plan(self, guild_id: int) -> SeasonPlan | None:
        """The server's seasons; None if never turned on."""
        return await self._db.read(lambda c: seasons.plan_of(c, guild_id))

    async def set_season_plan(
        self, guild_id: int, length: SeasonLength, channel_id: int | None
    ) -> SeasonPlan:
        """Turn the server's seasons on or off, or change their length or channel."""
        now = self._clock()
        return await self._db.transaction(
            lambda c: seasons.set_plan(c, guild_id, length, channel_id, now)
        )

    async def end_due_seasons(self) -> list[SeasonEnd]:
        """End every season that is due, each once (whichever process asks first)."""
        now = self._clock()
        ended = []
        for guild_id in await self._db.read(lambda c: seasons.due(c, now)):
            end = await self._db.transaction(
                functools.partial(seasons.end_season, guild_id=guild_id, now=now)
            )
            if end is not None:
                ended.append(end)
        return ended

    async def claim_season_announcement(self, guild_id: int, number: int) -> bool:
        """Whether this process is the one to announce the ended season (at most one is)."""
        now = self._clock()
        return await self._db.run(lambda c: seasons.claim_announcement(c, guild_id, number, now))

    async def unannounced_seasons(self) -> list[tuple[int, int]]:
        """(guild_id, number) of ended seasons not announced yet."""
        return await self._db.read(seasons.unannounced)

    async def ended_season(self, guild_id: int, number: int) -> SeasonEnd | None:
        """An ended season with the top of its board; None if there is no such season."""
        return await self._db.snapshot(lambda c: seasons.ended(c, guild_id, number))

    async def last_ended_season(self, guild_id: int) -> int:
        """The number of the server's latest ended season (0: none yet)."""
        return await self._db.read(lambda c: seasons.last_ended(c, guild_id))

    async def rebuild_ratings(self) -> int:
        """Rewrite every rating from the stored match results; returns the matches rated."""
        now = self._clock()
        return await self._db.transaction(lambda c: ratings.rebuild(c, now))


async def _keep_before_migrating(path: Path, version: int) -> None:
    # A migration cannot be undone by an older bot: its database is kept to go back to.
    try:
        copy = await asyncio.to_thread(keep_before_migrating, path, version)
    except (OSError, sqlite3.Error, StoreError) as error:
        raise StoreUnavailableError(
            f"{path}: cannot keep a copy of the database before migrating it from schema "
            f"version {version} ({error}); nothing was changed"
        ) from None
    log.info(
        "%s: kept a copy at schema version %d as %s before migrating it to %d",
        path,
        version,
        copy,
        migrations.latest_version(),
    )


async def _enable_wal(session: Session) -> None:
    # Readers never block the writer and a commit appends to the log instead of rewriting pages.
    row = await session.fetchone("PRAGMA journal_mode = WAL")
    if row is None or str(row[0]).lower() != "wal":
        raise RuntimeError(f"could not switch the database to WAL mode (got {row})")
