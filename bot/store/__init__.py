"""Persistence: server settings, members' ranking and records, matches and their logs (SQLite)."""

from bot.store.challenges import PendingChallenge
from bot.store.errors import (
    AlreadyPlayingError,
    ChallengeNotFoundError,
    ChallengePendingError,
    ChannelBusyError,
    CorruptDatabaseError,
    DamagedMatchError,
    LogConflictError,
    MatchMismatchError,
    MatchNotActiveError,
    MatchNotFoundError,
    MatchNotOverError,
    MigrationNeedsBackupError,
    SchemaTooNewError,
    StoreBusyError,
    StoreError,
    StoreUnavailableError,
)
from bot.store.finishing import FinishOutcome, SeatOutcome
from bot.store.given_back import GivenBack
from bot.store.leaderboard import LeaderboardPage, RankEntry
from bot.store.matches import MatchRecord, MatchResult, MatchStatus
from bot.store.members import MemberProfile, Record
from bot.store.restore import RestoredMatch
from bot.store.settings import GuildSettings
from bot.store.stats import RANKING_POINTS, BiggestYaku
from bot.store.store import DEFAULT_PATH, Recovery, Store

__all__ = [
    "DEFAULT_PATH", "RANKING_POINTS", "AlreadyPlayingError", "BiggestYaku",
    "ChallengeNotFoundError", "ChallengePendingError", "ChannelBusyError", "CorruptDatabaseError",
    "DamagedMatchError", "FinishOutcome", "GivenBack", "GuildSettings", "LeaderboardPage",
    "LogConflictError",
    "MatchMismatchError", "MatchNotActiveError", "MatchNotFoundError", "MatchNotOverError",
    "MatchRecord", "MatchResult", "MatchStatus", "MemberProfile", "MigrationNeedsBackupError",
    "PendingChallenge", "RankEntry",
    "Record", "Recovery", "RestoredMatch", "SchemaTooNewError", "SeatOutcome", "Store",
    "StoreBusyError", "StoreError", "StoreUnavailableError",
]  # fmt: skip
