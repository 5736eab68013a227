"""The guards and bookkeeping each database writes its own way: SQLite's triggers, and
PostgreSQL's PL/pgSQL functions with their triggers, raising the same messages."""

from __future__ import annotations

from bot.store.schema import Dialects

# The log guards itself, whoever writes to it: only an active match, only the next seq.
MATCH_LOG = Dialects(
    sqlite=(
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
    postgresql=(
        # FOR UPDATE: a second process appending to the same match waits, then sees the new length.
        """
        CREATE FUNCTION koikoi_match_actions_in_order() RETURNS trigger LANGUAGE plpgsql AS $$
        DECLARE
            found_status TEXT;
            found_length INTEGER;
        BEGIN
            SELECT status, log_length INTO found_status, found_length
            FROM matches WHERE match_id = NEW.match_id FOR UPDATE;
            IF found_status IS DISTINCT FROM 'active' THEN
                RAISE EXCEPTION 'koikoi: match not active'
                    USING ERRCODE = 'integrity_constraint_violation';
            END IF;
            IF NEW.seq IS DISTINCT FROM found_length THEN
                RAISE EXCEPTION 'koikoi: log conflict'
                    USING ERRCODE = 'integrity_constraint_violation';
            END IF;
            UPDATE matches SET log_length = NEW.seq + 1, updated_at = NEW.created_at
            WHERE match_id = NEW.match_id;
            RETURN NEW;
        END
        $$
        """,
        """
        CREATE TRIGGER match_actions_in_order BEFORE INSERT ON match_actions
        FOR EACH ROW EXECUTE FUNCTION koikoi_match_actions_in_order()
        """,
    ),
)

# The members of an active match, and of a pending challenge, kept by the database.
SEATED_MEMBERS = Dialects(
    sqlite=(
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
        CREATE TRIGGER challenges_seat_members AFTER INSERT ON challenges
        BEGIN
            INSERT INTO challenge_members (guild_id, user_id, challenge_id)
            VALUES (NEW.guild_id, NEW.challenger_id, NEW.challenge_id),
                   (NEW.guild_id, NEW.challenged_id, NEW.challenge_id);
        END
        """,
    ),
    postgresql=(
        """
        CREATE FUNCTION koikoi_seat_members() RETURNS trigger LANGUAGE plpgsql AS $$
        BEGIN
            IF NEW.status = 'active' THEN
                INSERT INTO playing_members (guild_id, user_id, match_id)
                SELECT NEW.guild_id, seat.user_id, NEW.match_id
                FROM (VALUES (NEW.seat0_user_id), (NEW.seat1_user_id)) AS seat (user_id)
                WHERE seat.user_id IS NOT NULL;
            END IF;
            RETURN NULL;
        END
        $$
        """,
        """
        CREATE TRIGGER matches_seat_members AFTER INSERT ON matches
        FOR EACH ROW EXECUTE FUNCTION koikoi_seat_members()
        """,
        """
        CREATE FUNCTION koikoi_free_members() RETURNS trigger LANGUAGE plpgsql AS $$
        BEGIN
            IF OLD.status = 'active' AND NEW.status <> 'active' THEN
                DELETE FROM playing_members WHERE match_id = NEW.match_id;
                NEW.turn_deadline := NULL;
            END IF;
            RETURN NEW;
        END
        $$
        """,
        """
        CREATE TRIGGER matches_free_members BEFORE UPDATE OF status ON matches
        FOR EACH ROW EXECUTE FUNCTION koikoi_free_members()
        """,
        """
        CREATE FUNCTION koikoi_challenge_members() RETURNS trigger LANGUAGE plpgsql AS $$
        BEGIN
            INSERT INTO challenge_members (guild_id, user_id, challenge_id)
            VALUES (NEW.guild_id, NEW.challenger_id, NEW.challenge_id),
                   (NEW.guild_id, NEW.challenged_id, NEW.challenge_id);
            RETURN NULL;
        END
        $$
        """,
        """
        CREATE TRIGGER challenges_seat_members AFTER INSERT ON challenges
        FOR EACH ROW EXECUTE FUNCTION koikoi_challenge_members()
        """,
    ),
)
