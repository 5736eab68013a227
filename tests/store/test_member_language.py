from __future__ import annotations

from pathlib import Path

import pytest

from bot.engine import Match, preset
from bot.store import MemberProfile, Store, migrations
from bot.store.timestamps import to_text, utc_now
from testing.store import raw


def _schema(path: Path) -> list[tuple[str, str]]:
    conn = raw(path)
    try:
        rows = conn.execute("SELECT name, sql FROM sqlite_master ORDER BY name").fetchall()
        version = conn.execute("PRAGMA user_version").fetchone()[0]
    finally:
        conn.close()
    return [*rows, ("user_version", str(version))]


def _member_columns(path: Path) -> list[str]:
    conn = raw(path)
    try:
        return [row[1] for row in conn.execute("PRAGMA table_info(members)")]
    finally:
        conn.close()


async def test_a_version_1_database_gains_member_languages_and_keeps_its_data(
    db_path: Path,
) -> None:
    rules = preset("standard")
    action = Match(rules, 7, (4, None)).legal_actions()[0]
    stamp = to_text(utc_now())
    db_path.parent.mkdir(parents=True)
    with raw(db_path) as conn:  # a database and rows as version 1 wrote them
        for statement in migrations.MIGRATIONS[0].statements:
            conn.execute(statement)
        conn.execute("PRAGMA user_version = 1")
        conn.execute(
            "INSERT INTO guild_settings (guild_id, locale, updated_at) VALUES (1, 'ja', ?)",
            (stamp,),
        )
        conn.execute(
            "INSERT INTO matches (match_id, guild_id, channel_id, seat0_user_id, seat1_level, "
            "birth_month0, rules_preset, rules_json, seed, created_at, updated_at) "
            "VALUES (1, 1, 10, 5, 'easy', 4, 'standard', ?, 7, ?, ?)",
            (rules.model_dump_json(), stamp, stamp),
        )
        conn.execute(
            "INSERT INTO match_actions (match_id, seq, action, created_at) VALUES (1, 0, ?, ?)",
            (str(action), stamp),
        )
        conn.execute(
            "INSERT INTO members (guild_id, user_id, ranking_points, birth_month, two_step_play, "
            "created_at, updated_at) VALUES (1, 5, 30, 4, 1, ?, ?)",
            (stamp, stamp),
        )
    conn.close()
    assert "language" not in _member_columns(db_path)

    store = await Store.open(db_path)
    try:
        profile = await store.profile(1, 5)
        settings = await store.guild_settings(1)
        log = await store.match_log(1)
    finally:
        await store.close()
    assert "language" in _member_columns(db_path)
    assert (profile.ranking_points, profile.birth_month, profile.two_step_play) == (30, 4, True)
    assert profile.language is None
    assert settings.locale == "ja"
    assert len(log) == 1


async def test_migrating_a_migrated_database_again_changes_nothing(db_path: Path) -> None:
    store = await Store.open(db_path)
    await store.set_language(1, 5, "ms")
    await store.close()
    before = _schema(db_path)

    store = await Store.open(db_path)
    try:
        assert await migrations.migrate(store._db, "again") == migrations.latest_version()
        language = (await store.profile(1, 5)).language
    finally:
        await store.close()
    assert _schema(db_path) == before
    assert language == "ms"


async def test_a_member_language_survives_a_restart_and_can_be_cleared(database: str) -> None:
    store = await Store.open(database)
    await store.set_birth_month(1, 5, 12)
    await store.set_language(1, 5, "ms")
    await store.close()

    store = await Store.open(database)
    try:
        saved = await store.profile(1, 5)
        await store.set_language(1, 5, None)
        cleared = await store.profile(1, 5)
    finally:
        await store.close()
    assert (saved.language, saved.birth_month) == ("ms", 12)
    assert (cleared.language, cleared.birth_month) == (None, 12)


async def test_setting_a_language_for_a_new_member_leaves_the_rest_of_the_profile_empty(
    store: Store,
) -> None:
    await store.set_language(1, 5, "pl")
    assert await store.profile(1, 5) == MemberProfile(1, 5, language="pl")
    assert await store.profile(2, 5) == MemberProfile(2, 5)


@pytest.mark.slow
@pytest.mark.parametrize("bad", ["", "m", "Malay", "ms_MY", "ms-", "x" * 20, "日本語"])
async def test_a_malformed_language_is_refused_and_changes_nothing(store: Store, bad: str) -> None:
    await store.set_language(1, 5, "nb")
    with pytest.raises(ValueError, match="not a language code"):
        await store.set_language(1, 5, bad)
    assert (await store.profile(1, 5)).language == "nb"
