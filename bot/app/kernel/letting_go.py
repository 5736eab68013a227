"""Letting a finished interaction go as soon as nothing holds it, and lightly while something does.

discord.py's interaction and its response object point at each other, so every finished
interaction, with the whole message it was pressed on (its embeds, rows of buttons and authors),
waited for a full pass of the garbage collector, whose length grows with that garbage. A hand
message is edited later through its interaction's token alone, not the interaction with its
member, their roles and the command's context.
"""

from __future__ import annotations

import functools
from collections.abc import Awaitable, Callable

from discord import Interaction, InteractionResponse, WebhookMessage

ORIGINAL = "@original"  # Discord's name, in a webhook message's route, for the first answer


def let_go(interaction: Interaction) -> None:
    """Once the interaction has been answered, keep only its answered state, not the cycle, and
    drop the message it was pressed on."""
    response = interaction.response
    if not response.is_done():
        return  # an unanswered interaction may still be answered through its response
    answered = InteractionResponse.__new__(InteractionResponse)
    answered._response_type = response.type
    # Answering again raises InteractionResponded, which is all an answered response can do.
    answered._parent = None  # type: ignore[assignment]
    interaction._cs_response = answered  # type: ignore[attr-defined]
    interaction.message = None


def drop_message(interaction: Interaction) -> int | None:
    """Drop the message the click was pressed on, keeping its id (all a hand's answer needs),
    so a click waiting for its pictures holds no message."""
    message = interaction.message
    interaction.message = None
    return message.id if message is not None else None


def original_response_editor(interaction: Interaction) -> Callable[..., Awaitable[WebhookMessage]]:
    """What ``interaction.edit_original_response`` does (the same request), holding only the
    interaction's token rather than the interaction."""
    # discord.py types the id as an int; the route takes "@original" as edit_original_response does.
    return functools.partial(interaction.followup.edit_message, ORIGINAL)
