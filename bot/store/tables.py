"""Every table of the schema, declared once (see ``bot/store/schema.py`` for how to add one).

A column's ``since`` is the version that added it to a table made earlier; the migrations in
``bot/store/migrations.py`` write each version's statements from these declarations.
"""

from __future__ import annotations

from bot.store.levels import DEFAULT_LEVEL_VALUE, LEVEL_VALUES, OPPONENT_VALUES
from bot.store.schema import BIG, BIGINT, FLAG, INSTANT, INT, REAL, TEXT, Column, Index, Table


def _flag(name: str, default: int, since: int) -> Column:
    """A 0/1 setting stored as an integer in both databases."""
    return Column(name, INT, True, str(default), f"{name} IN (0, 1)", since=since)


def _member_key() -> tuple[Column, Column]:
    return Column("guild_id", BIG, True), Column("user_id", BIG, True)


GUILD_SETTINGS = Table(
    "guild_settings",
    (
        Column("guild_id", BIG, primary_key=True),
        Column("default_preset", TEXT, True, "'standard'"),
        Column("turn_timeout_seconds", INT, True, "600"),
        Column("locale", TEXT),
        Column("game_channel_id", BIG),
        Column("default_level", TEXT, True, DEFAULT_LEVEL_VALUE),
        Column("updated_at", TEXT, True),
        _flag("match_threads", 0, since=3),
        _flag("turn_pings", 1, since=3),
        _flag("hints_allowed", 0, since=3),
        Column("default_variants", TEXT, since=3),
        _flag("spectators_call", 1, since=7),
        # A server's default house rules (docs/rules.md section 10): rule to choice, as JSON.
        Column("default_house_rules", TEXT, since=8),
    ),
)

MEMBERS = Table(
    "members",
    (
        *_member_key(),
        Column("ranking_points", BIG, True, "0"),
        Column("points_reached_at", TEXT),
        Column("best_round_score", BIG, True, "0"),
        Column("biggest_yaku_key", TEXT),
        Column("biggest_yaku_points", BIG),
        Column("koikoi_calls", BIG, True, "0"),
        Column("koikoi_won", BIG, True, "0"),
        Column("birth_month", INT, check="birth_month BETWEEN 1 AND 12"),
        Column("two_step_play", INT, check="two_step_play IN (0, 1)"),
        Column("created_at", TEXT, True),
        Column("updated_at", TEXT, True),
        # Discord has no Malay locale: a member may choose the language only they see.
        Column(
            "language",
            TEXT,
            check="language IS NULL OR length(language) BETWEEN 2 AND 16",
            since=2,
        ),
        # A member's totals next to their points: one index orders the leaderboard.
        Column("played", INT, True, "0", since=4),
        Column("won", INT, True, "0", since=4),
        Column("lost", INT, True, "0", since=4),
        Column("drawn", INT, True, "0", since=4),
    ),
    primary_key=("guild_id", "user_id"),
    indexes=(
        Index(
            "members_ranked",
            "(guild_id, ranking_points DESC, won DESC, points_reached_at, user_id)",
            where="played > 0",
            since=4,
        ),
    ),
)

MEMBER_RECORDS = Table(
    "member_records",
    (
        *_member_key(),
        Column("opponent", TEXT, True, check=f"opponent IN ({OPPONENT_VALUES})"),
        Column("played", BIG, True, "0"),
        Column("won", BIG, True, "0"),
        Column("lost", BIG, True, "0"),
        Column("drawn", BIG, True, "0"),
    ),
    primary_key=("guild_id", "user_id", "opponent"),
    foreign_keys=("(guild_id, user_id) REFERENCES members (guild_id, user_id)",),
    without_rowid=True,
)

# How many ranked members hold each points value: a rank sums a few hundred of these instead
# of counting every member ahead.
RANKED_POINTS = Table(
    "ranked_points",
    (
        Column("guild_id", BIGINT, True),
        Column("ranking_points", BIGINT, True),
        Column("members", INT, True, check="members >= 0"),
    ),
    primary_key=("guild_id", "ranking_points"),
    strict=False,
)

