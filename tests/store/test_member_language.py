from __future__ import annotations

from pathlib import Path

import pytest

from bot.engine import Player, preset
from bot.store import MemberProfile, Store, migrations
from bot.store.timestamps import to_text, utc_now
from tests.store.helpers import raw


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
    db_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    with monkeypatch.context() as patch:
        patch.setattr(migrations, "MIGRATIONS", migrations.MIGRATIONS[:1])
        store = await Store.open(db_path)
        await store.update_guild_settings(1, locale="ja")
        record = await store.create_match(
            1, 10, (Player.member(5), Player.computer("easy")), preset("standard"), seed=7,
            birth_months=(4, None),
        )  # fmt: skip
        action = Store.match_for(record).legal_actions()[0]
        await store.append_action(record.match_id, 0, action)
        await store.close()
    stamp = to_text(utc_now())
    with raw(db_path) as conn:  # a member row as version 1 wrote it
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
        log = await store.match_log(record.match_id)
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
        assert await migrations.migrate(store._db, "again") == migrations.latest_version() == 2
        language = (await store.profile(1, 5)).language
    finally:
        await store.close()
    assert _schema(db_path) == before
    assert language == "ms"


async def test_a_member_language_survives_a_restart_and_can_be_cleared(db_path: Path) -> None:
    store = await Store.open(db_path)
    await store.set_birth_month(1, 5, 12)
    await store.set_language(1, 5, "ms")
    await store.close()

    store = await Store.open(db_path)
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


@pytest.mark.parametrize("bad", ["", "m", "Malay", "ms_MY", "ms-", "x" * 20, "日本語"])
async def test_a_malformed_language_is_refused_and_changes_nothing(store: Store, bad: str) -> None:
    await store.set_language(1, 5, "nb")
    with pytest.raises(ValueError, match="not a language code"):
        await store.set_language(1, 5, bad)
    assert (await store.profile(1, 5)).language == "nb"
