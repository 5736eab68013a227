-- The schema of version 10 as the bot wrote it for sqlite before its tables were declared once
-- (bot/store/tables.py): every statement of migrations 1 to 10, in order, kept to prove that
-- a database made then migrates forward unchanged. Statements are separated by '-- ;' lines.
-- version 1
CREATE TABLE guild_settings (
    guild_id             INTEGER PRIMARY KEY,
    default_preset       TEXT    NOT NULL DEFAULT 'standard',
    turn_timeout_seconds INTEGER NOT NULL DEFAULT 600,
    locale               TEXT,
    game_channel_id      INTEGER,
    default_level        TEXT    NOT NULL DEFAULT 'normal',
    updated_at           TEXT    NOT NULL
) STRICT
-- ;
-- version 1
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
-- ;
-- version 1
CREATE TABLE member_records (
    guild_id INTEGER NOT NULL,
    user_id  INTEGER NOT NULL,
    opponent TEXT    NOT NULL CHECK (opponent IN ('easy', 'normal', 'expert', 'member')),
    played   INTEGER NOT NULL DEFAULT 0,
    won      INTEGER NOT NULL DEFAULT 0,
    lost     INTEGER NOT NULL DEFAULT 0,
    drawn    INTEGER NOT NULL DEFAULT 0,
    PRIMARY KEY (guild_id, user_id, opponent),
    FOREIGN KEY (guild_id, user_id) REFERENCES members (guild_id, user_id)
) STRICT, WITHOUT ROWID
-- ;
-- version 1
CREATE TABLE matches (
    match_id      INTEGER PRIMARY KEY AUTOINCREMENT,
    guild_id      INTEGER NOT NULL,
    channel_id    INTEGER NOT NULL,
    message_id    INTEGER,
    seat0_user_id INTEGER,
    seat0_level   TEXT CHECK (seat0_level IN ('easy', 'normal', 'expert')),
    seat1_user_id INTEGER,
    seat1_level   TEXT CHECK (seat1_level IN ('easy', 'normal', 'expert')),
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
-- ;
-- version 1
CREATE INDEX matches_by_status ON matches (status, guild_id, channel_id)
-- ;
-- version 1
CREATE TABLE match_actions (
    match_id   INTEGER NOT NULL REFERENCES matches (match_id),
    seq        INTEGER NOT NULL CHECK (seq >= 0),
    action     TEXT    NOT NULL,
    created_at TEXT    NOT NULL,
    PRIMARY KEY (match_id, seq)
) STRICT, WITHOUT ROWID
-- ;
-- version 1
CREATE TRIGGER match_actions_in_order BEFORE INSERT ON match_actions
BEGIN
    SELECT RAISE(ABORT, 'koikoi: match not active')
    WHERE (SELECT status FROM matches WHERE match_id = NEW.match_id) IS NOT 'active';
    SELECT RAISE(ABORT, 'koikoi: log conflict')
    WHERE NEW.seq IS NOT (SELECT log_length FROM matches WHERE match_id = NEW.match_id);
END
-- ;
-- version 1
CREATE TRIGGER match_actions_counted AFTER INSERT ON match_actions
BEGIN
    UPDATE matches SET log_length = NEW.seq + 1, updated_at = NEW.created_at
    WHERE match_id = NEW.match_id;
END
-- ;
-- version 2
ALTER TABLE members ADD COLUMN language TEXT CHECK (language IS NULL OR length(language) BETWEEN 2 AND 16)
-- ;
-- version 3
UPDATE matches SET status = 'abandoned'
WHERE status = 'active' AND EXISTS (
    SELECT 1 FROM matches AS older
    WHERE older.status = 'active' AND older.match_id < matches.match_id
      AND (older.channel_id = matches.channel_id
           OR (older.guild_id = matches.guild_id AND (
               older.seat0_user_id IN (matches.seat0_user_id, matches.seat1_user_id)
               OR older.seat1_user_id IN (matches.seat0_user_id, matches.seat1_user_id))))
)
-- ;
-- version 3
ALTER TABLE matches ADD COLUMN turn_deadline TEXT
-- ;
-- version 3
ALTER TABLE matches ADD COLUMN hinted INTEGER NOT NULL DEFAULT 0 CHECK (hinted IN (0, 1))
-- ;
-- version 3
CREATE UNIQUE INDEX matches_one_active_per_channel ON matches (channel_id)
WHERE status = 'active'
-- ;
-- version 3
CREATE TABLE playing_members (
    guild_id INTEGER NOT NULL,
    user_id  INTEGER NOT NULL,
    match_id INTEGER NOT NULL REFERENCES matches (match_id),
    PRIMARY KEY (guild_id, user_id)
) STRICT, WITHOUT ROWID
-- ;
-- version 3
CREATE INDEX playing_members_by_match ON playing_members (match_id)
-- ;
-- version 3
INSERT INTO playing_members (guild_id, user_id, match_id)
SELECT guild_id, seat0_user_id, match_id FROM matches
WHERE status = 'active' AND seat0_user_id IS NOT NULL
UNION ALL
SELECT guild_id, seat1_user_id, match_id FROM matches
WHERE status = 'active' AND seat1_user_id IS NOT NULL
-- ;
-- version 3
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
-- ;
-- version 3
CREATE TRIGGER matches_free_members AFTER UPDATE OF status ON matches
WHEN OLD.status = 'active' AND NEW.status <> 'active'
BEGIN
    DELETE FROM playing_members WHERE match_id = NEW.match_id;
    UPDATE matches SET turn_deadline = NULL WHERE match_id = NEW.match_id;
END
-- ;
-- version 3
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
-- ;
-- version 3
CREATE TABLE challenge_members (
    guild_id     INTEGER NOT NULL,
    user_id      INTEGER NOT NULL,
    challenge_id INTEGER NOT NULL REFERENCES challenges (challenge_id) ON DELETE CASCADE,
    PRIMARY KEY (guild_id, user_id)
) STRICT, WITHOUT ROWID
-- ;
-- version 3
CREATE INDEX challenge_members_by_challenge ON challenge_members (challenge_id)
-- ;
-- version 3
CREATE TRIGGER challenges_seat_members AFTER INSERT ON challenges
BEGIN
    INSERT INTO challenge_members (guild_id, user_id, challenge_id)
    VALUES (NEW.guild_id, NEW.challenger_id, NEW.challenge_id),
           (NEW.guild_id, NEW.challenged_id, NEW.challenge_id);
END
-- ;
-- version 3
ALTER TABLE guild_settings ADD COLUMN match_threads INTEGER NOT NULL DEFAULT 0 CHECK (match_threads IN (0, 1))
-- ;
-- version 3
ALTER TABLE guild_settings ADD COLUMN turn_pings INTEGER NOT NULL DEFAULT 1 CHECK (turn_pings IN (0, 1))
-- ;
-- version 3
ALTER TABLE guild_settings ADD COLUMN hints_allowed INTEGER NOT NULL DEFAULT 0 CHECK (hints_allowed IN (0, 1))
-- ;
-- version 3
ALTER TABLE guild_settings ADD COLUMN default_variants TEXT
-- ;
-- version 4
ALTER TABLE members ADD COLUMN played INTEGER NOT NULL DEFAULT 0
-- ;
-- version 4
ALTER TABLE members ADD COLUMN won INTEGER NOT NULL DEFAULT 0
-- ;
-- version 4
ALTER TABLE members ADD COLUMN lost INTEGER NOT NULL DEFAULT 0
-- ;
-- version 4
ALTER TABLE members ADD COLUMN drawn INTEGER NOT NULL DEFAULT 0
-- ;
-- version 4
UPDATE members SET
    played = (SELECT COALESCE(SUM(r.played), 0) FROM member_records AS r
              WHERE r.guild_id = members.guild_id AND r.user_id = members.user_id),
    won = (SELECT COALESCE(SUM(r.won), 0) FROM member_records AS r
           WHERE r.guild_id = members.guild_id AND r.user_id = members.user_id),
    lost = (SELECT COALESCE(SUM(r.lost), 0) FROM member_records AS r
            WHERE r.guild_id = members.guild_id AND r.user_id = members.user_id),
    drawn = (SELECT COALESCE(SUM(r.drawn), 0) FROM member_records AS r
             WHERE r.guild_id = members.guild_id AND r.user_id = members.user_id)
-- ;
-- version 4
CREATE INDEX members_ranked ON members
    (guild_id, ranking_points DESC, won DESC, points_reached_at, user_id)
WHERE played > 0
-- ;
-- version 4
CREATE TABLE ranked_points (
    guild_id       BIGINT  NOT NULL,
    ranking_points BIGINT  NOT NULL,
    members        INTEGER NOT NULL CHECK (members >= 0),
    PRIMARY KEY (guild_id, ranking_points)
)
-- ;
-- version 4
INSERT INTO ranked_points (guild_id, ranking_points, members)
SELECT guild_id, ranking_points, COUNT(*) FROM members WHERE played > 0
GROUP BY guild_id, ranking_points
-- ;
-- version 5
CREATE TABLE cooldowns (
    guild_id INTEGER NOT NULL,
    user_id  INTEGER NOT NULL,
    waits_until TEXT    NOT NULL,
    PRIMARY KEY (guild_id, user_id)
) STRICT, WITHOUT ROWID
-- ;
-- version 6
CREATE TABLE review_shares (
    match_id  INTEGER NOT NULL,
    seat      INTEGER NOT NULL CHECK (seat IN (0, 1)),
    shared_at TEXT    NOT NULL,
    PRIMARY KEY (match_id, seat)
) STRICT, WITHOUT ROWID
-- ;
-- version 7
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
-- ;
-- version 7
CREATE INDEX daily_plays_by_day ON daily_plays (guild_id, day, status)
-- ;
-- version 7
CREATE TABLE call_votes (
    match_id INTEGER NOT NULL,
    seq      INTEGER NOT NULL,
    user_id  INTEGER NOT NULL,
    guess    TEXT    NOT NULL CHECK (guess IN ('stop', 'koikoi')),
    voted_at TEXT    NOT NULL,
    PRIMARY KEY (match_id, seq, user_id)
) STRICT, WITHOUT ROWID
-- ;
-- version 7
ALTER TABLE guild_settings ADD COLUMN spectators_call INTEGER NOT NULL DEFAULT 1 CHECK (spectators_call IN (0, 1))
-- ;
-- version 8
ALTER TABLE guild_settings ADD COLUMN default_house_rules TEXT
-- ;
-- version 9
CREATE TABLE installation_secret (
    id     INTEGER PRIMARY KEY CHECK (id = 1),
    secret TEXT    NOT NULL
) STRICT
-- ;
-- version 9
CREATE TABLE daily_tries (
    user_id  INTEGER NOT NULL,
    day      TEXT    NOT NULL,
    guild_id INTEGER NOT NULL,
    PRIMARY KEY (user_id, day)
) STRICT, WITHOUT ROWID
-- ;
-- version 9
INSERT INTO daily_tries (user_id, day, guild_id) SELECT user_id, day, MIN(guild_id) FROM daily_plays GROUP BY user_id, day
-- ;
-- version 10
CREATE TABLE shard_leases (
    shard      INTEGER PRIMARY KEY CHECK (shard >= 0),
    holder     TEXT    NOT NULL,
    fence      INTEGER NOT NULL,
    expires_at TEXT    NOT NULL,
    renewed_at TEXT    NOT NULL,
    locked     INTEGER NOT NULL DEFAULT 0 CHECK (locked IN (0, 1))
) STRICT
-- ;
-- version 10
ALTER TABLE match_actions ADD COLUMN fence INTEGER
