"""Running the bot process: logging, Discord endpoints, and the client's life."""

from __future__ import annotations

import asyncio

import discord
import yarl

from bot.app.kernel import logs
from bot.config import Settings


def point_at(api_base: str | None, gateway_url: str | None) -> None:
    """Send REST and gateway traffic to other endpoints (a proxy, or a test server)."""
    if api_base:
        discord.http.Route.BASE = api_base.rstrip("/")
    if gateway_url:
        discord.gateway.DiscordWebSocket.DEFAULT_GATEWAY = yarl.URL(gateway_url)


def run_bot(settings: Settings) -> int:
    """Run until stopped; returns the exit status (see ``bot.app.run.lifecycle.ExitStatus``)."""
    from bot.app.run.lifecycle import serve

    logs.configure(
        settings.log_level,
        settings.log_format,
        secrets=(settings.discord_token.get_secret_value(),),
    )
    point_at(settings.discord_api_base, settings.discord_gateway_url)
    discord.VoiceClient.warn_nacl = discord.VoiceClient.warn_dave = False  # the bot has no voice
    return int(asyncio.run(serve(settings)))
