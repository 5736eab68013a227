"""Per-server settings: default rule preset, turn time-out, locale, where games are played."""

from __future__ import annotations

import json
import logging
from datetime import datetime
from typing import Any

from pydantic import BaseModel, ConfigDict, Field, ValidationError, field_validator

from bot.engine.levels import DEFAULT_LEVEL, Level
from bot.engine.rules import HOUSE_RULES, preset
from bot.store.challenges import check_variant_json
from bot.store.sql import Session
from bot.store.timestamps import maybe_from_text, to_text

log = logging.getLogger(__name__)

_COLUMNS = (
    "default_preset", "turn_timeout_seconds", "locale", "game_channel_id", "default_level",
    "match_threads", "turn_pings", "hints_allowed", "default_variants", "spectators_call",
    "default_house_rules",
)  # fmt: skip


class GuildSettings(BaseModel):
    """A server's settings; a server that never changed them gets these defaults."""

    model_config = ConfigDict(frozen=True, extra="forbid")

    guild_id: int
    default_preset: str = "standard"
    turn_timeout_seconds: int = Field(600, ge=1, le=7 * 24 * 3600)
    locale: str | None = Field(None, min_length=2, max_length=16)  # e.g. 'en-US', 'ja'
    game_channel_id: int | None = None  # where matches may be started; None: any channel
    default_level: Level = DEFAULT_LEVEL  # computer level offered first
    match_threads: bool = False  # play each match in its own thread
    turn_pings: bool = True  # mention the member whose turn it is
    hints_allowed: bool = False  # hints may be asked for (a hinted match earns no points)
    default_variants: str | None = None  # optional traditional variants, a JSON object
    spectators_call: bool = True  # onlookers may guess STOP or KOI-KOI
    # House rules put on every new match's preset: a JSON object of rule to choice.
    default_house_rules: str | None = None
    updated_at: datetime | None = None  # None: never changed

    @field_validator("default_preset")
    @classmethod
    def _known_preset(cls, name: str) -> str:
        preset(name)  # raises UnknownPresetError (a ValueError) naming the known presets
        return name

    @field_validator("default_variants")
    @classmethod
    def _json_object(cls, text: str | None) -> str | None:
        check_variant_json(text)
        return text

    @field_validator("default_house_rules")
    @classmethod
    def _house_rules(cls, text: str | None) -> str | None:
        if text is not None:
            data = json.loads(text)
            known = {rule.value: choices for rule, choices in HOUSE_RULES.items()}
            if not isinstance(data, dict) or any(
                rule not in known or choice not in known[rule] for rule, choice in data.items()
            ):
                raise ValueError(f"not a set of house rules: {text!r}")
        return text


async def get_settings(conn: Session, guild_id: int) -> GuildSettings:
    """The server's settings, defaults for what was never set or no longer validates."""
    columns = ", ".join(_COLUMNS)
    row = await conn.fetchone(
        f"SELECT {columns}, updated_at FROM guild_settings WHERE guild_id = ?", (guild_id,)
    )
    if row is None:
        return GuildSettings(guild_id=guild_id)
    data: dict[str, Any] = dict(zip(_COLUMNS, row, strict=False))
    data["guild_id"] = guild_id
    data["updated_at"] = maybe_from_text(row[len(_COLUMNS)])
    try:
        return GuildSettings.model_validate(data)
    except ValidationError as exc:
        # A value this version no longer accepts (a removed preset...) falls back to its default.
        bad = {str(error["loc"][0]) for error in exc.errors() if error["loc"]}
        log.warning("guild %d: settings %s invalid, using defaults: %s", guild_id, bad, exc)
        return GuildSettings.model_validate({k: v for k, v in data.items() if k not in bad})


def _stored(value: object) -> object:
    return int(value) if isinstance(value, bool) else value


async def update_settings(
    conn: Session, guild_id: int, changes: dict[str, Any], now: datetime
) -> GuildSettings:
    """Validate and save ``changes``; call inside a transaction (read, modify, write)."""
    if unknown := {"guild_id", "updated_at"} & changes.keys():
        raise TypeError(f"{', '.join(sorted(unknown))} cannot be changed")
    current = await get_settings(conn, guild_id)
    updated = GuildSettings.model_validate({**current.model_dump(), **changes, "updated_at": now})
    # Flags are stored as 0/1 in both databases.
    values = [_stored(getattr(updated, column)) for column in _COLUMNS]
    placeholders = ", ".join("?" for _ in _COLUMNS)
    assignments = ", ".join(f"{c} = excluded.{c}" for c in (*_COLUMNS, "updated_at"))
    await conn.execute(
        f"INSERT INTO guild_settings (guild_id, {', '.join(_COLUMNS)}, updated_at) "
        f"VALUES (?, {placeholders}, ?) ON CONFLICT (guild_id) DO UPDATE SET {assignments}",
        (guild_id, *values, to_text(now)),
    )
    return updated