MATCHES = Table(
    "matches",
    (
        Column("match_id", BIG, serial=True),  # never reused: an old button reaches no newer
        Column("guild_id", BIG, True),
        Column("channel_id", BIG, True),
        Column("message_id", BIG),
        Column("seat0_user_id", BIG),
        Column("seat0_level", TEXT, check=f"seat0_level IN ({LEVEL_VALUES})"),
        Column("seat1_user_id", BIG),
        Column("seat1_level", TEXT, check=f"seat1_level IN ({LEVEL_VALUES})"),
        Column("birth_month0", INT),
        Column("birth_month1", INT),
        Column("rules_preset", TEXT, True),
        Column("rules_json", TEXT, True),
        Column("seed", BIG, True),
        Column(
            "status",
            TEXT,
            True,
            "'active'",
            "status IN ('active', 'finished', 'abandoned', 'damaged')",
        ),
        Column("log_length", INT, True, "0"),
        Column("created_at", TEXT, True),
        Column("updated_at", TEXT, True),
        Column("finished_at", TEXT),
        Column("winner", INT, check="winner IN (0, 1)"),
        Column("score0", BIG),
        Column("score1", BIG),
        Column("forfeited_by", INT, check="forfeited_by IN (0, 1)"),
        Column("outcome_json", TEXT),
        Column("damage", TEXT),
        Column("turn_deadline", TEXT, since=3),
        _flag("hinted", 0, since=3),
    ),
    checks=(
        "(seat0_user_id IS NULL) <> (seat0_level IS NULL)",
        "(seat1_user_id IS NULL) <> (seat1_level IS NULL)",
    ),
    indexes=(
        Index("matches_by_status", "(status, guild_id, channel_id)"),
        Index("matches_one_active_per_channel", "(channel_id)", True, "status = 'active'", 3),
    ),
)

MATCH_ACTIONS = Table(
    "match_actions",
    (
        Column("match_id", BIG, True, references="matches (match_id)"),
        Column("seq", INT, True, check="seq >= 0"),
        Column("action", TEXT, True),
        Column("created_at", TEXT, True),
        # The shard lease's fencing number the move was logged under.
        Column("fence", BIG, since=10, copied=False),
    ),
    primary_key=("match_id", "seq"),
    without_rowid=True,
)

# A member of an active match, whichever seat: the key allows one per server. Filled by the
# matches' triggers, so not copied.
PLAYING_MEMBERS = Table(
    "playing_members",
    (*_member_key(), Column("match_id", BIG, True, references="matches (match_id)")),
    primary_key=("guild_id", "user_id"),
    indexes=(Index("playing_members_by_match", "(match_id)"),),
    without_rowid=True,
    copied=False,
)

CHALLENGES = Table(
    "challenges",
    (
        Column("challenge_id", BIG, serial=True),
        Column("guild_id", BIG, True),
        Column("channel_id", BIG, True),
        Column("challenger_id", BIG, True),
        Column("challenged_id", BIG, True),
        Column("rules_preset", TEXT, True),
        Column("variant_json", TEXT),
        Column("message_id", BIG),
        Column("expires_at", TEXT, True),
        Column("created_at", TEXT, True),
    ),
    checks=("challenger_id <> challenged_id",),
)

# Both sides of a pending challenge: the key allows one per member per server.
CHALLENGE_MEMBERS = Table(
    "challenge_members",
    (
        *_member_key(),
        Column(
            "challenge_id",
            BIG,
            True,
            references="challenges (challenge_id) ON DELETE CASCADE",
        ),
    ),
    primary_key=("guild_id", "user_id"),
    indexes=(Index("challenge_members_by_challenge", "(challenge_id)"),),
    without_rowid=True,
    copied=False,
)

