"""Errors raised by the store; every one names what failed and why."""

from __future__ import annotations


class StoreError(Exception):
    """Base class of the store's errors."""


class SchemaTooNewError(StoreError):
    """The database was written by a newer version of the bot; it is left untouched."""

    def __init__(self, path: str, found: int, supported: int) -> None:
        super().__init__(
            f"{path}: database schema version {found} is newer than this bot supports "
            f"({supported}); upgrade the bot or use another database file"
        )
        self.found = found
        self.supported = supported


class MigrationNeedsBackupError(StoreError):
    """A PostgreSQL database from an older bot, which migrating would change for good, and no
    word that a backup was taken; nothing was changed."""

    def __init__(self, name: str, found: int, latest: int) -> None:
        super().__init__(
            f"{name}: the database is at schema version {found} and this bot migrates it to "
            f"{latest}, which an older bot cannot read: take a backup first (koikoi db backup), "
            "then start the bot with --i-have-a-backup (or I_HAVE_A_BACKUP=true)"
        )
        self.found = found
        self.latest = latest


class CorruptDatabaseError(StoreError):
    """The database file is damaged or is no database at all; it is left untouched."""

    def __init__(self, path: str, reason: str) -> None:
        super().__init__(
            f"{path}: the database file is damaged or not a koikoi database ({reason}); "
            "restore it from a backup or point DATABASE_PATH at another file"
        )
        self.path = path
        self.reason = reason


class StoreBusyError(StoreError):
    """The database stayed locked by another process for longer than the retry deadline."""


class StoreUnavailableError(StoreError):
    """SQLite refused the statement for a reason other than a lock: the disk is full, an I/O
    error, a read-only or damaged file. Nothing was written; it may work again later."""


class MatchNotFoundError(StoreError, LookupError):
    """No match has this id."""

    def __init__(self, match_id: int) -> None:
        super().__init__(f"match {match_id} does not exist")
        self.match_id = match_id


class MatchNotActiveError(StoreError):
    """The match is finished, abandoned or damaged: no more actions may be logged."""

    def __init__(self, match_id: int, status: str) -> None:
        super().__init__(f"match {match_id} is {status}: no more actions can be logged")
        self.match_id = match_id
        self.status = status


class LogConflictError(StoreError):
    """An action's sequence number does not follow the log (a doubled or stale click)."""

    def __init__(self, match_id: int, seq: int, log_length: int) -> None:
        super().__init__(
            f"match {match_id}: action #{seq} refused, the log already holds "
            f"{log_length} action(s) (the next must be #{log_length})"
        )
        self.match_id = match_id
        self.seq = seq
        self.log_length = log_length


class DamagedMatchError(StoreError):
    """A stored match cannot be rebuilt (bad rule set, a log that does not replay...)."""

    def __init__(self, match_id: int, reason: str) -> None:
        super().__init__(f"match {match_id} is damaged: {reason}")
        self.match_id = match_id
        self.reason = reason


class MatchNotOverError(StoreError, ValueError):
    """finish_match was given a match that has not ended."""


class MatchMismatchError(StoreError, ValueError):
    """The engine Match handed to the store is not the stored one (seed, rules or log differ)."""

    def __init__(self, match_id: int, what: str) -> None:
        super().__init__(f"match {match_id}: the Match given is not the one stored: {what}")
        self.match_id = match_id


class AlreadyPlayingError(StoreError):
    """The member already plays an active match in this server (enforced by the database)."""

    def __init__(self, guild_id: int, user_id: int, match_id: int | None) -> None:
        super().__init__(
            f"member {user_id} already plays match {match_id} in server {guild_id}: "
            "one active match per member per server"
        )
        self.guild_id = guild_id
        self.user_id = user_id
        self.match_id = match_id


class ChannelBusyError(StoreError):
    """The channel already has an active match (enforced by the database)."""

    def __init__(self, channel_id: int, match_id: int | None) -> None:
        super().__init__(
            f"channel {channel_id} already has active match {match_id}: one match per channel"
        )
        self.channel_id = channel_id
        self.match_id = match_id


class ChallengePendingError(StoreError):
    """The member already has a pending challenge in this server, made or received."""

    def __init__(self, guild_id: int, user_id: int, challenge_id: int | None) -> None:
        super().__init__(
            f"member {user_id} already has pending challenge {challenge_id} in server "
            f"{guild_id}: one pending challenge per member per server"
        )
        self.guild_id = guild_id
        self.user_id = user_id
        self.challenge_id = challenge_id


class ChallengeNotFoundError(StoreError, LookupError):
    """No pending challenge has this id (answered, withdrawn or expired and removed)."""

    def __init__(self, challenge_id: int) -> None:
        super().__init__(f"challenge {challenge_id} is not pending")
        self.challenge_id = challenge_id
