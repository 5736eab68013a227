from __future__ import annotations

import pytest
from pydantic import ValidationError

from bot.store import GuildSettings, MemberProfile, Record, Store
from testing.store import tamper


async def test_a_server_that_changed_nothing_gets_the_defaults(store: Store) -> None:
    settings = await store.guild_settings(42)
    assert settings == GuildSettings(guild_id=42)
    assert (settings.default_preset, settings.turn_timeout_seconds, settings.locale) == (
        "standard",
        600,
        None,
    )


async def test_settings_survive_a_restart(database: str) -> None:
    store = await Store.open(database)
    saved = await store.update_guild_settings(
        42, default_preset="traditional", turn_timeout_seconds=120, locale="ja"
    )
    await store.update_guild_settings(42, game_channel_id=555, default_level="expert")
    await store.update_guild_settings(
        42, match_threads=True, turn_pings=False, hints_allowed=True,
        default_variants='{"loser_pays": true}', spectators_call=False,
        default_house_rules='{"rain": "on"}',
    )  # fmt: skip
    await store.close()

    store = await Store.open(database)
    try:
        settings = await store.guild_settings(42)
    finally:
        await store.close()
    assert settings.model_dump(exclude={"updated_at"}) == {
        "guild_id": 42,
        "default_preset": "traditional",
        "turn_timeout_seconds": 120,
        "locale": "ja",
        "game_channel_id": 555,
        "default_level": "expert",
        "match_threads": True,
        "turn_pings": False,
        "hints_allowed": True,
        "default_variants": '{"loser_pays": true}',
        "spectators_call": False,
        "default_house_rules": '{"rain": "on"}',
    }
    assert settings.updated_at is not None and saved.updated_at is not None
    assert settings.updated_at > saved.updated_at


@pytest.mark.parametrize(
    "stored", ['{"rain": "sometimes"}', '{"weather": "on"}', '["rain"]', "not json"]
)
async def test_house_rules_that_do_not_exist_are_refused(store: Store, stored: str) -> None:
    with pytest.raises(ValidationError):
        await store.update_guild_settings(42, default_house_rules=stored)
    assert (await store.guild_settings(42)).default_house_rules is None


async def test_invalid_settings_are_refused_and_change_nothing(store: Store) -> None:
    await store.update_guild_settings(42, turn_timeout_seconds=300)
    with pytest.raises(ValidationError, match="unknown rule preset 'martian'"):
        await store.update_guild_settings(42, default_preset="martian", locale="fr")
    with pytest.raises(ValidationError):
        await store.update_guild_settings(42, turn_timeout_seconds=0)
    with pytest.raises(ValidationError):
        await store.update_guild_settings(42, colour="red")
    with pytest.raises(TypeError):
        await store.update_guild_settings(42, guild_id=7)
    settings = await store.guild_settings(42)
    assert (settings.turn_timeout_seconds, settings.locale) == (300, None)


async def test_a_stored_setting_this_version_rejects_falls_back_to_its_default(
    store: Store,
) -> None:
    await store.update_guild_settings(42, default_preset="traditional", locale="de")
    await tamper(store, "UPDATE guild_settings SET default_preset = 'retired' WHERE guild_id = 42")
    settings = await store.guild_settings(42)
    assert (settings.default_preset, settings.locale) == ("standard", "de")


async def test_a_member_never_seen_has_an_empty_profile(store: Store) -> None:
    profile = await store.profile(1, 5)
    assert profile == MemberProfile(1, 5)
    assert profile.total == Record() and profile.biggest_yaku is None


async def test_profile_preferences_round_trip_and_can_be_cleared(store: Store) -> None:
    await store.set_birth_month(1, 5, 12)
    await store.set_two_step_play(1, 5, True)
    profile = await store.profile(1, 5)
    assert (profile.birth_month, profile.two_step_play) == (12, True)
    assert (await store.profile(2, 5)).birth_month is None  # per server

    await store.set_two_step_play(1, 5, False)
    assert (await store.profile(1, 5)).two_step_play is False
    await store.set_birth_month(1, 5, None)
    await store.set_two_step_play(1, 5, None)
    profile = await store.profile(1, 5)
    assert (profile.birth_month, profile.two_step_play) == (None, None)


@pytest.mark.parametrize("month", [0, 13])
async def test_a_birth_month_outside_1_to_12_is_refused(store: Store, month: int) -> None:
    with pytest.raises(ValueError, match="1 to 12"):
        await store.set_birth_month(1, 5, month)