# The wait after a forfeit outlives a restart: until when each member may not start a match.
COOLDOWNS = Table(
    "cooldowns",
    (*_member_key(), Column("waits_until", TEXT, True)),
    primary_key=("guild_id", "user_id"),
    without_rowid=True,
)

# A review is shared in its channel once, restarts included.
REVIEW_SHARES = Table(
    "review_shares",
    (
        Column("match_id", BIG, True),
        Column("seat", INT, True, check="seat IN (0, 1)"),
        Column("shared_at", TEXT, True),
    ),
    primary_key=("match_id", "seat"),
    without_rowid=True,
)

# The deal of the day: one try per member and day.
DAILY_PLAYS = Table(
    "daily_plays",
    (
        *_member_key(),
        Column("day", TEXT, True),
        Column("rules", TEXT, True),
        Column("actions", TEXT, True, "''"),
        Column("moves", INT, True, "0"),
        Column("status", TEXT, True, "'playing'", "status IN ('playing', 'finished', 'lapsed')"),
        Column("points", INT),
        Column("koikoi_calls", INT),
        Column("started_at", TEXT, True),
        Column("finished_at", TEXT),
        Column("shared_at", TEXT),
    ),
    primary_key=("guild_id", "user_id", "day"),
    indexes=(Index("daily_plays_by_day", "(guild_id, day, status)"),),
    without_rowid=True,
)

# The spectators' guesses at STOP or KOI-KOI.
CALL_VOTES = Table(
    "call_votes",
    (
        Column("match_id", BIG, True),
        Column("seq", INT, True),
        Column("user_id", BIG, True),
        Column("guess", TEXT, True, check="guess IN ('stop', 'koikoi')"),
        Column("voted_at", TEXT, True),
    ),
    primary_key=("match_id", "seq", "user_id"),
    without_rowid=True,
)

# The installation's secret, drawn once, seeds the daily deal (copied, never printed).
INSTALLATION_SECRET = Table(
    "installation_secret",
    (Column("id", INT, primary_key=True, check="id = 1"), Column("secret", TEXT, True)),
)

# One daily try per member across the installation's servers (the first server keeps it).
DAILY_TRIES = Table(
    "daily_tries",
    (Column("user_id", BIG, True), Column("day", TEXT, True), Column("guild_id", BIG, True)),
    primary_key=("user_id", "day"),
    without_rowid=True,
)

# One row per shard: who serves it, until when (the database's clock), and the fencing number,
# raised at every take-over, that a move must carry to be logged. The process's own: not copied.
SHARD_LEASES = Table(
    "shard_leases",
    (
        Column("shard", INT, primary_key=True, check="shard >= 0"),
        Column("holder", TEXT, True),
        Column("fence", BIG, True),
        Column("expires_at", INSTANT, True),
        Column("renewed_at", INSTANT, True),
        Column("locked", FLAG, True, "0"),
    ),
    copied=False,
)

# A member's skill rating in a server (bot/rating), after their latest rated match.
RATINGS = Table(
    "ratings",
    (
        *_member_key(),
        Column("mu", REAL, True),
        Column("sigma", REAL, True, check="sigma > 0"),
        Column("rated", INT, True, "0", "rated >= 0"),  # rated matches so far
        Column("updated_at", TEXT, True),
    ),
    primary_key=("guild_id", "user_id"),
    indexes=(Index("ratings_ranked", "(guild_id, mu DESC, user_id)"),),
    without_rowid=True,
)

# What each rated match did to each member's rating: the trend, and the proof of a recount.
RATING_CHANGES = Table(
    "rating_changes",
    (
        Column("match_id", BIG, True),
        Column("user_id", BIG, True),
        Column("guild_id", BIG, True),
        Column("mu_before", REAL, True),
        Column("mu", REAL, True),
        Column("sigma", REAL, True),
        Column("rated", INT, True, check="rated >= 1"),
        Column("rated_at", TEXT, True),
    ),
    primary_key=("match_id", "user_id"),
    indexes=(Index("rating_changes_by_member", "(guild_id, user_id, rated)"),),
    without_rowid=True,
)

