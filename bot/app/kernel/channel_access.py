"""What the bot may do in a channel, read from the interaction: a table needs to be seen,
posted, and carry its picture.
https://discord.com/developers/docs/topics/permissions
"""

from __future__ import annotations

import discord

from bot.app.core.refusal import Refusal

# (permission flag, refusal naming it), in the order a moderator would fix them
_NEEDED = (
    ("view_channel", "discord-cannot-view"),
    ("send_messages", "discord-cannot-send"),
    ("embed_links", "discord-cannot-embed"),
    ("attach_files", "discord-cannot-attach"),
)


def missing_permission(permissions: discord.Permissions, *, in_thread: bool) -> str | None:
    """The refusal key of the first permission a table needs and the bot lacks, or None."""
    for flag, key in _NEEDED:
        if flag == "send_messages" and in_thread:
            flag = "send_messages_in_threads"
        if not getattr(permissions, flag):
            return key
    return None


def check_table_possible(interaction: discord.Interaction) -> None:
    """Refuse, naming the permission, a match in a channel where the bot cannot show it."""
    in_thread = isinstance(interaction.channel, discord.Thread)
    missing = missing_permission(interaction.app_permissions, in_thread=in_thread)
    if missing is not None:
        raise Refusal(missing)
