"""Process settings, read from the environment and ``.env`` (pydantic-settings)."""

from __future__ import annotations

import importlib.util
from pathlib import Path
from typing import Literal, Self
from urllib.parse import quote, unquote

from pydantic import Field, SecretStr, field_validator, model_validator
from pydantic_settings import BaseSettings, SettingsConfigDict

# Read by hand rather than by urllib: an unencoded @, / or : in the password must be an error
# that names no part of the URL, never a different host or database name.
_URL_SCHEMES = ("postgresql://", "postgres://")
# Discord ids (snowflakes) count milliseconds since 2015 from bit 22 and fit in 63 bits.
SMALLEST_ID, LARGEST_ID = 1 << 22, (1 << 63) - 1
_QUOTES = ("'", '"')


ENV_FILE = ".env"  # read from the working directory
HEALTH_FILE_DEFAULT = "health.json beside DATABASE_PATH"  # said so everywhere it is shown


def env_file() -> Path:
    """The ``.env`` file the settings are read from: the working directory's."""
    return Path.cwd() / ENV_FILE


class StoreSettings(BaseSettings):
    """Where the bot keeps its data: what the ``koikoi db`` tool and the health check read,
    with no token needed."""

    # Empty values (as in .env.example) mean "not set".
    model_config = SettingsConfigDict(
        env_file=ENV_FILE, env_file_encoding="utf-8", extra="ignore", env_ignore_empty=True
    )

    database_path: Path = Field(Path("data/koikoi.db"), description="the SQLite file")
    database_url: SecretStr | None = Field(
        None, description="postgresql://user@host:5432/db: this database instead of the file"
    )
    database_password: SecretStr | None = Field(
        None, description="the PostgreSQL password, any characters (instead of one in the URL)"
    )
    health_file: Path | None = Field(None, description="where the bot writes its health verdict")
    i_have_a_backup: bool = Field(
        False,
        description="on PostgreSQL, a backup was taken: the bot may migrate an older database "
        "(as --i-have-a-backup)",
    )

    @field_validator("database_path", mode="before")
    @classmethod
    def _a_file(cls, path: object) -> object:
        if isinstance(path, str) and "://" in path:
            raise ValueError("is a file name; a postgresql:// URL goes in DATABASE_URL")
        return path

    @field_validator("database_url")
    @classmethod
    def _readable_url(cls, url: SecretStr | None) -> SecretStr | None:
        if url is not None:
            database_url_parts(url.get_secret_value())
        return url

    def database_target(self) -> str | Path:
        """Where the store lives: the PostgreSQL URL when one is set (with DATABASE_PASSWORD
        in it, encoded), else the SQLite file."""
        if self.database_url is None:
            return self.database_path
        url = self.database_url.get_secret_value()
        if self.database_password is None:
            return url
        scheme, user, _, place = database_url_parts(url)
        password = quote(self.database_password.get_secret_value(), safe="")
        return f"{scheme}{quote(user, safe='')}:{password}@{place}"

    @property
    def health_path(self) -> Path:
        """Where the bot writes its health verdict (and the health check reads it)."""
        return self.health_file or self.database_path.parent / "health.json"