# A server's seasons: how long (off by default), where the end is announced, the season in play.
SEASON_PLANS = Table(
    "season_plans",
    (
        Column("guild_id", BIG, primary_key=True),
        Column("length", TEXT, True, "'off'", "length IN ('off', 'monthly', 'quarterly')"),
        Column("channel_id", BIG),  # where a season's end is announced
        Column("number", INT, True, "1", "number >= 1"),  # the season in play
        Column("started_at", TEXT, True),
        Column("ends_at", TEXT, True),
        Column("updated_at", TEXT, True),
    ),
)

# One row per season that ended: inserting it is the claim that ends the season exactly once,
# whichever process gets there first; announced_at, the claim of its announcement.
SEASON_ENDS = Table(
    "season_ends",
    (
        Column("guild_id", BIG, True),
        Column("number", INT, True, check="number >= 1"),
        Column("started_at", TEXT, True),
        Column("ended_at", TEXT, True),
        Column("channel_id", BIG),
        Column("announced_at", TEXT),
    ),
    primary_key=("guild_id", "number"),
    without_rowid=True,
)

# The top of each ended season's board, as it stood at its end.
SEASON_BOARDS = Table(
    "season_boards",
    (
        Column("guild_id", BIG, True),
        Column("number", INT, True),
        Column("user_id", BIG, True),
        Column("place", INT, True, check="place >= 1"),
        Column("tied", INT, True, "0", "tied IN (0, 1)"),
        Column("ranking_points", BIG, True),
        Column("played", INT, True),
        Column("won", INT, True),
    ),
    primary_key=("guild_id", "number", "user_id"),
    foreign_keys=("(guild_id, number) REFERENCES season_ends (guild_id, number)",),
    without_rowid=True,
)

# Tournaments (version 13): a tournament in a channel, its players in order of joining (the
# seed), and its games round by round. Every change of state is a compare-and-set on a status
# or the round, so that any process may take a step and one does.
TOURNAMENTS = Table(
    "tournaments",
    (
        Column("tournament_id", BIG, serial=True),
        Column("guild_id", BIG, True),
        Column("channel_id", BIG, True),
        Column("message_id", BIG),
        Column("manager_id", BIG, True),
        Column("format", TEXT, True, check="format IN ('round-robin', 'swiss', 'elimination')"),
        Column("rules_preset", TEXT, True),
        Column("turn_seconds", INT, True, check="turn_seconds > 0"),
        Column(
            "status",
            TEXT,
            True,
            "'open'",
            "status IN ('open', 'running', 'finished', 'cancelled')",
        ),
        Column("round", INT, True, "0"),
        Column("champion_id", BIG),
        Column("created_at", TEXT, True),
        Column("updated_at", TEXT, True),
        # What its games play beside the preset, settled when it was opened (version 14): the
        # variants (as a server's, JSON; NULL: none) and the house rules (rule to choice, JSON).
        # Tournaments opened before played their preset alone, and so go on.
        Column("variants", TEXT, since=14),
        Column("house_rules", TEXT, True, "'{}'", since=14),
    ),
    indexes=(Index("tournaments_by_status", "(status, guild_id, channel_id)"),),
)

TOURNAMENT_PLAYERS = Table(
    "tournament_players",
    (
        Column("tournament_id", BIG, True, references="tournaments (tournament_id)"),
        Column("user_id", BIG, True),
        Column("seed", INT, True),
        Column("withdrawn", INT, True, "0", "withdrawn IN (0, 1)"),
    ),
    primary_key=("tournament_id", "user_id"),
    indexes=(Index("tournament_players_by_seed", "(tournament_id, seed)", unique=True),),
    without_rowid=True,
)

