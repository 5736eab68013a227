"""Running the bot process: logging, Discord endpoints, and the client."""

from __future__ import annotations

import logging

import discord
import yarl

from bot.app.client import KoiKoiBot
from bot.config import Settings


def point_at(api_base: str | None, gateway_url: str | None) -> None:
    """Send REST and gateway traffic to other endpoints (a proxy, or a test server)."""
    if api_base:
        discord.http.Route.BASE = api_base.rstrip("/")
    if gateway_url:
        discord.gateway.DiscordWebSocket.DEFAULT_GATEWAY = yarl.URL(gateway_url)


def run_bot(settings: Settings) -> int:
    """Run until stopped; returns the exit status."""
    discord.utils.setup_logging(level=getattr(logging, settings.log_level))
    point_at(settings.discord_api_base, settings.discord_gateway_url)
    bot = KoiKoiBot(settings)
    try:
        bot.run(settings.discord_token.get_secret_value(), log_handler=None)
    except discord.LoginFailure:
        logging.getLogger("bot").error("Discord refused the token: check DISCORD_TOKEN in .env")
        return 2
    return 0
