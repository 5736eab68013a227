"""Answering after a "thinking" deferral as Discord documents it.

The first follow-up after a deferral edits the deferred message, whose visibility the deferral
set: a private flag on it is ignored. So the deferred answer is edited (not followed up), and a
private answer after a public deferral first takes the public "thinking" message away.
https://discord.com/developers/docs/interactions/receiving-and-responding#followup-messages
"""

from __future__ import annotations

import contextlib
from typing import Any

import discord

# extras key: the visibility of the deferral (True: private) while its message is thinking
_WAITING = "koikoi.deferral.waiting"
_ANSWERED = "koikoi.deferral.answered"
INVALID_WEBHOOK_TOKEN = 50027  # Discord's codes when an interaction's token no longer works
UNKNOWN_WEBHOOK = 10015


async def defer(interaction: discord.Interaction, *, private: bool) -> None:
    """Acknowledge now with a "thinking" message seen by the member alone, or by the channel
    (once: an interaction acknowledged already, e.g. by its command, stays as it was)."""
    if interaction.response.is_done():
        return
    await interaction.response.defer(ephemeral=private, thinking=True)
    interaction.extras[_WAITING] = private


def thinking(interaction: discord.Interaction) -> bool | None:
    """The visibility of the deferral still waiting for its answer (True: private), or None."""
    if interaction.extras.get(_ANSWERED):
        return None
    if _WAITING in interaction.extras:
        return bool(interaction.extras[_WAITING])
    if interaction.response.type is discord.InteractionResponseType.deferred_channel_message:
        return False  # a slash command's plain defer() thinks in public
    return None


async def send(
    interaction: discord.Interaction, *, private: bool, **kwargs: Any
) -> discord.Message:
    """Send a message after the interaction was acknowledged: the deferred answer if it waits
    (edited, or replaced when its visibility differs), else a new follow-up."""
    waiting = thinking(interaction)
    if waiting is None:
        return await interaction.followup.send(ephemeral=private, wait=True, **kwargs)
    message: discord.Message
    if waiting == private:
        message = await interaction.edit_original_response(**_as_edit(kwargs))
    else:
        # the answer would take the deferral's visibility: remove the thinking message first
        with contextlib.suppress(discord.NotFound):
            await interaction.delete_original_response()
        interaction.extras[_ANSWERED] = True
        message = await interaction.followup.send(ephemeral=private, wait=True, **kwargs)
    interaction.extras[_ANSWERED] = True
    return message


async def done_thinking(interaction: discord.Interaction) -> None:
    """Take away the "thinking" message of a deferral whose answer was given elsewhere (a
    click acknowledged invisibly has none: its original message is the one pressed on)."""
    if thinking(interaction) is None:
        return
    await interaction.delete_original_response()
    interaction.extras[_ANSWERED] = True


def token_expired(error: discord.HTTPException) -> bool:
    """Whether Discord refused a request because the interaction's token no longer works (it
    lives 15 minutes): 401 Invalid Webhook Token, or the webhook is unknown."""
    return (error.status == 401 and error.code == INVALID_WEBHOOK_TOKEN) or (
        error.status == 404 and error.code == UNKNOWN_WEBHOOK
    )


def _as_edit(kwargs: dict[str, Any]) -> dict[str, Any]:
    """``send`` keyword arguments as ``edit_original_response`` takes them."""
    edit = dict(kwargs)
    attachments = [edit.pop("file", None), *(edit.pop("files", None) or [])]
    if any(attachments):
        edit["attachments"] = [file for file in attachments if file is not None]
    return edit