_ENDINGS = (
    "ending IN ('played', 'forfeit', 'time-out', 'no-show', 'walkover', 'withdrawn', 'bye', "
    "'unfinished')"
)
TOURNAMENT_GAMES = Table(
    "tournament_games",
    (
        Column("tournament_id", BIG, True, references="tournaments (tournament_id)"),
        Column("round", INT, True, check="round >= 1"),
        Column("slot", INT, True, check="slot >= 0"),
        Column("first_id", BIG, True),
        Column("second_id", BIG),  # NULL: a bye
        Column("status", TEXT, True, "'waiting'", "status IN ('waiting', 'playing', 'done')"),
        Column("match_id", BIG),
        Column("winner_id", BIG),
        Column("first_points", INT, True, "0"),
        Column("second_points", INT, True, "0"),
        Column("forfeit", INT, True, "0", "forfeit IN (0, 1)"),
        Column("deadline", TEXT, True),
        # How the game was decided (NULL: before schema 15, read from ``forfeit``).
        Column("ending", TEXT, check=_ENDINGS, since=15),
    ),
    primary_key=("tournament_id", "round", "slot"),
    indexes=(Index("tournament_games_by_match", "(match_id)"),),
    without_rowid=True,
)

# The last turn of each match whose player was reminded: one reminder a turn, across restarts
# and processes (the first to write the turn's number sends it).
TURN_REMINDERS = Table(
    "turn_reminders",
    (Column("match_id", BIG, primary_key=True), Column("seq", INT, True, check="seq >= 0")),
)

# The members told of their game of a round by direct message (version 16): one message a
# member a round, across restarts and processes (the first to write the row sends it).
TOURNAMENT_NOTICES = Table(
    "tournament_notices",
    (
        Column("tournament_id", BIG, True, references="tournaments (tournament_id)"),
        Column("round", INT, True, check="round >= 1"),
        Column("user_id", BIG, True),
    ),
    primary_key=("tournament_id", "round", "user_id"),
    without_rowid=True,
)

# The turn of a match whose clock ran out (version 16), written before its forfeit is logged:
# the match ended by time-out when that forfeit is its last action (a move made meanwhile
# leaves the row pointing at a turn that was played).
TURN_TIME_OUTS = Table(
    "turn_time_outs",
    (
        Column("match_id", BIG, primary_key=True, references="matches (match_id)"),
        Column("seq", INT, True, check="seq >= 0"),
    ),
)

# Turn time given back (version 17): seconds the bot took to show a player their hand on turn
# ``seq`` (its number in the match log), added to that turn's clock; beside the log, never in it.
TIME_GIVEN_BACK = Table(
    "time_given_back",
    (
        Column("match_id", BIG, True, references="matches (match_id)"),
        Column("seq", INT, True, check="seq >= 0"),
        Column("seat", INT, True, check="seat IN (0, 1)"),
        Column("seconds", REAL, True, check="seconds > 0"),
        Column("given_at", TEXT, True),
    ),
    primary_key=("match_id", "seq"),
    without_rowid=True,
)

# Parents first: the order ``db copy`` writes them in.
TABLES: tuple[Table, ...] = (
    GUILD_SETTINGS,
    MEMBERS,
    MEMBER_RECORDS,
    RANKED_POINTS,
    MATCHES,
    MATCH_ACTIONS,
    PLAYING_MEMBERS,
    CHALLENGES,
    CHALLENGE_MEMBERS,
    COOLDOWNS,
    REVIEW_SHARES,
    DAILY_PLAYS,
    CALL_VOTES,
    INSTALLATION_SECRET,
    DAILY_TRIES,
    SHARD_LEASES,
    RATINGS,
    RATING_CHANGES,
    SEASON_PLANS,
    SEASON_ENDS,
    SEASON_BOARDS,
    TOURNAMENTS,
    TOURNAMENT_PLAYERS,
    TOURNAMENT_GAMES,
    TURN_REMINDERS,
    TOURNAMENT_NOTICES,
    TURN_TIME_OUTS,
    TIME_GIVEN_BACK,
)
