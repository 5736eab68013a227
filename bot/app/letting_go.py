"""Letting a finished interaction go as soon as nothing holds it, and lightly while something does.

discord.py's interaction and its response object point at each other, so every finished
interaction, with the whole message it was pressed on (its embeds, rows of buttons and authors),
waited for a full pass of the garbage collector, whose length grows with that garbage. A hand
message keeps its last interaction to edit it later; that needs the token, not the message.
"""

from __future__ import annotations

from discord import Interaction, InteractionResponse


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
