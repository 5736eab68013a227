"""Process settings, read from the environment and ``.env`` (pydantic-settings)."""

from __future__ import annotations

from pathlib import Path
from typing import Literal

from pydantic import Field, SecretStr
from pydantic_settings import BaseSettings, SettingsConfigDict


class Settings(BaseSettings):
    """Everything the bot process is configured with."""

    # Empty values (as in .env.example) mean "not set".
    model_config = SettingsConfigDict(
        env_file=".env", env_file_encoding="utf-8", extra="ignore", env_ignore_empty=True
    )

    discord_token: SecretStr = Field(description="the bot token from the Developer Portal")
    database_path: Path = Field(Path("data/koikoi.db"), description="SQLite file")
    database_url: SecretStr | None = Field(
        None, description="postgresql://user:password@host/db; when set, used instead of the file"
    )
    dev_guild_id: int | None = Field(None, description="sync commands to this server only")
    log_level: Literal["DEBUG", "INFO", "WARNING", "ERROR"] = "INFO"
    log_format: Literal["text", "json"] = Field("text", description="json: one object a line")
    discord_api_base: str | None = Field(None, description="REST base URL, e.g. a proxy")
    discord_gateway_url: str | None = Field(None, description="gateway URL, e.g. a proxy")
    shard_count: int | None = Field(None, ge=1, description="total shards (None: automatic)")
    shard_ids: list[int] | None = Field(None, description="the shards this process runs")
    expert_time_budget: float = Field(0.5, gt=0, le=10, description="seconds per expert move")
    metrics_port: int | None = Field(None, ge=1, le=65535, description="serve /metrics here")
    metrics_host: str = Field("127.0.0.1", description="address the metrics server binds")
    health_file: Path | None = Field(None, description="health verdict; default beside the db")
    worker_threads: int = Field(2, ge=1, le=64, description="threads for images and the AI")
    drawing_processes: int = Field(
        2, ge=0, le=64, description="processes that draw images (0: draw in the threads)"
    )

    def database_target(self) -> str | Path:
        """Where the store lives: the PostgreSQL URL when one is set, else the SQLite file."""
        if self.database_url is not None:
            return self.database_url.get_secret_value()
        return self.database_path

    @property
    def health_path(self) -> Path:
        """Where the bot writes its health verdict."""
        return self.health_file or self.database_path.parent / "health.json"


class MissingTokenError(RuntimeError):
    """DISCORD_TOKEN is not set."""


def load_settings() -> Settings:
    """Read the settings; raises MissingTokenError when no token is configured."""
    from pydantic import ValidationError

    try:
        settings = Settings()  # the token comes from the environment
    except ValidationError as error:
        if any(e["loc"] == ("discord_token",) and e["type"] == "missing" for e in error.errors()):
            raise MissingTokenError(
                "DISCORD_TOKEN is not set: put DISCORD_TOKEN=<your bot token> in .env "
                "(see .env.example) or in the environment."
            ) from None
        raise
    if not settings.discord_token.get_secret_value().strip():
        raise MissingTokenError(
            "DISCORD_TOKEN is empty: put DISCORD_TOKEN=<your bot token> in .env "
            "(see .env.example) or in the environment."
        )
    return settings
