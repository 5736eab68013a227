"""koikoi-bot: a Discord bot for Hanafuda Koi-Koi."""

from bot.compiled import inherit_build

inherit_build()  # a worker process spawned by an entry point runs the build that one chose