class Settings(StoreSettings):
    """Everything the bot process is configured with."""

    discord_token: SecretStr = Field(description="the bot token from the Developer Portal")
    dev_guild_id: int | None = Field(None, description="sync commands to this server only")
    log_level: Literal["DEBUG", "INFO", "WARNING", "ERROR"] = Field(
        "INFO", description="DEBUG, INFO, WARNING or ERROR"
    )
    log_format: Literal["text", "json"] = Field("text", description="json: one object a line")
    discord_api_base: str | None = Field(None, description="REST base URL, e.g. a proxy")
    discord_gateway_url: str | None = Field(None, description="gateway URL, e.g. a proxy")
    shard_count: int | None = Field(
        None, ge=1, description="total shards (unset: as Discord advises)"
    )
    shard_ids: list[int] | Literal["auto"] | None = Field(
        None, description="the shards this process runs; auto: free ones, or wait as a standby"
    )
    shard_claim: int | None = Field(
        None, ge=1, description="with SHARD_IDS=auto, how many free shards to take"
    )
    shard_lease_seconds: float = Field(
        15.0, ge=1, le=600, description="a shard lease lasts this long unless its holder renews it"
    )
    database_outage_limit: float = Field(
        600.0, ge=5, description="seconds the database may stay unreachable before the bot exits"
    )
    expert_time_budget: float = Field(
        0.5, gt=0, le=10, description="seconds the expert may think per decision"
    )
    metrics_port: int | None = Field(
        None, ge=1, le=65535, description="serve /metrics and /healthz on this port"
    )
    metrics_host: str = Field("127.0.0.1", description="address the metrics server binds")
    worker_threads: int = Field(
        2, ge=1, le=64, description="threads that draw images when DRAWING_PROCESSES is 0"
    )
    drawing_processes: int = Field(
        2, ge=0, le=64, description="processes that draw images (0: draw in the threads)"
    )
    worker_start_seconds: float = Field(
        30.0, gt=0, le=600, description="how long a fresh worker process may take to start"
    )
    draw_ahead: bool = Field(
        True, description="drawing processes draw every card sprite while idle after a start"
    )
    review_playouts: int = Field(
        6000, ge=10, le=100_000, description="expert playouts per decision of a review"
    )
    review_ahead: bool = Field(
        True, description="judge members' decisions for their review while the match is played"
    )

    @field_validator("discord_token", mode="before")
    @classmethod
    def _unquoted_token(cls, token: object) -> object:
        # docker run --env-file keeps quotes that a shell or python-dotenv would remove.
        if isinstance(token, str):
            token = token.strip()
            if len(token) >= 2 and token[0] == token[-1] and token[0] in _QUOTES:
                token = token[1:-1].strip()
            if any(c.isspace() or c in _QUOTES for c in token):
                raise ValueError(
                    "the token holds a quote or a space: paste it alone, as the Developer "
                    "Portal shows it"
                )
        return token

    @field_validator("dev_guild_id")
    @classmethod
    def _a_server_id(cls, guild: int | None) -> int | None:
        if guild is not None and not SMALLEST_ID <= guild <= LARGEST_ID:
            raise ValueError(
                "not a Discord server id (one of 17 to 19 digits: in Discord, right-click "
                "the server and Copy Server ID, with Developer Mode on)"
            )
        return guild

    @model_validator(mode="after")
    def _shards_fit(self) -> Self:
        if self.shard_claim is not None and self.shard_ids != "auto":
            raise ValueError("SHARD_CLAIM is for SHARD_IDS=auto: it says how many shards to take")
        if self.shard_ids is None:
            return self
        if self.shard_count is None:
            raise ValueError("SHARD_IDS needs SHARD_COUNT, the total number of shards")
        if self.shard_ids == "auto":
            return self
        outside = sorted({i for i in self.shard_ids if not 0 <= i < self.shard_count})
        if outside:
            raise ValueError(
                f"SHARD_IDS {outside} out of range: with SHARD_COUNT={self.shard_count} "
                f"a shard id is 0 to {self.shard_count - 1}"
            )
        if not self.shard_ids or len(set(self.shard_ids)) != len(self.shard_ids):
            raise ValueError("SHARD_IDS must list each shard this process runs once")
        return self

    def wanted_shards(self) -> list[int] | None:
        """The shards this process asks for: those listed, every shard for ``auto`` (of which
        it takes up to SHARD_CLAIM), or None when the process is not sharded by hand."""
        if self.shard_ids is None or self.shard_count is None:
            return None
        if self.shard_ids == "auto":
            return list(range(self.shard_count))
        return list(self.shard_ids)


def database_url_parts(url: str) -> tuple[str, str, str | None, str]:
    """A PostgreSQL URL's scheme, user, password (decoded) and the rest (host, port, database,
    options); raises ValueError, naming no part of the URL, when it cannot be read whole."""
    scheme = next((s for s in _URL_SCHEMES if url.startswith(s)), None)
    if scheme is None:
        raise ValueError("DATABASE_URL must start with postgresql://")
    rest = url[len(scheme) :]
    credentials, at, place = rest.rpartition("@")
    host, _, database = place.partition("/")
    port = host.rpartition(":")[2] if ":" in host else "5432"
    user, _, password = credentials.partition(":")
    if (
        (at and not user)
        or "@" in credentials
        or "/" in credentials
        or not host
        or not port.isdigit()
        or not database.split("?")[0]
    ):
        raise ValueError(
            "DATABASE_URL cannot be read as postgresql://user:password@host:port/database: "
            "put the password in DATABASE_PASSWORD, or percent-encode @ / : in it "
            "(%40 %2F %3A)"
        )
    return scheme, unquote(user), unquote(password) if password else None, place


class MissingTokenError(RuntimeError):
    """DISCORD_TOKEN is not set."""


class MissingPostgresError(RuntimeError):
    """DATABASE_URL is set but PostgreSQL support (asyncpg) is not installed."""


def load_store_settings() -> StoreSettings:
    """Where the data lives (the database, the health file), read as the bot reads it, with
    no token needed; raises pydantic's ValidationError on a setting that cannot be read."""
    return StoreSettings()


def load_settings() -> Settings:
    """Read the settings; raises MissingTokenError when no token is configured,
    MissingPostgresError when a PostgreSQL URL is set without asyncpg installed."""
    from pydantic import ValidationError

    try:
        settings = Settings()  # the token comes from the environment
    except ValidationError as error:
        if any(e["loc"] == ("discord_token",) and e["type"] == "missing" for e in error.errors()):
            raise MissingTokenError(_where_the_token_goes("is not set")) from None
        raise
    if not settings.discord_token.get_secret_value().strip():
        raise MissingTokenError(_where_the_token_goes("is empty"))
    if settings.database_url is not None and importlib.util.find_spec("asyncpg") is None:
        raise MissingPostgresError(
            "DATABASE_URL is set but PostgreSQL support is not installed: "
            "pip install 'koikoi-bot[postgres]' (or leave DATABASE_URL empty for SQLite)"
        )
    return settings


def _where_the_token_goes(what: str) -> str:
    # The working directory decides which .env is read: say which (a service may start elsewhere).
    path = env_file()
    found = "read" if path.is_file() else "no such file"
    return (
        f"DISCORD_TOKEN {what}: put DISCORD_TOKEN=<your bot token> in {path} ({found}; see "
        ".env.example) or in the environment."
    )
