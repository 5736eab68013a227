"""Components no handler of ours answers: a button of an older version, or a forged request.

Without an answer the member would only see "This interaction failed".
"""

from __future__ import annotations

import logging

import discord

from bot.app.kernel.custom_ids import parse_control_id, parse_select_id
from bot.app.kernel.front import Front

log = logging.getLogger(__name__)


def ours(interaction: discord.Interaction) -> bool:
    """Whether a component interaction carries an id one of our controls answers."""
    data: dict[str, object] = dict(interaction.data or {})
    custom_id = str(data.get("custom_id", ""))
    kind = data.get("component_type")
    if kind == discord.ComponentType.button.value:
        return parse_control_id(custom_id) is not None
    if kind == discord.ComponentType.string_select.value:
        return parse_select_id(custom_id) is not None
    return False


async def answer_if_unknown(front: Front, interaction: discord.Interaction) -> None:
    """Answer a component interaction that none of our controls will, privately."""
    if interaction.type is not discord.InteractionType.component or ours(interaction):
        return
    custom_id = str(dict(interaction.data or {}).get("custom_id", ""))
    log.info("unknown component %r from user %s", custom_id[:120], interaction.user.id)
    async with front.working():
        await front.answers.privately(interaction, "error-unknown-button")
